import type { Recording } from '@shared/recordings/schemas';
import { RecordingFacts } from './recording-facts';
import { ReplaySection } from './replay-section';
import { hasNoWords, scoredSpeaker } from './result-rules';
import { ScoreCards } from './score-cards';
import { NoWordsNotice } from './transcript-notices';
import { useReplay } from './use-replay';

/**
 * A client's recording as their coach reviews it (decision 147): the scores, the replay with its
 * comment markers, the comments and the transcript. Nothing of the owner's own: no deleting,
 * no filler corrections. Its sections are h2: the page's h1 is the only heading above them,
 * where the owner's results have an h2 (axe heading-order).
 */
export function ReviewView({ recording }: { recording: Recording }) {
  const replay = useReplay();
  const noWords = hasNoWords(recording);
  return (
    <div className="grid gap-8">
      <RecordingFacts recording={recording} />
      {noWords ? (
        <NoWordsNotice recording={recording} />
      ) : (
        <ScoreCards recording={recording} headingLevel="h2" />
      )}
      <ReplaySection
        recording={recording}
        replay={replay}
        speaker={scoredSpeaker(recording)}
        viewer="coach"
        headingLevel="h2"
      />
    </div>
  );
}
