import { z } from 'zod';
import { signupRequestSchema } from '../auth/schemas';

/*
 * The development helpers' routes (/api/dev/*): registered only where development tools are
 * on, and answering only this machine. The API contract (src/shared/api/contract) and the
 * server's dev module share these.
 */

/** GET /api/dev/outbox: only the mails to this address, when given. */
export const outboxQuerySchema = z.object({ to: z.string().optional() });

/** A mail kept in the outbox instead of sent. */
export const outboxMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string().nullable(),
  text: z.string().nullable(),
  html: z.string().nullable(),
  status: z.string(),
  sentAt: z.string(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

/** The outbox, newest first. */
export const outboxMailListSchema = z.array(outboxMailSchema);

/** POST /api/dev/temporary-user: whom to make. */
export const temporaryUserRequestSchema = signupRequestSchema.pick({ name: true, email: true });

/** The user made, and the temporary password their mail carries. */
export const temporaryUserResponseSchema = z.object({
  email: z.string(),
  temporaryPassword: z.string(),
});

const score = z.number().min(1).max(10);

/** One analysed session to add: its scores and how many days ago it was made. */
export const practiceSessionSeedSchema = z.object({
  daysAgo: z.number().int().min(0).max(365).default(0),
  paceScore: score.default(7),
  fillerScore: score.default(7),
  clarityScore: score.default(7),
  confidenceLevel: score.default(7),
  fillerPercentage: z.number().min(0).max(100).default(2),
  paceWpm: z.number().int().min(40).max(300).default(140),
  duration: z.number().positive().max(1800).default(180),
  wordCount: z.number().int().min(0).max(10_000).default(400),
  /** Fillers heard, word → count (their sum is the session's filler count). */
  detectedFillers: z.record(z.string().trim().min(1).max(40), z.number().int().min(0)).optional(),
  /** What was said: stored as words spread evenly over the session, for crutch phrases. */
  transcript: z.string().trim().min(1).max(20_000).optional(),
});
export type PracticeSessionSeed = z.input<typeof practiceSessionSeedSchema>;

/** POST /api/dev/practice-history: the sessions to add to the signed-in user. */
export const practiceHistoryRequestSchema = z.object({
  sessions: z
    .array(practiceSessionSeedSchema)
    .min(1, 'Add at least one session')
    .max(200, 'At most 200 sessions at a time'),
});
export type PracticeHistoryRequest = z.output<typeof practiceHistoryRequestSchema>;

/** How many sessions were added. */
export const practiceHistoryResponseSchema = z.object({ created: z.number().int() });
