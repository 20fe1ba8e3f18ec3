/**
 * Value sets of stored fields (product rules R3.8, R3.9, R3.11; decision 5). The database
 * enums and the API schemas both read them from here, so a value is added in one place.
 */

/** Subscription plans (product rules R3.19: create-subscription plan). */
export const SUBSCRIPTION_PLANS = ['monthly', 'yearly'] as const;

/** recordings.recordingSource: live recording or file upload (default upload). */
export const RECORDING_SOURCES = ['live', 'upload'] as const;

/** recordings.speakingType (product rules R3.8; default speech). */
export const SPEAKING_TYPES = ['meeting', 'presentation', 'speech', 'practice', 'other'] as const;

/**
 * recordings.analysisStatus (product rules R3.8, R4.42; decision 5): 'analyzing' (default)
 * and 'complete'; 'awaiting_speaker' marks a multi-speaker recording at the select-speaker step
 * and 'failed' an analysis that could not finish.
 */
export const ANALYSIS_STATUSES = ['analyzing', 'awaiting_speaker', 'complete', 'failed'] as const;

export const MEDIA_TYPES = ['audio', 'video'] as const;

/** Results: pauseAnalysis (natural, frequent, rushed) and energyLevel (high, moderate, low). */
export const PAUSE_ANALYSES = ['natural', 'frequent', 'rushed'] as const;
export const ENERGY_LEVELS = ['high', 'moderate', 'low'] as const;

/**
 * jobs.status (product rules R3.9; decision 5): 'queued' by default.
 * 'dead_letter' is a job that ran out of retries and waits for manual review.
 */
export const JOB_STATUSES = ['queued', 'processing', 'completed', 'failed', 'dead_letter'] as const;

/** goals.targetMetric (product rules R3.11). */
export const GOAL_TARGET_METRICS = [
  'pace',
  'filler_reduction',
  'clarity',
  'confidence',
  'session_count',
  'conciseness',
  'energy',
] as const;
export type GoalTargetMetric = (typeof GOAL_TARGET_METRICS)[number];

/** goals.milestoneLevel: none, started, 25%, 50%, 75% and achieved (product rules R4.56). */
export const MILESTONE_LEVELS = ['none', 'started', '25', '50', '75', 'achieved'] as const;

/** The four scored skills tracked by skill_health. */
export const SKILL_TYPES = ['pace', 'filler_words', 'clarity', 'confidence'] as const;
