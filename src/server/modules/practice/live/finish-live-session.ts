import fs from 'node:fs';
import path from 'node:path';
import { computeBodyLanguage } from '@shared/body-language/metrics';
import { MIN_RECORDING_SECONDS } from '@shared/recordings/limits';
import type { FinishLiveSessionInput } from '@shared/recordings/live-schemas';
import type { Services } from '../../../services';
import type { Database } from '../../../db/client';
import { withTransaction } from '../../../db/transaction';
import type { Queue } from '../../../jobs/queue';
import { AppError } from '../../../lib/app-error';
import { makeWorkDir } from '../../../lib/work-dir';
import { type RecordingAnalysis, silentRecording } from '../../../speech/analyze-recording';
import { decodeToPcmFile } from '../../../speech/decode';
import { defaultEmbedder } from '../../../speech/diarization/embedders';
import type { PcmFile } from '../../../speech/decode';
import type { VoiceEmbedder } from '../../../speech/diarization/embedders';
import {
  type LivePart,
  analyzeLivePart,
  liveGridSample,
  livePartSchema,
  measureLiveStretch,
  textOfPart,
} from '../../../speech/live/live-part';
import { dropLiveStream, exclusiveForSession, feedLiveStream } from './live-streams';
import { analyzeLiveRecording } from '../../../speech/live/live-result';
import type { UserRow } from '../../auth';
import { extensionOf, mediaContentType, SNIFF_BYTES, sniffMediaContainer } from '../../recordings';
import { bodyLanguageColumns } from '../body-language-columns';
import { probeAndIndexMedia } from '../probe-media';
import { listFillerExceptionRules } from '../filler-correction-repository';
import { noSpeechDetected, recordingTooShort, undecodable } from '../run-analysis';
import {
  queueAnalysis,
  storeAnalyzedRecording,
  type TranscribeOutcome,
} from '../transcribe-upload';
import { closeLiveSession } from './close-live-session';
import { assemblePieces } from './live-media';
import {
  type LiveSessionRow,
  findOwnLiveSession,
  listParts,
  listPieces,
  lockLiveSession,
  updateLiveSession,
} from './live-session-repository';
import { liveSessionClosed, liveSessionNotFound } from './receive-live-piece';

/**
 * At Stop, at most this much audio not yet analysed is analysed in the request; more (a
 * worker that fell behind or never ran) goes to the job queue, where the whole recording is
 * transcribed in parallel chunks. Judgement: about 10 s of work on a 2-core machine.
 */
export const LIVE_FINISH_IN_REQUEST_SECONDS = 30;

/** A session left 'finishing' this long (its finisher died) can be finished again. */
export const FINISHING_STALE_MS = 10 * 60 * 1000;

/** Whether the session may still be finished or discarded: recording, or its finisher died. */
export function canStillClose(
  session: Pick<LiveSessionRow, 'status' | 'updatedAt'>,
  now: Date,
): boolean {
  if (session.status === 'recording') return true;
  return (
    session.status === 'finishing' &&
    now.getTime() - session.updatedAt.getTime() > FINISHING_STALE_MS
  );
}

/** Claims the session for finishing, so two Stops (two tabs, a retry) never both store it. */
async function claim(db: Database, userId: string, id: string, now: Date) {
  return withTransaction(db, async (tx) => {
    const session = await lockLiveSession(tx, id);
    if (!session || session.userId !== userId) throw liveSessionNotFound();
    if (!canStillClose(session, now)) throw liveSessionClosed();
    await updateLiveSession(tx, id, { status: 'finishing' });
    return session;
  });
}

/**
 * POST /api/live-sessions/{id}/finish: analyses the last seconds that arrived after the
 * last analysed part, then the whole recording from its parts (diarization and scoring),
 * and stores it like an upload analysed in the request: the media is the whole recording,
 * encrypted, and the session counts once (its ledger entry, taken at creation). A video
 * without the browser's body-language samples is queued for the worker to read its frames,
 * with its words kept. Under MIN_RECORDING_SECONDS, or with no speech to score, the session is
 * discarded and given back.
 * Any other failure leaves the session open, to be finished again or discarded.
 */
export async function finishLiveSession(
  db: Database,
  services: Services,
  queue: Queue,
  options: { user: UserRow; liveSessionId: string; input: FinishLiveSessionInput; now?: Date },
): Promise<TranscribeOutcome> {
  const { user, liveSessionId } = options;
  if (!(await findOwnLiveSession(db, user.id, liveSessionId))) throw liveSessionNotFound();
  const session = await claim(db, user.id, liveSessionId, options.now ?? new Date());
  const workDir = await makeWorkDir('live-finish');
  try {
    return await services.promptPool.run(user.id, () =>
      analyzeAndStore(db, services, queue, { user, session, input: options.input, workDir }),
    );
  } catch (error) {
    // Nothing to score: the session is discarded and given back (decision 180).
    if (
      error instanceof AppError &&
      (error.code === 'RECORDING_TOO_SHORT' || error.code === 'NO_SPEECH_DETECTED')
    ) {
      await closeLiveSession(db, services, session.id, { status: 'discarded', release: true });
    } else {
      await updateLiveSession(db, session.id, { status: 'recording' });
    }
    throw error;
  } finally {
    await fs.promises.rm(workDir, { recursive: true, force: true });
  }
}

/**
 * The stretch after the last stored part, to the end: the engine listening to the session
 * hears the last seconds and ends (in this process, it has heard the rest already); else,
 * or if it fails, that stretch is transcribed now.
 */
