import { describe, expect, it, vi } from 'vitest';
import {
  JOB_POLL_INTERVAL_MS,
  JOB_POLL_MAX_ATTEMPTS,
  SIMULATED_PROGRESS_MAX,
} from '@shared/recordings/limits';
import { PRACTICE_MESSAGES } from '@shared/recordings/messages';
import { REQUEST_TIMEOUT_MESSAGE } from '@shared/client-config/request';
import { buildJobStatus, buildRecording, RECORDING_ID } from '@client/test/recording-factory';
import { TRANSCRIPTION_ERRORS } from '../practice-notices';
import {
  JobFailedError,
  describeTranscribeFailure,
  nextProgress,
  pollJob,
  simulatedProgress,
  transcriptionErrorMessage,
} from './analysis-rules';

const failure = (status: number, body: unknown) =>
  new Error(`${status}: ${typeof body === 'string' ? body : JSON.stringify(body)}`);

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

describe('the request-layer wording of a failed transcription', () => {
  it('gives the minutes of a recording that is too long', () => {
    const error = failure(413, {
      message: 'too long',
      code: 'RECORDING_TOO_LONG',
      maxMinutes: 800,
      estimatedMinutes: 912,
    });
    expect(describeTranscribeFailure(error)).toBe(PRACTICE_MESSAGES.recordingTooLong(800, 912));
  });

  it('words any other 413, a 502 and a 504', () => {
    expect(describeTranscribeFailure(failure(413, { message: 'x' }))).toBe(
      TRANSCRIPTION_ERRORS.payloadTooLarge,
    );
    expect(describeTranscribeFailure(failure(502, 'Bad Gateway'))).toBe(
      TRANSCRIPTION_ERRORS.badGateway,
    );
    expect(describeTranscribeFailure(failure(504, ''))).toBe(TRANSCRIPTION_ERRORS.gatewayTimeout);
  });
});

