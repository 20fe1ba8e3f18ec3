import { Pause, Play, X } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { Progress } from '@client/components/ui/progress';
import { formatClock, formatFileSize, formatTransferRate } from '../format';
import { RESUMABLE_UPLOAD_TEXT as TEXT } from '../practice-notices';
import type { ResumableStatus } from './resumable-upload';
import type { ResumableUploadView } from './use-resumable-upload';

/** What the processing card says under its heading while a large file goes up. */
export function resumableStatusText(status: ResumableStatus): string {
  return status === 'paused'
    ? TEXT.paused
    : status === 'interrupted'
      ? TEXT.interrupted
      : TEXT.uploading;
}

export type ResumableUploadControls = {
  view: ResumableUploadView;
  onPause: () => void;
  onResume: () => void;
  onCancel: () => void;
};

/**
 * A large file going up (decision 143): how much is sent, how fast, how long is left, and
 * Pause / Resume. One button changes between the two, so the keyboard focus stays on it. Cancel
 * stops the upload but keeps what was sent: the setup then offers to continue or discard it.
 */
export function ResumableUploadProgress({
  view,
  onPause,
  onResume,
  onCancel,
}: ResumableUploadControls) {
  const { progress, status } = view;
  const sending = status === 'uploading';
  const sent = TEXT.sent(formatFileSize(progress.bytesSent), formatFileSize(progress.bytesTotal));
  const pace =
    sending && progress.bytesPerSecond !== null && progress.secondsLeft !== null
      ? `${TEXT.speed(formatTransferRate(progress.bytesPerSecond))} · ${TEXT.timeLeft(formatClock(progress.secondsLeft))}`
      : sending
        ? TEXT.measuring
        : null;

  return (
    <div className="grid w-full max-w-md gap-3">
      <p className="truncate text-sm font-medium text-ink" title={view.fileName}>
        {view.fileName}
      </p>
      <Progress
        value={progress.percent}
        label={TEXT.progressLabel}
        aria-valuetext={`${progress.percent}% (${sent})`}
        indicatorClassName={sending ? undefined : 'bg-muted-foreground'}
      />
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <span>
          <span className="font-semibold text-ink">{progress.percent}%</span> · {sent}
        </span>
        {pace ? <span className="tabular-nums">{pace}</span> : null}
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-center">
        <Button variant={sending ? 'outline' : 'default'} onClick={sending ? onPause : onResume}>
          {sending ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
          {sending ? TEXT.pause : TEXT.resume}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          <X aria-hidden="true" />
          {TEXT.cancel}
        </Button>
      </div>
    </div>
  );
}
