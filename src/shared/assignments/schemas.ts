import { z } from 'zod';
import { ANALYSIS_STATUSES, MEDIA_TYPES } from '../domain/enums';

/*
 * Assignments (product rules R11.1-R11.4; decision 145): a coach sets a speaking task for some
 * of their clients, who submit recordings for it from the practice screen. The coach's dialog,
 * the client's prompt chooser and the server share these limits, messages and schemas.
 *
 *   POST  /api/coach/assignments             create (201)
 *   GET   /api/coach/assignments             the coach's assignments, each client's status
 *   GET   /api/coach/assignments/{id}        one assignment, each client's submissions
 *   PATCH /api/coach/assignments/{id}        edit, or give it to more clients
 *   POST  /api/coach/assignments/{id}/close  no more submissions (idempotent)
 *   GET   /api/assignments                   the client's open assignments
 */

export const ASSIGNMENT_LIMITS = {
  titleMax: 120,
  /** The prompt becomes the recording's practicePrompt, which holds 1,000 characters. */
  promptMax: 1000,
  instructionsMax: 2000,
  /** 0 means unlimited. */
  maxAttemptsMax: 20,
  clientsMax: 100,
} as const;

export const ASSIGNMENT_MESSAGES = {
  titleRequired: 'Give the assignment a title',
  titleTooLong: `The title is too long (${ASSIGNMENT_LIMITS.titleMax} characters at most)`,
  promptRequired: 'Write the prompt your clients should speak to',
  promptTooLong: `The prompt is too long (${ASSIGNMENT_LIMITS.promptMax.toLocaleString('en-US')} characters at most)`,
  instructionsTooLong: `The instructions are too long (${ASSIGNMENT_LIMITS.instructionsMax.toLocaleString('en-US')} characters at most)`,
  maxAttempts: `Attempts must be a whole number from 0 (unlimited) to ${ASSIGNMENT_LIMITS.maxAttemptsMax}`,
  dueAtInvalid: 'Choose a valid due date',
  dueAtPast: 'The due date must be in the future',
  clientsRequired: 'Choose at least one client',
  clientsTooMany: `Choose at most ${ASSIGNMENT_LIMITS.clientsMax} clients`,
  clientId: 'Client not found',
  nothingToChange: 'Change at least one thing',
  notFound: 'Assignment not found',
  closedForEdits: 'This assignment is closed and can no longer be edited.',
  attemptsExhausted: 'You have used every attempt your coach allowed for this assignment.',
  closed: 'This assignment is closed: it is past its due date, or your coach closed it.',
  videoRequired: 'Your coach asked for video: record or upload a video for this assignment.',
  assignmentId: 'Assignment not found',
  created: 'Assignment created.',
} as const;

const title = z
  .string()
  .trim()
  .min(1, ASSIGNMENT_MESSAGES.titleRequired)
  .max(ASSIGNMENT_LIMITS.titleMax, ASSIGNMENT_MESSAGES.titleTooLong);
const prompt = z
  .string()
  .trim()
  .min(1, ASSIGNMENT_MESSAGES.promptRequired)
  .max(ASSIGNMENT_LIMITS.promptMax, ASSIGNMENT_MESSAGES.promptTooLong);
/** Blank instructions are none. */
const instructions = z
  .string()
  .trim()
  .max(ASSIGNMENT_LIMITS.instructionsMax, ASSIGNMENT_MESSAGES.instructionsTooLong)
  .transform((value) => (value === '' ? null : value))
  .nullable();
const maxAttempts = z
  .number({ error: ASSIGNMENT_MESSAGES.maxAttempts })
  .int(ASSIGNMENT_MESSAGES.maxAttempts)
  .min(0, ASSIGNMENT_MESSAGES.maxAttempts)
  .max(ASSIGNMENT_LIMITS.maxAttemptsMax, ASSIGNMENT_MESSAGES.maxAttempts);
/** An ISO 8601 instant with its offset, later than now (checked wherever it is parsed). */
const dueAt = z.iso
  .datetime({ offset: true, error: ASSIGNMENT_MESSAGES.dueAtInvalid })
  .refine((value) => new Date(value).getTime() > Date.now(), ASSIGNMENT_MESSAGES.dueAtPast)
  .nullable();
const clientIds = z
  .array(z.string().uuid(ASSIGNMENT_MESSAGES.clientId), {
    error: ASSIGNMENT_MESSAGES.clientsRequired,
  })
  .min(1, ASSIGNMENT_MESSAGES.clientsRequired)
  .max(ASSIGNMENT_LIMITS.clientsMax, ASSIGNMENT_MESSAGES.clientsTooMany)
  .transform((ids) => [...new Set(ids)]);

/** POST /api/coach/assignments. Every client must be the coach's own (else 404). */
export const createAssignmentRequestSchema = z.object({
  title,
  prompt,
  instructions: instructions.optional(),
  dueAt: dueAt.optional(),
  maxAttempts: maxAttempts.default(0),
  videoRequired: z.boolean().default(false),
  clientIds,
});
export type CreateAssignmentRequest = z.input<typeof createAssignmentRequestSchema>;

/**
 * PATCH /api/coach/assignments/{id}: any of the fields, and `addClientIds` to give it to more
 * of the coach's clients (each one is emailed). Clients keep the attempts they used.
 */
