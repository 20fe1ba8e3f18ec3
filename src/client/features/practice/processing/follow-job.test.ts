import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JOB_POLL_INTERVAL_MS, JOB_POLL_MAX_ATTEMPTS } from '@shared/recordings/limits';
import { PRACTICE_MESSAGES } from '@shared/recordings/messages';
import type { JobStatusReply } from '@shared/recordings/schemas';
import { apiErrorFromAnswer, networkError } from '@client/lib/api-error';
import { createQueryClient } from '@client/lib/query-client';
import { buildJobStatus, buildRecording, RECORDING_ID } from '@client/test/recording-factory';
import { followJob, jobQueryKey } from './follow-job';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

function follow(fetchJob: () => Promise<JobStatusReply>, signal?: AbortSignal) {
  const queryClient = createQueryClient();
  const updates: unknown[] = [];
  const fetchRecording = vi.fn(() => Promise.resolve(buildRecording()));
  const done = followJob(queryClient, 'job', {
    fetchJob,
    fetchRecording,
    onUpdate: (update) => updates.push(update),
    signal,
  });
  // Read the outcome without leaving a rejection unhandled while timers run.
  const outcome = done.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  return { queryClient, updates, fetchRecording, outcome };
}

describe('following a job', () => {
  it('reads it every 2 s, reports progress that never decreases, and returns the recording', async () => {
    const recording = buildRecording();
    const replies = [
      buildJobStatus({
        progress: 0,
        currentStep: 'Queued',
        queuePosition: 2,
        estimatedWaitTime: 90,
      }),
      buildJobStatus({ progress: 30, currentStep: 'Transcribing', estimatedWaitTime: 40 }),
      buildJobStatus({ progress: 20, currentStep: 'Scoring', estimatedWaitTime: 20 }),
      buildJobStatus({
        status: 'completed',
        progress: 100,
        result: recording,
        estimatedWaitTime: 0,
      }),
    ];
    const fetchJob = vi.fn(() => Promise.resolve(replies.shift()!));
    const { updates, outcome, queryClient } = follow(fetchJob);

    await vi.advanceTimersByTimeAsync(JOB_POLL_INTERVAL_MS - 1);
    expect(fetchJob).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchJob).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(JOB_POLL_INTERVAL_MS * 3);
    expect(await outcome).toEqual({ value: recording });
    // The place in the queue and the time left, as the server re-estimates them.
    expect(updates).toEqual([
      { progress: 0, currentStep: 'Queued', queuePosition: 2, estimatedWait: 90 },
      { progress: 30, currentStep: 'Transcribing', queuePosition: null, estimatedWait: 40 },
      { progress: 30, currentStep: 'Scoring', queuePosition: null, estimatedWait: 20 },
      { progress: 100, currentStep: 'Queued', queuePosition: null, estimatedWait: 0 },
    ]);
    // A final status stops the interval: no read after it, and the query is let go.
    await vi.advanceTimersByTimeAsync(JOB_POLL_INTERVAL_MS * 5);
    expect(fetchJob).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(1);
    expect(queryClient.getQueryCache().find({ queryKey: jobQueryKey('job') })).toBeUndefined();
  });

  it('reads the recording when a completed job carries only its id', async () => {
    const { outcome, fetchRecording } = follow(() =>
      Promise.resolve(buildJobStatus({ status: 'completed', recordingId: RECORDING_ID })),
    );
    await vi.advanceTimersByTimeAsync(JOB_POLL_INTERVAL_MS);
    expect(await outcome).toMatchObject({ value: { id: RECORDING_ID } });
    expect(fetchRecording).toHaveBeenCalledWith(RECORDING_ID);
  });

  it.each(['failed', 'dead_letter'] as const)(
    'stops at once when the job is %s',
    async (status) => {
      const fetchJob = vi.fn(() =>
        Promise.resolve(buildJobStatus({ status, error: 'Engine down' })),
      );
      const { outcome } = follow(fetchJob);
      await vi.advanceTimersByTimeAsync(JOB_POLL_INTERVAL_MS * 4);
      expect(await outcome).toMatchObject({
        error: { name: 'JobFailedError', message: 'Engine down' },
      });
      expect(fetchJob).toHaveBeenCalledTimes(1);
    },
  );

  it("says 'Job processing failed' when a failed job gives no reason", async () => {
    const { outcome } = follow(() => Promise.resolve(buildJobStatus({ status: 'failed' })));
    await vi.advanceTimersByTimeAsync(JOB_POLL_INTERVAL_MS);
    expect(await outcome).toMatchObject({ error: { message: PRACTICE_MESSAGES.jobFailed } });
  });

  it('goes on after a lost connection, and times out after 300 reads', async () => {
    const fetchJob = vi
      .fn<() => Promise<JobStatusReply>>()
      .mockRejectedValueOnce(networkError())
      .mockResolvedValue(buildJobStatus({ progress: 10 }));
    const { outcome } = follow(fetchJob);
    await vi.advanceTimersByTimeAsync(JOB_POLL_INTERVAL_MS * (JOB_POLL_MAX_ATTEMPTS + 5));
    expect(await outcome).toMatchObject({ error: { message: PRACTICE_MESSAGES.jobTimedOut } });
    expect(fetchJob).toHaveBeenCalledTimes(JOB_POLL_MAX_ATTEMPTS);
  });

  it('goes on after a refused read, which is not retried', async () => {
    const fetchJob = vi
      .fn<() => Promise<JobStatusReply>>()
      .mockRejectedValueOnce(apiErrorFromAnswer(500, '{"code":"INTERNAL","message":"x"}'))
      .mockResolvedValue(buildJobStatus({ status: 'completed', result: buildRecording() }));
    const { outcome } = follow(fetchJob);
    await vi.advanceTimersByTimeAsync(JOB_POLL_INTERVAL_MS);
    expect(fetchJob).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(JOB_POLL_INTERVAL_MS);
    expect(await outcome).toMatchObject({ value: { id: RECORDING_ID } });
    expect(fetchJob).toHaveBeenCalledTimes(2);
  });

  it('stops when its signal aborts', async () => {
    const controller = new AbortController();
    const fetchJob = vi.fn(() => Promise.resolve(buildJobStatus({ progress: 10 })));
    const { outcome } = follow(fetchJob, controller.signal);
    await vi.advanceTimersByTimeAsync(JOB_POLL_INTERVAL_MS);
    controller.abort();
    await vi.advanceTimersByTimeAsync(JOB_POLL_INTERVAL_MS * 3);
    expect(await outcome).toMatchObject({ error: { name: 'AbortError' } });
    expect(fetchJob).toHaveBeenCalledTimes(1);
  });
});
