import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearch } from 'wouter';
import { PRACTICE_MESSAGES } from '@shared/recordings/messages';
import type { PublicUser } from '@shared/auth/user';
import { PageLoading } from '@client/components/layout/page-loading';
import { openAuthDialog } from '@client/hooks/use-auth-dialog';
import { toast } from '@client/hooks/use-toast';
import { useClientAssignments } from '@client/lib/endpoints/get-assignments';
import { useDailyPrompt } from '@client/lib/endpoints/get-daily-prompt';
import { OPEN_LIVE_SESSION_QUERY_KEY, useOpenLiveSession } from './api/get-open-live-session';
import type { TranscribeInput } from './api/transcribe';
import { useBodyLanguageSampler } from './body-language/use-body-language-sampler';
import type { StreamRefusal } from './live/live-stream';
import { finishUnfinished, sendLiveRecording } from './live/send-live-recording';
import { UnfinishedRecordingCard } from './live/unfinished-recording-card';
import { PRACTICE_TOASTS } from './practice-notices';
import { PracticeSetup } from './practice-setup';
import { errorTitle } from './processing/analysis-rules';
import { ProcessingCard } from './processing/processing-card';
import { useAnalysis } from './processing/use-analysis';
import {
  UNCHOSEN,
  choiceFromPreselected,
  isPromptChosen,
  practicePromptOf,
  assignmentOf,
  choiceFromAssignment,
  type PromptChoice,
} from './prompt/prompt-choice';
import { RecordingErrorCard } from './recording-error-card';
import { MaxTimeNotice } from './recorder/max-time-notice';
import { checkLiveRecording, recordingFileName } from './recorder/recorder-rules';
import { RecordingView } from './recorder/recording-view';
import { useLiveRecording, type LiveRecording } from './recorder/use-live-recording';
import { StoredUploadNotices } from './upload/stored-upload-notice';
import { isExtendedRecording } from './upload/upload-rules';
import { useFileUpload } from './upload/use-file-upload';

/*
 * The results (scores, replay, comments) are a chunk of their own, fetched once a recording or
 * an upload starts: the recorder opens without them, and they are there by the time the
 * analysis is (decision 194).
 */
const loadResultsView = () => import('./results/results-view');
const ResultsView = lazy(() => loadResultsView().then((m) => ({ default: m.ResultsView })));

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
 * The recorder panel and what follows it (product rules R2.46-R2.52 and R4.32-R4.36): choose a
 * prompt and a recording type, record or upload, watch the analysis, then see the results, or the
 * 'Recording Error' card whose 'Try Again' starts over.
 */
