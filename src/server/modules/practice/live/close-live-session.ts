import type { Services } from '../../../services';
import type { Database } from '../../../db/client';
import { releasePracticeSession } from '../practice-limit';
import { dropLiveStream } from './live-streams';
import {
  deletePiecesAndParts,
  findLiveSession,
  listPieces,
  updateLiveSession,
} from './live-session-repository';

/**
 * Ends a live session: sets its final status, gives its practice session back when nothing
 * was analysed (`release`), and removes its pieces (media objects first, then rows), which
 * are no longer needed once the whole recording is stored, or at all once it is discarded.
 */
export async function closeLiveSession(
  db: Database,
  services: Services,
  id: string,
  options: { status: 'finished' | 'discarded'; release?: boolean },
) {
  dropLiveStream(id);
  const session = await findLiveSession(db, id);
  if (!session) return;
  await updateLiveSession(db, id, { status: options.status });
  if (options.release && session.ledgerEntryId) {
    await releasePracticeSession(db, { entryId: session.ledgerEntryId });
  }
  for (const piece of await listPieces(db, id)) await services.media.remove(piece.mediaKey);
  await deletePiecesAndParts(db, id);
}
