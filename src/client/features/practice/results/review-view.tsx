import { Clock, Video } from 'lucide-react';
import type { Recording } from '@shared/recordings/schemas';
import { Badge } from '@client/components/ui/badge';
import { formatClock } from '../format';
import { ReplaySection } from './replay-section';
import { hasNoWords, scoredSpeaker } from './result-rules';
import { ScoreCards } from './score-cards';
import { NoWordsNotice } from './transcript-notices';
import { useReplay } from './use-replay';

/**
 * A client's recording as their coach reviews it (issue 25): the scores, the replay with its
 * comment markers, the comments and the transcript. Nothing of the owner's own: no deleting,
 * no filler corrections.
 */
export function ReviewView({ recording }: { recording: Recording }) {
  const replay = useReplay();
  const noWords = hasNoWords(recording);
  return (
    <div className="grid gap-8">
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
        {recording.wordCount ? <Badge variant="outline">{recording.wordCount} words</Badge> : null}
      </div>
      {noWords ? <NoWordsNotice recording={recording} /> : <ScoreCards recording={recording} />}
      <ReplaySection
        recording={recording}
        replay={replay}
        speaker={scoredSpeaker(recording)}
        viewer="coach"
      />
    </div>
  );
}
