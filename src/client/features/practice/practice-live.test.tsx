import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RECORDER_CHUNK_MS } from '@shared/recordings/limits';
import { PRACTICE_MESSAGES } from '@shared/recordings/messages';
import { TRANSCRIBE_FILE_FIELD } from '@shared/recordings/schemas';
import { connectionLost } from '@client/test/fake-api';
import { formFields } from '@client/test/fake-xhr';
import {
  JOB_ID,
  LIVE_SESSION_ID,
  buildJobReply,
  buildJobStatus,
  buildLiveSession,
  buildRecording,
} from '@client/test/recording-factory';
import { PracticePage } from './practice-page';
import { refusal } from './testing/fake-live-server';
import { FakeStream, FakeTrack, installFakeMedia, type FakeMedia } from './testing/fake-media';
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

// The results view is a lazy chunk (decision 194), fetched when a session starts. These
// journeys run on fake timers and look for the results right after a flush, so the chunk is
// loaded before they start, as a browser has it by the time an analysis is done.
beforeAll(async () => {
  await import('./results/results-view');
});

describe('live recording', () => {
  it('counts down while it opens a live session, streams each piece, and finishes on stop', async () => {
    media = installFakeMedia();
    const { xhr, server, createCalls, finishCalls } = await renderPractice();
    await startRecording();

    expect(media.getUserMedia).toHaveBeenCalledWith({
      audio: expect.objectContaining({ channelCount: 1, echoCancellation: true }),
    });
    expect(screen.getByLabelText('Recording starts in 3')).toBeInTheDocument();
    // The session is opened during the countdown, for the container the recorder will write.
    expect(createCalls().map((call) => call.body)).toEqual([
      { mediaType: 'audio', mimeType: 'audio/webm;codecs=opus', speakingType: 'practice' },
    ]);
    await flush(1_000);
    expect(screen.getByLabelText('Recording starts in 2')).toBeInTheDocument();
    await flush(2_000);

    const recorder = media.recorders[0]!;
    expect(recorder.timeslice).toBe(RECORDER_CHUNK_MS);
    expect(recorder.options).toMatchObject({ audioBitsPerSecond: 48_000 });
    await flush(5_000);
    recorder.emit(4_096);
    await flush();
    // Each piece reaches the server while the person is still speaking.
    expect(server.state.stored).toEqual([4_096]);
    await flush(5_000);
    recorder.emit(3_000);
    await flush(2_000);
    expect(server.state.stored).toEqual([4_096, 3_000]);
    expect(screen.getByRole('timer')).toHaveTextContent('0:12');
    // Focus follows the start button's replacement, so Space stops the recording.
    expect(screen.getByRole('button', { name: /Stop Recording/ })).toHaveFocus();

    fireEvent.click(screen.getByRole('button', { name: /Stop Recording/ }));
    await flush();
    expect(media.allTracks().every((track) => track.stopped)).toBe(true);
    // The recorder's last piece goes first, then the session is finished.
    expect(server.state.stored).toEqual([4_096, 3_000, 2_048]);
    expect(finishCalls().map((call) => call.body)).toEqual([{}]);
    expect(xhr.requests).toHaveLength(0);
    await flush();
    expect(screen.getByRole('heading', { name: /Practice Session Complete!/ })).toBeInTheDocument();
    expect(screen.getByText('Successfully transcribed 8 words.')).toBeInTheDocument();
  });

  it('opens the session with the chosen prompt, which the finished recording keeps', async () => {
    media = installFakeMedia();
    const { createCalls, finishCalls } = await renderPractice();
    fireEvent.click(screen.getByRole('button', { name: "Use Today's Prompt" }));
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: /Start Recording/ }));
    await flush();
    expect(createCalls()[0]?.body).toMatchObject({ practicePrompt: 'Talk about a hobby.' });
    await flush(8_000);
    fireEvent.click(screen.getByRole('button', { name: /Stop Recording/ }));
    await flush();
    expect(finishCalls()).toHaveLength(1);
  });

  it('uploads the whole recording at stop when live sessions are unavailable', async () => {
    media = installFakeMedia();
    const { xhr, createCalls, finishCalls } = await renderPractice(undefined, {
      live: 'unavailable',
    });
    await startRecording();
    await flush(3_000);
    // Created once, then retried twice on 503 during the countdown.
    expect(createCalls()).toHaveLength(3);
    await flush(12_000);
    media.recorders[0]!.emit(4_096);
    fireEvent.click(screen.getByRole('button', { name: /Stop Recording/ }));
    await flush();

    const [request] = xhr.requests;
    expect(formFields(request!.form)).toEqual({
      duration: '12',
      speakingType: 'practice',
      recordingMode: 'live',
    });
    const file = request!.form.get(TRANSCRIBE_FILE_FIELD) as File;
    expect(file.name).toBe('recording.webm');
    expect(file.size).toBe(4_096 + 2_048);
    expect(finishCalls()).toHaveLength(0);
    await flush();
    expect(screen.getByRole('heading', { name: /Practice Session Complete!/ })).toBeInTheDocument();
  });

  it('uploads the whole recording when the connection fails while opening the session', async () => {
    media = installFakeMedia();
    const { xhr, server, createCalls } = await renderPractice(undefined, {
      live: { create: () => connectionLost() },
    });
    await startRecording();
    await flush(8_000);
    media.recorders[0]!.emit(4_096);
    fireEvent.click(screen.getByRole('button', { name: /Stop Recording/ }));
    await flush();
    expect(createCalls()).toHaveLength(3);
    expect(server.state.sent).toEqual([]);
    expect(xhr.requests).toHaveLength(1);
  });

  it('finishes what arrived when the server refuses a later piece', async () => {
    media = installFakeMedia();
    const { xhr, server, finishCalls } = await renderPractice(undefined, {
      live: { piece: (seq) => (seq === 1 ? refusal(400, 'INVALID_PIECE') : undefined) },
    });
    await startRecording();
    await flush(8_000);
    const recorder = media.recorders[0]!;
    recorder.emit(4_096);
    await flush();
    recorder.emit(4_000);
    await flush();
    recorder.emit(3_000);
    fireEvent.click(screen.getByRole('button', { name: /Stop Recording/ }));
    await flush();
    // Piece 1 was refused and never retried; nothing after it was sent.
    expect(server.state.sent).toEqual([0, 1]);
    expect(finishCalls()).toHaveLength(1);
    expect(xhr.requests).toHaveLength(0);
  });

  it('discards the session and uploads the whole recording when no piece arrived', async () => {
    media = installFakeMedia();
    const { xhr, server, finishCalls, discardCalls } = await renderPractice(undefined, {
      live: { piece: () => refusal(413, 'PIECE_TOO_LARGE') },
    });
    await startRecording();
    await flush(8_000);
    media.recorders[0]!.emit(4_096);
    fireEvent.click(screen.getByRole('button', { name: /Stop Recording/ }));
    await flush();
    expect(server.state.stored).toEqual([]);
    expect(finishCalls()).toHaveLength(0);
    expect(discardCalls()).toHaveLength(1);
    expect(xhr.requests).toHaveLength(1);
  });

  it('keeps recording through a lost connection and sends the pieces once it is back', async () => {
    media = installFakeMedia();
    let down = true;
    const { server, finishCalls } = await renderPractice(undefined, {
      live: { piece: () => (down ? connectionLost() : undefined) },
    });
    await startRecording();
    await flush(8_000);
    media.recorders[0]!.emit(4_096);
    await flush(3_000);
    expect(server.state.stored).toEqual([]);
    expect(screen.getByRole('button', { name: /Stop Recording/ })).toBeInTheDocument();
    down = false;
    await flush(4_000);
    expect(server.state.stored).toEqual([4_096]);
    fireEvent.click(screen.getByRole('button', { name: /Stop Recording/ }));
    await flush();
    expect(server.state.stored).toEqual([4_096, 2_048]);
    expect(finishCalls()).toHaveLength(1);
  });

  it('stops an audio recording at the size cap, and uploads a piece too large to stream', async () => {
    media = installFakeMedia();
    const { xhr, server, finishCalls } = await renderPractice(() => 'hang');
    await startRecording();
    await flush(3_000);
    media.recorders[0]!.emit(16, 86 * 1024 * 1024);
    await flush();
    expect(screen.getByText('Recording stopped')).toBeInTheDocument();
    // The server takes no piece over LIVE_PIECE_MAX_BYTES, so none was sent.
    expect(server.state.sent).toEqual([]);
    expect(finishCalls()).toHaveLength(0);
    expect(xhr.requests).toHaveLength(1);
  });

  it('stops and finishes when the page is hidden', async () => {
    media = installFakeMedia();
    const { finishCalls } = await renderPractice();
    await startRecording();
    await flush(5_000);
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    Reflect.deleteProperty(document, 'visibilityState');
    await flush();
    expect(finishCalls()).toHaveLength(1);
  });

  it('keeps what was streamed, unfinished, when the page unloads (a reload, a closed tab)', async () => {
    media = installFakeMedia();
    const { server, xhr, finishCalls, discardCalls } = await renderPractice();
    await startRecording();
    await flush(8_000);
    media.recorders[0]!.emit(4_096);
    await flush();
    window.dispatchEvent(new Event('pagehide'));
    await flush();
    expect(media.allTracks().every((track) => track.stopped)).toBe(true);
    expect(server.state.stored).toEqual([4_096, 2_048]);
    expect(finishCalls()).toHaveLength(0);
    expect(discardCalls()).toHaveLength(0);
    expect(xhr.requests).toHaveLength(0);
  });

  it('releases the microphone and keeps the session when the screen is left', async () => {
    media = installFakeMedia();
    const { xhr, rerender, server, finishCalls, discardCalls } = await renderPractice();
    await startRecording();
    await flush(4_000);
    rerender(<p>Another screen</p>);
    await flush();
    expect(media.allTracks().every((track) => track.stopped)).toBe(true);
    expect(xhr.requests).toHaveLength(0);
    expect(finishCalls()).toHaveLength(0);
    expect(discardCalls()).toHaveLength(0);
    // The recorder's last piece still reaches the server, for the person to finish later.
    expect(server.state.stored).toEqual([2_048]);

    // Back on the recorder, it is offered unfinished.
    server.state.open = buildLiveSession({ id: server.id, pieceCount: 1, receivedSeconds: 5 });
    rerender(<PracticePage />);
    await flush();
    expect(screen.getByRole('heading', { name: PRACTICE_MESSAGES.unfinishedTitle })).toBeVisible();
  });

  it('discards the session when the person cancels the countdown', async () => {
    media = installFakeMedia();
    const { xhr, createCalls, finishCalls, discardCalls } = await renderPractice();
    await startRecording();
    await flush(1_000);
    expect(createCalls()).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await flush(3_000);
    expect(media.allTracks().every((track) => track.stopped)).toBe(true);
    expect(media.recorders).toHaveLength(0);
    expect(discardCalls()).toHaveLength(1);
    expect(finishCalls()).toHaveLength(0);
    expect(xhr.requests).toHaveLength(0);
    expect(screen.getByRole('button', { name: /Start Recording/ })).toBeInTheDocument();
  });

  it("shows 'Recording Error' when nothing was captured, and 'Try Again' starts over", async () => {
    media = installFakeMedia({ finalChunkBytes: 0 });
    const { xhr, finishCalls, discardCalls } = await renderPractice();
    await startRecording();
    await flush(5_000);
    fireEvent.click(screen.getByRole('button', { name: /Stop Recording/ }));
    await flush();
    expect(screen.getByRole('heading', { name: 'Recording Error' })).toBeInTheDocument();
    expect(screen.getByText(PRACTICE_MESSAGES.noAudioData)).toBeInTheDocument();
    expect(xhr.requests).toHaveLength(0);
    expect(finishCalls()).toHaveLength(0);
    // The empty session is not left behind to be offered as unfinished.
    expect(discardCalls()).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByRole('button', { name: /Start Recording/ })).toBeInTheDocument();
  });

  it("shows a finish the server refuses as today's transcription errors", async () => {
    media = installFakeMedia();
    await renderPractice(() => ({
      status: 422,
      body: { code: 'RECORDING_TOO_SHORT', message: 'Too short' },
    }));
    await startRecording();
    await flush(4_000);
    fireEvent.click(screen.getByRole('button', { name: /Stop Recording/ }));
    await flush();
    await flush();
    expect(screen.getByRole('heading', { name: 'Recording Error' })).toBeInTheDocument();
    expect(screen.getAllByText(PRACTICE_MESSAGES.recordingTooShort).length).toBeGreaterThan(0);
  });

  it('follows a finish answered with a job to its results', async () => {
    media = installFakeMedia();
    let polls = 0;
    const { api } = await renderPractice(() => ({ status: 202, body: buildJobReply() }), {
      routes: {
        [`GET /api/jobs/${JOB_ID}`]: () => {
          polls += 1;
          return {
            body:
              polls < 2
                ? buildJobStatus({ progress: 40, currentStep: 'Transcribing audio' })
                : buildJobStatus({ status: 'completed', progress: 100, result: buildRecording() }),
          };
        },
      },
    });
    await startRecording();
    await flush(8_000);
    fireEvent.click(screen.getByRole('button', { name: /Stop Recording/ }));
    await flush();
    expect(screen.getByRole('heading', { name: 'Analyzing Your Speech...' })).toBeInTheDocument();
    await flush(2_000);
    expect(screen.getByText('Transcribing audio')).toBeInTheDocument();
    await flush(2_000);
    expect(screen.getByRole('heading', { name: /Practice Session Complete!/ })).toBeInTheDocument();
    expect(api.callsTo(`GET /api/jobs/${JOB_ID}`)).toHaveLength(2);
  });
});

