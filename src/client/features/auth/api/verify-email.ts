import type { UserResponse, VerifyEmailRequest } from '@shared/auth/schemas';
import { routes } from '@shared/api/contract';
import { requestJson } from '@client/lib/request-json';

/** POST /api/auth/verify-email: creates the account and signs it in. */
export function verifyEmail(values: VerifyEmailRequest): Promise<UserResponse> {
  return requestJson(routes.verifyEmail, { body: values });
}
