import 'server-only';

// The tracking feature's server functions that routes and other features may call.
export { lookUpRequest, saveOwnInventory } from './look-up';
export { trackRefusal } from './track-refusal';
