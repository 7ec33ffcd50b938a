// The move-day feature's components that routes and other features may render.
export { DayView } from './DayView';
export { JobSheetPage } from './JobSheetPage';
export { MoveDayCard } from './MoveDayCard';
