import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { AudioLines, CircleCheck, RotateCcw, Trash2, TrendingUp } from 'lucide-react';
import type { Recording } from '@shared/recordings/schemas';
import { Button } from '@client/components/ui/button';
import { useAuth } from '@client/lib/auth';
import { DeleteRecordingDialog } from '../delete-recording-dialog';
import { BodyLanguageSection } from './body-language-section';
import { FillerListCard } from './filler-list-card';
import { HowToImprove } from './how-to-improve';
import { RecordingFacts } from './recording-facts';
import { ReplaySection } from './replay-section';
import { hasNoWords, scoredSpeaker } from './result-rules';
import { ScoreCards } from './score-cards';
import { NoWordsNotice, TranscriptNotice } from './transcript-notices';
import { useReplay } from './use-replay';

type ResultsViewProps = {
  recording: Recording;
  onPracticeAgain: () => void;
  /** Moves focus to the heading, for results that replace the recorder on the same page. */
  focusOnMount?: boolean;
};

/** The results of one session (product rules R2.53-R2.58). */
export function ResultsView({
  recording: given,
  onPracticeAgain,
  focusOnMount = false,
}: ResultsViewProps) {
  // A filler correction answers the recording scored again (product rules R11.9): shown until the
  // recording given changes.
  const [corrected, setCorrected] = useState<Recording | null>(null);
  useEffect(() => setCorrected(null), [given]);
  const recording = corrected?.id === given.id ? corrected : given;
  const [, navigate] = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  const replay = useReplay();
  const { user } = useAuth();
  const canReplay = recording.hasMedia && recording.mediaType !== null;
  const noWords = hasNoWords(recording);
  const speaker = scoredSpeaker(recording);

  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount]);

  return (
    <article aria-labelledby="results-heading" className="grid gap-8">
      <header className="grid gap-3">
        <h2
          id="results-heading"
          ref={heading}
          tabIndex={-1}
          className="flex items-center gap-2 text-2xl font-bold tracking-tight text-ink outline-none sm:text-3xl"
        >
          <CircleCheck className="size-7 shrink-0 text-accent" aria-hidden="true" />
          Practice Session Complete!
        </h2>
        <RecordingFacts recording={recording} speaker={speaker} />
        {recording.analysisEngineLabel ? (
          <p
            className="flex items-center gap-1.5 text-sm text-muted-foreground"
            title="The speech engine that transcribed this recording"
          >
            <AudioLines className="size-4 shrink-0" aria-hidden="true" />
            <span className="sr-only">Speech engine: </span>
            {recording.analysisEngineLabel}
          </p>
        ) : null}
      </header>

      {noWords ? (
        <NoWordsNotice recording={recording} />
      ) : (
        <>
          <TranscriptNotice recording={recording} />
          <ScoreCards recording={recording} />
          <FillerListCard
            recording={recording}
            onCorrected={setCorrected}
            onSeek={canReplay ? replay.seek : undefined}
          />
        </>
      )}

      {noWords ? null : (
        <HowToImprove
          recommendations={recording.recommendations}
          onSeek={canReplay ? replay.seek : undefined}
        />
      )}

      <BodyLanguageSection recording={recording} />

      <ReplaySection
        recording={recording}
        replay={replay}
        speaker={speaker}
        viewer="owner"
        hasCoach={Boolean(user?.coach)}
      />

      <div className="flex flex-col gap-3 border-t border-border pt-6 sm:flex-row sm:flex-wrap">
        <Button size="lg" onClick={onPracticeAgain}>
          <RotateCcw aria-hidden="true" />
          Practice Again
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link href="/dashboard">
            <TrendingUp aria-hidden="true" />
            View Progress
          </Link>
        </Button>
        <DeleteRecordingDialog
          recordingId={recording.id}
          onDeleted={() => navigate('/recordings')}
          trigger={
            <Button
              size="lg"
              variant="ghost"
              className="text-destructive hover:bg-destructive/10 sm:ml-auto"
            >
              <Trash2 aria-hidden="true" />
              Delete Recording
            </Button>
          }
        />
      </div>
    </article>
  );
}
