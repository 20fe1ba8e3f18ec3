import { z } from 'zod';
import {
  ANALYSIS_STATUSES,
  ENERGY_LEVELS,
  JOB_STATUSES,
  MEDIA_TYPES,
  PAUSE_ANALYSES,
  RECORDING_SOURCES,
  SPEAKING_TYPES,
} from '../domain/enums';
import { pageSchema } from '../api/page';
import { assignmentIdFieldSchema } from '../assignments/schemas';
import { BODY_LANGUAGE_MESSAGES } from '../body-language/messages';
import { bodyLanguageSamplesSchema } from '../body-language/observation';
import { bodyLanguageFieldsSchema } from '../body-language/schemas';
import { audioIssueSchema } from './audio-issues';
import { transcriptReliabilitySchema } from './transcript-reliability';

/** A JSON text field: parsed, or left as the string so the schema reports it as invalid. */
function parseJsonField(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return undefined;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/** Multipart text fields arrive as strings: '' is unset, 'true' / 'false' are booleans. */
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const formBoolean = z.preprocess(
  (value) => (value === 'true' || value === true ? true : value === 'false' ? false : value),
  z.boolean({ error: 'Expected true or false' }),
);

/**
 * POST /api/transcribe, the text fields of the multipart form (product rules R3.23).
 * The file itself is the part named `audio`.
 */
export const transcribeFieldsSchema = z.object({
  /** Seconds, as the client measured them (live: the larger of measured and timer, >= 1). */
  duration: z.preprocess(
    blankToUndefined,
    z.coerce.number({ error: 'Duration must be a number of seconds' }).positive().optional(),
  ),
  speakingType: z.preprocess(blankToUndefined, z.enum(SPEAKING_TYPES).default('practice')),
  recordingMode: z.preprocess(blankToUndefined, z.enum(RECORDING_SOURCES).default('upload')),
  practicePrompt: z.preprocess(
    blankToUndefined,
    z.string().trim().max(1000, 'The prompt is too long (1,000 characters at most)').optional(),
  ),
  notification_email: z.preprocess(
    blankToUndefined,
    z.email('Please enter a valid email address').optional(),
  ),
  send_notification: z.preprocess(blankToUndefined, formBoolean.default(false)),
  /** The coach's assignment this recording is submitted for (product rules R11.2). */
  assignmentId: z.preprocess(blankToUndefined, assignmentIdFieldSchema.optional()),
  /**
   * A live video's body-language samples, as JSON (BODY_LANGUAGE_FIELD): the frames the
   * browser observed while recording. The server computes the metrics from them. Any flaw
   * in the JSON or its shape is reported as one readable message.
   */
  bodyLanguage: z.preprocess(parseJsonField, z.unknown()).transform((value, context) => {
    if (value === undefined) return undefined;
    const parsed = bodyLanguageSamplesSchema.safeParse(value);
    if (parsed.success) return parsed.data;
    context.addIssue({ code: 'custom', message: BODY_LANGUAGE_MESSAGES.invalidSamples });
    return z.NEVER;
  }),
});
export type TranscribeFields = z.infer<typeof transcribeFieldsSchema>;
/** The multipart part that carries the media file. */
export const TRANSCRIBE_FILE_FIELD = 'audio';

/** Where resumable (tus 1.0.0) uploads are created: POST here, then HEAD/PATCH/DELETE its Location. */
export const RESUMABLE_UPLOADS_PATH = '/api/uploads';

/** A tus upload's id: the last part of its Location (letters, digits, - and _). */
export const uploadIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,128}$/, 'Upload not found');

/** HEAD, PATCH and DELETE of RESUMABLE_UPLOADS_PATH/{uploadId}. */
export const uploadIdParamsSchema = z.object({ uploadId: uploadIdSchema });

/**
 * POST /api/transcribe as JSON, for a file sent through the resumable uploads: the same text
 * fields as the multipart form, and the finished upload's id in place of the file.
 */
export const transcribeUploadedRequestSchema = transcribeFieldsSchema.extend({
  uploadId: uploadIdSchema,
});
export type TranscribeUploadedRequest = z.input<typeof transcribeUploadedRequestSchema>;