describe('when the server refuses the live session', () => {
  it('stops at the monthly limit, as an upload refused for it does', async () => {
    media = installFakeMedia();
    const { api, server } = await renderPractice(undefined, {
      live: { create: () => refusal(403, 'PRACTICE_LIMIT_REACHED') },
    });
    await startRecording();
    await flush(3_000);
    expect(media.allTracks().every((track) => track.stopped)).toBe(true);
    expect(media.recorders).toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'Recording Error' })).toBeInTheDocument();
    expect(screen.getAllByText(PRACTICE_MESSAGES.practiceLimitReached).length).toBeGreaterThan(0);
    expect(server.state.sent).toEqual([]);
    expect(api.callsTo('GET /api/user/practice-limit').length).toBeGreaterThan(1);
  });

  it('stops and offers the unfinished recording when one is still open', async () => {
    media = installFakeMedia();
    const { server } = await renderPractice(undefined, {
      live: { create: () => refusal(409, 'LIVE_SESSION_OPEN', { liveSessionId: LIVE_SESSION_ID }) },
    });
    server.state.open = buildLiveSession({ id: server.id, receivedSeconds: 65 });
    await startRecording();
    await flush();
    expect(media.allTracks().every((track) => track.stopped)).toBe(true);
    expect(screen.queryByLabelText(/Recording starts in/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: PRACTICE_MESSAGES.unfinishedTitle })).toHaveFocus();
    expect(screen.getByText(PRACTICE_MESSAGES.unfinishedDetail('1:05'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Start Recording/ })).toBeDisabled();
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

  it('opens a video session for the video container, and uploads whole if video then fails', async () => {
    media = installFakeMedia({ rejectRecorder: (options) => Boolean(options.videoBitsPerSecond) });
    const { xhr, createCalls, server, finishCalls, discardCalls } = await renderPractice();
    await startRecording({ video: true });
    expect(createCalls().map((call) => call.body)).toEqual([
      { mediaType: 'video', mimeType: 'video/webm', speakingType: 'practice' },
    ]);
    await flush(500 + 3_000 + 5_000);
    media.recorders[0]!.emit(4_096);
    fireEvent.click(screen.getByRole('button', { name: /Stop Recording/ }));
    // Dropping the session and uploading whole take a few turns: wait for the upload.
    await vi.waitFor(async () => {
      await flush();
      expect(xhr.requests).toHaveLength(1);
    });
    // The audio recorder that took over writes another container than the session's.
    expect(server.state.sent).toEqual([]);
    expect(discardCalls()).toHaveLength(1);
    expect(finishCalls()).toHaveLength(0);
    expect(xhr.requests).toHaveLength(1);
  });
});
