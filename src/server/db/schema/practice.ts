import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import type { StoredWord } from '@shared/recordings/schemas';
import { users } from './accounts';
import { assignments } from './assignments';
import { createdAt, timestamptz, updatedAt } from './columns';
import {
  analysisStatus,
  energyLevel,
  jobStatus,
  mediaType,
  pauseAnalysis,
  recordingSource,
  speakingType,
} from './enums';

/** A word as stored: the shared schema's shape, so the API and the column agree. */
export type { StoredWord } from '@shared/recordings/schemas';

export interface SpeakerUtterance {
  speaker: string;
  text: string;
  start: number;
  end: number;
}

export type Recommendation =
  string | { title?: string; description: string; quote?: string; timestamp?: string };

/** recordings (product rules R3.6), plus the result fields the results view reads. */
export const recordings = pgTable(
  'recordings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The login that made it (the column keeps its first name). */
    sessionId: text('session_id'),
    transcript: text('transcript'),
    wordTimestamps: jsonb('word_timestamps').$type<StoredWord[]>(),
    duration: real('duration'),
    wordCount: integer('word_count'),
    practicePrompt: text('practice_prompt'),
    /** The coach's assignment this recording was submitted for, if any. */
    assignmentId: uuid('assignment_id').references(() => assignments.id, { onDelete: 'set null' }),
    recordingSource: recordingSource('recording_source').notNull().default('upload'),
    speakingType: speakingType('speaking_type').notNull().default('speech'),
    analysisStatus: analysisStatus('analysis_status').notNull().default('analyzing'),
    mediaFilePath: text('media_file_path'),
    mediaType: mediaType('media_type'),
    mediaSizeBytes: bigint('media_size_bytes', { mode: 'number' }),
    /** The uploaded file's type, sent back when the media is replayed. */
    mediaMimeType: text('media_mime_type'),
    fillerWords: integer('filler_words'),
    detectedFillers: jsonb('detected_fillers').$type<Record<string, number>>(),
    fillerPercentage: real('filler_percentage'),
    speakingPace: text('speaking_pace').notNull().default('moderate'),
    paceWpm: integer('pace_wpm'),
    articulationRate: real('articulation_rate'),
    paceScore: real('pace_score').notNull().default(5),
    clarityScore: real('clarity_score').notNull().default(5),
    confidenceLevel: real('confidence_level').notNull().default(6),
    fillerScore: real('filler_score').notNull().default(5),
    paceReasoning: text('pace_reasoning'),
    fillerReasoning: text('filler_reasoning'),
    clarityReasoning: text('clarity_reasoning'),
    confidenceReasoning: text('confidence_reasoning'),
    recommendations: jsonb('recommendations').$type<Recommendation[]>().notNull().default([]),
    pauseAnalysis: pauseAnalysis('pause_analysis'),
    energyLevel: energyLevel('energy_level'),
    noWordsDetected: boolean('no_words_detected').notNull().default(false),
    /** Detailed measurements (pauses, pitch, loudness, hedges, repetition) behind the scores. */
    metrics: jsonb('metrics').$type<Record<string, unknown>>(),
    speakerUtterances: jsonb('speaker_utterances').$type<SpeakerUtterance[]>(),
    selectedSpeaker: text('selected_speaker'),
    /** Per-speaker voice signatures (diarization), so a voice profile can pick the user later. */
    voiceSignatures: jsonb('voice_signatures').$type<Record<string, number[]>>(),
    analysisEngine: text('analysis_engine'),
    /** The engine's model (whisper's "base.en"), named with the engine under the results. */
    analysisEngineModel: text('analysis_engine_model'),
    /** Whether the engine punctuated the words: needed to score one speaker again. */
    transcriptPunctuated: boolean('transcript_punctuated').notNull().default(false),
    postureScore: real('posture_score'),
    eyeContactPercentage: real('eye_contact_percentage'),
    gestureVariety: real('gesture_variety'),
    movementScore: real('movement_score'),
    facialExpressiveness: real('facial_expressiveness'),
    bodyLanguageConfidence: real('body_language_confidence'),
    visualAnalysisMetadata: jsonb('visual_analysis_metadata').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    analysisCompletedAt: timestamptz('analysis_completed_at'),
    /** When its crutch phrases (recording_phrase_counts) were last counted; null: not yet. */
    phrasesCountedAt: timestamptz('phrases_counted_at'),
  },
  (table) => [
    index('recordings_user_created_idx').on(table.userId, table.createdAt.desc()),
    index('recordings_created_at_idx').on(table.createdAt),
    index('recordings_assignment_idx').on(table.assignmentId),
  ],
);

