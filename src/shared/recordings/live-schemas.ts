import { z } from 'zod';
import { assignmentIdFieldSchema } from '../assignments/schemas';
import { MEDIA_TYPES, SPEAKING_TYPES } from '../domain/enums';
import { BODY_LANGUAGE_MESSAGES } from '../body-language/messages';
import { bodyLanguageSamplesSchema } from '../body-language/observation';

/*
 * Live practice sessions: a recording streamed to the server in pieces while the person
 * speaks, analysed as the pieces arrive, so Stop only finishes the last seconds.
 *
 *   POST   /api/live-sessions                   create at the countdown (counts once against the free limit)
 *   PUT    /api/live-sessions/{id}/pieces/{seq} one MediaRecorder piece, raw bytes, seq 0, 1, 2...
 *   POST   /api/live-sessions/{id}/finish       analyse what arrived: 200 recording or 202 job
 *   DELETE /api/live-sessions/{id}              discard
 *   GET    /api/live-sessions/open              the person's unfinished session, if any (after a reload)
 */

export const LIVE_SESSION_STATUSES = ['recording', 'finishing', 'finished', 'discarded'] as const;
export type LiveSessionStatus = (typeof LIVE_SESSION_STATUSES)[number];

/** Container types a browser's MediaRecorder writes that the server accepts as pieces. */
export const LIVE_PIECE_MIME_PREFIXES = [
  'audio/webm',
  'video/webm',
  'audio/mp4',
  'video/mp4',
  'audio/ogg',
] as const;

export const isLivePieceMimeType = (mimeType: string) =>
  LIVE_PIECE_MIME_PREFIXES.some((prefix) => mimeType.trim().toLowerCase().startsWith(prefix));

/** POST /api/live-sessions. */
export const createLiveSessionSchema = z.object({
  mediaType: z.enum(MEDIA_TYPES),
  /** The recorder's own type, e.g. 'audio/webm;codecs=opus'. */
  mimeType: z
    .string()
    .trim()
    .max(100)
    .refine(isLivePieceMimeType, 'Live recordings must be WebM, MP4 or Ogg'),
  speakingType: z.enum(SPEAKING_TYPES).default('practice'),
  practicePrompt: z
    .string()
    .trim()
    .max(1000, 'The prompt is too long (1,000 characters at most)')
    .optional(),
  /** The coach's assignment this recording is submitted for (product rules R11.2). */
  assignmentId: assignmentIdFieldSchema.optional(),
});
export type CreateLiveSession = z.infer<typeof createLiveSessionSchema>;

/** A live session as the API shows it. */
export const liveSessionSchema = z.object({
  id: z.string().uuid(),
  status: z.enum(LIVE_SESSION_STATUSES),
  mediaType: z.enum(MEDIA_TYPES),
  mimeType: z.string(),
  practicePrompt: z.string().nullable(),
  /** Pieces stored so far; the next piece to send has this number. */
  pieceCount: z.number().int().min(0),
  /** Seconds of audio that reached the server (decoded from the pieces). */
  receivedSeconds: z.number().min(0),
  /** Seconds of it already transcribed and measured. */
  analyzedSeconds: z.number().min(0),
  /** Once finished: the recording made from it. */
  recordingId: z.string().uuid().nullable(),
  createdAt: z.string(),
  lastPieceAt: z.string().nullable(),
});
export type LiveSession = z.infer<typeof liveSessionSchema>;

/** GET /api/live-sessions/open. */
export const openLiveSessionReplySchema = z.object({ session: liveSessionSchema.nullable() });
export type OpenLiveSessionReply = z.infer<typeof openLiveSessionReplySchema>;

export const liveSessionParamsSchema = z.object({
  id: z.string().uuid('Live session not found'),
});
export const livePieceParamsSchema = liveSessionParamsSchema.extend({
  seq: z.coerce
    .number({ error: 'The piece number must be a whole number' })
    .int('The piece number must be a whole number')
    .min(0, 'The piece number must be a whole number')
    .max(100_000, 'The piece number is too large'),
});

/** 200 from PUT .../pieces/{seq}. */
export const livePieceReplySchema = z.object({
  seq: z.number().int(),
  pieceCount: z.number().int(),
  receivedSeconds: z.number(),
});
export type LivePieceReply = z.infer<typeof livePieceReplySchema>;

/** POST .../finish: a live video's body-language samples, as for POST /api/transcribe. */
export const finishLiveSessionSchema = z.object({
  bodyLanguage: z
    .unknown()
    .optional()
    .transform((value, context) => {
      if (value === undefined || value === null) return undefined;
      const parsed = bodyLanguageSamplesSchema.safeParse(value);
      if (parsed.success) return parsed.data;
      context.addIssue({ code: 'custom', message: BODY_LANGUAGE_MESSAGES.invalidSamples });
      return z.NEVER;
    }),
});
export type FinishLiveSession = z.input<typeof finishLiveSessionSchema>;
export type FinishLiveSessionInput = z.output<typeof finishLiveSessionSchema>;

/**
 * The finish request's body as the server reads it: it may be left out, and no body (or
 * `null`) is read as `{}`, so the API's OpenAPI document marks it optional.
 */
export const finishLiveSessionBodySchema = z.preprocess(
  (body) => body ?? {},
  finishLiveSessionSchema,
);

/** The raw body type of a piece. */
export const LIVE_PIECE_CONTENT_TYPE = 'application/octet-stream';
