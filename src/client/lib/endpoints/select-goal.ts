import { useMutation, useQueryClient } from '@tanstack/react-query';
import { selectGoalRequestSchema, type Goal } from '@shared/goals/schemas';
import { routes } from '@shared/api/contract';
import { toast } from '@client/hooks/use-toast';
import { hasStatus } from '@client/lib/api-error';
import { requestJson } from '@client/lib/request-json';
import { invalidateGoals } from './query-keys';

/** The goal toasts (product rules R8.15), the same wherever a goal is chosen. */
export const GOAL_TOASTS = {
  selectedTitle: 'Goal Selected!',
  signInRequiredTitle: 'Sign In Required',
  signInRequired: 'Please sign in to set and track your speaking goals.',
  failedTitle: 'Failed to Select Goal',
  failed: 'Please try again or contact support if the issue persists.',
} as const;

/** POST /api/goals/select with the practice context (product rules R5.17). */
export async function selectGoal(templateId: string): Promise<Goal> {
  const body = selectGoalRequestSchema.parse({ templateId, category: 'practice' });
  const { goal } = await requestJson(routes.selectGoal, { body });
  return goal;
}

export function toastGoalSelectionFailed(error: unknown) {
  toast(
    hasStatus(error, 401)
      ? {
          title: GOAL_TOASTS.signInRequiredTitle,
          description: GOAL_TOASTS.signInRequired,
          variant: 'destructive',
        }
      : { title: GOAL_TOASTS.failedTitle, description: GOAL_TOASTS.failed, variant: 'destructive' },
  );
}

/**
 * Chooses a goal, refreshes every goal query and toasts the outcome: 'Goal Selected!' with
 * the goal's title, or why it failed. `onSelected` runs after the success toast.
 */
export function useSelectGoal({ onSelected }: { onSelected?: (goal: Goal) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: selectGoal,
    onSuccess: (goal) => {
      void invalidateGoals(queryClient);
      toast({ title: GOAL_TOASTS.selectedTitle, description: goal.title });
      onSelected?.(goal);
    },
    onError: toastGoalSelectionFailed,
  });
}
