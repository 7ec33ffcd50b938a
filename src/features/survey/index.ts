// The survey feature's rules and types that routes and other features may use (no React,
// no server code: they run anywhere).
export { catalogueItem, type InventoryRoom, summarise } from './load';
export { CUSTOMER_ACTOR, type InventoryView, inventoryViewOf, type StaffSurvey } from './views';
