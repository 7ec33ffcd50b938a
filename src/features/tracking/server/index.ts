import 'server-only';

// The tracking feature's server functions that routes and other features may call.
export { lookUpRequest, saveOwnInventory } from './look-up';
export { trackRefusal } from './track-refusal';
export { findOwnRequest } from './look-up';
export { trackPhoto } from './track-photo';
export { trackDocument } from './track-document';
