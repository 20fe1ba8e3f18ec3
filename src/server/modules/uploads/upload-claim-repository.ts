import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { uploadClaims } from '../../db/schema';

/**
 * How long a claim holds without being released. Admitting a finished upload (copying it in,
 * probing it, analysing it in the request or queueing it) takes seconds to a few minutes; a
 * claim older than this was left by a process that died, and the upload may be named again.
 */
export const UPLOAD_CLAIM_STALE_MS = 30 * 60 * 1000;

/**
 * Claims `uploadId` for one analysis: true when this request holds it now, false when
 * another request holds it (a fresh claim). One upsert, so two requests on any web processes
 * cannot both win.
 */
export async function claimUpload(
  db: Database,
  options: { uploadId: string; userId: string; now?: Date },
): Promise<boolean> {
  const now = options.now ?? new Date();
  const staleBefore = new Date(now.getTime() - UPLOAD_CLAIM_STALE_MS);
  const rows = await db
    .insert(uploadClaims)
    .values({ uploadId: options.uploadId, userId: options.userId, claimedAt: now })
    .onConflictDoUpdate({
      target: uploadClaims.uploadId,
      set: { userId: sql`excluded.user_id`, claimedAt: sql`excluded.claimed_at` },
      setWhere: lt(uploadClaims.claimedAt, staleBefore),
    })
    .returning({ uploadId: uploadClaims.uploadId });
  return rows.length > 0;
}

/** Lets the upload be named again (its analysis was refused), or forgets it (it is gone). */
export async function releaseUpload(db: Database, uploadId: string): Promise<void> {
  await db.delete(uploadClaims).where(eq(uploadClaims.uploadId, uploadId));
}

/** Claims older than `before` (the hourly clean-up: their uploads have expired too). */
export async function removeClaimsBefore(db: Database, before: Date): Promise<number> {
  const rows = await db
    .delete(uploadClaims)
    .where(lt(uploadClaims.claimedAt, before))
    .returning({ uploadId: uploadClaims.uploadId });
  return rows.length;
}
