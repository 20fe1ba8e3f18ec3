import {
  commentParamsSchema,
  createCommentRequestSchema,
  recordingCommentListSchema,
  recordingCommentSchema,
} from '../../recordings/comment-schemas';
import {
  fillerExceptionIdParamsSchema,
  fillerExceptionListSchema,
} from '../../recordings/filler-exceptions';
import {
  fillerParamsSchema,
  practiceLimitSchema,
  recordingIdParamsSchema,
  recordingListSchema,
  recordingSchema,
  selectSpeakerRequestSchema,
} from '../../recordings/schemas';
import { pageQuerySchema } from '../page';
import { defineCachedRoute, defineRoute } from '../route';

const OWN_RECORDING = ['UNAUTHENTICATED', 'NOT_FOUND'] as const;

/** The person's recordings: the list, one with its analysis, its media, fillers and comments. */
export const RECORDING_ROUTES = {
  getPracticeLimit: defineCachedRoute({
    method: 'GET',
    path: '/api/user/practice-limit',
    response: practiceLimitSchema,
    codes: ['UNAUTHENTICATED'],
  }),
  listRecordings: defineCachedRoute({
    method: 'GET',
    path: '/api/recordings',
    query: pageQuerySchema,
    response: recordingListSchema,
    codes: ['UNAUTHENTICATED', 'VALIDATION_FAILED'],
  }),
  getRecording: defineCachedRoute({
    method: 'GET',
    path: '/api/recordings/:id',
    params: recordingIdParamsSchema,
    response: recordingSchema,
    codes: OWN_RECORDING,
  }),
  deleteRecording: defineRoute({
    method: 'DELETE',
    path: '/api/recordings/:id',
    params: recordingIdParamsSchema,
    status: 204,
    codes: OWN_RECORDING,
  }),
  selectSpeaker: defineRoute({
    method: 'POST',
    path: '/api/recordings/:id/select-speaker',
    params: recordingIdParamsSchema,
    body: selectSpeakerRequestSchema,
    response: recordingSchema,
    codes: [...OWN_RECORDING, 'CONFLICT'],
  }),
  /** The audio or video itself, with byte ranges (200 whole, 206 a range). */
  getRecordingMedia: defineRoute({
    method: 'GET',
    path: '/api/recordings/:id/media',
    params: recordingIdParamsSchema,
    codes: [...OWN_RECORDING, 'RANGE_NOT_SATISFIABLE'],
  }),

  dismissFiller: defineRoute({
    method: 'POST',
    path: '/api/recordings/:id/fillers/:index/dismiss',
    params: fillerParamsSchema,
    response: recordingSchema,
    codes: OWN_RECORDING,
  }),
  restoreFiller: defineRoute({
    method: 'DELETE',
    path: '/api/recordings/:id/fillers/:index/dismiss',
    params: fillerParamsSchema,
    response: recordingSchema,
    codes: OWN_RECORDING,
  }),
  listFillerExceptions: defineCachedRoute({
    method: 'GET',
    path: '/api/user/filler-exceptions',
    response: fillerExceptionListSchema,
    codes: ['UNAUTHENTICATED'],
  }),
  removeFillerException: defineRoute({
    method: 'DELETE',
    path: '/api/user/filler-exceptions/:id',
    params: fillerExceptionIdParamsSchema,
    status: 204,
    codes: ['UNAUTHENTICATED', 'NOT_FOUND'],
  }),
  clearFillerExceptions: defineRoute({
    method: 'DELETE',
    path: '/api/user/filler-exceptions',
    status: 204,
    codes: ['UNAUTHENTICATED'],
  }),

  listRecordingComments: defineCachedRoute({
    method: 'GET',
    path: '/api/recordings/:id/comments',
    params: recordingIdParamsSchema,
    response: recordingCommentListSchema,
    codes: OWN_RECORDING,
  }),
  createRecordingComment: defineRoute({
    method: 'POST',
    path: '/api/recordings/:id/comments',
    params: recordingIdParamsSchema,
    body: createCommentRequestSchema,
    status: 201,
    response: recordingCommentSchema,
    codes: [...OWN_RECORDING, 'VALIDATION_FAILED'],
  }),
  deleteRecordingComment: defineRoute({
    method: 'DELETE',
    path: '/api/recordings/:id/comments/:commentId',
    params: commentParamsSchema,
    status: 204,
    codes: [...OWN_RECORDING, 'FORBIDDEN'],
  }),
};
