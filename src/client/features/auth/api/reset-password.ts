import type { MessageResponse, ResetPasswordRequest } from '@shared/auth/schemas';
import { routes } from '@shared/api/contract';
import { requestJson } from '@client/lib/request-json';

/** POST /api/auth/reset-password: sets a new password from an emailed link's token. */
export function resetPassword(values: ResetPasswordRequest): Promise<MessageResponse> {
  return requestJson(routes.resetPassword, { body: values });
}
