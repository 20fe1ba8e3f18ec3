import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import {
  LIVE_MAX_MINUTES,
  LIVE_PIECE_MAX_BYTES,
  LIVE_PIECE_MIN_BYTES,
  liveCapBytes,
  megabytes,
} from '@shared/recordings/limits';
import type { LivePieceReply } from '@shared/recordings/live-schemas';
import { PRACTICE_MESSAGES } from '@shared/recordings/messages';
import type { Services } from '../../../services';
import type { Database } from '../../../db/client';
import { withTransaction } from '../../../db/transaction';
import type { Queue } from '../../../jobs/queue';
import { AppError } from '../../../lib/app-error';
import { makeWorkDir } from '../../../lib/work-dir';
import type { UserRow } from '../../auth';
import { sniffMediaContainer } from '../../recordings';
import { advanceLiveSessionJob } from './advance-live-session-job';
import { assemblePieces, audioEndSeconds, measureAudioSeconds } from './live-media';
import {
  type LiveSessionRow,
  findOwnLiveSession,
  insertPiece,
  listPieces,
  lockLiveSession,
  updateLiveSession,
} from './live-session-repository';

/**
 * A piece must add at least this much audio. Random bytes appended to a WebM stream decode to
 * about 20 ms (the decoder finishing its last frame); a real 5 s piece adds about 5 s.
 */
export const LIVE_PIECE_MIN_NEW_SECONDS = 0.05;

export const liveSessionClosed = () =>
  new AppError('LIVE_SESSION_CLOSED', PRACTICE_MESSAGES.liveSessionClosed);
export const liveSessionNotFound = () =>
  new AppError('NOT_FOUND', PRACTICE_MESSAGES.liveSessionNotFound);

/** Why piece `seq` cannot follow what the session holds, or null when it is the next one. */
function sequenceError(session: Pick<LiveSessionRow, 'status' | 'pieceCount'>, seq: number) {
  if (session.status !== 'recording') return liveSessionClosed();
  const expected = session.pieceCount;
  if (seq < expected) {
    return new AppError(
      'PIECE_ALREADY_RECEIVED',
      PRACTICE_MESSAGES.livePieceAlreadyReceived(expected),
      { expected },
    );
  }
  if (seq > expected) {
    return new AppError('PIECE_OUT_OF_ORDER', PRACTICE_MESSAGES.livePieceOutOfOrder(expected), {
      expected,
    });
  }
  return null;
}

const invalidPiece = () => new AppError('INVALID_PIECE', PRACTICE_MESSAGES.livePieceInvalid);

export const pieceTooLarge = () =>
  new AppError(
    'PIECE_TOO_LARGE',
    PRACTICE_MESSAGES.livePieceTooLarge(megabytes(LIVE_PIECE_MAX_BYTES)),
    {
      maxBytes: LIVE_PIECE_MAX_BYTES,
    },
  );

/**
 * PUT /api/live-sessions/{id}/pieces/{seq}: stores the next piece of a live recording,
 * encrypted, once it is known to continue the recording with readable audio, and asks a
 * worker to analyse what arrived. Pieces come in order, each once: a duplicate or a gap is a
 * 409 that says which piece is expected, so the recorder can carry on; nothing stored is
 * touched by a refused piece. Over the size or length caps the piece is refused and the
 * session keeps what it has, ready to be finished.
 */
