import { signupResponseSchema, type SignupRequest } from '@shared/auth/schemas';
import type { PublicUser } from '@shared/auth/user';
import { routes } from '@shared/api/contract';
import { apiRequest } from '@client/lib/api';

/** What sign-up led to: an account already signed in, or a code to enter. */
export type SignUpOutcome =
  { kind: 'signed-in'; user: PublicUser } | { kind: 'verify'; email: string };

/**
 * POST /api/auth/signup. A user in the answer means the account is ready; a
 * message with an email, or any shape we do not know (only logged), leads to
 * the verification step for the email entered (product rules R2.23 and R2.24).
 */
export async function signUp(values: SignupRequest): Promise<SignUpOutcome> {
  const response = await apiRequest(routes.signUp, { body: values });
  const body: unknown = await response.json().catch(() => null);
  const parsed = signupResponseSchema.safeParse(body);
  if (!parsed.success) {
    console.warn('Unexpected sign-up response; continuing to email verification.', body);
    return { kind: 'verify', email: values.email };
  }
  if ('user' in parsed.data) return { kind: 'signed-in', user: parsed.data.user };
  return { kind: 'verify', email: parsed.data.email || values.email };
}
