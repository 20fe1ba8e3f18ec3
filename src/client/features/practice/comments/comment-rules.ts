import { formatMoment, type RecordingComment } from '@shared/recordings/comment-schemas';
import type { StoredWord } from '@shared/recordings/schemas';
import { errorFields, hasCode, isNetworkFailure, serverMessage } from '@client/lib/api-error';

/** A comment and the replies to it, in the order written. */
export type CommentThread = { comment: RecordingComment; replies: RecordingComment[] };

/**
 * The comments as threads, in time order. A reply joins the thread of the comment it answers
 * (a reply to a reply joins the same thread); one whose comment is missing stands alone.
 */
export function commentThreads(comments: readonly RecordingComment[]): CommentThread[] {
  const byId = new Map(comments.map((comment) => [comment.id, comment]));
  const rootOf = (comment: RecordingComment): RecordingComment => {
    const seen = new Set<string>();
    let current = comment;
    while (current.replyToId && byId.has(current.replyToId) && !seen.has(current.id)) {
      seen.add(current.id);
      current = byId.get(current.replyToId) as RecordingComment;
    }
    return current;
  };
  const threads = new Map<string, CommentThread>();
  for (const comment of comments) {
    const root = rootOf(comment);
    if (root.id === comment.id) threads.set(comment.id, { comment, replies: [] });
  }
  for (const comment of comments) {
    const root = rootOf(comment);
    if (root.id !== comment.id) threads.get(root.id)?.replies.push(comment);
  }
  for (const thread of threads.values()) {
    thread.replies.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  }
  return [...threads.values()].sort(
    (a, b) =>
      a.comment.atSeconds - b.comment.atSeconds ||
      a.comment.createdAt.localeCompare(b.comment.createdAt),
  );
}

/**
 * The replies under a comment, replies to replies included: they are deleted with it
 * (product rules R11.6, DELETE /api/recordings/{id}/comments/{commentId}).
 */
export function repliesUnder(
  comments: readonly RecordingComment[],
  commentId: string,
): RecordingComment[] {
  const under: RecordingComment[] = [];
  let level = new Set([commentId]);
  while (level.size > 0) {
    const next = comments.filter(
      (comment) => comment.replyToId !== null && level.has(comment.replyToId),
    );
    const fresh = next.filter((comment) => !under.includes(comment));
    under.push(...fresh);
    level = new Set(fresh.map((comment) => comment.id));
  }
  return under;
}

/** Who wrote it, as the reader sees it: 'You', or the author's name. */
export const authorLabel = (comment: RecordingComment) =>
  comment.canDelete ? 'You' : comment.author.name;

/** The accessible name of a marker: 'Comment at 0:04 by Carla Coach'. */
export const markerLabel = (comment: RecordingComment) =>
  `Comment at ${formatMoment(comment.atSeconds)} by ${authorLabel(comment)}`;

/** Where on a timeline of `duration` seconds a moment sits, in percent (0 to 100). */
export function timelinePercent(atSeconds: number, duration: number): number {
  if (!Number.isFinite(duration) || duration <= 0) return 0;
  return Math.min(100, Math.max(0, (atSeconds / duration) * 100));
}

/**
 * Where each thread shows in the transcript: before the first word still being spoken at its
 * time (the word whose end is past it); after the last word when it comes later. Keyed by
 * that word's index, or by `words.length` for the end.
 */
export function threadsByWord(
  words: readonly Pick<StoredWord, 'start' | 'end'>[],
  threads: readonly CommentThread[],
): Map<number, CommentThread[]> {
  const placed = new Map<number, CommentThread[]>();
  for (const thread of threads) {
    const index = words.findIndex((word) => (word.end ?? word.start) > thread.comment.atSeconds);
    const at = index < 0 ? words.length : index;
    placed.set(at, [...(placed.get(at) ?? []), thread]);
  }
  return placed;
}

/** A reply refused because the comment it answers is gone (deleted meanwhile). */
export const isOrphanedReply = (error: unknown) =>
  hasCode(error, 'VALIDATION_FAILED') && 'replyToId' in errorFields(error);

/** Why a comment was not saved, decided by the answer's code (never its text). */
export function commentSaveFailure(error: unknown): string {
  if (isOrphanedReply(error)) return 'The comment you are replying to was deleted.';
  // The recording was deleted, or the person is no longer the owner's coach.
  if (hasCode(error, 'NOT_FOUND')) return 'This recording is no longer available to you.';
  if (isNetworkFailure(error)) return 'Cadence could not be reached. Check your connection.';
  return serverMessage(error) ?? 'Please try again.';
}

/** Why a comment was not deleted, decided by the answer's code. */
export function commentDeleteFailure(error: unknown): string {
  if (hasCode(error, 'NOT_FOUND')) return 'It was already deleted.';
  if (hasCode(error, 'FORBIDDEN')) return 'Only the person who wrote a comment can delete it.';
  if (isNetworkFailure(error)) return 'Cadence could not be reached. Check your connection.';
  return serverMessage(error) ?? 'Please try again.';
}
