import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { jobs, liveSessionPieces, recordings } from '../../db/schema';

/** Of `keys`, those some row still names. */
export async function findNamedMediaKeys(
  db: Database,
  keys: readonly string[],
): Promise<Set<string>> {
  const named = new Set<string>();
  const list = [...keys];
  const [media, uploads, backups, pieces] = await Promise.all([
    db
      .select({ key: recordings.mediaFilePath })
      .from(recordings)
      .where(inArray(recordings.mediaFilePath, list)),
    db.select({ key: jobs.filePath }).from(jobs).where(inArray(jobs.filePath, list)),
    db.select({ key: jobs.backupFilePath }).from(jobs).where(inArray(jobs.backupFilePath, list)),
    db
      .select({ key: liveSessionPieces.mediaKey })
      .from(liveSessionPieces)
      .where(inArray(liveSessionPieces.mediaKey, list)),
  ]);
  for (const row of [...media, ...uploads, ...backups, ...pieces]) {
    if (row.key) named.add(row.key);
  }
  return named;
}
