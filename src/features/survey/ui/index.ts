// The survey feature's components that routes and other features may render.
export { LeadSurvey } from './LeadSurvey';
export { SurveyEditor } from './SurveyEditor';
export { SurveySummary } from './SurveySummary';
