import { describe, expect, it } from 'vitest';
import { SIMULATED_PROGRESS_MAX } from '@shared/recordings/limits';
import { PRACTICE_MESSAGES } from '@shared/recordings/messages';
import { apiErrorFromAnswer, networkError, timeoutError } from '@client/lib/api-error';
import { TRANSCRIPTION_ERRORS } from '../practice-notices';
import {
  JobFailedError,
  nextProgress,
  simulatedProgress,
  transcriptionErrorMessage,
} from './analysis-rules';

const failure = (status: number, body: unknown) =>
  apiErrorFromAnswer(status, typeof body === 'string' ? body : JSON.stringify(body));

describe('progress', () => {
  it('never goes back', () => {
    expect(nextProgress(40, 10)).toBe(40);
    expect(nextProgress(40, 55)).toBe(55);
    expect(nextProgress(40, Number.NaN)).toBe(40);
    expect(nextProgress(90, 140)).toBe(100);
  });

  it('is simulated 8 points at a time, up to 95', () => {
    expect(simulatedProgress(0)).toBe(8);
    expect(simulatedProgress(88)).toBe(SIMULATED_PROGRESS_MAX);
    expect(simulatedProgress(95)).toBe(95);
    expect(simulatedProgress(97)).toBe(97);
  });
});

describe('the message shown for a failed transcription', () => {
  it('gives the minutes of a recording that is too long', () => {
    const error = failure(413, {
      message: 'too long',
      code: 'RECORDING_TOO_LONG',
      maxMinutes: 800,
      estimatedMinutes: 912,
    });
    expect(transcriptionErrorMessage(error)).toBe(PRACTICE_MESSAGES.recordingTooLong(800, 912));
  });

  it.each([
    ['a 502 from a gateway', failure(502, 'Bad Gateway'), TRANSCRIPTION_ERRORS.serverBusy],
    [
      'a 503',
      failure(503, { message: 'Busy', code: 'SERVICE_UNAVAILABLE' }),
      TRANSCRIPTION_ERRORS.serverBusy,
    ],
    ['a 504', failure(504, ''), TRANSCRIPTION_ERRORS.gatewayTimeout],
    ['a client time-out', timeoutError(), TRANSCRIPTION_ERRORS.requestTimeout],
    ['a lost connection', networkError(), TRANSCRIPTION_ERRORS.connectionLost],
    ['a 413 without words', failure(413, '<html>too big</html>'), TRANSCRIPTION_ERRORS.tooLarge],
    ['a 400 without words', failure(400, ''), TRANSCRIPTION_ERRORS.invalidFormat],
    ['a 500 without words', failure(500, ''), TRANSCRIPTION_ERRORS.unexpected],
  ])('words %s', (_name, error, expected) => {
    expect(transcriptionErrorMessage(error)).toBe(expected);
  });

  it('words a clip under 3 s and the monthly limit by their codes, whatever the server wrote', () => {
    const error = failure(422, { message: 'nope', code: 'RECORDING_TOO_SHORT', minSeconds: 3 });
    expect(transcriptionErrorMessage(error)).toBe(PRACTICE_MESSAGES.recordingTooShort);
    expect(PRACTICE_MESSAGES.recordingTooShort).toBe(
      'Recording too short: please speak for at least 3 seconds and try again.',
    );
    const limit = failure(403, { message: 'x', code: 'PRACTICE_LIMIT_REACHED' });
    expect(transcriptionErrorMessage(limit)).toBe(PRACTICE_MESSAGES.practiceLimitReached);
  });

  it("shows the server's own message for any other refusal, a 400 or a 413 included", () => {
    const error = failure(415, { message: PRACTICE_MESSAGES.unsupportedFormat, code: 'X' });
    expect(transcriptionErrorMessage(error)).toBe(PRACTICE_MESSAGES.unsupportedFormat);
    const bad = failure(400, { message: 'The file has no audio track.', code: 'BAD_REQUEST' });
    expect(transcriptionErrorMessage(bad)).toBe('The file has no audio track.');
    const big = failure(413, { message: 'Over 2.5GB.', code: 'PAYLOAD_TOO_LARGE' });
    expect(transcriptionErrorMessage(big)).toBe('Over 2.5GB.');
  });

  it('uses the fallback for anything that is not an answer', () => {
    expect(
      transcriptionErrorMessage(new Error('zod said no'), PRACTICE_MESSAGES.uploadFailed),
    ).toBe(PRACTICE_MESSAGES.uploadFailed);
  });

  it("shows a failed job's own error", () => {
    expect(transcriptionErrorMessage(new JobFailedError('Decoder crashed'))).toBe(
      'Decoder crashed',
    );
  });
});
