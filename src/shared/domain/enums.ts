/**
 * Value sets the specs name for stored fields. The database enums and the API schemas
 * both read them from here, so a value is added in one place.
 */

/** Subscription plans (product rules R3.19: create-subscription plan). */
export const SUBSCRIPTION_PLANS = ['monthly', 'yearly'] as const;

/** recordings.recordingSource: live recording or file upload (default upload). */
export const RECORDING_SOURCES = ['live', 'upload'] as const;

/** recordings.speakingType: the values seen in the practice spec (default speech). */
export const SPEAKING_TYPES = ['meeting', 'presentation', 'speech', 'practice', 'other'] as const;

/**
 * recordings.analysisStatus: 'analyzing' (default) and 'complete' are from the spec;
 * 'awaiting_speaker' marks a multi-speaker recording at the select-speaker step and
 * 'failed' an analysis that could not finish (decisions guide: speaker selection).
 */
export const ANALYSIS_STATUSES = ['analyzing', 'awaiting_speaker', 'complete', 'failed'] as const;

export const MEDIA_TYPES = ['audio', 'video'] as const;

/** Results: pauseAnalysis (natural, frequent, rushed) and energyLevel (high, moderate, low). */
export const PAUSE_ANALYSES = ['natural', 'frequent', 'rushed'] as const;
export const ENERGY_LEVELS = ['high', 'moderate', 'low'] as const;

/**
 * jobs.status: 'queued' is the spec's default; the rest are ours (the spec leaves them open).
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

/** goals.milestoneLevel: none, started, 25%, 50%, 75% and achieved (decisions guide). */
export const MILESTONE_LEVELS = ['none', 'started', '25', '50', '75', 'achieved'] as const;

/** The four scored skills tracked by skill_health. */
export const SKILL_TYPES = ['pace', 'filler_words', 'clarity', 'confidence'] as const;
