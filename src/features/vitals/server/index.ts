import 'server-only';

// The vitals feature's server functions that routes and other features may call.
export { recordVital } from './record-vital';
export { loadVitalsReport } from './vitals-report';
