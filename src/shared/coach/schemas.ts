import { z } from 'zod';
import { NAME_MIN_LENGTH } from '../auth/limits';
import { MESSAGES } from '../auth/schemas';
import { publicUserSchema } from '../auth/user';
import { SPEAKING_TYPES } from '../domain/enums';
import { recommendationSchema } from '../recordings/schemas';

/**
 * Coach endpoints (product rules R3.20, R3.21, R5.11 and R7.15). The Add Client form and the server
 * share these.
 */
export const COACH_MESSAGES = {
  clientName: 'Client name must be at least 2 characters',
  coachOnly: 'Coach access required',
  clientNotFound: 'Client not found',
  signIn: 'Please sign in to manage your clients.',
  notSwitched: 'You are not in premium mode.',
  alreadySwitched: 'You are already in premium mode.',
  clientCreated: (name: string) => `Client account created for ${name}.`,
  clientDeleted: 'The client account has been successfully removed.',
  switchedToPremium: 'You are now experiencing Cadence as a premium user.',
  switchedBack: 'You are back in coach mode.',
} as const;

/** GET /api/coach/clients: one row of the Client Management table. */
export const coachClientSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  email: z.string(),
  totalSessions: z.number().int(),
  requiresPasswordChange: z.boolean(),
  createdAt: z.string(),
});
export type CoachClient = z.infer<typeof coachClientSchema>;
export const coachClientListSchema = z.array(coachClientSchema);

/** GET /api/coach/client-results: one card of the Client Results tab. */
export const clientResultSchema = z.object({
  clientId: z.string().uuid(),
  clientName: z.string(),
  totalRecordings: z.number().int(),
  /** Mean clarity score as a percent (score out of 10 × 10), rounded; 0 with no recordings. */
  averageClarity: z.number().int(),
  /** Mean confidence score as a percent, rounded; 0 with no recordings. */
  averageConfidence: z.number().int(),
  /** Mean words per minute of the latest 5 analysed recordings, rounded; 0 with none. */
  recentAverageWPM: z.number().int(),
  /** Mean filler words per recording, to one decimal. */
  averageFillerWords: z.number(),
});
export type ClientResult = z.infer<typeof clientResultSchema>;
export const clientResultListSchema = z.array(clientResultSchema);

/** GET /api/coach/clients/{id}/recordings: the client's analysed sessions, newest first, a page at a time. */
export const clientRecordingSchema = z.object({
  id: z.string().uuid(),
  speakingType: z.enum(SPEAKING_TYPES),
  /** The title of the coach's assignment it was submitted for; null for a free practice. */
  assignmentTitle: z.string().nullable(),
  createdAt: z.string(),
  /** Out of 10. */
  clarityScore: z.number(),
  confidenceScore: z.number(),
  wordCount: z.number().int().nullable(),
  /** Seconds. */
  duration: z.number().nullable(),
  fillerWords: z.number().int().nullable(),
  paceWpm: z.number().int().nullable(),
  recommendations: z.array(recommendationSchema),
  /** Where the coach can play the recording, or null when its media was deleted. */
  mediaUrl: z.string().nullable(),
  mediaType: z.enum(['audio', 'video']),
});
export type ClientRecording = z.infer<typeof clientRecordingSchema>;
/** One page of them (decision 188): `nextCursor` is null after the last page. */
export const clientRecordingsResponseSchema = z.object({
  client: coachClientSchema,
  recordings: z.array(clientRecordingSchema),
  nextCursor: z.string().nullable(),
});
export type ClientRecordingsResponse = z.infer<typeof clientRecordingsResponseSchema>;

export const clientIdParamsSchema = z.object({
  id: z.string().uuid(COACH_MESSAGES.clientNotFound),
});

/** GET /api/coach/clients/{id}/recordings/{recordingId} (decision 147). */
export const clientRecordingParamsSchema = clientIdParamsSchema.extend({
  recordingId: z.string().uuid('Recording not found'),
});

/** POST /api/coach/create-client (Add Client dialog). */
export const createClientRequestSchema = z.object({
  name: z.string().trim().min(NAME_MIN_LENGTH, COACH_MESSAGES.clientName),
  email: z.string().trim().toLowerCase().email(MESSAGES.email),
});
export type CreateClientRequest = z.infer<typeof createClientRequestSchema>;
export const createClientResponseSchema = z.object({
  client: coachClientSchema,
  message: z.string(),
  /** False when the credentials email could not be sent (the account still exists). */
  emailSent: z.boolean(),
});
export type CreateClientResponse = z.infer<typeof createClientResponseSchema>;

/** POST /api/coach/switch-to-premium and /api/coach/switch-back. */
export const coachSwitchResponseSchema = z.object({
  message: z.string(),
  user: publicUserSchema,
});
export type CoachSwitchResponse = z.infer<typeof coachSwitchResponseSchema>;
