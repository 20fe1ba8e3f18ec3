import { useState } from 'react';
import { Play, Reply, Trash2 } from 'lucide-react';
import { formatMoment, type RecordingComment } from '@shared/recordings/comment-schemas';
import { ConfirmDeleteDialog } from '@client/components/confirm-delete-dialog';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/hooks/use-toast';
import { formatRecordingDate } from '@client/lib/format';
import { useDeleteRecordingComment } from '../api/recording-comments';
import { CommentForm } from './comment-form';
import {
  authorLabel,
  commentDeleteFailure,
  repliesUnder,
  type CommentThread,
} from './comment-rules';

type CommentThreadItemProps = {
  recordingId: string;
  thread: CommentThread;
  duration: number | null;
  onSeek: ((seconds: number) => void) | undefined;
};

/** A comment with its replies: play from its moment, reply, delete one's own. */
export function CommentThreadItem({
  recordingId,
  thread,
  duration,
  onSeek,
}: CommentThreadItemProps) {
  const [replying, setReplying] = useState(false);
  const { comment, replies } = thread;
  const moment = formatMoment(comment.atSeconds);
  return (
    <li className="grid gap-3 rounded-xl border border-border bg-surface p-4 shadow-xs">
      <CommentBody recordingId={recordingId} comment={comment} replyCount={replies.length}>
        {onSeek ? (
          <Button
            variant="outline"
            size="sm"
            className="h-7 px-2 tabular-nums"
            onClick={() => onSeek(comment.atSeconds)}
            aria-label={`Play from ${moment}`}
          >
            <Play aria-hidden="true" />
            {moment}
          </Button>
        ) : (
          <Badge variant="secondary" className="tabular-nums">
            {moment}
          </Badge>
        )}
      </CommentBody>
      {replies.length > 0 ? (
        <ul
          aria-label={`Replies to ${authorLabel(comment)}`}
          className="grid gap-3 border-l-2 border-border pl-4"
        >
          {replies.map((reply) => (
            <li key={reply.id}>
              <CommentBody
                recordingId={recordingId}
                comment={reply}
                replyCount={repliesUnder(replies, reply.id).length}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {replying ? (
        <CommentForm
          recordingId={recordingId}
          duration={duration}
          currentTime={comment.atSeconds}
          replyTo={{
            id: comment.id,
            atSeconds: comment.atSeconds,
            authorName: authorLabel(comment),
          }}
          onDone={() => setReplying(false)}
        />
      ) : (
        <Button
          variant="ghost"
          size="sm"
          className="justify-self-start"
          onClick={() => setReplying(true)}
          aria-label={`Reply to ${authorLabel(comment)} at ${moment}`}
        >
          <Reply aria-hidden="true" />
          Reply
        </Button>
      )}
    </li>
  );
}

function CommentBody({
  recordingId,
  comment,
  replyCount,
  children,
}: {
  recordingId: string;
  comment: RecordingComment;
  /** The replies under it, deleted with it. */
  replyCount: number;
  children?: React.ReactNode;
}) {
  return (
    <div className="grid gap-1.5">
      {/* Who and when wrap among themselves; Delete keeps to the top right. */}
      <div className="flex items-start gap-2 text-sm">
        <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2 gap-y-1">
          {children}
          <span className="font-semibold text-ink">{authorLabel(comment)}</span>
          {comment.author.role === 'coach' ? <Badge variant="default">Coach</Badge> : null}
          <span className="text-muted-foreground">{formatRecordingDate(comment.createdAt)}</span>
        </div>
        {comment.canDelete ? (
          <DeleteCommentButton
            recordingId={recordingId}
            comment={comment}
            replyCount={replyCount}
          />
        ) : null}
      </div>
      {/* Plain text only: never HTML (product rules R11.6). */}
      <p className="text-pretty break-words whitespace-pre-wrap text-foreground">{comment.text}</p>
    </div>
  );
}

function DeleteCommentButton({
  recordingId,
  comment,
  replyCount,
}: {
  recordingId: string;
  comment: RecordingComment;
  replyCount: number;
}) {
  const [open, setOpen] = useState(false);
  const mutation = useDeleteRecordingComment(recordingId);
  const confirm = () =>
    mutation.mutate(comment.id, {
      onSuccess: () => {
        setOpen(false);
        toast({ title: replyCount === 0 ? 'Comment deleted' : 'Comment and replies deleted' });
      },
      onError: (error) =>
        toast({
          title: 'The comment was not deleted',
          description: commentDeleteFailure(error),
          variant: 'destructive',
        }),
    });
  return (
    <ConfirmDeleteDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button
          variant="ghost"
          size="sm"
          className="h-7 shrink-0 px-2 text-destructive hover:bg-destructive/10"
          aria-label={`Delete your ${comment.replyToId ? 'reply' : 'comment'} at ${formatMoment(comment.atSeconds)}`}
        >
          <Trash2 aria-hidden="true" />
          <span className="hidden sm:inline">Delete</span>
        </Button>
      }
      title="Delete this comment?"
      description={
        <>
          It is removed for everyone who can see this recording
          {replyCount === 0
            ? '.'
            : `, with the ${replyCount === 1 ? 'reply' : `${replyCount} replies`} to it.`}
        </>
      }
      pending={mutation.isPending}
      onConfirm={confirm}
    />
  );
}
