// The estimate feature's rules and types that routes and other features may use (no React,
// no server code: they run anywhere).
export { computeEstimate, type EstimateInput } from './compute-estimate';
export { estimateCarriedRoutes, estimateValidUntil } from './estimate-query';
export {
  customerEstimateDetails,
  estimateDetail,
  estimateRoute,
  estimateSnapshot,
  type EstimateSnapshot,
  estimateSummaryLine,
  parseEstimateSnapshot,
} from './snapshot';
