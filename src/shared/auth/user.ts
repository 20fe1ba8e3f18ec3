import { z } from 'zod';

export const USER_ROLES = ['user', 'coach', 'client'] as const;
export const userRoleSchema = z.enum(USER_ROLES);
export type UserRole = z.infer<typeof userRoleSchema>;

export const SUBSCRIPTION_STATUSES = [
  'free',
  'active',
  'canceling',
  'canceled',
  'expired',
] as const;
export const subscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

/** The user as the client reads it on screens (product rules R3.15). Never carries secrets. */
export const publicUserSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  email: z.string(),
  userRole: userRoleSchema,
  originalRole: userRoleSchema.nullable(),
  isInSwitchedMode: z.boolean(),
  isAdmin: z.boolean(),
  isAdminCreated: z.boolean(),
  isCoachManaged: z.boolean(),
  requiresPasswordChange: z.boolean(),
  isFirstSession: z.boolean(),
  totalSessions: z.number().int(),
  subscriptionStatus: subscriptionStatusSchema,
  subscriptionPlan: z.string().nullable(),
  /** Settings: "Delete my audio after analysis" (product rules R1.18). */
  deleteAudioAfterAnalysis: z.boolean(),
  /** Settings: "Coaching emails" (decision 146): a new assignment, a client's submission. */
  coachingEmails: z.boolean(),
  coach: z.object({ name: z.string(), email: z.string() }).nullable(),
  createdAt: z.string(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** GET /api/auth/me. A guest gets user and sessionId null; sessionId is never the token. */
export const currentUserResponseSchema = z.object({
  user: publicUserSchema.nullable(),
  /** The login's public id (a hash of its token). The API's name for it, kept. */
  sessionId: z.string().nullable(),
  isFirstTime: z.boolean().default(false),
});
export type CurrentUserResponse = z.infer<typeof currentUserResponseSchema>;
