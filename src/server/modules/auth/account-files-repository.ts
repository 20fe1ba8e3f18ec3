import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { jobs, recordings } from '../../db/schema';

/** Every media path the user's rows name: recordings' files, then jobs' uploads and backups. */
export async function listMediaPathsOfUser(db: Database, userId: string) {
  const [mediaRows, jobRows] = await Promise.all([
    db
      .select({ path: recordings.mediaFilePath })
      .from(recordings)
      .where(eq(recordings.userId, userId)),
    db
      .select({ path: jobs.filePath, backup: jobs.backupFilePath })
      .from(jobs)
      .where(eq(jobs.userId, userId)),
  ]);
  return [...mediaRows.map((row) => row.path), ...jobRows.flatMap((row) => [row.path, row.backup])];
}
