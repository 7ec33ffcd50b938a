import 'server-only';

// The survey feature's server functions that routes and other features may call.
export {
  deleteInventories,
  findInventory,
  saveInventory,
  type StoredInventory,
} from './data/inventory';
export { adminSaveSurvey, adminSetSurveyLine, adminSurvey, inventoryFor } from './inventory';
