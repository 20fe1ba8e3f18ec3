import { useMemo } from 'react';
import type { Recording } from '@shared/recordings/schemas';
import { useRecordingComments } from '../api/recording-comments';
import { CommentPanel } from '../comments/comment-panel';
import { commentThreads } from '../comments/comment-rules';
import { CommentTimeline } from '../comments/comment-timeline';
import { RecordingReplay } from './recording-replay';
import { hasNoWords } from './result-rules';
import { TranscriptPanel } from './transcript-panel';
import type { Replay } from './use-replay';

type ReplaySectionProps = {
  recording: Recording;
  replay: Replay;
  /** The speaker whose words were scored, to grey the others'. */
  speaker: string | null;
  viewer: 'owner' | 'coach';
  /** The owner has a coach (who can comment). */
  hasCoach?: boolean;
  /** h3 under the results' h2; h2 where the page's h1 is the only heading above. */
  headingLevel?: 'h2' | 'h3';
};

/**
 * The replay with its comment markers and the comments beside it, and the transcript with
 * each comment at its moment (product rules R11.7). Any marker, comment or word plays from its
 * time.
 */
export function ReplaySection({
  recording,
  replay,
  speaker,
  viewer,
  hasCoach = false,
  headingLevel = 'h3',
}: ReplaySectionProps) {
  const canReplay = recording.hasMedia && recording.mediaType !== null;
  const noWords = hasNoWords(recording);
  const comments = useRecordingComments(recording.id);
  const threads = useMemo(() => commentThreads(comments.data ?? []), [comments.data]);
  const seek = canReplay ? replay.seek : undefined;
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <div className="grid content-start gap-8">
        {canReplay ? (
          <RecordingReplay
            recording={recording}
            mediaRef={replay.mediaRef}
            onTime={replay.onTime}
            title={viewer === 'coach' ? 'Replay the Recording' : undefined}
            headingLevel={headingLevel}
            timeline={
              <CommentTimeline
                threads={threads}
                duration={recording.duration ?? 0}
                currentTime={replay.currentTime}
                onSeek={replay.seek}
              />
            }
          />
        ) : recording.mediaType !== null || viewer === 'coach' ? (
          <p
            role="note"
            className="rounded-xl border border-border bg-surface p-4 text-sm text-muted-foreground"
          >
            {viewer === 'coach'
              ? 'The audio of this recording was deleted after its analysis, so there is nothing to replay.'
              : 'This recording’s audio was deleted after its analysis (Settings: "Delete my audio after analysis"), so there is nothing to replay. The transcript and scores stay.'}
          </p>
        ) : null}
        <CommentPanel
          recordingId={recording.id}
          duration={recording.duration}
          currentTime={replay.currentTime}
          query={comments}
          viewer={viewer}
          hasCoach={hasCoach}
          canReplay={canReplay}
          onSeek={seek}
          headingLevel={headingLevel}
        />
      </div>
      {noWords && !recording.transcript ? null : (
        <TranscriptPanel
          words={recording.wordTimestamps}
          transcript={recording.transcript}
          lowConfidenceBelow={recording.lowConfidenceBelow}
          selectedSpeaker={speaker}
          currentTime={replay.currentTime}
          playing={replay.moved}
          onSeek={seek}
          threads={threads}
          headingLevel={headingLevel}
        />
      )}
    </div>
  );
}
