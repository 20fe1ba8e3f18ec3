import { useRef } from 'react';
import { LoaderCircle, Pause, WifiOff } from 'lucide-react';
import { Card, CardContent } from '@client/components/ui/card';
import { Progress } from '@client/components/ui/progress';
import {
  ResumableUploadProgress,
  resumableStatusText,
  type ResumableUploadControls,
} from '../upload/resumable-upload-progress';
import { useFocusOnMount } from '../use-focus-on-mount';
import type { AnalysisState } from './analysis-state';

function waitText(seconds: number): string {
  if (seconds < 50) return 'less than a minute';
  const minutes = Math.round(seconds / 60);
  return minutes <= 1 ? 'about a minute' : `about ${minutes} minutes`;
}

/** The card's title: what is happening now, never 'Analyzing' while the file is still going up. */
function headingFor(state: AnalysisState, stopped: string | undefined): string {
  if (stopped === 'paused') return 'Upload Paused';
  if (stopped === 'interrupted') return 'Upload Interrupted';
  return state.phase === 'uploading' ? 'Uploading Your Recording...' : 'Analyzing Your Speech...';
}

/** A job waiting for a free slot: its place in the queue, 1 being next. */
export function queueText(position: number): string {
  if (position <= 1) return 'Many people are practising right now: yours is next in the queue.';
  const ahead = position - 1;
  return `Many people are practising right now: ${ahead} ${ahead === 1 ? 'session is' : 'sessions are'} ahead of yours in the queue.`;
}

type ProcessingCardProps = {
  state: AnalysisState;
  /** A large file's resumable upload: its progress and controls replace the plain bar. */
  upload?: ResumableUploadControls | null;
};

/**
 * The upload, then 'Analyzing Your Speech...' (the spec's title) with the analysis's progress:
 * the step under way and, for a job, the time left as the server last measured it.
 */
export function ProcessingCard({ state, upload }: ProcessingCardProps) {
  const uploading = state.phase === 'uploading';
  const resumable = uploading && upload ? upload : null;
  const stopped = resumable?.view.status;
  const Icon = stopped === 'paused' ? Pause : stopped === 'interrupted' ? WifiOff : LoaderCircle;
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnMount(heading);
  return (
    // Not busy while the upload's own controls show: their status must be heard.
    <Card aria-busy={!resumable}>
      <CardContent className="flex flex-col items-center gap-6 px-5 py-10 text-center sm:px-10">
        <span className="flex size-16 items-center justify-center rounded-full bg-primary-soft text-primary">
          <Icon
            className={Icon === LoaderCircle ? 'size-8 animate-spin' : 'size-8'}
            aria-hidden="true"
          />
        </span>
        <div className="grid gap-2">
          <h2
            ref={heading}
            tabIndex={-1}
            className="text-2xl font-bold tracking-tight text-ink outline-none"
          >
            {headingFor(state, stopped)}
          </h2>
          <p className="text-muted-foreground" aria-live="polite">
            {resumable
              ? resumableStatusText(resumable.view.status)
              : uploading
                ? 'Uploading your recording...'
                : (state.currentStep ?? 'Transcribing and scoring your session...')}
          </p>
        </div>
        <div className="grid w-full max-w-md gap-2">
          {resumable ? (
            <ResumableUploadProgress {...resumable} />
          ) : uploading ? (
            <>
              <Progress value={state.uploadProgress} label="Upload progress" />
              <p className="text-sm text-muted-foreground">{state.uploadProgress}% uploaded</p>
            </>
          ) : (
            <>
              <Progress value={state.progress} label="Analysis progress" />
              <p className="text-sm text-muted-foreground">
                {state.progress}% complete
                {state.estimatedWaitSeconds && !state.queuePosition
                  ? ` · ${waitText(state.estimatedWaitSeconds)} left`
                  : ''}
              </p>
            </>
          )}
        </div>
        {state.queuePosition ? (
          <p className="max-w-md text-sm text-muted-foreground">
            {queueText(state.queuePosition)}
            {state.estimatedWaitSeconds
              ? ` It should be ready in ${waitText(state.estimatedWaitSeconds)}.`
              : ''}{' '}
            You can keep this page open.
          </p>
        ) : state.estimatedWaitSeconds ? (
          <p className="max-w-md text-sm text-muted-foreground">
            You can keep this page open, or come back later: your results will be in History.
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