/** Long analyses run as jobs (product rules R3.9). Payloads in pg-boss carry only the id. */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The login that made it (the column keeps its first name). */
    sessionId: text('session_id'),
    jobType: text('job_type').notNull(),
    status: jobStatus('status').notNull().default('queued'),
    originalFileName: text('original_file_name'),
    filePath: text('file_path'),
    fileSize: bigint('file_size', { mode: 'number' }),
    mimeType: text('mime_type'),
    progress: integer('progress').notNull().default(0),
    currentStep: text('current_step'),
    recordingId: uuid('recording_id').references(() => recordings.id, { onDelete: 'set null' }),
    errorMessage: text('error_message'),
    /** The error's code when the file was the reason it failed (shared/errors.ts). */
    errorCode: text('error_code'),
    practicePrompt: text('practice_prompt'),
    estimatedDuration: real('estimated_duration'),
    /** Seconds left as the running analysis last measured them (job-progress.ts). */
    secondsLeft: integer('seconds_left'),
    retryCount: integer('retry_count').notNull().default(0),
    maxRetries: integer('max_retries').notNull().default(3),
    notificationEmail: text('notification_email'),
    sendNotification: boolean('send_notification').notNull().default(false),
    checkpointData: jsonb('checkpoint_data').$type<Record<string, unknown>>(),
    backupFilePath: text('backup_file_path'),
    transcriptData: jsonb('transcript_data').$type<Record<string, unknown>>(),
    analysisProvider: text('analysis_provider'),
    lastCheckpointAt: timestamptz('last_checkpoint_at'),
    canResume: boolean('can_resume').notNull().default(true),
    processingAttempts: integer('processing_attempts').notNull().default(0),
    isDlq: boolean('is_dlq').notNull().default(false),
    dlqReason: text('dlq_reason'),
    dlqMovedAt: timestamptz('dlq_moved_at'),
    requiresManualReview: boolean('requires_manual_review').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    completedAt: timestamptz('completed_at'),
  },
  (table) => [
    index('jobs_user_created_idx').on(table.userId, table.createdAt.desc()),
    index('jobs_status_idx').on(table.status),
  ],
);

/**
 * The practice ledger: one row per practice session admitted, written when the upload is
 * accepted (before its analysis) and counted against the free plan's monthly limit. It
 * outlives the recording, so deleting a recording never gives a session back.
 */
export const practiceSessions = pgTable(
  'practice_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recordingId: uuid('recording_id').references(() => recordings.id, { onDelete: 'set null' }),
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    /**
     * The assignment this session was admitted for: its attempts are counted here, so a
     * deleted recording never gives an attempt back.
     */
    assignmentId: uuid('assignment_id').references(() => assignments.id, { onDelete: 'set null' }),
    /**
     * Set while an analysis in a request holds the session and renewed as it runs; cleared when
     * a recording or a job takes it over. Past it, the process died mid-analysis: the session
     * is given back (release-abandoned-sessions.ts, decision 166).
     */
    claimedUntil: timestamptz('claimed_until'),
    createdAt: createdAt(),
  },
  (table) => [
    index('practice_sessions_user_created_idx').on(table.userId, table.createdAt),
    index('practice_sessions_assignment_idx').on(table.assignmentId, table.userId),
  ],
);

/** One enrolled voice per user, used to pick the user's speaker in multi-speaker audio. */
export const voiceProfiles = pgTable('voice_profiles', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  voiceCharacteristics: jsonb('voice_characteristics').$type<Record<string, unknown>>(),
  enrollmentRecordingId: uuid('enrollment_recording_id').references(() => recordings.id, {
    onDelete: 'set null',
  }),
  sampleText: text('sample_text'),
  isActive: boolean('is_active').notNull().default(true),
  enrolledAt: timestamptz('enrolled_at').notNull().defaultNow(),
  updatedAt: updatedAt(),
});
