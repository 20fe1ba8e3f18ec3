import { z } from 'zod';

/*
 * Timestamped comments on a recording (product rules R11.6, R11.7): the owner's coach comments
 * at a moment of the replay, the owner replies or keeps notes. The server and the comment form
 * share these rules and their wording.
 */

/** Longest comment, in characters: a paragraph of feedback, not an essay (product rules R11.6). */
export const COMMENT_MAX_LENGTH = 1000;

/** m:ss, as the players show a moment (seconds rounded down). */
export function formatMoment(totalSeconds: number): string {
  const whole = Number.isFinite(totalSeconds) && totalSeconds > 0 ? Math.floor(totalSeconds) : 0;
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** m:ss.s, precise enough to edit: '0:04.5', '1:30'. */
export function formatMomentPrecise(totalSeconds: number): string {
  const tenths = Math.round((Number.isFinite(totalSeconds) ? Math.max(0, totalSeconds) : 0) * 10);
  const fraction = tenths % 10;
  return `${formatMoment(Math.floor(tenths / 10))}${fraction ? `.${fraction}` : ''}`;
}

/** '0:04', '1:30.5', '12' or '4.5' as seconds; null when it is not a time. */
export function parseMoment(value: string): number | null {
  const match = /^\s*(?:(\d{1,3}):)?(\d{1,5}(?:\.\d+)?)\s*$/.exec(value);
  if (!match) return null;
  const minutes = match[1] === undefined ? 0 : Number(match[1]);
  const seconds = Number(match[2]);
  if (match[1] !== undefined && seconds >= 60) return null;
  return minutes * 60 + seconds;
}

export const COMMENT_MESSAGES = {
  textRequired: 'Write a comment first.',
  textTooLong: `Keep a comment to ${COMMENT_MAX_LENGTH} characters or fewer.`,
  timeInvalid: 'Enter a time like 0:04 or 1:30.5.',
  timeNegative: 'The time cannot be before the start of the recording.',
  timePastEnd: (duration: number) =>
    `The recording ends at ${formatMoment(duration)}: choose a time within it.`,
  replyNotFound: 'The comment you are replying to is not on this recording.',
  commentNotFound: 'Comment not found',
  notAuthor: 'Only the person who wrote a comment can delete it.',
} as const;

export const commentTextSchema = z
  .string({ error: COMMENT_MESSAGES.textRequired })
  .trim()
  .min(1, COMMENT_MESSAGES.textRequired)
  .max(COMMENT_MAX_LENGTH, COMMENT_MESSAGES.textTooLong);

export const commentAtSecondsSchema = z
  .number({ error: COMMENT_MESSAGES.timeInvalid })
  .finite(COMMENT_MESSAGES.timeInvalid)
  .min(0, COMMENT_MESSAGES.timeNegative);

/**
 * Why `atSeconds` is past the recording's end, or null when it is within it (or the length
 * is unknown). The length is the recording's, so the schema alone cannot check it.
 */
export function commentTimeProblem(atSeconds: number, duration: number | null): string | null {
  if (duration === null || !Number.isFinite(duration) || duration <= 0) return null;
  return atSeconds > duration ? COMMENT_MESSAGES.timePastEnd(duration) : null;
}

/** POST /api/recordings/{id}/comments. */
export const createCommentRequestSchema = z.object({
  atSeconds: commentAtSecondsSchema,
  text: commentTextSchema,
  /** The comment this one answers, on the same recording. */
  replyToId: z.string().uuid(COMMENT_MESSAGES.replyNotFound).nullish(),
});
export type CreateCommentRequest = z.input<typeof createCommentRequestSchema>;

/**
 * The comment form of a recording `duration` seconds long (null: unknown): the time as typed
 * ('0:04.5'), under the request's field name so the server's refusals land on it too.
 */
export const commentFormSchema = (duration: number | null) =>
  z.object({ atSeconds: z.string(), text: commentTextSchema }).transform((form, context) => {
    const atSeconds = parseMoment(form.atSeconds);
    const problem =
      atSeconds === null ? COMMENT_MESSAGES.timeInvalid : commentTimeProblem(atSeconds, duration);
    if (problem !== null || atSeconds === null) {
      context.addIssue({ code: 'custom', path: ['atSeconds'], message: problem ?? '' });
      return z.NEVER;
    }
    return { atSeconds, text: form.text };
  });
export type CommentFormValues = { atSeconds: string; text: string };

export const recordingCommentSchema = z.object({
  id: z.string().uuid(),
  recordingId: z.string().uuid(),
  atSeconds: z.number(),
  text: z.string(),
  replyToId: z.string().uuid().nullable(),
  createdAt: z.string(),
  author: z.object({
    id: z.string().uuid(),
    name: z.string(),
    /** 'coach': the recording owner's coach (when written); 'owner': the recording's owner. */
    role: z.enum(['coach', 'owner']),
  }),
  /**
   * Whether the caller may delete it: its author only. Deleting a comment deletes the replies
   * under it too (product rules R11.6; decision 147).
   */
  canDelete: z.boolean(),
});
export type RecordingComment = z.infer<typeof recordingCommentSchema>;

/** GET /api/recordings/{id}/comments: in time order, then in the order they were written. */
export const recordingCommentListSchema = z.array(recordingCommentSchema);

export const commentParamsSchema = z.object({
  id: z.string().uuid('Recording not found'),
  commentId: z.string().uuid(COMMENT_MESSAGES.commentNotFound),
});
