import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  recordingSchema,
  selectSpeakerRequestSchema,
  type Recording,
} from '@shared/recordings/schemas';
import { requestJson } from '@client/lib/request-json';

export type SelectSpeakerInput = { recordingId: string; speaker: string };

/** POST /api/recordings/{id}/select-speaker: scores the chosen voice; returns the recording. */
export function selectSpeaker({ recordingId, speaker }: SelectSpeakerInput): Promise<Recording> {
  return requestJson(
    'POST',
    `/api/recordings/${encodeURIComponent(recordingId)}/select-speaker`,
    recordingSchema,
    selectSpeakerRequestSchema.parse({ speaker }),
  );
}

/** On success every cached query is refreshed (practice spec §4, speaker selection). */
export function useSelectSpeaker() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: selectSpeaker,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
