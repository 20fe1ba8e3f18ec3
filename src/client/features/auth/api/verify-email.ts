import {
  userResponseSchema,
  type UserResponse,
  type VerifyEmailRequest,
} from '@shared/auth/schemas';
import { requestJson } from '@client/lib/request-json';

/** POST /api/auth/verify-email: creates the account and signs it in. */
export function verifyEmail(values: VerifyEmailRequest): Promise<UserResponse> {
  return requestJson('POST', '/api/auth/verify-email', userResponseSchema, values);
}
