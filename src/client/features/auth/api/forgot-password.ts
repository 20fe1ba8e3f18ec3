import {
  messageResponseSchema,
  type ForgotPasswordRequest,
  type MessageResponse,
} from '@shared/auth/schemas';
import { requestJson } from '@client/lib/request-json';

/** POST /api/auth/forgot-password: answers alike whether or not the email has an account. */
export function requestPasswordReset(values: ForgotPasswordRequest): Promise<MessageResponse> {
  return requestJson('POST', '/api/auth/forgot-password', messageResponseSchema, values);
}