export const updateAssignmentRequestSchema = z
  .object({
    title: title.optional(),
    prompt: prompt.optional(),
    instructions: instructions.optional(),
    dueAt: dueAt.optional(),
    maxAttempts: maxAttempts.optional(),
    videoRequired: z.boolean().optional(),
    addClientIds: clientIds.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: ASSIGNMENT_MESSAGES.nothingToChange,
  });
export type UpdateAssignmentRequest = z.input<typeof updateAssignmentRequestSchema>;

export const assignmentIdParamsSchema = z.object({
  id: z.string().uuid(ASSIGNMENT_MESSAGES.notFound),
});

/** The field of POST /api/transcribe and POST /api/live-sessions that names the assignment. */
export const assignmentIdFieldSchema = z.string().trim().uuid(ASSIGNMENT_MESSAGES.assignmentId);

/**
 * 'open' takes submissions; 'closed' does not: the coach closed it, or its due date passed.
 */
export const ASSIGNMENT_STATUSES = ['open', 'closed'] as const;
/** A client's progress on one assignment. */
export const ASSIGNMENT_CLIENT_STATUSES = ['not_started', 'submitted', 'attempts_used'] as const;
export type AssignmentClientStatus = (typeof ASSIGNMENT_CLIENT_STATUSES)[number];

/** Whether an assignment takes submissions at `now` (not closed, not past due). */
export function isAssignmentOpen(
  assignment: { closedAt: string | Date | null; dueAt: string | Date | null },
  now = new Date(),
) {
  if (assignment.closedAt) return false;
  return assignment.dueAt === null || new Date(assignment.dueAt).getTime() > now.getTime();
}

/** Attempts left, or null when unlimited (maxAttempts 0). */
export function attemptsLeft(maxAttempts: number, attemptsUsed: number) {
  return maxAttempts === 0 ? null : Math.max(0, maxAttempts - attemptsUsed);
}

const assignmentFields = {
  id: z.string().uuid(),
  title: z.string(),
  prompt: z.string(),
  instructions: z.string().nullable(),
  dueAt: z.string().nullable(),
  /** 0: unlimited. */
  maxAttempts: z.number().int(),
  videoRequired: z.boolean(),
  status: z.enum(ASSIGNMENT_STATUSES),
  closedAt: z.string().nullable(),
  createdAt: z.string(),
};

const clientProgressFields = {
  clientId: z.string().uuid(),
  name: z.string(),
  email: z.string(),
  status: z.enum(ASSIGNMENT_CLIENT_STATUSES),
  /** Admitted submissions; a failed analysis (an error, no speech heard) does not count. */
  attemptsUsed: z.number().int(),
  /** Null: unlimited. */
  attemptsLeft: z.number().int().nullable(),
  lastSubmittedAt: z.string().nullable(),
};

/** GET /api/coach/assignments: one row per assignment, with each client's status. */
export const coachAssignmentSchema = z.object({
  ...assignmentFields,
  clients: z.array(z.object(clientProgressFields)),
});
export type CoachAssignment = z.infer<typeof coachAssignmentSchema>;
export const coachAssignmentListSchema = z.array(coachAssignmentSchema);

const nullableNumber = z.number().nullable();

/** A video's body-language figures (0-10 scores, eye contact in percent). */
export const submissionBodyLanguageSchema = z.object({
  postureScore: nullableNumber,
  eyeContactPercentage: nullableNumber,
  gestureVariety: nullableNumber,
  movementScore: nullableNumber,
  facialExpressiveness: nullableNumber,
  bodyLanguageConfidence: nullableNumber,
});

/** One recording a client submitted for the assignment, with its figures. */
export const assignmentSubmissionSchema = z.object({
  recordingId: z.string().uuid(),
  submittedAt: z.string(),
  analysisStatus: z.enum(ANALYSIS_STATUSES),
  mediaType: z.enum(MEDIA_TYPES),
  /** Seconds. */
  duration: nullableNumber,
  /** Out of 10. */
  paceScore: z.number(),
  fillerScore: z.number(),
  clarityScore: z.number(),
  confidenceLevel: z.number(),
  paceWpm: z.number().int().nullable(),
  fillerWords: z.number().int().nullable(),
  fillerPercentage: nullableNumber,
  /** Null for an audio recording. */
  bodyLanguage: submissionBodyLanguageSchema.nullable(),
});
export type AssignmentSubmission = z.infer<typeof assignmentSubmissionSchema>;

/** GET /api/coach/assignments/{id}: the assignment and each client's submissions, newest first. */
export const coachAssignmentDetailSchema = z.object({
  ...assignmentFields,
  clients: z.array(
    z.object({ ...clientProgressFields, submissions: z.array(assignmentSubmissionSchema) }),
  ),
});
export type CoachAssignmentDetail = z.infer<typeof coachAssignmentDetailSchema>;

/** GET /api/assignments: an open assignment as its client sees it. */
export const clientAssignmentSchema = z.object({
  ...assignmentFields,
  coachName: z.string(),
  attemptsUsed: z.number().int(),
  /** Null: unlimited. */
  attemptsLeft: z.number().int().nullable(),
  lastSubmittedAt: z.string().nullable(),
});
export type ClientAssignment = z.infer<typeof clientAssignmentSchema>;
export const clientAssignmentListSchema = z.array(clientAssignmentSchema);
