import { pgEnum } from 'drizzle-orm/pg-core';
import { SUBSCRIPTION_STATUSES, USER_ROLES } from '@shared/auth/user';
import {
  ANALYSIS_STATUSES,
  ENERGY_LEVELS,
  GOAL_TARGET_METRICS,
  JOB_STATUSES,
  MEDIA_TYPES,
  MILESTONE_LEVELS,
  PAUSE_ANALYSES,
  RECORDING_SOURCES,
  SPEAKING_TYPES,
  SUBSCRIPTION_PLANS,
} from '@shared/domain/enums';

export const userRole = pgEnum('user_role', USER_ROLES);
export const subscriptionStatus = pgEnum('subscription_status', SUBSCRIPTION_STATUSES);
export const subscriptionPlan = pgEnum('subscription_plan', SUBSCRIPTION_PLANS);
export const recordingSource = pgEnum('recording_source', RECORDING_SOURCES);
export const speakingType = pgEnum('speaking_type', SPEAKING_TYPES);
export const analysisStatus = pgEnum('analysis_status', ANALYSIS_STATUSES);
export const mediaType = pgEnum('media_type', MEDIA_TYPES);
export const pauseAnalysis = pgEnum('pause_analysis', PAUSE_ANALYSES);
export const energyLevel = pgEnum('energy_level', ENERGY_LEVELS);
export const jobStatus = pgEnum('job_status', JOB_STATUSES);
export const goalTargetMetric = pgEnum('goal_target_metric', GOAL_TARGET_METRICS);
export const milestoneLevel = pgEnum('milestone_level', MILESTONE_LEVELS);
