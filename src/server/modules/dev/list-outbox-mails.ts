import type { Database } from '../../db/client';
import { listOutbox } from './outbox-repository';

/** The development outbox, newest first: every mail, or those to one address. */
export async function listOutboxMails(db: Database, options: { to?: string } = {}) {
  return listOutbox(db, options.to);
}
