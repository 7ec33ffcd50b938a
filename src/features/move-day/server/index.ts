import 'server-only';

// The move-day feature's server functions that routes and other features may call.
export { deleteMovePlans, findMovePlan, saveMovePlan } from './data/move-plans';
export { loadDayView } from './day-view';
export { loadJobSheet } from './job-sheet';
