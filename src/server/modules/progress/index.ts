/** What other modules may use of progress; app.ts registers progress-routes.ts. */
export { grantAchievement } from './achievement-repository';
export { advanceChallenges } from './advance-challenges';
export { advanceMastery } from './advance-mastery';
export { grantTiers } from './grant-tiers';
export { practiseSkills } from './practise-skills';
export { listLatestScoredSessions } from './session-repository';
export { recountRecordingPhrases } from './crutch-phrases/recount-recording-phrases';
export { getCrutchPhrases } from './crutch-phrases/get-crutch-phrases';
