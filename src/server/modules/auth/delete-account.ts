import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { jobs, recordings } from '../../db/schema';
import type { AuthContext } from './context';
import { deleteUser, type UserRow } from './user-repository';

/** Only files inside the media folder are ever removed, whatever a row says. */
function insideMediaDir(mediaDir: string, filePath: string) {
  const resolved = path.resolve(mediaDir, filePath);
  return resolved.startsWith(path.resolve(mediaDir) + path.sep) ? resolved : null;
}

/**
 * Deletes the account and everything it owns: the rows go by cascade (recordings, jobs,
 * goals, progress, achievements, sessions, ...), then the media files on disk.
 */
export async function deleteAccount(context: Pick<AuthContext, 'db' | 'config'>, user: UserRow) {
  const [mediaRows, jobRows] = await Promise.all([
    context.db
      .select({ path: recordings.mediaFilePath })
      .from(recordings)
      .where(eq(recordings.userId, user.id)),
    context.db
      .select({ path: jobs.filePath, backup: jobs.backupFilePath })
      .from(jobs)
      .where(eq(jobs.userId, user.id)),
  ]);
  await deleteUser(context.db, user.id);

  const files = [
    ...mediaRows.map((row) => row.path),
    ...jobRows.flatMap((row) => [row.path, row.backup]),
  ]
    .filter((p): p is string => Boolean(p))
    .map((p) => insideMediaDir(context.config.mediaDir, p))
    .filter((p): p is string => p !== null);
  await Promise.all(files.map((file) => fs.rm(file, { force: true })));
  return { message: 'Account deleted', filesRemoved: files.length };
}
