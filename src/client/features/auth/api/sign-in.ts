import type { SigninRequest, UserResponse } from '@shared/auth/schemas';
import { routes } from '@shared/api/contract';
import { requestJson } from '@client/lib/request-json';

/** POST /api/auth/signin: a new login for the user. */
export function signIn(values: SigninRequest): Promise<UserResponse> {
  return requestJson(routes.signIn, { body: values });
}
