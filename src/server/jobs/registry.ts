import type { JobDefinition } from './job-definition';
import { advanceLiveSessionJob } from '../modules/live/advance-live-session-job';
import { pruneLiveSessionsJob } from '../modules/live/prune-live-sessions-job';
import { analyzeUploadJob } from '../modules/recordings/analyze-upload-job';
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
