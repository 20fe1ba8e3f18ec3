import { useCallback, useEffect, useRef, useState } from 'react';
import {
  LIVE_AUTO_STOP_SECONDS,
  LIVE_VIDEO_MAX_BYTES,
  LIVE_VIDEO_WARN_BYTES,
  RECORDER_CHUNK_MS,
  megabytes,
} from '@shared/recordings/limits';
import { PRACTICE_TOASTS } from '../practice-notices';
import { openCapture, releaseStream, startRecorder, type Notify } from './media-capture';
import {
  COUNTDOWN_FROM,
  COUNTDOWN_STEP_MS,
  VIDEO_WARMUP_MS,
  liveCapBytes,
  liveDurationSeconds,
  sizeCapAction,
  startFailureMessage,
} from './recorder-rules';

export type LivePhase = 'idle' | 'preparing' | 'countdown' | 'recording' | 'stopping';

export type LiveRecording = {
  blob: Blob;
  chunkCount: number;
  /** Seconds to send: the larger of measured and timer, at least 1. */
  durationSeconds: number;
  video: boolean;
  mimeType: string;
  /** The recorder stopped itself at LIVE_AUTO_STOP_SECONDS. */
  stoppedAtMaxTime: boolean;
};

type Options = {
  onRecorded: (recording: LiveRecording) => void;
  onStartFailed: (message: string) => void;
  notify: Notify;
  /** The recorder is running (after the countdown); `video` says whether it records video. */
  onStarted?: (video: boolean) => void;
};

type Session = {
  recorder: MediaRecorder | null;
  stream: MediaStream;
  video: boolean;
  chunks: Blob[];
  bytes: number;
  warned: boolean;
  startedAt: number;
  elapsed: number;
  stopping: boolean;
  stoppedAtMaxTime: boolean;
};

const sleep = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

/**
 * The live recorder (practice spec §4): opens the microphone (and camera), counts down
 * 3-2-1, records in 5 s chunks with a timer, stops at 180 s or at the size cap, and hands
 * the finished recording over. The camera and microphone are released on stop, on
 * cancel and on unmount; hiding or leaving the page stops a recording.
 */
export function useLiveRecording({ onRecorded, onStartFailed, notify, onStarted }: Options) {
  const [phase, setPhase] = useState<LivePhase>('idle');
  const [countdown, setCountdown] = useState<number | null>(null);
  const [elapsed, setElapsed] = useState(0);
  const [maxReached, setMaxReached] = useState(false);
  const [preview, setPreview] = useState<MediaStream | null>(null);

  const session = useRef<Session | null>(null);
  const generation = useRef(0);
  /** True from start until the recording is handed over, cancelled or fails to start. */
  const active = useRef(false);
  const ticker = useRef<number | null>(null);
  const callbacks = useRef({ onRecorded, onStartFailed, notify, onStarted });
  useEffect(() => {
    callbacks.current = { onRecorded, onStartFailed, notify, onStarted };
  });

  const stopTicker = () => {
    if (ticker.current !== null) window.clearInterval(ticker.current);
    ticker.current = null;
  };

  const finish = useCallback((current: Session) => {
    stopTicker();
    releaseStream(current.stream);
    session.current = null;
    active.current = false;
    setPreview(null);
    setPhase('idle');
    const mimeType = current.recorder?.mimeType || (current.video ? 'video/webm' : 'audio/webm');
    const measured = (Date.now() - current.startedAt) / 1000;
    callbacks.current.onRecorded({
      blob: new Blob(current.chunks, { type: mimeType }),
      chunkCount: current.chunks.length,
      durationSeconds: liveDurationSeconds(measured, current.elapsed),
      video: current.video,
      mimeType,
      stoppedAtMaxTime: current.stoppedAtMaxTime,
    });
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

  /** Drops whatever is under way without sending it, and releases the devices. */
  const cancel = useCallback(() => {
    generation.current += 1;
    active.current = false;
    stopTicker();
    const current = session.current;
    session.current = null;
    if (current) {
      current.stopping = true;
      if (current.recorder && current.recorder.state !== 'inactive') {
        current.recorder.onstop = null;
        current.recorder.ondataavailable = null;
        current.recorder.stop();
      }
      releaseStream(current.stream);
    }
    setPreview(null);
    setCountdown(null);
    setElapsed(0);
    setMaxReached(false);
    setPhase('idle');
  }, []);

  const onChunk = useCallback(
    (current: Session, data: Blob) => {
      if (data.size === 0) return;
      current.chunks.push(data);
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
    async (wantVideo: boolean) => {
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
      const current: Session = {
        recorder: null,
        stream: capture.stream,
        video: capture.video,
        chunks: [],
        bytes: 0,
        warned: false,
        startedAt: Date.now(),
        elapsed: 0,
        stopping: false,
        stoppedAtMaxTime: false,
      };
      session.current = current;
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
        current.video = started.video;
        if (!started.video) setPreview(null);
      } catch (error) {
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
    [finish, onChunk, stop],
  );

  // Hiding or leaving the page stops a recording, so it is not lost half-way.
  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === 'hidden') stop();
    };
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', stop);
    window.addEventListener('beforeunload', stop);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', stop);
      window.removeEventListener('beforeunload', stop);
    };
  }, [stop]);

  // Leaving the screen releases the camera and microphone.
  useEffect(() => cancel, [cancel]);

  return { phase, countdown, elapsed, maxReached, preview, start, stop, cancel };
}
