import { describe, expect, it } from 'vitest';
import { LIVE_PIECE_MAX_BYTES } from '@shared/recordings/limits';
import {
  CREATE_RETRY_DELAYS_MS,
  PIECE_RETRY_DELAYS_MS,
  completionRoute,
  decideCreate,
  decidePiece,
  outcomeOf,
  pieceTooLarge,
  type CallOutcome,
} from './streaming-rules';
import { apiErrorFromAnswer, networkError, timeoutError } from '@client/lib/api-error';

const refused = (
  status: number,
  code: string | null = null,
  expected: number | null = null,
): CallOutcome => ({ kind: 'refused', status, code, expected });
const noAnswer: CallOutcome = { kind: 'no-answer' };

describe('reading what a call came to', () => {
  it('reads the status, code and expected piece of a refusal', () => {
    const error = apiErrorFromAnswer(
      409,
      '{"code":"PIECE_OUT_OF_ORDER","message":"x","expected":2}',
    );
    expect(outcomeOf(error)).toEqual(refused(409, 'PIECE_OUT_OF_ORDER', 2));
    expect(outcomeOf(apiErrorFromAnswer(503, '<html>busy</html>'))).toEqual(
      refused(503, 'UNREADABLE_ANSWER'),
    );
  });

  it('takes a lost connection or a time-out as no answer, and anything else as unreadable', () => {
    expect(outcomeOf(networkError())).toEqual(noAnswer);
    expect(outcomeOf(timeoutError())).toEqual(noAnswer);
    expect(outcomeOf(new Error('Expected string, received number'))).toEqual({
      kind: 'unreadable',
    });
    expect(outcomeOf(null)).toEqual({ kind: 'ok' });
  });

  it('ignores an expected piece that is not a whole number', () => {
    const error = apiErrorFromAnswer(409, '{"code":"PIECE_OUT_OF_ORDER","expected":"2"}');
    expect(outcomeOf(error)).toEqual(refused(409, 'PIECE_OUT_OF_ORDER', null));
  });
});

describe('after sending a piece', () => {
  it('moves on to the next piece once it is stored', () => {
    expect(decidePiece(4, { kind: 'ok' }, 1)).toEqual({ action: 'continue', received: 5 });
  });

  it('retries no answer and 502, 503 and 504 with growing waits, then stops as unreachable', () => {
    for (const outcome of [noAnswer, refused(502), refused(503), refused(504)]) {
      const waits = PIECE_RETRY_DELAYS_MS.map((_, index) => decidePiece(0, outcome, index + 1));
      expect(waits).toEqual(PIECE_RETRY_DELAYS_MS.map((delayMs) => ({ action: 'retry', delayMs })));
      expect(decidePiece(0, outcome, PIECE_RETRY_DELAYS_MS.length + 1)).toEqual({
        action: 'stop',
        reason: 'unreachable',
      });
    }
    expect([...PIECE_RETRY_DELAYS_MS]).toEqual([...PIECE_RETRY_DELAYS_MS].sort((a, b) => a - b));
  });

  it('never retries a 4xx or a 500, and stops streaming', () => {
    const stops = [
      refused(400, 'INVALID_PIECE'),
      refused(413, 'PIECE_TOO_LARGE'),
      refused(413, 'RECORDING_TOO_LONG'),
      refused(409, 'LIVE_SESSION_CLOSED'),
      refused(404, 'NOT_FOUND'),
      refused(401, 'UNAUTHENTICATED'),
      refused(429, 'RATE_LIMITED'),
      refused(500, 'INTERNAL'),
      { kind: 'unreadable' } as const,
    ];
    for (const outcome of stops) {
      expect(decidePiece(3, outcome, 1)).toEqual({ action: 'stop', reason: 'refused' });
    }
  });

  it('skips a piece the server already holds, to the piece it expects', () => {
    expect(decidePiece(3, refused(409, 'PIECE_ALREADY_RECEIVED', 4), 2)).toEqual({
      action: 'continue',
      received: 4,
    });
    expect(decidePiece(3, refused(409, 'PIECE_ALREADY_RECEIVED', 6), 1)).toEqual({
      action: 'continue',
      received: 6,
    });
    expect(decidePiece(3, refused(409, 'PIECE_ALREADY_RECEIVED'), 1)).toEqual({
      action: 'continue',
      received: 4,
    });
  });

  it('goes back to the piece the server expects when one is missing', () => {
    expect(decidePiece(5, refused(409, 'PIECE_OUT_OF_ORDER', 2), 1)).toEqual({
      action: 'continue',
      received: 2,
    });
  });

  it('stops on an out-of-order answer that names no earlier piece', () => {
    for (const expected of [null, 5, 7]) {
      expect(decidePiece(5, refused(409, 'PIECE_OUT_OF_ORDER', expected), 1)).toEqual({
        action: 'stop',
        reason: 'refused',
      });
    }
  });

  it("decides by code, not by the server's wording", () => {
    const error = apiErrorFromAnswer(409, '{"code":"CONFLICT","message":"PIECE_ALREADY_RECEIVED"}');
    expect(decidePiece(1, outcomeOf(error), 1)).toEqual({ action: 'stop', reason: 'refused' });
  });

  it("holds back a piece over the server's cap", () => {
    const piece = new Blob([new Uint8Array(4)]);
    expect(pieceTooLarge(piece)).toBe(false);
    Object.defineProperty(piece, 'size', { value: LIVE_PIECE_MAX_BYTES + 1 });
    expect(pieceTooLarge(piece)).toBe(true);
  });
});

