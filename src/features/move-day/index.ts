// The move-day feature's rules and types that routes and other features may use (no React,
// no server code: they run anywhere).
export { moveDayAuditLine, type MoveDayPlan } from './plan';
export { type MilestoneKind } from './milestones';
export { milestoneEmailKeys } from './email-keys';
