import {
  goalSessionRequestSchema,
  goalSessionResponseSchema,
  type GoalSessionRequest,
} from '@shared/goals/schemas';
import { requestJson } from '@client/lib/request-json';

/**
 * POST /api/goals/{goalId}/session: counts a recording toward a goal. The server measures
 * the recording itself and counts each recording once, so sending it again is harmless.
 */
export function recordGoalSession(goalId: string, body: GoalSessionRequest) {
  return requestJson(
    'POST',
    `/api/goals/${encodeURIComponent(goalId)}/session`,
    goalSessionResponseSchema,
    goalSessionRequestSchema.parse(body),
  );
}
