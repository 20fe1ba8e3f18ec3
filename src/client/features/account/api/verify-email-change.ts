import {
  userResponseSchema,
  type UserResponse,
  type VerifyEmailChangeRequest,
} from '@shared/auth/schemas';
import { requestJson } from '@client/lib/request-json';

/** POST /api/auth/verify-email-change: applies the pending email with the code sent to it. */
export function verifyEmailChange(values: VerifyEmailChangeRequest): Promise<UserResponse> {
  return requestJson('POST', '/api/auth/verify-email-change', userResponseSchema, values);
}
