import { RETRYABLE_STATUSES } from '@shared/client-config/request';
import type { ErrorCode } from '@shared/errors';
import { LIVE_PIECE_MAX_BYTES } from '@shared/recordings/limits';
import { errorBody, isNetworkFailure, isTimeout, parseApiError } from '@client/lib/api-error';

/*
 * How a live recording streams to the server (decisions 124 and 127), free of browser APIs: which
 * answers are retried, skipped, resent from an earlier piece or end the streaming, and how
 * a stopped recording is then analysed. Decided by status and error code, never by wording.
 */

/**
 * Waits before each retry of a piece (judgement): about 15 s in all, room for a phone
 * to change networks. The recorder keeps making pieces meanwhile, held in memory.
 */
export const PIECE_RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000] as const;
/** Creating the session is retried for about the length of the 3-2-1 countdown. */
export const CREATE_RETRY_DELAYS_MS = [500, 1_500] as const;
/**
 * How often the server may send the uploader back to an earlier piece before streaming
 * stops: a server that keeps asking for pieces it was sent is not going to take them.
 */
export const MAX_PIECE_REWINDS = 3;

const ALREADY_RECEIVED: ErrorCode = 'PIECE_ALREADY_RECEIVED';
const OUT_OF_ORDER: ErrorCode = 'PIECE_OUT_OF_ORDER';
const LIMIT_REACHED: ErrorCode = 'PRACTICE_LIMIT_REACHED';
const SESSION_OPEN: ErrorCode = 'LIVE_SESSION_OPEN';
const ASSIGNMENT_REFUSALS: readonly ErrorCode[] = [
  'ATTEMPTS_EXHAUSTED',
  'ASSIGNMENT_CLOSED',
  'VIDEO_REQUIRED',
  'NOT_FOUND',
];

/** What became of one call, read from whatever it threw (null: it succeeded). */
export type CallOutcome =
  | { kind: 'ok' }
  /** No answer: the connection failed or the call timed out. */
  | { kind: 'no-answer' }
  | { kind: 'refused'; status: number; code: string | null; expected: number | null }
  /** An answer the client could not read (not the documented shape). */
  | { kind: 'unreadable' };

export function outcomeOf(error: unknown): CallOutcome {
  if (error === null || error === undefined) return { kind: 'ok' };
  const { status, code: errorCode } = parseApiError(error);
  if (status !== null) {
    const expected = errorBody(error)?.expected;
    return {
      kind: 'refused',
      status,
      code: errorCode,
      expected: typeof expected === 'number' && Number.isInteger(expected) ? expected : null,
    };
  }
  // A piece is stored once whatever is sent twice, so a time-out is as safe to retry as a
  // lost connection.
  if (isNetworkFailure(error) || isTimeout(error)) return { kind: 'no-answer' };
  return { kind: 'unreadable' };
}

function worthRetrying(outcome: CallOutcome): boolean {
  return (
    outcome.kind === 'no-answer' ||
    (outcome.kind === 'refused' && RETRYABLE_STATUSES.includes(outcome.status))
  );
}

/** The recording reaches the server piece by piece; ended by a refusal or by silence. */
export type StreamStop = 'refused' | 'unreachable';

export type PieceDecision =
  /** The server holds `received` pieces: the next one to send has that number. */
  | { action: 'continue'; received: number }
  | { action: 'retry'; delayMs: number }
  | { action: 'stop'; reason: StreamStop };

/** What the uploader does after sending piece `seq` for the `attempt`-th time (from 1). */
export function decidePiece(seq: number, outcome: CallOutcome, attempt: number): PieceDecision {
  if (outcome.kind === 'ok') return { action: 'continue', received: seq + 1 };
  if (worthRetrying(outcome)) {
    const delayMs = PIECE_RETRY_DELAYS_MS[attempt - 1];
    return delayMs === undefined
      ? { action: 'stop', reason: 'unreachable' }
      : { action: 'retry', delayMs };
  }
  if (outcome.kind !== 'refused' || outcome.status !== 409) {
    return { action: 'stop', reason: 'refused' };
  }
  const { expected } = outcome;
  if (outcome.code === ALREADY_RECEIVED) {
    // Stored before (a retry whose first answer was lost): carry on after it.
    return {
      action: 'continue',
      received: expected !== null && expected > seq ? expected : seq + 1,
    };
  }
  // An earlier piece never arrived: send again from it (the recorder still holds it).
  if (outcome.code === OUT_OF_ORDER && expected !== null && expected >= 0 && expected < seq) {
    return { action: 'continue', received: expected };
  }
  return { action: 'stop', reason: 'refused' };
}

/** A piece over the server's cap would only be refused: streaming stops before sending it. */
export function pieceTooLarge(piece: Blob): boolean {
  return piece.size > LIVE_PIECE_MAX_BYTES;
}

export type CreateDecision =
  | { action: 'stream' }
  | { action: 'retry'; delayMs: number }
  /** A refusal the person is told about: the recording stops. */
  | { action: 'refuse'; reason: 'practice-limit' | 'session-open' | 'assignment' }
  /** Streaming is unavailable: record as before and upload the whole recording at Stop. */
  | { action: 'upload-whole' };

/** What the recorder does after asking to create a live session for the `attempt`-th time. */
export function decideCreate(outcome: CallOutcome, attempt: number): CreateDecision {
  if (outcome.kind === 'ok') return { action: 'stream' };
  if (worthRetrying(outcome)) {
    const delayMs = CREATE_RETRY_DELAYS_MS[attempt - 1];
    return delayMs === undefined ? { action: 'upload-whole' } : { action: 'retry', delayMs };
  }
  if (outcome.kind === 'refused' && outcome.code === LIMIT_REACHED) {
    return { action: 'refuse', reason: 'practice-limit' };
  }
  if (outcome.kind === 'refused' && outcome.code === SESSION_OPEN) {
    return { action: 'refuse', reason: 'session-open' };
  }
  // The assignment does not take this recording (product rules R11.3): uploading it whole would
  // not help.
  if (outcome.kind === 'refused' && ASSIGNMENT_REFUSALS.includes(outcome.code as ErrorCode)) {
    return { action: 'refuse', reason: 'assignment' };
  }
  return { action: 'upload-whole' };
}

/**
 * How a stopped recording is analysed: a session the server holds pieces of is finished,
 * even when streaming stopped early; without one, the whole recording is uploaded.
 */
export function completionRoute(facts: {
  streaming: boolean;
  received: number;
}): 'finish' | 'upload-whole' {
  return facts.streaming && facts.received > 0 ? 'finish' : 'upload-whole';
}
