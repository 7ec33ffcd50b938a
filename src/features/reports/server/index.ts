import 'server-only';

// The reports feature's server functions that routes and other features may call.
export { reportCsv } from './report-csv';
export { loadOvercollectedMoves, loadReport } from './reports';
