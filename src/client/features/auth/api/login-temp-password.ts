import type { TempLoginRequest, UserResponse } from '@shared/auth/schemas';
import { routes } from '@shared/api/contract';
import { requestJson } from '@client/lib/request-json';

/** POST /api/auth/login-temp-password: a coach's client (or admin-created user) signs in. */
export function loginWithTemporaryPassword(values: TempLoginRequest): Promise<UserResponse> {
  return requestJson(routes.loginWithTemporaryPassword, { body: values });
}
