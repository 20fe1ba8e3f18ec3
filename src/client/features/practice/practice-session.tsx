import { useCallback, useState } from 'react';
import { useSearch } from 'wouter';
import { Mic } from 'lucide-react';
import { LIVE_AUTO_STOP_SECONDS } from '@shared/recordings/limits';
import { PRACTICE_MESSAGES } from '@shared/recordings/messages';
import type { PublicUser } from '@shared/auth/user';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { openAuthDialog } from '@client/hooks/use-auth-dialog';
import { toast } from '@client/hooks/use-toast';
import { useDailyPrompt } from './api/get-daily-prompt';
import { PRACTICE_TOASTS } from './practice-notices';
import { ProcessingCard } from './processing/processing-card';
import { useAnalysis } from './processing/use-analysis';
import {
  UNCHOSEN,
  choiceFromPreselected,
  isPromptChosen,
  practicePromptOf,
  type PromptChoice,
} from './prompt/prompt-choice';
import { PromptSelector } from './prompt/prompt-selector';
import { RecordingErrorCard } from './recording-error-card';
import { checkLiveRecording, recordingFileName } from './recorder/recorder-rules';
import { RecordingTypeChoice } from './recorder/recording-type-choice';
import { RecordingView } from './recorder/recording-view';
import { useLiveRecording, type LiveRecording } from './recorder/use-live-recording';
import { ResultsView } from './results/results-view';
import { UploadPanel } from './upload/upload-panel';
import { useUploadCheck } from './upload/use-upload-check';
import { isExtendedRecording } from './upload/upload-rules';

type PracticeSessionProps = {
  user: PublicUser | null;
  /** A free user at the monthly limit: recording and uploading are off. */
  blocked: boolean;
};

function askGuestToSignIn(action: 'record' | 'upload') {
  toast({
    title: PRACTICE_MESSAGES.loginRequiredTitle,
    description:
      action === 'record'
        ? PRACTICE_MESSAGES.loginRequiredRecord
        : PRACTICE_MESSAGES.loginRequiredUpload,
  });
  openAuthDialog('signup');
}

/**
 * The recorder panel and what follows it (practice spec §2 and §4): choose a prompt and a
 * recording type, record or upload, watch the analysis, then see the results, or the
 * 'Recording Error' card whose 'Try Again' starts over.
 */
export function PracticeSession({ user, blocked }: PracticeSessionProps) {
  const preselected = new URLSearchParams(useSearch()).get('prompt');
  const daily = useDailyPrompt();
  const [picked, setPicked] = useState<PromptChoice | null>(null);
  // ?prompt= decides the first choice once today's prompt is known.
  const choice =
    picked ??
    (preselected && !daily.isPending
      ? choiceFromPreselected(preselected, daily.data?.promptText ?? null)
      : UNCHOSEN);
  const practicePrompt = practicePromptOf(choice);
  const [videoMode, setVideoMode] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);
  const analysis = useAnalysis();
  const upload = useUploadCheck();

  const onRecorded = (recording: LiveRecording) => {
    const problem = checkLiveRecording({
      chunkCount: recording.chunkCount,
      sizeBytes: recording.blob.size,
      durationSeconds: recording.durationSeconds,
      video: recording.video,
    });
    if (problem) return analysis.fail(problem);
    if (isExtendedRecording(recording.durationSeconds / 60)) {
      toast(PRACTICE_TOASTS.extendedRecording(recording.durationSeconds / 60));
    }
    void analysis.submit({
      file: recording.blob,
      fileName: recordingFileName(recording.mimeType),
      recordingMode: 'live',
      durationSeconds: recording.durationSeconds,
      practicePrompt: practicePrompt ?? null,
    });
  };

  const live = useLiveRecording({
    onRecorded,
    notify: (notice) => toast(notice),
    onStartFailed: (message) => {
      setStartError(message);
      toast({
        title: PRACTICE_TOASTS.recordingFailedTitle,
        description: message,
        variant: 'destructive',
      });
    },
  });

  const { cancel } = live;
  const { reset: resetAnalysis } = analysis;
  const reset = useCallback(() => {
    cancel();
    resetAnalysis();
    setStartError(null);
  }, [cancel, resetAnalysis]);

  const onStart = () => {
    if (!user) return askGuestToSignIn('record');
    if (blocked || !isPromptChosen(choice)) return;
    setStartError(null);
    void live.start(videoMode);
  };

  const onFile = (file: File, { notify }: { notify: boolean }) => {
    if (!user) return askGuestToSignIn('upload');
    if (blocked) return;
    void upload.check(file).then((checked) => {
      if (!checked) return;
      if (!checked.ok) return analysis.fail(checked.message);
      if (isExtendedRecording(checked.minutes)) {
        toast(PRACTICE_TOASTS.extendedRecording(checked.minutes));
      }
      return analysis.submit(
        {
          file,
          fileName: file.name,
          recordingMode: 'upload',
          durationSeconds: checked.durationSeconds,
          practicePrompt: practicePrompt ?? null,
          notificationEmail: notify ? user.email : null,
        },
        { fallbackError: PRACTICE_MESSAGES.uploadFailed },
      );
    });
  };

  const { state } = analysis;
  if (state.phase === 'complete' && state.result) {
    return <ResultsView recording={state.result} onPracticeAgain={reset} focusOnMount />;
  }
  const error = state.phase === 'error' ? state.error : startError;
  if (error) return <RecordingErrorCard message={error} onRetry={reset} />;
  if (state.phase === 'uploading' || state.phase === 'processing') {
    return <ProcessingCard state={state} />;
  }
  if (live.phase !== 'idle') {
    return (
      <RecordingView
        phase={live.phase}
        countdown={live.countdown}
        elapsed={live.elapsed}
        maxReached={live.maxReached}
        preview={live.preview}
        onStop={live.stop}
        onCancel={reset}
      />
    );
  }

  const busy = upload.checking;
  const canStart = isPromptChosen(choice) && !blocked && !busy;
  return (
    <Card>
      <CardContent className="grid gap-8 p-4 pt-6 sm:p-8">
        <PromptSelector
          choice={choice}
          onChange={setPicked}
          dailyPrompt={daily.data ?? null}
          dailyPromptLoading={daily.isPending}
        />
        <RecordingTypeChoice videoMode={videoMode} onChange={setVideoMode} disabled={busy} />
        <section aria-labelledby="start-heading" className="grid justify-items-center gap-3">
          <h2 id="start-heading" className="justify-self-start text-lg font-semibold">
            3. Record
          </h2>
          <Button
            size="lg"
            className="size-36 flex-col gap-2 rounded-full text-base shadow-lg shadow-primary/20 [&_svg]:size-10"
            disabled={!canStart}
            onClick={onStart}
            aria-describedby="start-hint"
          >
            <Mic aria-hidden="true" />
            Start Recording
          </Button>
          <p id="start-hint" className="text-center text-sm text-muted-foreground">
            {blocked
              ? PRACTICE_MESSAGES.practiceLimitReached
              : isPromptChosen(choice)
                ? `A 3-2-1 countdown runs first. Recording stops by itself after ${LIVE_AUTO_STOP_SECONDS / 60} minutes.`
                : 'Choose a prompt option above to start.'}
          </p>
        </section>
        {busy ? (
          <p role="status" className="text-center text-sm text-muted-foreground">
            Checking your file...
          </p>
        ) : null}
        <UploadPanel
          disabled={blocked || busy}
          guest={!user}
          onGuest={() => askGuestToSignIn('upload')}
          email={user?.email ?? null}
          onFile={onFile}
        />
      </CardContent>
    </Card>
  );
}
