import type { JobDefinition } from './jobs/job-definition';
import {
  advanceLiveSessionJob,
  analyzeUploadJob,
  pruneLiveSessionsJob,
  releaseAbandonedSessionsJob,
  sweepOrphanedMediaJob,
} from './modules/practice';
import { pruneUploadsJob } from './modules/uploads';
import { pruneLoginsJob } from './modules/auth';
import { pruneRateLimitsJob } from './modules/abuse';
import { rotateChallengesJob } from './jobs/rotate-challenges';
import { systemPingJob } from './jobs/system-ping';

/** Every job type the workers run. Later modules add theirs here. */
export const JOB_DEFINITIONS: readonly JobDefinition[] = [
  systemPingJob,
  pruneLoginsJob,
  pruneRateLimitsJob,
  rotateChallengesJob,
  analyzeUploadJob,
  advanceLiveSessionJob,
  pruneLiveSessionsJob,
  releaseAbandonedSessionsJob,
  sweepOrphanedMediaJob,
  pruneUploadsJob,
] as readonly JobDefinition[];
