import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RECORDER_CHUNK_MS } from '@shared/recordings/limits';
import { PRACTICE_MESSAGES } from '@shared/recordings/messages';
import { TRANSCRIBE_FILE_FIELD } from '@shared/recordings/schemas';
import { formFields } from '@client/test/fake-xhr';
import { FakeStream, FakeTrack, installFakeMedia, type FakeMedia } from './testing/fake-media';
import { flush, renderPractice, startRecording } from './testing/live-practice';

let media: FakeMedia | null = null;

afterEach(() => {
  media?.uninstall();
  media = null;
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('live recording', () => {
  it('counts down, records with a timer, and sends the recording on stop', async () => {
    media = installFakeMedia();
    const { xhr } = await renderPractice();
    await startRecording();

    expect(media.getUserMedia).toHaveBeenCalledWith({
      audio: expect.objectContaining({ channelCount: 1, echoCancellation: true }),
    });
    expect(screen.getByLabelText('Recording starts in 3')).toBeInTheDocument();
    await flush(1_000);
    expect(screen.getByLabelText('Recording starts in 2')).toBeInTheDocument();
    await flush(2_000);

    const recorder = media.recorders[0]!;
    expect(recorder.timeslice).toBe(RECORDER_CHUNK_MS);
    expect(recorder.options).toMatchObject({ audioBitsPerSecond: 48_000 });
    await flush(12_000);
    expect(screen.getByRole('timer')).toHaveTextContent('0:12');
    // Focus follows the start button's replacement, so Space stops the recording.
    expect(screen.getByRole('button', { name: /Stop Recording/ })).toHaveFocus();
    recorder.emit(4_096);

    fireEvent.click(screen.getByRole('button', { name: /Stop Recording/ }));
    await flush();
    expect(media.allTracks().every((track) => track.stopped)).toBe(true);

    const [request] = xhr.requests;
    expect(formFields(request!.form)).toEqual({
      duration: '12',
      speakingType: 'practice',
      recordingMode: 'live',
    });
    expect((request!.form.get(TRANSCRIBE_FILE_FIELD) as File).name).toBe('recording.webm');
    await flush();
    expect(screen.getByRole('heading', { name: /Practice Session Complete!/ })).toBeInTheDocument();
    expect(screen.getByText('Successfully transcribed 8 words.')).toBeInTheDocument();
  });

  it('stops an audio recording at the size cap', async () => {
    media = installFakeMedia();
    const { xhr } = await renderPractice(() => 'hang');
    await startRecording();
    await flush(3_000);
    media.recorders[0]!.emit(16, 86 * 1024 * 1024);
    await flush();
    expect(screen.getByText('Recording stopped')).toBeInTheDocument();
    expect(xhr.requests).toHaveLength(1);
  });

  it('stops when the page is hidden', async () => {
    media = installFakeMedia();
    const { xhr } = await renderPractice();
    await startRecording();
    await flush(5_000);
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    Reflect.deleteProperty(document, 'visibilityState');
    await flush();
    expect(xhr.requests).toHaveLength(1);
  });

  it('releases the microphone without sending anything when the screen is left', async () => {
    media = installFakeMedia();
    const { xhr, unmount } = await renderPractice();
    await startRecording();
    await flush(4_000);
    unmount();
    await flush();
    expect(media.allTracks().every((track) => track.stopped)).toBe(true);
    expect(xhr.requests).toHaveLength(0);
  });

  it("shows 'Recording Error' when nothing was captured, and 'Try Again' starts over", async () => {
    media = installFakeMedia({ finalChunkBytes: 0 });
    const { xhr } = await renderPractice();
    await startRecording();
    await flush(5_000);
    fireEvent.click(screen.getByRole('button', { name: /Stop Recording/ }));
    await flush();
    expect(screen.getByRole('heading', { name: 'Recording Error' })).toBeInTheDocument();
    expect(screen.getByText(PRACTICE_MESSAGES.noAudioData)).toBeInTheDocument();
    expect(xhr.requests).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByRole('button', { name: /Start Recording/ })).toBeInTheDocument();
  });
});

describe('when the devices fail', () => {
  it("is an error without a microphone, with the 'Recording Failed' toast", async () => {
    media = installFakeMedia({
      getUserMedia: () => Promise.reject(new DOMException('denied', 'NotAllowedError')),
    });
    await renderPractice();
    await startRecording();
    const message = `Microphone access was denied. ${PRACTICE_MESSAGES.permissionSuffix}`;
    expect(screen.getByText('Recording Failed')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Recording Error' })).toBeInTheDocument();
    expect(screen.getAllByText(message).length).toBeGreaterThan(0);
  });

  it('says so when the browser cannot record at all', async () => {
    media = installFakeMedia();
    vi.stubGlobal('MediaRecorder', undefined);
    await renderPractice();
    await startRecording();
    expect(screen.getAllByText(PRACTICE_MESSAGES.recorderUnsupported).length).toBeGreaterThan(0);
  });

  it("falls back to audio with 'Camera unavailable' when the camera fails", async () => {
    media = installFakeMedia({
      getUserMedia: (constraints) =>
        constraints.video
          ? Promise.reject(new DOMException('no camera', 'NotFoundError'))
          : Promise.resolve(new FakeStream([new FakeTrack('audio')])),
    });
    await renderPractice();
    await startRecording({ video: true });
    expect(screen.getByText('Camera unavailable')).toBeInTheDocument();
    await flush(3_000);
    expect(media.recorders[0]!.options.videoBitsPerSecond).toBeUndefined();
    expect(screen.queryByLabelText('Camera preview')).not.toBeInTheDocument();
  });

  it("falls back to audio with 'Video recording not supported' when no video format is", async () => {
    media = installFakeMedia({ supportedTypes: ['audio/webm'] });
    await renderPractice();
    await startRecording({ video: true });
    expect(screen.getByText('Video recording not supported')).toBeInTheDocument();
    expect(media.getUserMedia).toHaveBeenCalledWith({ audio: expect.any(Object) });
  });

  it("records video with a preview and REC badge, or falls back with 'Video recording failed'", async () => {
    media = installFakeMedia({ rejectRecorder: (options) => Boolean(options.videoBitsPerSecond) });
    await renderPractice();
    await startRecording({ video: true });
    expect(screen.getByLabelText('Camera preview')).toBeInTheDocument();
    await flush(500 + 3_000);
    expect(screen.getByText('Video recording failed')).toBeInTheDocument();
    const [video] = media.allTracks().filter((track) => track.kind === 'video');
    expect(video?.stopped).toBe(true);
    expect(media.recorders).toHaveLength(1);
  });
});
