/** What other modules may use of assignments; app.ts registers assignment-routes.ts. */
export { admitAssignmentAttempt, type AssignmentClaim } from './admit-assignment-attempt';
export { notifyCoachOfSubmission } from './notify-assignment';
