import { COACH_MESSAGES } from '@shared/coach/schemas';
import { type AccountStores, deleteAccount, type UserRow } from '../auth';
import { findOwnClient } from './own-client';

/** DELETE /api/coach/clients/{id}: one of the coach's clients, and everything it owns. */
export async function deleteClient(
  context: AccountStores,
  options: { coach: UserRow; clientId: string },
) {
  const client = await findOwnClient(context.db, options.coach, options.clientId);
  await deleteAccount(context, client);
  return { message: COACH_MESSAGES.clientDeleted };
}
