// The reports feature's rules and types that routes and other features may use (no React,
// no server code: they run anywhere).
export { REACHED_BITS } from './figures';
export { defaultPeriod, type ReportPeriod } from './period';
export { reportTables } from './tables';
