import 'server-only';

// The estimate feature's server functions that routes and other features may call.
export { handleEstimateGet } from './estimate-endpoint';
