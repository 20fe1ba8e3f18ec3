/** What other modules and the composition may use of the practice pipeline. */
export { analyzeUploadJob } from './analyze-upload-job';
export { completeRecording } from './complete-recording';
export { createLedgerEntry } from './practice-ledger-repository';
export { incomingDirOf } from './receive-upload';
export { advanceLiveSessionJob } from './live/advance-live-session-job';
export { pruneLiveSessionsJob } from './live/prune-live-sessions-job';
export { releaseAbandonedSessionsJob } from './release-abandoned-sessions-job';
export { sweepOrphanedMediaJob } from './sweep-orphaned-media-job';
export { releaseAbandonedSessions } from './session-claims';
export { assertCanPractice } from './practice-limit';