async function lastPart(
  services: Services,
  liveSessionId: string,
  pcm: PcmFile,
  analyzedTo: number,
  options: { embedder: VoiceEmbedder | null; workDir: string; previousText: string },
): Promise<LivePart | null> {
  const { transcriber } = services;
  const { embedder, workDir } = options;
  return exclusiveForSession(liveSessionId, async () => {
    try {
      const stream = await feedLiveStream(liveSessionId, transcriber, pcm, analyzedTo);
      if (stream) {
        const words = await stream.finish();
        return await measureLiveStretch(pcm, liveGridSample(analyzedTo, pcm), pcm.sampleCount, {
          heard: {
            words,
            engine: transcriber.name,
            model: transcriber.model ?? null,
            punctuated: false,
          },
          embedder,
          workDir,
        });
      }
    } catch (error) {
      services.log(
        `live session ${liveSessionId}: the engine's stream failed at Stop (${String(error)}); transcribing the rest again`,
      );
    } finally {
      dropLiveStream(liveSessionId);
    }
    return analyzeLivePart(pcm, analyzedTo, { final: true, transcriber, ...options });
  });
}

async function analyzeAndStore(
  db: Database,
  services: Services,
  queue: Queue,
  options: {
    user: UserRow;
    session: LiveSessionRow;
    input: FinishLiveSessionInput;
    workDir: string;
  },
): Promise<TranscribeOutcome> {
  const { user, session, input, workDir } = options;
  const pieces = await listPieces(db, session.id);
  if (pieces.length === 0 || !session.ledgerEntryId) throw recordingTooShort();
  const file = path.join(workDir, 'recording');
  await assemblePieces(services.media, pieces, file);
  const head = Buffer.alloc(SNIFF_BYTES);
  const handle = await fs.promises.open(file, 'r');
  await handle.read(head, 0, head.length, 0).finally(() => handle.close());
  const container = sniffMediaContainer(head);
  // Written as it was recorded, piece by piece: given a length and an index to seek by.
  if (container) await probeAndIndexMedia(file, container);
  const video = session.mediaType === 'video';
  const contentType = container ? mediaContentType(container, video) : session.mimeType;

  const bodyLanguage =
    video && input.bodyLanguage
      ? bodyLanguageColumns(computeBodyLanguage(input.bodyLanguage))
      : null;
  const admitted = {
    user,
    sessionId: null,
    upload: { path: file, fileName: `live-recording.${extensionOf(contentType)}` },
    entryId: session.ledgerEntryId,
    contentType,
    bodyLanguage,
    common: {
      userId: user.id,
      sessionId: null,
      practicePrompt: session.practicePrompt,
      recordingSource: 'live' as const,
      speakingType: session.speakingType,
      mediaType: session.mediaType,
    },
  };
  const embedder = await defaultEmbedder();
  let result: RecordingAnalysis;
  let parts: LivePart[] = [];
  try {
    const pcm = await decodeToPcmFile(file, path.join(workDir, 'audio.pcm'));
    if (pcm.durationSeconds < MIN_RECORDING_SECONDS) throw recordingTooShort();
    parts = (await listParts(db, session.id)).map((row) => livePartSchema.parse(row.data));
    const analyzedTo = parts.at(-1)?.end ?? 0;
    if (pcm.durationSeconds - analyzedTo > LIVE_FINISH_IN_REQUEST_SECONDS) {
      // The analysis fell behind (no worker kept up): the worker analyses it all, quicker.
      const queued = await queueAnalysis(db, services, queue, {
        ...admitted,
        fields: { send_notification: false },
        seconds: pcm.durationSeconds,
        framesToRead: video && !bodyLanguage,
      });
      await closeLiveSession(db, services, session.id, { status: 'finished' });
      return queued;
    }
    const last = await lastPart(services, session.id, pcm, analyzedTo, {
      embedder,
      workDir,
      previousText: textOfPart(parts.at(-1)),
    });
    if (last) parts.push(last);
    result = await analyzeLiveRecording(pcm, parts, {
      transcriber: services.transcriber,
      embedder,
      fillerExceptions: await listFillerExceptionRules(db, user.id),
    });
  } catch (error) {
    const silent = silentRecording(error, services.transcriber);
    if (!silent) throw undecodable(error);
    // The rule uploads follow: silence under the minimum length is too short, not silent.
    const seconds = silent.durationSeconds;
    if (seconds > 0 && seconds < MIN_RECORDING_SECONDS) throw recordingTooShort();
    result = silent;
  }
  if (result.analysis.noWordsDetected) throw noSpeechDetected(result);

  if (video && !bodyLanguage) {
    // Reading frames takes seconds per second of video: the worker does it, with these words.
    const queued = await queueAnalysis(db, services, queue, {
      ...admitted,
      fields: { send_notification: false },
      seconds: result.durationSeconds,
      framesToRead: true,
      transcription: {
        words: parts.flatMap((part) => part.words),
        engine: result.engine,
        model: result.engineModel,
        punctuated: result.punctuated,
        speechSegments: parts.flatMap((part) => part.segments),
      },
    });
    await closeLiveSession(db, services, session.id, { status: 'finished' });
    return queued;
  }
  const recording = await storeAnalyzedRecording(
    db,
    services,
    admitted,
    result,
    async (tx, row) => {
      await updateLiveSession(tx, session.id, { status: 'finished', recordingId: row.id });
    },
  );
  await closeLiveSession(db, services, session.id, { status: 'finished' });
  return { kind: 'result', recording };
}
