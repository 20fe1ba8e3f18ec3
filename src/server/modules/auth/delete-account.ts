import type { Database } from '../../db/client';
import type { MediaStore } from '../../media/media-store';
import type { ResumableUploads } from '../../media/resumable-uploads';
import { listMediaKeysOfUser } from './account-files-repository';
import { deleteUser, type UserRow } from './user-repository';

/** Where an account's bytes are: the media store (local folder or bucket) and uploads in progress. */
export interface AccountStores {
  db: Database;
  media: MediaStore;
  uploads: ResumableUploads;
}

/**
 * Deletes the account and everything it owns: the rows go by cascade (recordings, jobs, live
 * sessions and their pieces, goals, progress, logins, ...), then every stored byte they named,
 * through the media store (a folder or the S3 bucket), and the uploads still in progress. A
 * key the store cannot remove now is left to the orphan sweep, never kept with a row.
 */
export async function deleteAccount(context: AccountStores, user: UserRow) {
  const keys = await listMediaKeysOfUser(context.db, user.id);
  await deleteUser(context.db, user.id);
  const removed = await Promise.allSettled(keys.map((key) => context.media.remove(key)));
  const uploads = await context.uploads.removeAllOf(user.id).catch(() => 0);
  return {
    message: 'Account deleted',
    filesRemoved: removed.filter((result) => result.status === 'fulfilled').length + uploads,
  };
}
