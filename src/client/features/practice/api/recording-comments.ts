import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  recordingCommentListSchema,
  recordingCommentSchema,
  type CreateCommentRequest,
  type RecordingComment,
} from '@shared/recordings/comment-schemas';
import { apiRequest } from '@client/lib/api';
import { RECORDINGS_QUERY_KEY } from '@client/lib/endpoints/query-keys';
import { requestJson } from '@client/lib/request-json';

const commentsPath = (recordingId: string) =>
  `/api/recordings/${encodeURIComponent(recordingId)}/comments`;

export const recordingCommentsQueryKey = (recordingId: string) =>
  [...RECORDINGS_QUERY_KEY, recordingId, 'comments'] as const;

export function fetchRecordingComments(recordingId: string): Promise<RecordingComment[]> {
  return requestJson('GET', commentsPath(recordingId), recordingCommentListSchema);
}

export const recordingCommentsQueryOptions = (recordingId: string) =>
  queryOptions({
    queryKey: recordingCommentsQueryKey(recordingId),
    queryFn: () => fetchRecordingComments(recordingId),
  });

/** GET /api/recordings/{id}/comments: for the owner and the owner's coach (issue 25). */
export function useRecordingComments(recordingId: string) {
  return useQuery(recordingCommentsQueryOptions(recordingId));
}

export function createRecordingComment(
  recordingId: string,
  body: CreateCommentRequest,
): Promise<RecordingComment> {
  return requestJson('POST', commentsPath(recordingId), recordingCommentSchema, body);
}

/** POST /api/recordings/{id}/comments, then the list is read again. */
export function useCreateRecordingComment(recordingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCommentRequest) => createRecordingComment(recordingId, body),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: recordingCommentsQueryKey(recordingId) }),
  });
}

export async function deleteRecordingComment(recordingId: string, commentId: string) {
  await apiRequest('DELETE', `${commentsPath(recordingId)}/${encodeURIComponent(commentId)}`);
}

/** DELETE /api/recordings/{id}/comments/{commentId}: the author's own only. */
export function useDeleteRecordingComment(recordingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commentId: string) => deleteRecordingComment(recordingId, commentId),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: recordingCommentsQueryKey(recordingId) }),
  });
}
