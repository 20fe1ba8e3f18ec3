import { z } from 'zod';
import { NAME_MIN_LENGTH } from '../auth/limits';
import { MESSAGES } from '../auth/schemas';
import { subscriptionStatusSchema, userRoleSchema } from '../auth/user';
import { ADMIN_MESSAGES } from './messages';

export { ADMIN_MESSAGES };

/** Days in the recording chart, and rows in the activity table (product rules R9.12). */
export const ADMIN_CHART_DAYS = 7;
export const ADMIN_ACTIVITY_ROWS = 20;
/** Activity colour bands: over 10, over 5, over 0 recordings. */
export const ACTIVITY_BANDS = [10, 5, 0] as const;
/** Stats refresh every 30 s. */
export const ADMIN_STATS_REFRESH_MS = 30_000;

export const adminStatsSchema = z.object({
  totalRecordings: z.number().int(),
  /** Everyone but coaches and admins. */
  totalUsers: z.number().int(),
  totalCoaches: z.number().int(),
  basicUsers: z.number().int(),
  premiumUsers: z.number().int(),
  /** The last 7 UTC days, oldest first, days without recordings included. */
  dailyRecordings: z.array(z.object({ date: z.string(), count: z.number().int() })),
  coaches: z.array(
    z.object({
      id: z.string().uuid(),
      name: z.string(),
      email: z.string(),
      /** pending until the coach has replaced the emailed temporary password. */
      status: z.enum(['active', 'pending']),
      clientCount: z.number().int(),
      createdAt: z.string(),
    }),
  ),
  /** Every user (not coaches or admins), most recordings first. */
  userActivity: z.array(
    z.object({
      id: z.string().uuid(),
      name: z.string(),
      email: z.string(),
      subscriptionStatus: subscriptionStatusSchema,
      /** Whether the shared premium rule grants premium (a coach's client is premium too). */
      premium: z.boolean(),
      recordingCount: z.number().int(),
      lastActivity: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

export const createCoachRequestSchema = z.object({
  name: z.string().trim().min(NAME_MIN_LENGTH, ADMIN_MESSAGES.coachName),
  email: z.string().trim().toLowerCase().email(MESSAGES.email),
});
export type CreateCoachRequest = z.infer<typeof createCoachRequestSchema>;

export const createUserRequestSchema = z.object({
  name: z.string().trim().min(NAME_MIN_LENGTH, MESSAGES.name),
  email: z.string().trim().toLowerCase().email(MESSAGES.email),
  userType: z
    .enum(['basic', 'premium'], {
      error: (issue) =>
        issue.input === undefined || issue.input === ''
          ? ADMIN_MESSAGES.userTypeRequired
          : ADMIN_MESSAGES.userType,
    })
    .default('basic'),
});
export type CreateUserRequest = z.input<typeof createUserRequestSchema>;

export const adminCreatedAccountSchema = z.object({
  message: z.string(),
  emailSent: z.boolean(),
  user: z.object({
    id: z.string().uuid(),
    name: z.string(),
    email: z.string(),
    userRole: userRoleSchema,
    subscriptionStatus: subscriptionStatusSchema,
  }),
});
export type AdminCreatedAccount = z.infer<typeof adminCreatedAccountSchema>;
