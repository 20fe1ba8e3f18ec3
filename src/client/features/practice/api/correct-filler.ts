import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes } from '@shared/api/contract';
import type { Recording } from '@shared/recordings/schemas';
import { requestJson } from '@client/lib/request-json';
import { recordingQueryKey } from '@client/lib/endpoints/query-keys';

export type FillerCorrection = { recordingId: string; index: number; dismissed: boolean };

/**
 * POST (dismiss) or DELETE (restore) /api/recordings/{id}/fillers/{index}/dismiss (product
 * rules R11.9): the recording scored again, as the server stored it.
 */
export function correctFiller({ recordingId, index, dismissed }: FillerCorrection) {
  return requestJson(dismissed ? routes.dismissFiller : routes.restoreFiller, {
    params: { id: recordingId, index },
  });
}

/**
 * The answer replaces the cached recording at once; what its scores feed (history, stats,
 * goals, crutch phrases, the exception list) is fetched again.
 */
export function useCorrectFiller(onCorrected: (recording: Recording) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: correctFiller,
    onSuccess: (recording) => {
      queryClient.setQueryData(recordingQueryKey(recording.id), recording);
      onCorrected(recording);
      const own = JSON.stringify(recordingQueryKey(recording.id));
      void queryClient.invalidateQueries({
        predicate: (query) => JSON.stringify(query.queryKey) !== own,
      });
    },
  });
}
