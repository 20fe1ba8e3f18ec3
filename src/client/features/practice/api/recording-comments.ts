import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { routes } from '@shared/api/contract';
import type { CreateCommentRequest, RecordingComment } from '@shared/recordings/comment-schemas';
import { apiRequest } from '@client/lib/api';
import { hasCode } from '@client/lib/api-error';
import { requestJson } from '@client/lib/request-json';
import { isOrphanedReply } from '../comments/comment-rules';

export const recordingCommentsQueryKey = (recordingId: string) =>
  routes.listRecordingComments.queryKey({ id: recordingId });

export function fetchRecordingComments(recordingId: string): Promise<RecordingComment[]> {
  return requestJson(routes.listRecordingComments, { params: { id: recordingId } });
}

export const recordingCommentsQueryOptions = (recordingId: string) =>
  queryOptions({
    queryKey: recordingCommentsQueryKey(recordingId),
    queryFn: () => fetchRecordingComments(recordingId),
  });

/** GET /api/recordings/{id}/comments: for the owner and the owner's coach (product rules R11.6). */
export function useRecordingComments(recordingId: string) {
  return useQuery(recordingCommentsQueryOptions(recordingId));
}

export function createRecordingComment(
  recordingId: string,
  body: CreateCommentRequest,
): Promise<RecordingComment> {
  return requestJson(routes.createRecordingComment, { params: { id: recordingId }, body });
}

/** POST /api/recordings/{id}/comments, then the list is read again. */
export function useCreateRecordingComment(recordingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCommentRequest) => createRecordingComment(recordingId, body),
    // A reply refused because its comment was deleted meanwhile: the list shows that too.
    onSettled: (_data, error) =>
      error && !isOrphanedReply(error)
        ? undefined
        : queryClient.invalidateQueries({ queryKey: recordingCommentsQueryKey(recordingId) }),
  });
}

export async function deleteRecordingComment(recordingId: string, commentId: string) {
  await apiRequest(routes.deleteRecordingComment, { params: { id: recordingId, commentId } });
}

/** DELETE /api/recordings/{id}/comments/{commentId}: the author's own only. */
export function useDeleteRecordingComment(recordingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commentId: string) => deleteRecordingComment(recordingId, commentId),
    // Deleted, or already gone (404): either way the list is read again.
    onSettled: (_data, error) =>
      error && !hasCode(error, 'NOT_FOUND')
        ? undefined
        : queryClient.invalidateQueries({ queryKey: recordingCommentsQueryKey(recordingId) }),
  });
}
