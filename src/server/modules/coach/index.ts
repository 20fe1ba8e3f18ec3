/** What other modules may use of coaching; app.ts registers coach-routes.ts. */
export { requireCoach } from './coach-policy';
export { findClientOfCoach } from './coach-repository';
