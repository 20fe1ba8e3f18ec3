import { useCallback, useEffect, useRef, useState } from 'react';
import {
  LIVE_AUTO_STOP_SECONDS,
  LIVE_VIDEO_MAX_BYTES,
  LIVE_VIDEO_WARN_BYTES,
  RECORDER_CHUNK_MS,
  megabytes,
} from '@shared/recordings/limits';
import { openPracticeStream, type StreamRefusal } from '../live/live-stream';
import { PRACTICE_TOASTS } from '../practice-notices';
import {
  openCapture,
  recorderTypeFor,
  releaseStream,
  startRecorder,
  type Notify,
} from './media-capture';
import {
  COUNTDOWN_FROM,
  COUNTDOWN_STEP_MS,
  VIDEO_WARMUP_MS,
  liveCapBytes,
  sizeCapAction,
  startFailureMessage,
} from './recorder-rules';
import {
  handOver,
  newSession,
  type LivePhase,
  type LiveRecording,
  type RecorderSession,
  type StartOptions,
} from './live-recording';
import { usePageLeave } from './use-page-leave';

export type { LivePhase, LiveRecording, StartOptions };

type Options = {
  onRecorded: (recording: LiveRecording) => void;
  onStartFailed: (message: string) => void;
  notify: Notify;
  /** The recorder is running (after the countdown); `video` says whether it records video. */
  onStarted?: (video: boolean) => void;
  /** The server refused the live session: the recording was dropped and the devices released. */
  onRefused?: (reason: StreamRefusal, error: unknown) => void;
};

const sleep = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

/**
 * The live recorder (product rules R4.29-R4.37): opens the microphone (and camera), counts down
 * 3-2-1 while it opens a live session, records in 5 s pieces with a timer, streaming each
 * to the server (decision 124), stops at 180 s or at the size cap, and hands the finished
 * recording over. The camera and microphone are released on stop, on cancel and on
 * unmount; hiding the page stops a recording. Only Cancel discards what was streamed:
 * leaving the screen, reloading or closing the tab keeps it for the person to finish.
 */
