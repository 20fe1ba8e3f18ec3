import { goalSessionRequestSchema, type GoalSessionRequest } from '@shared/goals/schemas';
import { routes } from '@shared/api/contract';
import { requestJson } from '@client/lib/request-json';

/**
 * POST /api/goals/{goalId}/session: counts a recording toward a goal. The server measures
 * the recording itself and counts each recording once, so sending it again is harmless.
 */
export function recordGoalSession(goalId: string, body: GoalSessionRequest) {
  return requestJson(routes.recordGoalSession, {
    params: { id: goalId },
    body: goalSessionRequestSchema.parse(body),
  });
}
