import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { routes } from '@shared/api/contract';
import { apiRequest } from '@client/lib/api';
import { requestJson } from '@client/lib/request-json';

export const FILLER_EXCEPTIONS_QUERY_KEY = routes.listFillerExceptions.queryKey();

/** GET /api/user/filler-exceptions: the words the person taught are not fillers. */
export function useFillerExceptions() {
  return useQuery({
    queryKey: FILLER_EXCEPTIONS_QUERY_KEY,
    queryFn: () => requestJson(routes.listFillerExceptions),
  });
}

/** DELETE one rule (`id`) or all of them (no id); the list is fetched again. */
export function useRemoveFillerExceptions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id?: string) => {
      await (id
        ? apiRequest(routes.removeFillerException, { params: { id } })
        : apiRequest(routes.clearFillerExceptions));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: FILLER_EXCEPTIONS_QUERY_KEY }),
  });
}