describe('after asking for a live session', () => {
  it('streams once the session exists', () => {
    expect(decideCreate({ kind: 'ok' }, 1)).toEqual({ action: 'stream' });
  });

  it('stops the recording at the monthly limit or with an unfinished session', () => {
    expect(decideCreate(refused(403, 'PRACTICE_LIMIT_REACHED'), 1)).toEqual({
      action: 'refuse',
      reason: 'practice-limit',
    });
    expect(decideCreate(refused(409, 'LIVE_SESSION_OPEN'), 1)).toEqual({
      action: 'refuse',
      reason: 'session-open',
    });
    // An assignment that does not take the recording (product rules R11.3): uploading it would
    // not help.
    for (const [status, code] of [
      [409, 'ATTEMPTS_EXHAUSTED'],
      [409, 'ASSIGNMENT_CLOSED'],
      [400, 'VIDEO_REQUIRED'],
      [404, 'NOT_FOUND'],
    ] as const) {
      expect(decideCreate(refused(status, code), 1)).toEqual({
        action: 'refuse',
        reason: 'assignment',
      });
    }
  });

  it('retries no answer and gateway errors, then records without streaming', () => {
    CREATE_RETRY_DELAYS_MS.forEach((delayMs, index) =>
      expect(decideCreate(refused(503), index + 1)).toEqual({ action: 'retry', delayMs }),
    );
    expect(decideCreate(noAnswer, CREATE_RETRY_DELAYS_MS.length + 1)).toEqual({
      action: 'upload-whole',
    });
  });

  it('records without streaming after any other refusal, at once', () => {
    for (const outcome of [refused(500), refused(400, 'VALIDATION_FAILED'), refused(404)]) {
      expect(decideCreate(outcome, 1)).toEqual({ action: 'upload-whole' });
    }
  });
});

describe('at Stop', () => {
  it('finishes a session the server holds pieces of, even when streaming stopped early', () => {
    expect(completionRoute({ streaming: true, received: 3 })).toBe('finish');
  });

  it('uploads the whole recording when no piece arrived or streaming never began', () => {
    expect(completionRoute({ streaming: true, received: 0 })).toBe('upload-whole');
    expect(completionRoute({ streaming: false, received: 3 })).toBe('upload-whole');
  });
});
