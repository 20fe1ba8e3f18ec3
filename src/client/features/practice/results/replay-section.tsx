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
};

/**
 * The replay with its comment markers and the comments beside it, and the transcript with
 * each comment at its moment (product rules R11.7). Any marker, comment or word plays from its
 * time.
 */
export function ReplaySection({ recording, replay, speaker, viewer }: ReplaySectionProps) {
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
            timeline={
              <CommentTimeline
                threads={threads}
                duration={recording.duration ?? 0}
                currentTime={replay.currentTime}
                onSeek={replay.seek}
              />
            }
          />
        ) : null}
        <CommentPanel
          recordingId={recording.id}
          duration={recording.duration}
          currentTime={replay.currentTime}
          query={comments}
          viewer={viewer}
          onSeek={seek}
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
        />
      )}
    </div>
  );
}
