import { routes } from '@shared/api/contract';
import { BODY_LANGUAGE_FIELD, type BodyLanguageSamples } from '@shared/body-language/observation';
import {
  TRANSCRIBE_FILE_FIELD,
  type AsyncJobReply,
  type Recording,
  type TranscribeUploadedRequest,
} from '@shared/recordings/schemas';
import { LONG_REQUEST_TIMEOUT_MS } from '@shared/client-config/request';
import { apiRequest } from '@client/lib/api';
import { uploadForm, type UploadOptions } from '@client/lib/upload-request';

export type TranscribeInput = {
  file: Blob;
  fileName: string;
  recordingMode: 'live' | 'upload';
  /** Seconds; for live recordings the larger of measured and timer, at least 1. */
  durationSeconds?: number | null;
  practicePrompt?: string | null;
  /** The coach's assignment this recording is submitted for (product rules R11.2). */
  assignmentId?: string | null;
  /** Where to send word that a long analysis is done, when the person asked for it. */
  notificationEmail?: string | null;
  /** A live video's body-language samples, taken while it recorded. */
  bodyLanguage?: BodyLanguageSamples | null;
};

/** The analysis, done in the request, or a job to poll (a long recording). */
export type TranscribeReply =
  { kind: 'recording'; recording: Recording } | { kind: 'job'; job: AsyncJobReply };

/**
 * Sends a recording and answers as POST /api/transcribe does: an upload, or the finish of
 * a live session. It reports its progress through the upload hooks.
 */
export type SendRecording = (hooks: UploadOptions) => Promise<TranscribeReply>;

/** A live video's samples, when it has any; the server analyses any other video itself. */
export function liveBodyLanguage(input: TranscribeInput): BodyLanguageSamples | undefined {
  const liveVideo = input.recordingMode === 'live' && input.file.type.startsWith('video/');
  return liveVideo && input.bodyLanguage && input.bodyLanguage.frames.length > 0
    ? input.bodyLanguage
    : undefined;
}

/**
 * The multipart form of POST /api/transcribe (product rules R3.23). The text fields come
 * before the file, so the server has read them by the time the file streams in.
 */
export function buildTranscribeForm(input: TranscribeInput): FormData {
  const form = new FormData();
  if (input.durationSeconds) form.append('duration', String(input.durationSeconds));
  form.append('speakingType', 'practice');
  form.append('recordingMode', input.recordingMode);
  const prompt = input.practicePrompt?.trim();
  if (prompt) form.append('practicePrompt', prompt);
  if (input.assignmentId) form.append('assignmentId', input.assignmentId);
  if (input.notificationEmail) {
    form.append('notification_email', input.notificationEmail);
    form.append('send_notification', 'true');
  }
  const samples = liveBodyLanguage(input);
  if (samples) form.append(BODY_LANGUAGE_FIELD, JSON.stringify(samples));
  form.append(TRANSCRIBE_FILE_FIELD, input.file, input.fileName);
  return form;
}

export function parseTranscribeReply(status: number, body: unknown): TranscribeReply {
  if (status === 202) return { kind: 'job', job: routes.transcribe.accepted.parse(body) };
  return { kind: 'recording', recording: routes.transcribe.response.parse(body) };
}

/** POST /api/transcribe: sends the recording and reports upload progress. */
export async function transcribe(
  input: TranscribeInput,
  options: UploadOptions = {},
): Promise<TranscribeReply> {
  const reply = await uploadForm(routes.transcribe, buildTranscribeForm(input), {
    timeoutMs: LONG_REQUEST_TIMEOUT_MS,
    ...options,
  });
  return parseTranscribeReply(reply.status, reply.body);
}

/** Body-language samples come only with a live video, never with an uploaded file. */
export type UploadedFileRequest = Omit<TranscribeUploadedRequest, 'bodyLanguage'>;

/**
 * The JSON form of POST /api/transcribe, for a file the resumable upload has already sent
 * (decisions 143 and 150): the multipart form's text fields, with the upload's id in place of
 * the file.
 */
export function transcribeUploadedRequest(
  input: Pick<
    TranscribeInput,
    'durationSeconds' | 'practicePrompt' | 'notificationEmail' | 'assignmentId'
  >,
  uploadId: string,
): UploadedFileRequest {
  const prompt = input.practicePrompt?.trim();
  return {
    uploadId,
    speakingType: 'practice',
    recordingMode: 'upload',
    ...(input.durationSeconds ? { duration: input.durationSeconds } : {}),
    ...(prompt ? { practicePrompt: prompt } : {}),
    ...(input.assignmentId ? { assignmentId: input.assignmentId } : {}),
    ...(input.notificationEmail
      ? { notification_email: input.notificationEmail, send_notification: true }
      : {}),
  };
}

/** POST /api/transcribe as JSON: analyses a finished resumable upload, answered as the form is. */
export async function transcribeUploaded(request: UploadedFileRequest): Promise<TranscribeReply> {
  const response = await apiRequest(
    routes.transcribe,
    // No samples: the schema names the field, and JSON leaves an undefined one out.
    { body: { ...request, bodyLanguage: undefined } },
    { timeoutMs: LONG_REQUEST_TIMEOUT_MS },
  );
  return parseTranscribeReply(response.status, await response.json());
}
