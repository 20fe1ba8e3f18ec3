import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateAssignmentRequest, UpdateAssignmentRequest } from '@shared/assignments/schemas';
import { routes } from '@shared/api/contract';
import { toast } from '@client/hooks/use-toast';
import { serverMessage } from '@client/lib/api-error';
import { requestJson } from '@client/lib/request-json';

/*
 * The coach's assignments: one cache entry per API path (R7.4), and every change refreshes
 * them all (the list and each detail, whose keys begin with the list's).
 */
export const COACH_ASSIGNMENTS_QUERY_KEY = routes.listCoachAssignments.queryKey();
export const coachAssignmentQueryKey = (id: string) => routes.getCoachAssignment.queryKey({ id });

export const coachAssignmentsQueryOptions = () =>
  queryOptions({
    queryKey: COACH_ASSIGNMENTS_QUERY_KEY,
    queryFn: () => requestJson(routes.listCoachAssignments),
  });

/** GET /api/coach/assignments: newest first, each client's status. */
export function useCoachAssignments() {
  return useQuery(coachAssignmentsQueryOptions());
}

/** GET /api/coach/assignments/{id}: each client's submissions with their figures. */
export function useCoachAssignment(id: string) {
  return useQuery({
    queryKey: coachAssignmentQueryKey(id),
    queryFn: () => requestJson(routes.getCoachAssignment, { params: { id } }),
  });
}

function useAssignmentMutation<Input>(
  send: (input: Input) => Promise<unknown>,
  messages: { done: string; failed: string },
  onDone?: () => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async () => {
      toast({ title: messages.done });
      onDone?.();
      await queryClient.invalidateQueries({ queryKey: COACH_ASSIGNMENTS_QUERY_KEY });
    },
    onError: (error) =>
      toast({
        title: messages.failed,
        description: serverMessage(error) ?? 'Please try again.',
        variant: 'destructive',
      }),
  });
}

/** POST /api/coach/assignments. */
export function useCreateAssignment(onDone?: () => void) {
  return useAssignmentMutation(
    (input: CreateAssignmentRequest) => requestJson(routes.createAssignment, { body: input }),
    { done: 'Assignment created', failed: 'Could not create the assignment' },
    onDone,
  );
}

/** PATCH /api/coach/assignments/{id}. */
export function useUpdateAssignment(id: string, onDone?: () => void) {
  return useAssignmentMutation(
    (input: UpdateAssignmentRequest) =>
      requestJson(routes.updateAssignment, { params: { id }, body: input }),
    { done: 'Assignment saved', failed: 'Could not save the assignment' },
    onDone,
  );
}

/** POST /api/coach/assignments/{id}/close. */
export function useCloseAssignment(id: string) {
  return useAssignmentMutation(() => requestJson(routes.closeAssignment, { params: { id } }), {
    done: 'Assignment closed',
    failed: 'Could not close the assignment',
  });
}
