import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  selectGoalRequestSchema,
  selectGoalResponseSchema,
  type Goal,
} from '@shared/goals/schemas';
import { requestJson } from '@client/lib/request-json';

/** POST /api/goals/select with the practice context (practice spec §5). */
export async function selectGoal(templateId: string): Promise<Goal> {
  const body = selectGoalRequestSchema.parse({ templateId, category: 'practice' });
  const { goal } = await requestJson('POST', '/api/goals/select', selectGoalResponseSchema, body);
  return goal;
}

export function useSelectGoal(options: {
  onSuccess: (goal: Goal) => void;
  onError: (error: unknown) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: selectGoal,
    onSuccess: (goal) => {
      // Anything that shows goals reads them again.
      void queryClient.invalidateQueries({
        predicate: (query) => String(query.queryKey[0]).startsWith('/api/goals'),
      });
      options.onSuccess(goal);
    },
    onError: options.onError,
  });
}
