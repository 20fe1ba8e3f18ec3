import type { UseQueryResult } from '@tanstack/react-query';
import { MessageSquare } from 'lucide-react';
import type { RecordingComment } from '@shared/recordings/comment-schemas';
import { EmptyState, LoadError, LoadingBlock } from '@client/components/query-states';
import { CommentForm } from './comment-form';
import { commentThreads } from './comment-rules';
import { CommentThreadItem } from './comment-thread-item';

type CommentPanelProps = {
  recordingId: string;
  duration: number | null;
  currentTime: number;
  query: UseQueryResult<RecordingComment[]>;
  /** Who reads: the coach writes feedback, the owner notes and replies. */
  viewer: 'owner' | 'coach';
  onSeek: ((seconds: number) => void) | undefined;
};

/**
 * 'Comments': the form for a new one at the replay's time, then the threads (product rules
 * R11.6).
 */
export function CommentPanel({
  recordingId,
  duration,
  currentTime,
  query,
  viewer,
  onSeek,
}: CommentPanelProps) {
  return (
    <section aria-labelledby="comments-heading" className="grid content-start gap-4">
      <div className="grid gap-1">
        <h3 id="comments-heading" className="text-xl font-bold text-ink">
          Comments
        </h3>
        <p className="text-sm text-muted-foreground">
          {viewer === 'coach'
            ? 'Pause where something matters and leave a comment at that moment. Your client is told by email.'
            : 'Your coach’s comments sit at their moment of the replay. Reply, or keep notes of your own.'}
        </p>
      </div>
      <CommentForm
        recordingId={recordingId}
        duration={duration}
        currentTime={currentTime}
        viewer={viewer}
      />
      {query.isPending ? (
        <LoadingBlock what="comments" rows={2} />
      ) : query.isError ? (
        <LoadError message="We couldn't load the comments." onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <EmptyState icon={MessageSquare} title="No comments yet">
          {viewer === 'coach'
            ? 'Comments you add appear here and as markers on the timeline.'
            : 'When your coach comments on this recording, it appears here and on the timeline.'}
        </EmptyState>
      ) : (
        <ul aria-label="Comments in time order" className="grid gap-3">
          {commentThreads(query.data).map((thread) => (
            <CommentThreadItem
              key={thread.comment.id}
              recordingId={recordingId}
              thread={thread}
              duration={duration}
              onSeek={onSeek}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
