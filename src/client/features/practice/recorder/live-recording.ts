import type { LiveStream } from '../live/live-stream';
import type { Capture } from './media-capture';
import { liveDurationSeconds } from './recorder-rules';

/*
 * What a live recording is while it is made, and what the recorder hands over at Stop.
 */

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
  /** Where the pieces were streamed to, or null when streaming could not begin. */
  stream: LiveStream | null;
};

export type StartOptions = {
  video: boolean;
  practicePrompt: string | null;
  /** The coach's assignment the recording is submitted for (product rules R11.2). */
  assignmentId?: string | null;
};

/** What the recorder holds while it records. */
export type RecorderSession = {
  recorder: MediaRecorder | null;
  stream: MediaStream;
  live: LiveStream | null;
  video: boolean;
  chunks: Blob[];
  bytes: number;
  warned: boolean;
  startedAt: number;
  elapsed: number;
  stopping: boolean;
  stoppedAtMaxTime: boolean;
};

export function newSession(capture: Capture): RecorderSession {
  return {
    recorder: null,
    stream: capture.stream,
    live: null,
    video: capture.video,
    chunks: [],
    bytes: 0,
    warned: false,
    startedAt: Date.now(),
    elapsed: 0,
    stopping: false,
    stoppedAtMaxTime: false,
  };
}

/** The finished recording: its pieces as one file, its length, and where it streamed to. */
export function handOver(current: RecorderSession): LiveRecording {
  const mimeType = current.recorder?.mimeType || (current.video ? 'video/webm' : 'audio/webm');
  const measured = (Date.now() - current.startedAt) / 1000;
  return {
    blob: new Blob(current.chunks, { type: mimeType }),
    chunkCount: current.chunks.length,
    durationSeconds: liveDurationSeconds(measured, current.elapsed),
    video: current.video,
    mimeType,
    stoppedAtMaxTime: current.stoppedAtMaxTime,
    stream: current.live,
  };
}
