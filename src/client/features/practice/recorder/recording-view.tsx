import { useEffect, useRef } from 'react';
import { Square } from 'lucide-react';
import { LIVE_AUTO_STOP_SECONDS } from '@shared/recordings/limits';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { cn } from '@client/lib/utils';
import { formatClock } from '../format';
import { timerStage, type TimerStage } from './recorder-rules';
import type { LivePhase } from './use-live-recording';

type RecordingViewProps = {
  phase: LivePhase;
  countdown: number | null;
  elapsed: number;
  maxReached: boolean;
  preview: MediaStream | null;
  /** Given the preview's <video>, for the body-language sampler to read frames from. */
  previewRef?: (element: HTMLVideoElement | null) => void;
  onStop: () => void;
  onCancel: () => void;
};

/** Under the timer: the limit, then the seconds left, then that the limit was reached. */
function timerCaption(stage: TimerStage, elapsed: number): string {
  const limit = `Max time ${formatClock(LIVE_AUTO_STOP_SECONDS)}`;
  if (stage === 'maximum') return 'Maximum time reached';
  if (stage === 'warning')
    return `${limit} - stops by itself in ${LIVE_AUTO_STOP_SECONDS - elapsed} s`;
  return limit;
}

/** The countdown, then the timer and stop button, with the camera's preview in video mode. */
export function RecordingView({
  phase,
  countdown,
  elapsed,
  maxReached,
  preview,
  previewRef,
  onStop,
  onCancel,
}: RecordingViewProps) {
  const stage = timerStage(elapsed, maxReached);
  const red = stage !== 'normal';
  const recording = phase === 'recording' || phase === 'stopping';
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-6 px-4 py-8 text-center sm:px-8">
        {preview ? (
          <LivePreview stream={preview} recording={recording} videoRef={previewRef} />
        ) : null}

        {phase === 'preparing' ? (
          <p role="status" className="text-lg text-muted-foreground">
            Getting your microphone ready...
          </p>
        ) : null}

        {phase === 'countdown' && countdown !== null ? (
          <div className="grid gap-2" role="status" aria-live="assertive">
            <p className="text-muted-foreground">Get ready...</p>
            <p
              className="text-7xl font-extrabold text-primary tabular-nums sm:text-8xl"
              aria-label={`Recording starts in ${countdown}`}
            >
              {countdown}
            </p>
          </div>
        ) : null}

        {recording ? (
          <div className="grid gap-2">
            <p className="flex items-center justify-center gap-2 text-sm font-semibold text-destructive">
              <span
                className="size-2.5 animate-pulse rounded-full bg-destructive"
                aria-hidden="true"
              />
              Recording
            </p>
            <p
              role="timer"
              aria-label={`Recording time ${formatClock(elapsed)}`}
              className={cn(
                'text-5xl font-bold tabular-nums sm:text-6xl',
                red ? 'text-destructive' : 'text-ink',
              )}
            >
              {formatClock(elapsed)}
            </p>
            <p
              className={cn(
                'text-sm',
                red ? 'font-semibold text-destructive' : 'text-muted-foreground',
              )}
            >
              {timerCaption(stage, elapsed)}
            </p>
          </div>
        ) : null}

        {recording ? (
          <Button
            // Recording replaces the start button; Space or Enter then stops it.
            autoFocus
            size="lg"
            variant="destructive"
            className="h-16 rounded-full px-8 text-lg"
            onClick={onStop}
            disabled={phase === 'stopping'}
          >
            <Square className="fill-current" aria-hidden="true" />
            Stop Recording
          </Button>
        ) : (
          <Button autoFocus variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

function LivePreview({
  stream,
  recording,
  videoRef,
}: {
  stream: MediaStream;
  recording: boolean;
  videoRef?: ((element: HTMLVideoElement | null) => void) | undefined;
}) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    element.srcObject = stream;
    videoRef?.(element);
    return () => {
      videoRef?.(null);
      element.srcObject = null;
    };
  }, [stream, videoRef]);
  return (
    <div className="relative w-full overflow-hidden rounded-xl bg-ink">
      <video
        ref={video}
        autoPlay
        muted
        playsInline
        aria-label="Camera preview"
        // The timer and Stop stay in view below it, on a laptop's 800 px as on a phone: the
        // picture gives way, to no less than 8rem (the rest of the card is about 27rem).
        className="mx-auto max-h-[max(8rem,min(500px,calc(100dvh-27rem)))] w-full -scale-x-100 object-contain"
      />
      {recording ? (
        <span className="absolute top-3 left-3 flex items-center gap-1.5 rounded-md bg-destructive px-2 py-1 text-xs font-bold text-destructive-foreground">
          <span className="size-2 animate-pulse rounded-full bg-current" aria-hidden="true" />
          REC
        </span>
      ) : null}
    </div>
  );
}