describe('the message shown for a failed transcription', () => {
  it('keeps the recording-too-long message', () => {
    const error = failure(413, {
      message: 'too long',
      code: 'RECORDING_TOO_LONG',
      maxMinutes: 30,
      estimatedMinutes: 31,
    });
    expect(transcriptionErrorMessage(error)).toBe(PRACTICE_MESSAGES.recordingTooLong(30, 31));
  });

  it.each([
    ['a 502', failure(502, 'Bad Gateway'), TRANSCRIPTION_ERRORS.serverTimeout],
    [
      'a Server Error',
      failure(500, { message: 'Internal Server Error' }),
      TRANSCRIPTION_ERRORS.serverTimeout,
    ],
    ['a client time-out', new Error(REQUEST_TIMEOUT_MESSAGE), TRANSCRIPTION_ERRORS.requestTimeout],
    ['a 504', failure(504, ''), TRANSCRIPTION_ERRORS.requestTimeout],
    [
      'another 413',
      failure(413, { message: 'big', code: 'PAYLOAD_TOO_LARGE' }),
      TRANSCRIPTION_ERRORS.tooLarge,
    ],
    [
      'a 400',
      failure(400, { message: 'bad', code: 'BAD_REQUEST' }),
      TRANSCRIPTION_ERRORS.invalidFormat,
    ],
  ])('maps %s as the spec says', (_name, error, expected) => {
    expect(transcriptionErrorMessage(error)).toBe(expected);
  });

  it('words a clip under 3 s by its code, whatever the server wrote', () => {
    const error = failure(422, { message: 'nope', code: 'RECORDING_TOO_SHORT', minSeconds: 3 });
    expect(transcriptionErrorMessage(error)).toBe(PRACTICE_MESSAGES.recordingTooShort);
    expect(PRACTICE_MESSAGES.recordingTooShort).toBe(
      'Recording too short: please speak for at least 3 seconds and try again.',
    );
  });

  it("passes the server's own message through for other statuses", () => {
    const error = failure(415, { message: PRACTICE_MESSAGES.unsupportedFormat, code: 'X' });
    expect(transcriptionErrorMessage(error)).toBe(PRACTICE_MESSAGES.unsupportedFormat);
  });

  it('keeps the text of a lost connection, and uses the fallback for anything unreadable', () => {
    expect(transcriptionErrorMessage(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
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

describe('polling a job', () => {
  const instant = () => Promise.resolve();

  it('reports progress that never decreases and returns the finished recording', async () => {
    const recording = buildRecording();
    const replies = [
      buildJobStatus({ progress: 30, currentStep: 'Transcribing' }),
      buildJobStatus({ progress: 20, currentStep: 'Scoring' }),
      buildJobStatus({ status: 'completed', progress: 100, result: recording }),
    ];
    const fetchJob = vi.fn(() => Promise.resolve(replies.shift()!));
    const updates: unknown[] = [];
    const result = await pollJob('job', {
      fetchJob,
      fetchRecording: vi.fn(),
      onUpdate: (update) => updates.push(update),
      sleep: instant,
    });
    expect(result).toBe(recording);
    expect(updates).toEqual([
      { progress: 30, currentStep: 'Transcribing' },
      { progress: 30, currentStep: 'Scoring' },
      { progress: 100, currentStep: 'Queued' },
    ]);
  });

  it('waits 2 s between polls', async () => {
    vi.useFakeTimers();
    try {
      const fetchJob = vi.fn(() =>
        Promise.resolve(buildJobStatus({ status: 'completed', result: buildRecording() })),
      );
      const done = pollJob('job', { fetchJob, fetchRecording: vi.fn(), onUpdate: () => {} });
      await vi.advanceTimersByTimeAsync(JOB_POLL_INTERVAL_MS - 1);
      expect(fetchJob).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      await expect(done).resolves.toMatchObject({ id: RECORDING_ID });
    } finally {
      vi.useRealTimers();
    }
  });

  it('reads the recording when a completed job carries only its id', async () => {
    const recording = buildRecording();
    const fetchRecording = vi.fn(() => Promise.resolve(recording));
    const result = await pollJob('job', {
      fetchJob: () =>
        Promise.resolve(buildJobStatus({ status: 'completed', recordingId: RECORDING_ID })),
      fetchRecording,
      onUpdate: () => {},
      sleep: instant,
    });
    expect(fetchRecording).toHaveBeenCalledWith(RECORDING_ID);
    expect(result).toBe(recording);
  });

  it.each(['failed', 'dead_letter'] as const)(
    'stops at once when the job is %s',
    async (status) => {
      const fetchJob = vi.fn(() =>
        Promise.resolve(buildJobStatus({ status, error: 'Engine down' })),
      );
      await expect(
        pollJob('job', { fetchJob, fetchRecording: vi.fn(), onUpdate: () => {}, sleep: instant }),
      ).rejects.toThrow('Engine down');
      expect(fetchJob).toHaveBeenCalledTimes(1);
    },
  );

  it("says 'Job processing failed' when a failed job gives no reason", async () => {
    await expect(
      pollJob('job', {
        fetchJob: () => Promise.resolve(buildJobStatus({ status: 'failed' })),
        fetchRecording: vi.fn(),
        onUpdate: () => {},
        sleep: instant,
      }),
    ).rejects.toThrow(PRACTICE_MESSAGES.jobFailed);
  });

  it('tries again after other errors, and times out after 300 attempts', async () => {
    const fetchJob = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(buildJobStatus({ progress: 10 }));
    await expect(
      pollJob('job', { fetchJob, fetchRecording: vi.fn(), onUpdate: () => {}, sleep: instant }),
    ).rejects.toThrow(PRACTICE_MESSAGES.jobTimedOut);
    expect(fetchJob).toHaveBeenCalledTimes(JOB_POLL_MAX_ATTEMPTS);
  });

  it('stops when its signal aborts', async () => {
    const controller = new AbortController();
    controller.abort();
    const fetchJob = vi.fn();
    await expect(
      pollJob('job', {
        fetchJob,
        fetchRecording: vi.fn(),
        onUpdate: () => {},
        sleep: instant,
        signal: controller.signal,
      }),
    ).rejects.toThrow('Polling stopped');
    expect(fetchJob).not.toHaveBeenCalled();
  });
});
