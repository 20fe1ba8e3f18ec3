import {
  LIVE_PIECE_CONTENT_TYPE,
  createLiveSessionSchema,
  finishLiveSessionBodySchema,
  livePieceParamsSchema,
  livePieceReplySchema,
  liveSessionParamsSchema,
  liveSessionSchema,
  openLiveSessionReplySchema,
} from '../../recordings/live-schemas';
import {
  RESUMABLE_UPLOADS_PATH,
  asyncJobReplySchema,
  jobIdParamsSchema,
  jobStatusSchema,
  recordingSchema,
  transcribeUploadedRequestSchema,
  uploadIdParamsSchema,
} from '../../recordings/schemas';
import { defineCachedRoute, defineRoute } from '../route';

/**
 * A recording's assignment (product rules R11.3): closed or past due, audio when video is
 * required, or no attempts left; one not the person's is NOT_FOUND.
 */
const ASSIGNMENT_REFUSALS = ['ASSIGNMENT_CLOSED', 'VIDEO_REQUIRED', 'ATTEMPTS_EXHAUSTED'] as const;

/** Resumable uploads (tus 1.0.0): their bodies and answers are the protocol's, not JSON. */
const UPLOAD_PATH = `${RESUMABLE_UPLOADS_PATH}/:uploadId` as const;
const UPLOAD_CHUNK_CONTENT_TYPE = 'application/offset+octet-stream';

/** How a recording reaches the server: a form or an upload, or live in pieces; long ones as jobs. */
export const CAPTURE_ROUTES = {
  /** A multipart form with the file in `audio`, or JSON naming a finished resumable upload. */
  transcribe: defineRoute({
    method: 'POST',
    path: '/api/transcribe',
    consumes: ['multipart/form-data', 'application/json'],
    // JSON only: the server reads a multipart body itself, which leaves `body` null.
    body: transcribeUploadedRequestSchema.nullish(),
    response: recordingSchema,
    accepted: asyncJobReplySchema,
    codes: [
      'UNAUTHENTICATED',
      'PRACTICE_LIMIT_REACHED',
      'VALIDATION_FAILED',
      'BAD_REQUEST',
      'UNSUPPORTED_MEDIA_TYPE',
      'PAYLOAD_TOO_LARGE',
      'RECORDING_TOO_LONG',
      'RECORDING_TOO_SHORT',
      'NO_SPEECH_DETECTED',
      'NOT_FOUND',
      'UPLOAD_INCOMPLETE',
      'UPLOAD_BEING_ANALYZED',
      ...ASSIGNMENT_REFUSALS,
    ],
  }),
  getJob: defineCachedRoute({
    method: 'GET',
    path: '/api/jobs/:jobId',
    params: jobIdParamsSchema,
    response: jobStatusSchema,
    codes: ['UNAUTHENTICATED', 'NOT_FOUND'],
  }),

  createLiveSession: defineRoute({
    method: 'POST',
    path: '/api/live-sessions',
    body: createLiveSessionSchema,
    status: 201,
    response: liveSessionSchema,
    codes: [
      'UNAUTHENTICATED',
      'LIVE_SESSION_OPEN',
      'PRACTICE_LIMIT_REACHED',
      'NOT_FOUND',
      ...ASSIGNMENT_REFUSALS,
    ],
  }),
  getOpenLiveSession: defineCachedRoute({
    method: 'GET',
    path: '/api/live-sessions/open',
    response: openLiveSessionReplySchema,
    codes: ['UNAUTHENTICATED'],
  }),
  putLivePiece: defineRoute({
    method: 'PUT',
    path: '/api/live-sessions/:id/pieces/:seq',
    params: livePieceParamsSchema,
    consumes: [LIVE_PIECE_CONTENT_TYPE],
    response: livePieceReplySchema,
    codes: [
      'UNAUTHENTICATED',
      'NOT_FOUND',
      'LIVE_SESSION_CLOSED',
      'PIECE_OUT_OF_ORDER',
      'PIECE_ALREADY_RECEIVED',
      'INVALID_PIECE',
      'PIECE_TOO_LARGE',
      'PAYLOAD_TOO_LARGE',
      'RECORDING_TOO_LONG',
    ],
  }),
  finishLiveSession: defineRoute({
    method: 'POST',
    path: '/api/live-sessions/:id/finish',
    params: liveSessionParamsSchema,
    body: finishLiveSessionBodySchema,
    response: recordingSchema,
    accepted: asyncJobReplySchema,
    codes: [
      'UNAUTHENTICATED',
      'NOT_FOUND',
      'LIVE_SESSION_CLOSED',
      'RECORDING_TOO_SHORT',
      'NO_SPEECH_DETECTED',
      'BAD_REQUEST',
    ],
  }),
  discardLiveSession: defineRoute({
    method: 'DELETE',
    path: '/api/live-sessions/:id',
    params: liveSessionParamsSchema,
    status: 204,
    codes: ['UNAUTHENTICATED', 'NOT_FOUND', 'LIVE_SESSION_CLOSED'],
  }),

  createUpload: defineRoute({
    method: 'POST',
    path: RESUMABLE_UPLOADS_PATH,
    status: 201,
    codes: [
      'UNAUTHENTICATED',
      'PRACTICE_LIMIT_REACHED',
      'UPLOAD_QUOTA_EXCEEDED',
      'TUS_VERSION_UNSUPPORTED',
    ],
  }),
  describeUploads: defineRoute({
    method: 'OPTIONS',
    path: RESUMABLE_UPLOADS_PATH,
    status: 204,
    codes: ['UNSUPPORTED_MEDIA_TYPE'],
  }),
  getUploadOffset: defineRoute({
    method: 'HEAD',
    path: UPLOAD_PATH,
    params: uploadIdParamsSchema,
    codes: ['UNAUTHENTICATED', 'NOT_FOUND', 'UPLOAD_EXPIRED', 'TUS_VERSION_UNSUPPORTED'],
  }),
  appendUpload: defineRoute({
    method: 'PATCH',
    path: UPLOAD_PATH,
    params: uploadIdParamsSchema,
    consumes: [UPLOAD_CHUNK_CONTENT_TYPE],
    status: 204,
    codes: [
      'UNAUTHENTICATED',
      'NOT_FOUND',
      'UPLOAD_EXPIRED',
      'UPLOAD_OFFSET_MISMATCH',
      'TUS_VERSION_UNSUPPORTED',
    ],
  }),
  cancelUpload: defineRoute({
    method: 'DELETE',
    path: UPLOAD_PATH,
    params: uploadIdParamsSchema,
    status: 204,
    codes: ['UNAUTHENTICATED', 'NOT_FOUND', 'TUS_VERSION_UNSUPPORTED'],
  }),
};
