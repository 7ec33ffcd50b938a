import 'server-only';

// The outbox feature's server functions that routes and other features may call.
export { adminOutbox } from './outbox';
