import 'server-only';

// The move-day feature's server functions that routes and other features may call.
export { deleteMovePlans, findMovePlan, saveMovePlan } from './data/move-plans';
export { loadDayView } from './day-view';
export { loadJobSheet } from './job-sheet';
// The crew's move day (issue 47).
export type { MoveDayTables } from './tables';
export { activeUserIds, deleteMoveDayRecords, setCrewMembers } from './repository';
export { auditForcedDone, checkDoneDay, type DoneOverride } from './done-gate';
export { crewListOf } from './crew-list-route';
export { loadCrewSheet, loadMyMoves } from './sheet';
export { startsOnMyMoves } from './start-page';
export { trackedMoveDay, trackedPhoto } from './track';
export { postCollection, postMilestone } from './routes';
export { getPhotos, postPhoto, postSignature } from './capture-routes';
export { getProofOfDelivery } from './proof';
export { sheetWorkerResponse } from './sheet-worker';
