import { useMutation, useQueryClient } from '@tanstack/react-query';
import { selectSpeakerRequestSchema, type Recording } from '@shared/recordings/schemas';
import { LONG_REQUEST_TIMEOUT_MS } from '@shared/client-config/request';
import { routes } from '@shared/api/contract';
import { requestJson } from '@client/lib/request-json';
import { countTowardActiveGoal } from '../processing/after-analysis';

export type SelectSpeakerInput = { recordingId: string; speaker: string };

/** POST /api/recordings/{id}/select-speaker: scores the chosen voice; returns the recording. */
export function selectSpeaker({ recordingId, speaker }: SelectSpeakerInput): Promise<Recording> {
  return requestJson(
    routes.selectSpeaker,
    { params: { id: recordingId }, body: selectSpeakerRequestSchema.parse({ speaker }) },
    // Scoring the chosen voice re-analyses the whole recording.
    { timeoutMs: LONG_REQUEST_TIMEOUT_MS },
  );
}

/**
 * On success the recording counts toward the active goal, as any finished analysis does, and
 * every cached query is refreshed (product rules R4.48).
 */
export function useSelectSpeaker() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: selectSpeaker,
    onSuccess: (recording) => {
      void countTowardActiveGoal(queryClient, recording).then(() =>
        queryClient.invalidateQueries(),
      );
    },
  });
}
