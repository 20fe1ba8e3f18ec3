import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes } from '@shared/api/contract';
import { apiRequest } from '@client/lib/api';
import { OPEN_LIVE_SESSION_QUERY_KEY } from './get-open-live-session';

/** DELETE /api/live-sessions/{id}: drops the pieces; nothing is analysed or kept. */
export async function discardLiveSession(sessionId: string): Promise<void> {
  await apiRequest(routes.discardLiveSession, { params: { id: sessionId } });
}

/** Discards the unfinished session; the open-session query learns it is gone. */
export function useDiscardLiveSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: discardLiveSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: OPEN_LIVE_SESSION_QUERY_KEY }),
  });
}
