/** What other modules may use of goals; app.ts registers goal-routes.ts. */
export { recordGoalProgress } from './record-goal-progress';
export { reviseGoalProgress } from './revise-goal-progress';
