import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fillerExceptionListSchema } from '@shared/recordings/filler-exceptions';
import { apiRequest } from '@client/lib/api';
import { requestJson } from '@client/lib/request-json';

export const FILLER_EXCEPTIONS_QUERY_KEY = ['/api/user/filler-exceptions'] as const;

/** GET /api/user/filler-exceptions (issue 25). */
export function useFillerExceptions() {
  return useQuery({
    queryKey: FILLER_EXCEPTIONS_QUERY_KEY,
    queryFn: () => requestJson('GET', '/api/user/filler-exceptions', fillerExceptionListSchema),
  });
}

/** DELETE one rule (`id`) or all of them (no id); the list is fetched again. */
export function useRemoveFillerExceptions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id?: string) => {
      await apiRequest(
        'DELETE',
        id
          ? `/api/user/filler-exceptions/${encodeURIComponent(id)}`
          : '/api/user/filler-exceptions',
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: FILLER_EXCEPTIONS_QUERY_KEY }),
  });
}
