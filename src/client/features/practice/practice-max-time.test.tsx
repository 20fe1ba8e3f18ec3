import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIVE_AUTO_STOP_SECONDS, LIVE_TIME_WARNING_SECONDS } from '@shared/recordings/limits';
import { selectSpeakerPath } from '@client/lib/paths';
import { formFields } from '@client/test/fake-xhr';
import { RECORDING_ID, buildRecording } from '@client/test/recording-factory';
import { installFakeMedia, type FakeMedia } from './testing/fake-media';
import { flush, leavePractice, renderPractice, startRecording } from './testing/live-practice';

let media: FakeMedia | null = null;

afterEach(async () => {
  // Before the fake server and timers go: see leavePractice.
  await leavePractice();
  media?.uninstall();
  media = null;
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const NOTICE = 'Maximum time reached';
const NOTICE_DETAIL =
  'Your recording stopped by itself at 3 minutes, the longest a practice recording runs. Everything up to then is analyzed.';
const WARN_FROM = LIVE_AUTO_STOP_SECONDS - LIVE_TIME_WARNING_SECONDS;

/** Records until `seconds` on the timer, after the 3-2-1 countdown. */
async function recordFor(seconds: number) {
  await startRecording();
  await flush(3_000);
  await flush(seconds * 1_000);
}

describe('the maximum recording time', () => {
  it('keeps the timer plain until 170 s, then turns it red, with the seconds left', async () => {
    media = installFakeMedia();
    await renderPractice(() => 'hang');
    await recordFor(WARN_FROM - 1);
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent('2:49');
    expect(timer).not.toHaveClass('text-destructive');
    expect(screen.getByText('Max time 3:00')).not.toHaveClass('text-destructive');

    await flush(1_000);
    expect(timer).toHaveTextContent('2:50');
    expect(timer).toHaveClass('text-destructive');
    expect(screen.getByText('Max time 3:00 - stops by itself in 10 s')).toHaveClass(
      'text-destructive',
    );
    await flush(9_000);
    expect(timer).toHaveTextContent('2:59');
    expect(screen.getByText('Max time 3:00 - stops by itself in 1 s')).toBeInTheDocument();
  });

  it('stops by itself at 180 s and finishes the streamed recording', async () => {
    media = installFakeMedia();
    const { finishCalls, server } = await renderPractice(() => 'hang');
    await recordFor(LIVE_AUTO_STOP_SECONDS - 1);
    expect(finishCalls()).toHaveLength(0);
    await flush(1_000);
    await flush();
    expect(media.allTracks().every((track) => track.stopped)).toBe(true);
    expect(screen.getByText('Maximum Recording Time Reached')).toBeInTheDocument();
    expect(server.state.stored).toHaveLength(1);
    expect(finishCalls()).toHaveLength(1);
  });

  it('sends 180 s as the duration of a recording uploaded whole', async () => {
    media = installFakeMedia();
    const { xhr } = await renderPractice(() => 'hang', { live: 'unavailable' });
    await recordFor(LIVE_AUTO_STOP_SECONDS - 1);
    expect(xhr.requests).toHaveLength(0);
    await flush(1_000);
    await flush();
    expect(xhr.requests).toHaveLength(1);
    expect(formFields(xhr.requests[0]!.form).duration).toBe(String(LIVE_AUTO_STOP_SECONDS));
  });

  it('says so on the analysing screen that follows the stop', async () => {
    media = installFakeMedia();
    await renderPractice(() => 'hang');
    await recordFor(LIVE_AUTO_STOP_SECONDS);
    await flush();
    expect(screen.getByRole('heading', { name: 'Analyzing Your Speech...' })).toBeInTheDocument();
    const notice = screen.getByText(NOTICE).closest('[role="status"]');
    expect(notice).toHaveTextContent(NOTICE_DETAIL);
  });

  it('keeps the notice on the results, and drops it for the next recording', async () => {
    media = installFakeMedia();
    await renderPractice();
    await recordFor(LIVE_AUTO_STOP_SECONDS);
    await flush();
    await flush();
    expect(screen.getByRole('heading', { name: /Practice Session Complete!/ })).toBeInTheDocument();
    expect(screen.getByText(NOTICE_DETAIL)).toBeInTheDocument();
    fireEvent.click(screen.getAllByRole('button', { name: /Practice Again/ })[0]!);
    expect(screen.queryByText(NOTICE_DETAIL)).not.toBeInTheDocument();
  });

  it('is not mentioned after a recording stopped by hand', async () => {
    media = installFakeMedia();
    await renderPractice(() => 'hang');
    await recordFor(WARN_FROM + 5);
    fireEvent.click(screen.getByRole('button', { name: /Stop Recording/ }));
    await flush();
    expect(screen.getByRole('heading', { name: 'Analyzing Your Speech...' })).toBeInTheDocument();
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
  });

  it('carries the notice to Select Your Voice when several voices were heard', async () => {
    media = installFakeMedia();
    const { currentPath } = await renderPractice(() => ({
      status: 200,
      body: buildRecording({ analysisStatus: 'awaiting_speaker' }),
    }));
    await recordFor(LIVE_AUTO_STOP_SECONDS);
    await flush();
    await flush();
    expect(currentPath()).toBe(selectSpeakerPath(RECORDING_ID, { stoppedAtMaxTime: true }));
  });
});
