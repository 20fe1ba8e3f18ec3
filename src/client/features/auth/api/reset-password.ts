import {
  messageResponseSchema,
  type MessageResponse,
  type ResetPasswordRequest,
} from '@shared/auth/schemas';
import { requestJson } from '@client/lib/request-json';

/** POST /api/auth/reset-password: sets a new password from an emailed link's token. */
export function resetPassword(values: ResetPasswordRequest): Promise<MessageResponse> {
  return requestJson('POST', '/api/auth/reset-password', messageResponseSchema, values);
}