export const storedWordSchema = z.object({
  word: z.string(),
  start: z.number(),
  end: z.number().optional(),
  confidence: z.number().optional(),
  speaker: z.string().optional(),
  /** A filler Cadence recovered, and what showed it (the engine, the word's sound, the audio). */
  fillerEvidence: z.enum(['engine', 'pronunciation', 'audio']).optional(),
});
export type StoredWord = z.infer<typeof storedWordSchema>;

export const speakerUtteranceSchema = z.object({
  speaker: z.string(),
  text: z.string(),
  start: z.number(),
  end: z.number(),
});
export type SpeakerUtterance = z.infer<typeof speakerUtteranceSchema>;

export const recommendationSchema = z.union([
  z.string(),
  z.object({
    title: z.string().optional(),
    description: z.string(),
    quote: z.string().optional(),
    /** m:ss where the quoted moment starts. */
    timestamp: z.string().optional(),
  }),
]);
export type Recommendation = z.infer<typeof recommendationSchema>;

/**
 * One detected filler of a recording (product rules R11.9), in time order. `index` is its
 * place in the list as analysed and never changes; a dismissed one ("not a filler") is no
 * longer counted.
 */
export const recordingFillerSchema = z.object({
  index: z.number().int(),
  word: z.string(),
  /** Seconds. */
  start: z.number(),
  end: z.number(),
  dismissed: z.boolean(),
});
export type RecordingFiller = z.infer<typeof recordingFillerSchema>;

/** One recording with its analysis: GET /api/recordings/{id}, and what transcribe returns. */
export const recordingSchema = z.object({
  id: z.string().uuid(),
  createdAt: z.string(),
  analysisCompletedAt: z.string().nullable(),
  analysisStatus: z.enum(ANALYSIS_STATUSES),
  practicePrompt: z.string().nullable(),
  /** Seconds. */
  duration: z.number().nullable(),
  recordingSource: z.enum(RECORDING_SOURCES),
  speakingType: z.enum(SPEAKING_TYPES),
  mediaType: z.enum(MEDIA_TYPES).nullable(),
  /** Whether the media can still be replayed (false once the user's setting deleted it). */
  hasMedia: z.boolean(),
  transcript: z.string().nullable(),
  wordTimestamps: z.array(storedWordSchema),
  /**
   * The engine's doubtful line (doubtfulBelow): words it was less sure of are shown greyed,
   * never as if the person said them.
   */
  lowConfidenceBelow: z.number(),
  wordCount: z.number().int().nullable(),
  fillerWords: z.number().int().nullable(),
  fillerPercentage: z.number().nullable(),
  detectedFillers: z.record(z.string(), z.number()),
  /** Every filler detected, dismissed ones included (product rules R11.9); empty until scored. */
  fillers: z.array(recordingFillerSchema),
  speakingPace: z.string(),
  paceWpm: z.number().int().nullable(),
  /** The same value as paceWpm, under its other published name. */
  wordsPerMinute: z.number().int().nullable(),
  articulationRate: z.number().nullable(),
  paceScore: z.number(),
  fillerScore: z.number(),
  clarityScore: z.number(),
  confidenceLevel: z.number(),
  /** The same value as confidenceLevel, under its other published name. */
  confidenceScore: z.number(),
  paceReasoning: z.string().nullable(),
  fillerReasoning: z.string().nullable(),
  clarityReasoning: z.string().nullable(),
  confidenceReasoning: z.string().nullable(),
  recommendations: z.array(recommendationSchema),
  pauseAnalysis: z.enum(PAUSE_ANALYSES).nullable(),
  energyLevel: z.enum(ENERGY_LEVELS).nullable(),
  noWordsDetected: z.boolean(),
  /**
   * How far the transcript can be trusted, from the engine's word confidences; null for
   * recordings analysed before it was measured, and while the speaker is being chosen.
   */
  transcriptReliability: transcriptReliabilitySchema.nullable(),
  /** Why nothing could be scored (silence, no speech, another language), or null. */
  audioIssue: audioIssueSchema.nullable(),
  speakerUtterances: z.array(speakerUtteranceSchema),
  selectedSpeaker: z.string().nullable(),
  /**
   * While the recording waits for its speaker: the voice nearest the user's voice profile,
   * to preselect (null without a profile).
   */
  suggestedSpeaker: z.string().nullable(),
  /**
   * While the recording waits for its speaker: whether some of its voices sound alike enough to
   * be one person, so the page also offers to score them all (`ALL_VOICES`).
   */
  speakersMayBeOne: z.boolean(),
  analysisEngine: z.string().nullable(),
  /** The engine's model, for engines with a choice of them (whisper's "base.en"). */
  analysisEngineModel: z.string().nullable(),
  /** The engine named for people (`speechEngineLabel`), e.g. "Whisper base.en (offline)". */
  analysisEngineLabel: z.string().nullable(),
  /** Video sessions: the body-language metrics (docs/body-language.md); null for audio. */
  ...bodyLanguageFieldsSchema.shape,
});
export type Recording = z.infer<typeof recordingSchema>;

