/** What jobs/ may use of live sessions; app.ts registers live-session-routes.ts. */
export { advanceLiveSessionJob } from './advance-live-session-job';
export { pruneLiveSessionsJob } from './prune-live-sessions-job';
