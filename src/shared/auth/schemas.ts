import { z } from 'zod';
import { NAME_MIN_LENGTH, PASSWORD_MIN_LENGTH, VERIFICATION_CODE_LENGTH } from './limits';
import { publicUserSchema } from './user';

/**
 * Request and response schemas of the auth endpoints (product rules R3.16, R5.2-R5.13 and R7.11).
 * The forms and the server validate with these same schemas, so each message is written once.
 */
/** 403 PASSWORD_CHANGE_REQUIRED: a temporary password signed in; only the change is allowed. */
export const PASSWORD_CHANGE_REQUIRED_MESSAGE =
  'Please choose your own password to replace the temporary one before continuing.';

export const MESSAGES = {
  name: 'Name must be at least 2 characters',
  email: 'Please enter a valid email address',
  password: 'Password must be at least 6 characters',
  passwordRequired: 'Password is required',
  resetToken: 'Reset token is required',
  profileEmail: 'Invalid email address',
  currentPassword: 'Current password is required',
  newPassword: 'New password must be at least 6 characters',
  confirmPassword: 'Please confirm your password',
  passwordsDontMatch: "Passwords don't match",
  temporaryPassword: 'Temporary password is required',
  code: 'Enter the 6-digit code from your email',
} as const;

const email = (message: string = MESSAGES.email) => z.string().trim().toLowerCase().email(message);
const password = z.string().min(PASSWORD_MIN_LENGTH, MESSAGES.password);
/** Blank or whitespace-only optional fields are sent as absent (product rules R3.16). */
const blankAsUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

export const signupRequestSchema = z.object({
  name: z.string().trim().min(NAME_MIN_LENGTH, MESSAGES.name),
  email: email(),
  password,
});
export type SignupRequest = z.infer<typeof signupRequestSchema>;

/** Sign-up answers with the verification step, or (for flows that skip it) the user. */
export const signupResponseSchema = z.union([
  z.object({ user: publicUserSchema }),
  z.object({ message: z.string(), email: z.string() }),
]);
export type SignupResponse = z.infer<typeof signupResponseSchema>;

export const signinRequestSchema = z.object({
  email: email(),
  password: z.string().min(1, MESSAGES.passwordRequired),
});
export type SigninRequest = z.infer<typeof signinRequestSchema>;

export const userResponseSchema = z.object({ user: publicUserSchema, message: z.string() });
export type UserResponse = z.infer<typeof userResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export const verifyEmailRequestSchema = z.object({
  email: email(),
  code: z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`), MESSAGES.code),
});
export type VerifyEmailRequest = z.infer<typeof verifyEmailRequestSchema>;

export const forgotPasswordRequestSchema = z.object({ email: email() });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

export const resetPasswordRequestSchema = z.object({
  token: z.string().trim().min(1, MESSAGES.resetToken),
  password,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

export const tempLoginRequestSchema = z.object({
  email: email(),
  temporaryPassword: z.string().trim().min(1, MESSAGES.temporaryPassword),
  newPassword: z.preprocess(blankAsUndefined, password.optional()),
});
export type TempLoginRequest = z.infer<typeof tempLoginRequestSchema>;

/** Only changed, non-empty, trimmed values are sent (product rules R3.17). */
export const profileUpdateRequestSchema = z.object({
  name: z.preprocess(blankAsUndefined, z.string().trim().min(1).optional()),
  email: z.preprocess(blankAsUndefined, email(MESSAGES.profileEmail).optional()),
});
export type ProfileUpdateRequest = z.infer<typeof profileUpdateRequestSchema>;

/** When the email changes, it takes effect only after the new address is verified. */
export const profileUpdateResponseSchema = z.object({
  user: publicUserSchema,
  message: z.string(),
  pendingEmail: z.string().nullable(),
});
export type ProfileUpdateResponse = z.infer<typeof profileUpdateResponseSchema>;

export const verifyEmailChangeRequestSchema = z.object({
  code: verifyEmailRequestSchema.shape.code,
});
export type VerifyEmailChangeRequest = z.infer<typeof verifyEmailChangeRequestSchema>;

export const changePasswordRequestSchema = z
  .object({
    currentPassword: z.string().min(1, MESSAGES.currentPassword),
    newPassword: z.string().min(PASSWORD_MIN_LENGTH, MESSAGES.newPassword),
    confirmPassword: z.string().min(1, MESSAGES.confirmPassword),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    message: MESSAGES.passwordsDontMatch,
    path: ['confirmPassword'],
  });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/**
 * PATCH /api/auth/preferences: the settings switches on /settings, one or more at a time: the
 * privacy setting, and "Coaching emails" (decision 146: a new assignment, a client's submission).
 */
export const preferencesRequestSchema = z
  .object({
    deleteAudioAfterAnalysis: z.boolean({ error: 'Choose whether to keep your audio.' }).optional(),
    coachingEmails: z.boolean({ error: 'Choose whether to get coaching emails.' }).optional(),
  })
  .refine(
    (body) => body.deleteAudioAfterAnalysis !== undefined || body.coachingEmails !== undefined,
    { message: 'Choose a setting to change.' },
  );
export type PreferencesRequest = z.infer<typeof preferencesRequestSchema>;
