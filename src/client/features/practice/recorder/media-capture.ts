import {
  CAPTURE_AUDIO,
  CAPTURE_VIDEO,
  RECORDER_AUDIO_BITRATE,
  RECORDER_VIDEO_BITRATE,
} from '@shared/recordings/limits';
import { PRACTICE_MESSAGES } from '@shared/recordings/messages';
import { PRACTICE_TOASTS } from '../practice-notices';
import { RecorderStartError, pickRecorderMimeType } from './recorder-rules';

/*
 * Opening the microphone (and camera) and creating the MediaRecorder. No microphone is
 * an error; a camera or video codec that fails falls back to audio only, with a toast
 * each time (product rules R4.30, R4.31).
 */

export type Notice = { title: string; description: string };
export type Notify = (notice: Notice) => void;

export type Capture = { stream: MediaStream; video: boolean };

function recorderSupportsType(type: string): boolean {
  return typeof MediaRecorder.isTypeSupported === 'function'
    ? MediaRecorder.isTypeSupported(type)
    : false;
}

/** The container the recorder will be asked for, or undefined when the browser picks. */
export function recorderTypeFor(video: boolean): string | undefined {
  return pickRecorderMimeType(video, recorderSupportsType);
}

/** Stops every track, so the browser's camera and microphone indicators go out. */
export function releaseStream(stream: MediaStream | null | undefined): void {
  stream?.getTracks().forEach((track) => track.stop());
}

function dropVideo(stream: MediaStream): void {
  stream.getVideoTracks().forEach((track) => {
    track.stop();
    stream.removeTrack(track);
  });
}

/** Throws RecorderStartError when this browser cannot record at all. */
export function assertRecordingSupported(): void {
  if (typeof navigator === 'undefined' || !navigator.mediaDevices?.getUserMedia) {
    throw new RecorderStartError(PRACTICE_MESSAGES.mediaUnsupported);
  }
  if (typeof MediaRecorder === 'undefined') {
    throw new RecorderStartError(PRACTICE_MESSAGES.recorderUnsupported);
  }
}

/** Opens the microphone, and the camera when asked and available. */
export async function openCapture(wantVideo: boolean, notify: Notify): Promise<Capture> {
  assertRecordingSupported();
  const media = navigator.mediaDevices;
  let video = wantVideo;
  if (video && !pickRecorderMimeType(true, recorderSupportsType)) {
    notify(PRACTICE_TOASTS.videoUnsupported);
    video = false;
  }
  if (video) {
    try {
      const stream = await media.getUserMedia({ audio: CAPTURE_AUDIO, video: CAPTURE_VIDEO });
      return { stream, video: true };
    } catch {
      // The microphone alone may still work; if it does not, that error is the one shown.
      const stream = await media.getUserMedia({ audio: CAPTURE_AUDIO });
      notify(PRACTICE_TOASTS.cameraUnavailable);
      return { stream, video: false };
    }
  }
  const stream = await media.getUserMedia({ audio: CAPTURE_AUDIO });
  return { stream, video: false };
}

function buildRecorder(stream: MediaStream, video: boolean): MediaRecorder {
  const mimeType = recorderTypeFor(video);
  return new MediaRecorder(stream, {
    ...(mimeType ? { mimeType } : {}),
    audioBitsPerSecond: RECORDER_AUDIO_BITRATE,
    ...(video ? { videoBitsPerSecond: RECORDER_VIDEO_BITRATE } : {}),
  });
}

export type StartedRecorder = { recorder: MediaRecorder; video: boolean };

/**
 * Creates the recorder and starts it with `timesliceMs`. A video recorder that fails
 * is replaced by an audio one on the same stream, its camera released.
 */
export function startRecorder(
  capture: Capture,
  timesliceMs: number,
  notify: Notify,
  wire: (recorder: MediaRecorder) => void,
): StartedRecorder {
  if (capture.video) {
    try {
      const recorder = buildRecorder(capture.stream, true);
      wire(recorder);
      recorder.start(timesliceMs);
      return { recorder, video: true };
    } catch {
      notify(PRACTICE_TOASTS.videoFailed);
      dropVideo(capture.stream);
    }
  }
  try {
    const recorder = buildRecorder(capture.stream, false);
    wire(recorder);
    recorder.start(timesliceMs);
    return { recorder, video: false };
  } catch (error) {
    const detail = error instanceof Error && error.message ? ` ${error.message}` : '';
    throw new RecorderStartError(
      `The recorder could not start.${detail} ${PRACTICE_MESSAGES.permissionSuffix}`,
    );
  }
}
