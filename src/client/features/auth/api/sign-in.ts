import { userResponseSchema, type SigninRequest, type UserResponse } from '@shared/auth/schemas';
import { requestJson } from '@client/lib/request-json';

/** POST /api/auth/signin: a new login for the user. */
export function signIn(values: SigninRequest): Promise<UserResponse> {
  return requestJson('POST', '/api/auth/signin', userResponseSchema, values);
}
