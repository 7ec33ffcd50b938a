// The estimate feature's components that routes and other features may render.
export {
  bookingPrefillOf,
  type CarriedEstimate,
  carriedEstimateOf,
  type Query,
  quoteFormPrefillOf,
} from './carried-estimate';
export { CarriedEstimateView } from './CarriedEstimateView';
export { estimateViewOf } from './estimate-view';
export { EstimateCalculator } from './EstimateCalculator';
