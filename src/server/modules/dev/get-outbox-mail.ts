import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findOutboxMail } from './outbox-repository';

/** One mail of the development outbox. */
export async function getOutboxMail(db: Database, options: { id: string }) {
  const mail = await findOutboxMail(db, options.id);
  if (!mail) throw new AppError('NOT_FOUND', 'No such email in the outbox');
  return mail;
}