/** GET /api/recordings: the history cards. */
export const recordingSummarySchema = recordingSchema.pick({
  id: true,
  createdAt: true,
  analysisStatus: true,
  practicePrompt: true,
  duration: true,
  recordingSource: true,
  mediaType: true,
  wordCount: true,
  paceWpm: true,
  fillerWords: true,
  paceScore: true,
  fillerScore: true,
  clarityScore: true,
  confidenceLevel: true,
  noWordsDetected: true,
});
export type RecordingSummary = z.infer<typeof recordingSummarySchema>;
/** GET /api/recordings: one page of the history, newest first (decision 188). */
export const recordingListSchema = pageSchema(recordingSummarySchema);
export type RecordingList = z.infer<typeof recordingListSchema>;

/** 202 from POST /api/transcribe for long recordings. */
export const asyncJobReplySchema = z.object({
  type: z.literal('async_job'),
  jobId: z.string().uuid(),
  status: z.enum(JOB_STATUSES),
  /** Seconds. */
  estimatedWaitTime: z.number().int(),
  progress: z.number().int().min(0).max(100),
  currentStep: z.string().nullable(),
  /** While the job waits for a free slot: its place in the queue, 1 being next. */
  queuePosition: z.number().int().min(1).nullable(),
});
export type AsyncJobReply = z.infer<typeof asyncJobReplySchema>;

/** GET /api/jobs/{id}. `result` is the recording once the job completed. */
export const jobStatusSchema = asyncJobReplySchema.extend({
  result: recordingSchema.nullable(),
  error: z.string().nullable(),
  /** Why a failed job failed, when the file was the reason (NO_SPEECH_DETECTED, BAD_REQUEST...). */
  errorCode: z.string().nullish(),
  recordingId: z.string().uuid().nullable(),
});
export type JobStatusReply = z.infer<typeof jobStatusSchema>;

/** 413 when the estimated length is over the limit. */
export const recordingTooLongSchema = z.object({
  message: z.string(),
  code: z.literal('RECORDING_TOO_LONG'),
  maxMinutes: z.number().int(),
  estimatedMinutes: z.number().int(),
});

/** GET /api/user/practice-limit. */
export const practiceLimitSchema = z.object({
  practiceCount: z.number().int(),
  /** Of those, the sessions whose recordings were deleted since (session-counts.ts). */
  deletedThisMonth: z.number().int().min(0).default(0),
  practiceLimit: z.number().int(),
  canPractice: z.boolean(),
  /** ISO date-time of the next monthly reset (the 1st, 00:00 UTC). */
  resetDate: z.string(),
  /** Premium users, coaches and clients practise without a limit. */
  unlimited: z.boolean(),
});
export type PracticeLimit = z.infer<typeof practiceLimitSchema>;

/** POST /api/recordings/{id}/select-speaker. */
export const selectSpeakerRequestSchema = z.object({
  speaker: z.string({ error: 'Please choose a speaker' }).trim().min(1, 'Please choose a speaker'),
});
export type SelectSpeakerRequest = z.infer<typeof selectSpeakerRequestSchema>;

export const recordingIdParamsSchema = z.object({
  id: z.string().uuid('Recording not found'),
});
export const jobIdParamsSchema = z.object({ jobId: z.string().uuid('Job not found') });

/** POST and DELETE /api/recordings/{id}/fillers/{index}/dismiss (product rules R11.9). */
export const fillerParamsSchema = recordingIdParamsSchema.extend({
  index: z.coerce
    .number({ error: 'Filler not found' })
    .int('Filler not found')
    .min(0, 'Filler not found')
    .max(100_000, 'Filler not found'),
});
