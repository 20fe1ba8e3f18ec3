import type { FillerException } from '@shared/recordings/filler-exceptions';
import type { Database } from '../../db/client';
import type { UserRow } from '../auth';
import { listFillerExceptions } from './filler-correction-repository';

/** GET /api/user/filler-exceptions: the person's rules (product rules R11.10), oldest first. */
export async function listOwnFillerExceptions(
  db: Database,
  options: { user: UserRow },
): Promise<FillerException[]> {
  const rows = await listFillerExceptions(db, options.user.id);
  return rows.map((row) => ({
    id: row.id,
    word: row.word,
    previousWord: row.previousWord,
    createdAt: row.createdAt.toISOString(),
  }));
}
