import fs from 'node:fs/promises';
import path from 'node:path';
import { listMediaPathsOfUser } from './account-files-repository';
import type { AuthContext } from './context';
import { deleteUser, type UserRow } from './user-repository';

/** Only files inside the media folder are ever removed, whatever a row says. */
function insideMediaDir(mediaDir: string, filePath: string) {
  const resolved = path.resolve(mediaDir, filePath);
  return resolved.startsWith(path.resolve(mediaDir) + path.sep) ? resolved : null;
}

/**
 * Deletes the account and everything it owns: the rows go by cascade (recordings, jobs,
 * goals, progress, achievements, logins, ...), then the media files on disk.
 */
export async function deleteAccount(context: Pick<AuthContext, 'db' | 'config'>, user: UserRow) {
  const paths = await listMediaPathsOfUser(context.db, user.id);
  await deleteUser(context.db, user.id);

  const files = paths
    .filter((p): p is string => Boolean(p))
    .map((p) => insideMediaDir(context.config.mediaDir, p))
    .filter((p): p is string => p !== null);
  await Promise.all(files.map((file) => fs.rm(file, { force: true })));
  return { message: 'Account deleted', filesRemoved: files.length };
}
