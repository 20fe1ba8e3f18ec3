import type { MessageResponse } from '@shared/auth/schemas';
import { routes } from '@shared/api/contract';
import { requestJson } from '@client/lib/request-json';

/** DELETE /api/auth/account: removes the account and ends the login. */
export function deleteAccount(): Promise<MessageResponse> {
  return requestJson(routes.deleteAccount);
}
