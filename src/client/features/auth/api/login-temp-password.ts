import { userResponseSchema, type TempLoginRequest, type UserResponse } from '@shared/auth/schemas';
import { requestJson } from '@client/lib/request-json';

/** POST /api/auth/login-temp-password: a coach's client (or admin-created user) signs in. */
export function loginWithTemporaryPassword(values: TempLoginRequest): Promise<UserResponse> {
  return requestJson('POST', '/api/auth/login-temp-password', userResponseSchema, values);
}
