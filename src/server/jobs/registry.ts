import type { JobDefinition } from './job-definition';
import { advanceLiveSessionJob, pruneLiveSessionsJob } from '../modules/live';
import { analyzeUploadJob } from '../modules/recordings';
import { pruneUploadsJob } from '../modules/uploads';
import { pruneLoginsJob } from './prune-logins';
import { pruneRateLimitsJob } from './prune-rate-limits';
import { rotateChallengesJob } from './rotate-challenges';
import { systemPingJob } from './system-ping';

/** Every job type the workers run. Later modules add theirs here. */
export const JOB_DEFINITIONS: readonly JobDefinition[] = [
  systemPingJob,
  pruneLoginsJob,
  pruneRateLimitsJob,
  rotateChallengesJob,
  analyzeUploadJob,
  advanceLiveSessionJob,
  pruneLiveSessionsJob,
  pruneUploadsJob,
] as readonly JobDefinition[];
