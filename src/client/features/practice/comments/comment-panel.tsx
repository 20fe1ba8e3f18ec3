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
  /** The owner has a coach, who can comment; without one the panel is their notes. */
  hasCoach: boolean;
  /** There is media to replay (it was not deleted). */
  canReplay: boolean;
  onSeek: ((seconds: number) => void) | undefined;
  headingLevel?: 'h2' | 'h3';
};

/** What the panel says it is for, and what shows while it is empty, by who reads it. */
function panelText(viewer: 'owner' | 'coach', hasCoach: boolean) {
  if (viewer === 'coach') {
    return {
      intro:
        'Pause where something matters and leave a comment at that moment. Your client is told by email.',
      empty: 'Comments you add appear here and as markers on the timeline.',
    };
  }
  return hasCoach
    ? {
        intro:
          'Your coach’s comments sit at their moment of the replay. Reply, or keep notes of your own.',
        empty: 'When your coach comments on this recording, it appears here and on the timeline.',
      }
    : {
        intro: 'Keep notes at moments of your talk: what worked, and what to try next time.',
        empty: 'Notes you add appear here and as markers on the timeline.',
      };
}

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
  hasCoach,
  canReplay,
  onSeek,
  headingLevel: Heading = 'h3',
}: CommentPanelProps) {
  const text = panelText(viewer, hasCoach);
  return (
    <section aria-labelledby="comments-heading" className="grid content-start gap-4">
      <div className="grid gap-1">
        <Heading id="comments-heading" className="text-xl font-bold text-ink">
          Comments
        </Heading>
        <p className="text-sm text-muted-foreground">{text.intro}</p>
      </div>
      <CommentForm
        recordingId={recordingId}
        duration={duration}
        currentTime={currentTime}
        viewer={viewer}
        canReplay={canReplay}
      />
      {query.isPending ? (
        <LoadingBlock what="comments" rows={2} />
      ) : query.isError ? (
        <LoadError message="We couldn't load the comments." onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <EmptyState icon={MessageSquare} title="No comments yet">
          {text.empty}
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
