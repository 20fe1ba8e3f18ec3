import fs from 'node:fs';
import path from 'node:path';
import type { Services } from '../../app-dependencies';
import type { Database } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { makeWorkDir } from '../../lib/work-dir';
import { AudioDecodeError, decodeToPcmFile } from '../../speech/decode';
import { defaultEmbedder } from '../../speech/diarization/embedders';
import { analyseLivePart } from '../../speech/live/live-part';
import { assemblePieces } from './live-media';
import {
  findLiveSession,
  insertPart,
  listPieces,
  lockLiveSession,
  updateLiveSession,
} from './live-session-repository';

export type AdvanceOutcome =
  | { advanced: { start: number; end: number; words: number } }
  | { skipped: 'closed' | 'no audio' | 'waiting for a pause' | 'overtaken' };

/**
 * Analyses what arrived of a live session since its last analysed part, up to the last pause
 * in it: the work a worker does while the person is still speaking. Idempotent: the part is
 * stored only if the session is still recording and nobody stored one meanwhile (a retry, or
 * Stop finishing the session), so a late or repeated run changes nothing.
 */
export async function advanceLiveSession(
  db: Database,
  services: Services,
  liveSessionId: string,
): Promise<AdvanceOutcome> {
  const session = await findLiveSession(db, liveSessionId);
  if (!session || session.status !== 'recording') return { skipped: 'closed' };
  const pieces = await listPieces(db, session.id);
  if (pieces.length === 0) return { skipped: 'no audio' };
  const workDir = await makeWorkDir('live');
  try {
    const file = path.join(workDir, 'recording');
    await assemblePieces(services.media, pieces, file);
    const pcm = await decodeToPcmFile(file, path.join(workDir, 'audio.pcm')).catch(
      (error: unknown) => {
        // Silence so far, or nothing decodable yet: Stop decides what the recording is.
        if (error instanceof AudioDecodeError) return null;
        throw error;
      },
    );
    if (!pcm) return { skipped: 'no audio' };
    const part = await analyseLivePart(pcm, session.analysedSeconds, {
      final: false,
      transcriber: services.transcriber,
      embedder: await defaultEmbedder(),
      workDir,
    });
    if (!part) return { skipped: 'waiting for a pause' };
    const stored = await withTransaction(db, async (tx) => {
      const current = await lockLiveSession(tx, session.id);
      if (
        !current ||
        current.status !== 'recording' ||
        current.analysedSeconds !== session.analysedSeconds
      ) {
        return false;
      }
      await insertPart(tx, {
        sessionId: session.id,
        index: current.partCount,
        startSeconds: part.start,
        endSeconds: part.end,
        data: part,
      });
      await updateLiveSession(tx, session.id, {
        analysedSeconds: part.end,
        partCount: current.partCount + 1,
      });
      return true;
    });
    if (!stored) return { skipped: 'overtaken' };
    return { advanced: { start: part.start, end: part.end, words: part.words.length } };
  } finally {
    await fs.promises.rm(workDir, { recursive: true, force: true });
  }
}
