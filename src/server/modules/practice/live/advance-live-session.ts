import fs from 'node:fs';
import path from 'node:path';
import type { Services } from '../../../services';
import type { Database } from '../../../db/client';
import { withTransaction } from '../../../db/transaction';
import { makeWorkDir } from '../../../lib/work-dir';
import { AudioDecodeError, decodeToPcmFile } from '../../../speech/decode';
import { defaultEmbedder } from '../../../speech/diarization/embedders';
import type { PcmFile } from '../../../speech/decode';
import type { VoiceEmbedder } from '../../../speech/diarization/embedders';
import {
  LIVE_MIN_PART_SECONDS,
  type LivePart,
  analyzeLivePart,
  gridSamples,
  liveGridSample,
  livePartSchema,
  measureLiveStretch,
  textOfPart,
} from '../../../speech/live/live-part';
import {
  dropLiveStream,
  exclusiveForSession,
  feedLiveStream,
  liveStreamCommitted,
} from './live-streams';
import { assemblePieces } from './live-media';
import {
  findLastPart,
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
 * The next stretch to store, from `analyzedSeconds`: with an engine that listens as the audio
 * arrives, up to the end of the last utterance it has finished (everything after is still
 * being heard); otherwise transcribed now, up to the last pause. Null: wait for more audio.
 */
async function nextPart(
  services: Services,
  liveSessionId: string,
  pcm: PcmFile,
  analyzedSeconds: number,
  options: { embedder: VoiceEmbedder | null; workDir: string; db: Database },
): Promise<LivePart | null> {
  const { transcriber } = services;
  const { db, ...rest } = options;
  const stream = await feedLiveStream(liveSessionId, transcriber, pcm, analyzedSeconds);
  if (!stream) {
    const last = await findLastPart(db, liveSessionId);
    return analyzeLivePart(pcm, analyzedSeconds, {
      final: false,
      transcriber,
      ...rest,
      previousText: textOfPart(last && livePartSchema.parse(last.data)),
    });
  }
  const from = liveGridSample(analyzedSeconds, pcm);
  const cutSeconds = Math.min(
    stream.settledSeconds + LIVE_STREAM_PAUSE_SECONDS,
    pcm.durationSeconds,
  );
  const cut = Math.min(gridSamples(cutSeconds, pcm.sampleRate), pcm.sampleCount);
  if ((cut - from) / pcm.sampleRate < LIVE_MIN_PART_SECONDS) return null;
  return measureLiveStretch(pcm, from, cut, {
    heard: {
      words: stream.takeWordsBefore(cut / pcm.sampleRate),
      engine: transcriber.name,
      model: transcriber.model ?? null,
      punctuated: false,
    },
    ...rest,
  });
}

/**
 * Silence known to follow an utterance the engine has ended (pocketsphinx ends one after
 * about 0.5 s without speech): a stretch ends this far after it, in that silence.
 */
export const LIVE_STREAM_PAUSE_SECONDS = 0.25;

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
    const embedder = await defaultEmbedder();
    const outcome = await exclusiveForSession(session.id, async () => {
      const part = await nextPart(services, session.id, pcm, session.analyzedSeconds, {
        embedder,
        workDir,
        db,
      });
      if (!part) return null;
      const stored = await withTransaction(db, async (tx) => {
        const current = await lockLiveSession(tx, session.id);
        if (
          !current ||
          current.status !== 'recording' ||
          current.analyzedSeconds !== session.analyzedSeconds
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
          analyzedSeconds: part.end,
          partCount: current.partCount + 1,
        });
        return true;
      });
      if (stored) liveStreamCommitted(session.id, part.end);
      else dropLiveStream(session.id);
      return { part, stored };
    });
    if (!outcome) return { skipped: 'waiting for a pause' };
    const { part, stored } = outcome;
    if (!stored) return { skipped: 'overtaken' };
    return { advanced: { start: part.start, end: part.end, words: part.words.length } };
  } finally {
    await fs.promises.rm(workDir, { recursive: true, force: true });
  }
}