export function PracticeSession({ user, blocked }: PracticeSessionProps) {
  const search = new URLSearchParams(useSearch());
  const preselected = search.get('prompt');
  const daily = useDailyPrompt();
  // Only a coach's clients are given assignments.
  const assignments = useClientAssignments({ enabled: user?.isCoachManaged === true });
  const [picked, setPicked] = useState<PromptChoice | null>(null);
  // ?assignment= (product rules R11.2), else ?prompt=, decides the first choice once known.
  const choice =
    picked ??
    choiceFromAssignment(search.get('assignment'), assignments.data) ??
    (preselected && !daily.isPending
      ? choiceFromPreselected(preselected, daily.data?.promptText ?? null)
      : UNCHOSEN);
  const practicePrompt = practicePromptOf(choice);
  const assignment = assignmentOf(choice);
  const assignmentId = assignment?.id ?? null;
  const [chosenVideoMode, setVideoMode] = useState(false);
  // An assignment that asks for video records video (product rules R11.3); the server checks
  // the media.
  const videoMode = chosenVideoMode || assignment?.videoRequired === true;
  const [startError, setStartError] = useState<string | null>(null);
  const analysis = useAnalysis();
  const upload = useFileUpload({
    user,
    blocked,
    practicePrompt: practicePrompt ?? null,
    assignmentId,
    analysis,
    onGuest: () => askGuestToSignIn('upload'),
  });
  const { onFile, resumable } = upload;
  const queryClient = useQueryClient();
  const unfinished = useOpenLiveSession({ enabled: Boolean(user) });
  const openSession = unfinished.data?.status === 'recording' ? unfinished.data : null;
  // The card takes focus when it replaces a recording the server would not open.
  const [refusedForOpen, setRefusedForOpen] = useState(false);
  // The detector loads as soon as a signed-in person picks Video + Audio, and goes once a
  // recording is sent or the session ends in an error.
  const bodyLanguage = useBodyLanguageSampler(
    Boolean(user) && videoMode && analysis.state.phase === 'idle' && startError === null,
  );

  const onRecorded = (recording: LiveRecording) => {
    const samples = bodyLanguage.finish();
    const problem = checkLiveRecording({
      chunkCount: recording.chunkCount,
      sizeBytes: recording.blob.size,
      durationSeconds: recording.durationSeconds,
      video: recording.video,
    });
    if (problem) {
      // Nothing worth analysing reached the server either: it drops the session.
      recording.stream?.discard();
      return analysis.fail(problem);
    }
    if (isExtendedRecording(recording.durationSeconds / 60)) {
      toast(PRACTICE_TOASTS.extendedRecording(recording.durationSeconds / 60));
    }
    const input: TranscribeInput = {
      file: recording.blob,
      fileName: recordingFileName(recording.mimeType),
      recordingMode: 'live',
      durationSeconds: recording.durationSeconds,
      practicePrompt: practicePrompt ?? null,
      assignmentId,
      bodyLanguage: recording.video ? samples : null,
    };
    const options = { stoppedAtMaxTime: recording.stoppedAtMaxTime };
    void (recording.stream
      ? analysis.submitWith(sendLiveRecording(recording.stream, input), options)
      : analysis.submit(input, options));
  };

  const onRefused = (reason: StreamRefusal, error: unknown) => {
    bodyLanguage.cancel();
    if (reason === 'practice-limit' || reason === 'assignment') return analysis.refuse(error);
    setRefusedForOpen(true);
    toast({
      title: PRACTICE_MESSAGES.unfinishedTitle,
      description: PRACTICE_MESSAGES.liveSessionOpen,
    });
    void queryClient.invalidateQueries({ queryKey: OPEN_LIVE_SESSION_QUERY_KEY });
  };

  const live = useLiveRecording({
    onRecorded,
    onStarted: (video) => {
      if (video) bodyLanguage.start();
    },
    notify: (notice) => toast(notice),
    onRefused,
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
  const { cancel: cancelSampling } = bodyLanguage;
  const reset = useCallback(() => {
    cancel();
    cancelSampling();
    resetAnalysis();
    setStartError(null);
  }, [cancel, cancelSampling, resetAnalysis]);

  const onStart = () => {
    if (!user) return askGuestToSignIn('record');
    if (blocked || openSession || !isPromptChosen(choice)) return;
    setStartError(null);
    setRefusedForOpen(false);
    void live.start({ video: videoMode, practicePrompt: practicePrompt ?? null, assignmentId });
  };

  const onFinishUnfinished = (sessionId: string) => {
    setRefusedForOpen(false);
    void analysis.submitWith(finishUnfinished(sessionId));
  };

  const { state } = analysis;
  // A finished or failed analysis may have closed a live session, or left one open.
  useEffect(() => {
    if (state.phase === 'complete' || state.phase === 'error') {
      void queryClient.invalidateQueries({ queryKey: OPEN_LIVE_SESSION_QUERY_KEY });
    }
  }, [queryClient, state.phase]);
  const error = state.phase === 'error' ? state.error : startError;
  const stage: Stage =
    state.phase === 'complete' && state.result
      ? 'results'
      : error
        ? 'error'
        : state.phase === 'uploading' || state.phase === 'processing'
          ? 'processing'
          : live.phase !== 'idle'
            ? 'recording'
            : 'setup';

  const started = stage !== 'setup';
  useEffect(() => {
    if (started) void loadResultsView().catch(() => undefined);
  }, [started]);

  // The recording screen has gone by the time the recorder stops itself: the next one says so.
  const maxTimeNotice = live.maxReached && stage !== 'recording' && stage !== 'setup';

  return (
    <StageFrame stage={stage}>
      {maxTimeNotice ? <MaxTimeNotice className="mb-4" /> : null}
      {stage === 'results' && state.result ? (
        <Suspense fallback={<PageLoading />}>
          <ResultsView recording={state.result} onPracticeAgain={reset} focusOnMount />
        </Suspense>
      ) : stage === 'error' && error ? (
        <RecordingErrorCard
          message={error}
          onRetry={reset}
          title={errorTitle(state.phase === 'error' ? state.errorCode : null)}
        />
      ) : stage === 'processing' ? (
        <ProcessingCard
          state={state}
          upload={resumable.view && { ...resumable, view: resumable.view, onCancel: reset }}
        />
      ) : stage === 'recording' ? (
        <RecordingView
          phase={live.phase}
          countdown={live.countdown}
          elapsed={live.elapsed}
          maxReached={live.maxReached}
          preview={live.preview}
          previewRef={bodyLanguage.previewRef}
          onStop={live.stop}
          onCancel={reset}
        />
      ) : (
        <div className="grid gap-6">
          {openSession ? (
            <UnfinishedRecordingCard
              session={openSession}
              onFinish={() => onFinishUnfinished(openSession.id)}
              focusOnMount={refusedForOpen}
            />
          ) : null}
          <StoredUploadNotices
            ownerId={user?.id ?? null}
            disabled={blocked || upload.checking}
            onFile={(file) => onFile(file, { notify: false })}
          />
          <PracticeSetup
            choice={choice}
            onChoice={setPicked}
            dailyPrompt={daily.data ?? null}
            dailyPromptLoading={daily.isPending}
            assignments={assignments.data ?? []}
            videoMode={videoMode}
            onVideoMode={setVideoMode}
            blocked={blocked}
            startLocked={openSession ? PRACTICE_MESSAGES.liveSessionOpen : null}
            checkingFile={upload.checking}
            guest={!user}
            email={user?.email ?? null}
            onStart={onStart}
            onGuestUpload={() => askGuestToSignIn('upload')}
            onFile={onFile}
          />
        </div>
      )}
    </StageFrame>
  );
}

type Stage = 'setup' | 'recording' | 'processing' | 'error' | 'results';

/** Brings each new stage into view: on a phone the start button sits far below its top. */
function StageFrame({ stage, children }: { stage: Stage; children: ReactNode }) {
  const frame = useRef<HTMLDivElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (stage === 'setup') return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    frame.current?.scrollIntoView({ block: 'start', behavior: reduce ? 'auto' : 'smooth' });
  }, [stage]);
  return (
    <div ref={frame} className="scroll-mt-24">
      {children}
    </div>
  );
}
