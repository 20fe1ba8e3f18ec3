import {
  assignmentIdParamsSchema,
  clientAssignmentListSchema,
  coachAssignmentDetailSchema,
  coachAssignmentListSchema,
  coachAssignmentSchema,
  createAssignmentRequestSchema,
  updateAssignmentRequestSchema,
} from '../../assignments/schemas';
import { messageResponseSchema } from '../../auth/schemas';
import {
  clientIdParamsSchema,
  clientRecordingParamsSchema,
  clientRecordingsResponseSchema,
  clientResultListSchema,
  coachClientListSchema,
  coachSwitchResponseSchema,
  createClientRequestSchema,
  createClientResponseSchema,
} from '../../coach/schemas';
import { crutchPhrasesSchema } from '../../progress/crutch-phrases';
import { recordingSchema } from '../../recordings/schemas';
import { pageQuerySchema } from '../page';
import { defineCachedRoute, defineRoute } from '../route';

/** Every coach route: a guest is asked to sign in, anyone but a coach is refused. */
const COACH_ONLY = ['UNAUTHENTICATED', 'FORBIDDEN'] as const;

/** A coach's clients, their results and recordings, the mode switch, and assignments. */
export const COACH_ROUTES = {
  listCoachClients: defineCachedRoute({
    method: 'GET',
    path: '/api/coach/clients',
    response: coachClientListSchema,
    codes: COACH_ONLY,
  }),
  listClientResults: defineCachedRoute({
    method: 'GET',
    path: '/api/coach/client-results',
    response: clientResultListSchema,
    codes: COACH_ONLY,
  }),
  getClientRecordings: defineCachedRoute({
    method: 'GET',
    path: '/api/coach/clients/:id/recordings',
    params: clientIdParamsSchema,
    query: pageQuerySchema,
    response: clientRecordingsResponseSchema,
    codes: [...COACH_ONLY, 'NOT_FOUND', 'VALIDATION_FAILED'],
  }),
  getClientRecording: defineCachedRoute({
    method: 'GET',
    path: '/api/coach/clients/:id/recordings/:recordingId',
    params: clientRecordingParamsSchema,
    response: recordingSchema,
    codes: [...COACH_ONLY, 'NOT_FOUND'],
  }),
  getClientCrutchPhrases: defineCachedRoute({
    method: 'GET',
    path: '/api/coach/clients/:id/crutch-phrases',
    params: clientIdParamsSchema,
    response: crutchPhrasesSchema,
    codes: [...COACH_ONLY, 'NOT_FOUND'],
  }),
  createClient: defineRoute({
    method: 'POST',
    path: '/api/coach/create-client',
    body: createClientRequestSchema,
    response: createClientResponseSchema,
    codes: [...COACH_ONLY, 'CONFLICT'],
  }),
  deleteClient: defineRoute({
    method: 'DELETE',
    path: '/api/coach/clients/:id',
    params: clientIdParamsSchema,
    response: messageResponseSchema,
    codes: [...COACH_ONLY, 'NOT_FOUND'],
  }),
  switchToPremium: defineRoute({
    method: 'POST',
    path: '/api/coach/switch-to-premium',
    response: coachSwitchResponseSchema,
    codes: [...COACH_ONLY, 'CONFLICT'],
  }),
  switchBack: defineRoute({
    method: 'POST',
    path: '/api/coach/switch-back',
    response: coachSwitchResponseSchema,
    codes: [...COACH_ONLY, 'CONFLICT'],
  }),

  createAssignment: defineRoute({
    method: 'POST',
    path: '/api/coach/assignments',
    body: createAssignmentRequestSchema,
    status: 201,
    response: coachAssignmentSchema,
    codes: [...COACH_ONLY, 'VALIDATION_FAILED', 'NOT_FOUND'],
  }),
  listCoachAssignments: defineCachedRoute({
    method: 'GET',
    path: '/api/coach/assignments',
    response: coachAssignmentListSchema,
    codes: COACH_ONLY,
  }),
  getCoachAssignment: defineCachedRoute({
    method: 'GET',
    path: '/api/coach/assignments/:id',
    params: assignmentIdParamsSchema,
    response: coachAssignmentDetailSchema,
    codes: [...COACH_ONLY, 'NOT_FOUND'],
  }),
  updateAssignment: defineRoute({
    method: 'PATCH',
    path: '/api/coach/assignments/:id',
    params: assignmentIdParamsSchema,
    body: updateAssignmentRequestSchema,
    response: coachAssignmentSchema,
    codes: [...COACH_ONLY, 'VALIDATION_FAILED', 'NOT_FOUND', 'ASSIGNMENT_CLOSED'],
  }),
  closeAssignment: defineRoute({
    method: 'POST',
    path: '/api/coach/assignments/:id/close',
    params: assignmentIdParamsSchema,
    response: coachAssignmentSchema,
    codes: [...COACH_ONLY, 'NOT_FOUND'],
  }),
  /** The signed-in person's open assignments from their coach. */
  listClientAssignments: defineCachedRoute({
    method: 'GET',
    path: '/api/assignments',
    response: clientAssignmentListSchema,
    codes: ['UNAUTHENTICATED'],
  }),
};
