import type { JobDefinition } from './job-definition';
import { advanceLiveSessionJob, pruneLiveSessionsJob } from '../modules/live';
import { analyzeUploadJob } from '../modules/recordings';
import { pruneRateLimitsJob } from './prune-rate-limits';
import { pruneSessionsJob } from './prune-sessions';
import { rotateChallengesJob } from './rotate-challenges';
import { systemPingJob } from './system-ping';

/** Every job type the workers run. Later modules add theirs here. */
export const JOB_DEFINITIONS: readonly JobDefinition[] = [
  systemPingJob,
  pruneSessionsJob,
  pruneRateLimitsJob,
  rotateChallengesJob,
  analyzeUploadJob,
  advanceLiveSessionJob,
  pruneLiveSessionsJob,
] as readonly JobDefinition[];
