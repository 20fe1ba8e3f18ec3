import type { UserResponse, VerifyEmailChangeRequest } from '@shared/auth/schemas';
import { routes } from '@shared/api/contract';
import { requestJson } from '@client/lib/request-json';

/** POST /api/auth/verify-email-change: applies the pending email with the code sent to it. */
export function verifyEmailChange(values: VerifyEmailChangeRequest): Promise<UserResponse> {
  return requestJson(routes.verifyEmailChange, { body: values });
}
