import { Clock, UserRound, Video } from 'lucide-react';
import type { Recording } from '@shared/recordings/schemas';
import { Badge } from '@client/components/ui/badge';
import { formatClock, speakerName } from '../format';

/**
 * What a recording was about and what it holds: its prompt, then its length, video, the
 * voice scored (when the person chose one) and word count. Shared by the owner's results and
 * the coach's review.
 */
export function RecordingFacts({
  recording,
  speaker = null,
}: {
  recording: Recording;
  speaker?: string | null;
}) {
  return (
    <>
      {recording.practicePrompt ? (
        <div className="rounded-xl border border-primary/20 bg-primary-soft/60 p-4">
          <p className="text-sm font-semibold text-primary">Prompt</p>
          <p className="text-pretty break-words text-ink">{recording.practicePrompt}</p>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Badge variant="secondary" aria-label={`Duration ${formatClock(recording.duration)}`}>
          <Clock className="size-3.5" aria-hidden="true" />
          {formatClock(recording.duration)}
        </Badge>
        {recording.mediaType === 'video' ? (
          <Badge variant="secondary">
            <Video className="size-3.5" aria-hidden="true" />
            Video
          </Badge>
        ) : null}
        {speaker ? (
          <Badge variant="accent">
            <UserRound className="size-3.5" aria-hidden="true" />
            Your voice: {speakerName(speaker)}
          </Badge>
        ) : null}
        {recording.wordCount ? <Badge variant="outline">{recording.wordCount} words</Badge> : null}
      </div>
    </>
  );
}
