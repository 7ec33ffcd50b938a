// The vitals feature's components that routes and other features may render.
export { VitalsReporter } from './VitalsReporter';
export { VitalsTable } from './VitalsTable';
