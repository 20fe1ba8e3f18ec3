import type { ForgotPasswordRequest, MessageResponse } from '@shared/auth/schemas';
import { routes } from '@shared/api/contract';
import { requestJson } from '@client/lib/request-json';

/** POST /api/auth/forgot-password: answers alike whether or not the email has an account. */
export function requestPasswordReset(values: ForgotPasswordRequest): Promise<MessageResponse> {
  return requestJson(routes.forgotPassword, { body: values });
}