export function useLiveRecording(options: Options) {
  const { onRecorded, onStartFailed, notify, onStarted, onRefused } = options;
  const [phase, setPhase] = useState<LivePhase>('idle');
  const [countdown, setCountdown] = useState<number | null>(null);
  const [elapsed, setElapsed] = useState(0);
  const [maxReached, setMaxReached] = useState(false);
  const [preview, setPreview] = useState<MediaStream | null>(null);

  const session = useRef<RecorderSession | null>(null);
  const generation = useRef(0);
  /** True from start until the recording is handed over, cancelled or fails to start. */
  const active = useRef(false);
  const ticker = useRef<number | null>(null);
  const callbacks = useRef({ onRecorded, onStartFailed, notify, onStarted, onRefused });
  useEffect(() => {
    callbacks.current = { onRecorded, onStartFailed, notify, onStarted, onRefused };
  });

  const stopTicker = () => {
    if (ticker.current !== null) window.clearInterval(ticker.current);
    ticker.current = null;
  };

  const finish = useCallback((current: RecorderSession) => {
    stopTicker();
    releaseStream(current.stream);
    session.current = null;
    active.current = false;
    setPreview(null);
    setPhase('idle');
    callbacks.current.onRecorded(handOver(current));
  }, []);

  /** Stops the recording and hands it over; a second call while stopping is ignored. */
  const stop = useCallback(() => {
    const current = session.current;
    if (!current?.recorder || current.stopping) return;
    current.stopping = true;
    stopTicker();
    setPhase('stopping');
    if (current.recorder.state === 'inactive') finish(current);
    else current.recorder.stop();
  }, [finish]);

  /**
   * Ends whatever is under way without handing it over, and releases the devices. With
   * `keepStreaming`, the recorder's last piece still goes to the server with those queued.
   */
  const drop = useCallback((keepStreaming: boolean) => {
    generation.current += 1;
    active.current = false;
    stopTicker();
    const current = session.current;
    session.current = null;
    if (current) {
      current.stopping = true;
      if (current.recorder && current.recorder.state !== 'inactive') {
        const live = keepStreaming ? current.live : null;
        current.recorder.onstop = null;
        current.recorder.ondataavailable = live
          ? (event: BlobEvent) => {
              if (event.data.size > 0) live.push(event.data);
            }
          : null;
        current.recorder.stop();
      }
      releaseStream(current.stream);
    }
    setPreview(null);
    setCountdown(null);
    setElapsed(0);
    setMaxReached(false);
    setPhase('idle');
    return current;
  }, []);

  /** The person cancelled: nothing is sent, and what was streamed is discarded. */
  const cancel = useCallback(() => {
    drop(false)?.live?.discard();
  }, [drop]);

  /** Leaving the screen or the page: what was streamed stays for the person to finish. */
  const leave = useCallback(() => {
    const current = drop(true);
    // Left during the countdown: nothing was recorded to keep.
    if (current && !current.recorder) current.live?.discard();
  }, [drop]);

  const onChunk = useCallback(
    (current: RecorderSession, data: Blob) => {
      if (data.size === 0) return;
      current.chunks.push(data);
      current.live?.push(data);
      current.bytes += data.size;
      const action = sizeCapAction(current.bytes, current.video, current.warned);
      if (action === 'warn') {
        current.warned = true;
        callbacks.current.notify(
          PRACTICE_TOASTS.largeVideo(
            megabytes(LIVE_VIDEO_WARN_BYTES),
            megabytes(LIVE_VIDEO_MAX_BYTES),
          ),
        );
      } else if (action === 'stop' && !current.stopping) {
        callbacks.current.notify(
          PRACTICE_TOASTS.recordingStopped(megabytes(liveCapBytes(current.video))),
        );
        stop();
      }
    },
    [stop],
  );

  const start = useCallback(
    async ({ video: wantVideo, practicePrompt, assignmentId = null }: StartOptions) => {
      if (active.current) return;
      active.current = true;
      const token = ++generation.current;
      const stale = () => token !== generation.current;
      setPhase('preparing');
      setElapsed(0);
      setMaxReached(false);

      let capture;
      try {
        capture = await openCapture(wantVideo, (notice) => callbacks.current.notify(notice));
      } catch (error) {
        if (stale()) return;
        active.current = false;
        setPhase('idle');
        callbacks.current.onStartFailed(startFailureMessage(error));
        return;
      }
      if (stale()) {
        releaseStream(capture.stream);
        return;
      }
      const current = newSession(capture);
      session.current = current;
      // The session is opened while the countdown runs; pieces wait in memory until it exists.
      const mimeType = recorderTypeFor(capture.video);
      current.live = mimeType
        ? openPracticeStream(
            { video: capture.video, mimeType, practicePrompt, assignmentId },
            (reason, error) => {
              if (session.current !== current) return;
              drop(false);
              callbacks.current.onRefused?.(reason, error);
            },
          )
        : null;
      setPreview(capture.video ? capture.stream : null);

      if (capture.video) await sleep(VIDEO_WARMUP_MS);
      for (let n = COUNTDOWN_FROM; n > 0; n -= 1) {
        if (stale()) return;
        setPhase('countdown');
        setCountdown(n);
        await sleep(COUNTDOWN_STEP_MS);
      }
      if (stale()) return;
      setCountdown(null);

      try {
        const started = startRecorder(
          capture,
          RECORDER_CHUNK_MS,
          (notice) => callbacks.current.notify(notice),
          (recorder) => {
            recorder.ondataavailable = (event: BlobEvent) => onChunk(current, event.data);
            recorder.onstop = () => finish(current);
          },
        );
        current.recorder = started.recorder;
        // Video failed and audio took over: the session was opened for another container.
        if (started.video !== current.video) current.live?.abandonStreaming();
        current.video = started.video;
        if (!started.video) setPreview(null);
      } catch (error) {
        current.live?.discard();
        releaseStream(current.stream);
        session.current = null;
        active.current = false;
        setPreview(null);
        setPhase('idle');
        callbacks.current.onStartFailed(startFailureMessage(error));
        return;
      }
      current.startedAt = Date.now();
      setPhase('recording');
      callbacks.current.onStarted?.(current.video);
      ticker.current = window.setInterval(() => {
        current.elapsed = Math.floor((Date.now() - current.startedAt) / 1000);
        setElapsed(current.elapsed);
        if (current.elapsed >= LIVE_AUTO_STOP_SECONDS && !current.stopping) {
          current.stoppedAtMaxTime = true;
          setMaxReached(true);
          callbacks.current.notify(PRACTICE_TOASTS.maxTimeReached);
          stop();
        }
      }, 1_000);
    },
    [drop, finish, onChunk, stop],
  );

  // Hiding the page stops a recording, so it is not lost half-way. Unloading it (a reload,
  // a closed tab) cannot wait for an analysis: what was streamed is kept instead, and a
  // recording that was not streamed is stopped and sent as before.
  usePageLeave({
    onHidden: stop,
    onUnload: () => (session.current?.live ? leave() : stop()),
  });

  // Leaving the screen releases the camera and microphone.
  useEffect(() => leave, [leave]);

  return { phase, countdown, elapsed, maxReached, preview, start, stop, cancel };
}