export async function receiveLivePiece(
  db: Database,
  services: Services,
  queue: Queue,
  options: { user: UserRow; liveSessionId: string; seq: number; body: Buffer },
): Promise<LivePieceReply> {
  const { user, seq, body } = options;
  const session = await findOwnLiveSession(db, user.id, options.liveSessionId);
  if (!session) throw liveSessionNotFound();
  const refused = sequenceError(session, seq);
  if (refused) throw refused;
  // The cheap refusals come first: nothing stored is read or decrypted for them.
  if (body.length < LIVE_PIECE_MIN_BYTES) throw invalidPiece();
  if (body.length > LIVE_PIECE_MAX_BYTES) throw pieceTooLarge();
  const cap = liveCapBytes(session.mediaType === 'video');
  if (session.byteCount + body.length > cap) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      PRACTICE_MESSAGES.liveTooLarge(megabytes(session.byteCount + body.length), megabytes(cap)),
    );
  }
  // Only the first piece starts the container. A WebM header again later (the first piece
  // sent again as a new one) is never new audio; its 4-byte magic never starts a later piece
  // by chance, as the looser signatures (an MPEG frame sync) might.
  const container = sniffMediaContainer(body.subarray(0, 64));
  if (seq === 0 ? !container : container === 'webm-mkv') throw invalidPiece();

  const receivedSeconds = await measureWithPiece(db, services, session, body);
  if (receivedSeconds - session.receivedSeconds < LIVE_PIECE_MIN_NEW_SECONDS) throw invalidPiece();
  if (receivedSeconds > LIVE_MAX_MINUTES * 60) {
    const estimatedMinutes = Math.ceil(receivedSeconds / 60);
    throw new AppError(
      'RECORDING_TOO_LONG',
      PRACTICE_MESSAGES.recordingTooLong(LIVE_MAX_MINUTES, estimatedMinutes),
      { maxMinutes: LIVE_MAX_MINUTES, estimatedMinutes },
    );
  }

  const stored = await services.media.save(Readable.from([body]), { prefix: 'live' });
  try {
    const pieceCount = await withTransaction(db, async (tx) => {
      // A copy of this request may have stored the same piece meanwhile: decide again.
      const current = await lockLiveSession(tx, session.id);
      if (!current) throw liveSessionNotFound();
      const raced = sequenceError(current, seq);
      if (raced) throw raced;
      await insertPiece(tx, {
        sessionId: session.id,
        seq,
        mediaKey: stored.key,
        size: body.length,
      });
      await updateLiveSession(tx, session.id, {
        pieceCount: seq + 1,
        byteCount: current.byteCount + body.length,
        receivedSeconds: Math.max(current.receivedSeconds, receivedSeconds),
        lastPieceAt: new Date(),
      });
      return seq + 1;
    });
    await queue.enqueueSingleton(advanceLiveSessionJob, { liveSessionId: session.id }, session.id);
    return { seq, pieceCount, receivedSeconds: Math.round(receivedSeconds * 10) / 10 };
  } catch (error) {
    await services.media.remove(stored.key);
    throw error;
  }
}

/**
 * Pieces before the new one read to measure it: with the first (the container's header) they
 * hold the recording's end, so measuring a piece reads the same few pieces at minute 30 as at
 * minute 1, not the whole session (decision 165). Eight 5 s pieces span any cluster a
 * recorder writes (WebM clusters hold at most about 32 s).
 */
export const MEASURE_TAIL_PIECES = 8;

/**
 * A measure from the tail may fall this far short of what was received before (a frame's
 * rounding, the other measure's pre-roll) and still be taken: a piece that adds nothing is
 * then refused, and one far short (a tail without a cluster's start) is measured whole.
 */
const TAIL_TOLERANCE_SECONDS = 1;

/** The seconds of audio the session would hold with `body` appended, from its decoded end. */
async function measureWithPiece(
  db: Database,
  services: Services,
  session: LiveSessionRow,
  body: Buffer,
) {
  const workDir = await makeWorkDir('live-piece');
  try {
    const file = path.join(workDir, 'recording');
    const pieces = await listPieces(db, session.id);
    const [first] = pieces;
    if (first && pieces.length > MEASURE_TAIL_PIECES + 1) {
      const tail = [first, ...pieces.slice(-MEASURE_TAIL_PIECES)];
      await assemblePieces(services.media, tail, file, body);
      const end = await audioEndSeconds(file);
      if (end !== null && end >= session.receivedSeconds - TAIL_TOLERANCE_SECONDS) return end;
    }
    await assemblePieces(services.media, pieces, file, body);
    return await measureAudioSeconds(file, session.receivedSeconds);
  } finally {
    await fs.promises.rm(workDir, { recursive: true, force: true });
  }
}
