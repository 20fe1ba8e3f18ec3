import { finishLiveSession } from '../api/finish-live-session';
import {
  liveBodyLanguage,
  transcribe,
  type SendRecording,
  type TranscribeInput,
} from '../api/transcribe';
import type { LiveStream } from './live-stream';

/**
 * Sends a stopped live recording: once its last pieces have reached the server, the session
 * is finished there (with a video's body-language samples); a recording that could not
 * stream is uploaded whole to POST /api/transcribe, as `upload` describes it. Either way
 * the answer is transcribe's, so the analysis that follows is the same.
 */
export function sendLiveRecording(stream: LiveStream, upload: TranscribeInput): SendRecording {
  return async (hooks) => {
    const completion = await stream.complete(hooks.onUploadProgress);
    if (completion.route === 'upload-whole') return transcribe(upload, hooks);
    hooks.onUploadProgress?.(100);
    hooks.onUploaded?.();
    return finishLiveSession(completion.sessionId, { bodyLanguage: liveBodyLanguage(upload) });
  };
}

/** Finishes a session left unfinished by a reload or a dropped connection. */
export function finishUnfinished(sessionId: string): SendRecording {
  return async (hooks) => {
    hooks.onUploaded?.();
    return finishLiveSession(sessionId, {});
  };
}
