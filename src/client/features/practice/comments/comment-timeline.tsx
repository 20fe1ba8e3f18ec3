import { MessageSquare } from 'lucide-react';
import { cn } from '@client/lib/utils';
import { markerLabel, timelinePercent, type CommentThread } from './comment-rules';

type CommentTimelineProps = {
  threads: readonly CommentThread[];
  /** The replay's length in seconds. */
  duration: number;
  currentTime: number;
  /** Plays from a comment's moment. */
  onSeek: (seconds: number) => void;
};

/**
 * The comments as markers along the replay's timeline (product rules R11.7): one button each,
 * in time order, so Tab walks them from the start; activating one plays from its moment.
 */
export function CommentTimeline({ threads, duration, currentTime, onSeek }: CommentTimelineProps) {
  if (threads.length === 0) return null;
  const played = timelinePercent(currentTime, duration);
  return (
    <div role="group" aria-label="Comments on the timeline" className="grid gap-1">
      <div className="relative mx-3 h-8">
        <div className="absolute inset-x-0 top-1/2 h-1 -translate-y-1/2 rounded-full bg-border" />
        <div
          className="absolute top-1/2 left-0 h-1 -translate-y-1/2 rounded-full bg-primary/40"
          style={{ width: `${played}%` }}
        />
        {threads.map(({ comment, replies }) => {
          const replyNote = replies.length
            ? `, ${replies.length} ${replies.length === 1 ? 'reply' : 'replies'}`
            : '';
          return (
            <button
              key={comment.id}
              type="button"
              data-comment-marker={comment.id}
              aria-label={`${markerLabel(comment)}${replyNote}`}
              title={comment.text}
              onClick={() => onSeek(comment.atSeconds)}
              style={{ left: `${timelinePercent(comment.atSeconds, duration)}%` }}
              className={cn(
                'absolute top-1/2 flex size-7 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full border-2 border-surface shadow-sm transition-transform hover:scale-110 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none',
                comment.author.role === 'coach'
                  ? 'bg-primary text-primary-foreground'
                  : 'bg-accent text-white',
              )}
            >
              <MessageSquare className="size-3.5" aria-hidden="true" />
            </button>
          );
        })}
      </div>
    </div>
  );
}
