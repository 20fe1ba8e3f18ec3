import { z } from 'zod';
import type { Database } from '../../db/client';
import { defineJob } from '../../jobs/job-definition';
import type { MediaStore } from '../../media/media-store';
import { findNamedMediaKeys } from './media-key-repository';

/** Where practice media is kept: recordings', queued uploads', live sessions' pieces. */
const PREFIXES = ['recordings', 'uploads', 'live'] as const;
/**
 * An object younger than this may belong to work in flight (stored, its row not yet written),
 * so it is never taken for an orphan.
 */
const ORPHAN_MIN_AGE_MS = 60 * 60 * 1000;
/** Keys looked up in the database at a time. */
const BATCH = 500;

/**
 * Removes the media objects no row names any more: what a deletion could not remove at the
 * time (a bucket that did not answer), or a process that died between storing and recording.
 * Returns how many were removed.
 */
export async function sweepOrphanedMedia(db: Database, media: MediaStore, now = Date.now()) {
  let removed = 0;
  for (const prefix of PREFIXES) {
    let batch: string[] = [];
    const sweep = async () => {
      const named = await findNamedMediaKeys(db, batch);
      for (const key of batch) {
        if (named.has(key)) continue;
        await media.remove(key);
        removed += 1;
      }
      batch = [];
    };
    for await (const object of media.list(prefix)) {
      if (now - object.modifiedAt.getTime() < ORPHAN_MIN_AGE_MS) continue;
      batch.push(object.key);
      if (batch.length >= BATCH) await sweep();
    }
    if (batch.length > 0) await sweep();
  }
  return removed;
}

/** Nightly: media objects that no recording, job or live piece names are removed. */
export const sweepOrphanedMediaJob = defineJob({
  name: 'media.sweep-orphans',
  payload: z.object({}).passthrough(),
  retryLimit: 2,
  retryDelaySeconds: 300,
  expireInSeconds: 3600,
  schedule: '43 4 * * *',
  async handle(_payload, { db, services }) {
    return { removed: await sweepOrphanedMedia(db, services.media) };
  },
});
