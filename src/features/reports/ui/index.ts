// The reports feature's components that routes and other features may render.
export { OvercollectedMoves } from './OvercollectedMoves';
export { PeriodForm } from './PeriodForm';
export { ReportsView } from './ReportsView';
export { GstSummary } from './GstSummary';
export { BalancesToCollect } from './BalancesToCollect';
