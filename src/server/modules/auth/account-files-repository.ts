import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { jobs, liveSessionPieces, liveSessions, recordings } from '../../db/schema';

/**
 * Every media-store key the user's rows name: recordings' media, jobs' uploads and backups,
 * and the pieces of their live sessions.
 */
export async function listMediaKeysOfUser(db: Database, userId: string): Promise<string[]> {
  const [mediaRows, jobRows, pieceRows] = await Promise.all([
    db
      .select({ key: recordings.mediaFilePath })
      .from(recordings)
      .where(eq(recordings.userId, userId)),
    db
      .select({ key: jobs.filePath, backup: jobs.backupFilePath })
      .from(jobs)
      .where(eq(jobs.userId, userId)),
    db
      .select({ key: liveSessionPieces.mediaKey })
      .from(liveSessionPieces)
      .innerJoin(liveSessions, eq(liveSessions.id, liveSessionPieces.sessionId))
      .where(eq(liveSessions.userId, userId)),
  ]);
  const keys = [
    ...mediaRows.map((row) => row.key),
    ...jobRows.flatMap((row) => [row.key, row.backup]),
    ...pieceRows.map((row) => row.key),
  ];
  return [...new Set(keys.filter((key): key is string => Boolean(key)))];
}
