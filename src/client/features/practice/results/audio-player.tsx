import { useId, type RefObject } from 'react';
import { Pause, Play, Volume2, VolumeX } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { formatClock } from '../format';
import { useMediaElement } from './use-media-element';
import { MediaLoadStatus } from './media-load-status';

type AudioPlayerProps = {
  src: string;
  mediaRef: RefObject<HTMLAudioElement | null>;
  fallbackDuration: number;
  onTime: (seconds: number) => void;
};

const rangeClass = 'h-2 w-full cursor-pointer accent-primary disabled:cursor-not-allowed';

/**
 * The audio replay's own controls: play/pause, seek (0.1 s), mute and volume (product rules R2.56).
 */
export function AudioPlayer({ src, mediaRef, fallbackDuration, onTime }: AudioPlayerProps) {
  const { state, togglePlay, seek, setVolume, toggleMute } = useMediaElement(
    mediaRef,
    fallbackDuration,
    onTime,
  );
  const seekId = useId();
  const ready = state.status === 'ready';
  const silent = state.muted || state.volume === 0;
  return (
    <div className="grid gap-3 rounded-xl border border-border bg-muted/60 p-4">
      <audio ref={mediaRef} src={src} preload="metadata" className="hidden" />
      <MediaLoadStatus status={state.status} />
      <div className="flex items-center gap-3">
        <Button
          size="icon"
          className="rounded-full"
          onClick={togglePlay}
          disabled={!ready}
          aria-label={state.paused ? 'Play' : 'Pause'}
        >
          {state.paused ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
        </Button>
        <div className="grid min-w-0 flex-1 gap-1">
          <label htmlFor={seekId} className="sr-only">
            Seek
          </label>
          <input
            id={seekId}
            type="range"
            min={0}
            max={state.duration || 0}
            step={0.1}
            value={Math.min(state.currentTime, state.duration || 0)}
            disabled={!ready}
            onChange={(event) => seek(Number(event.target.value))}
            aria-valuetext={`${formatClock(state.currentTime)} of ${formatClock(state.duration)}`}
            className={rangeClass}
          />
          <p className="flex justify-between text-xs text-muted-foreground tabular-nums">
            <span>{formatClock(state.currentTime)}</span>
            <span>{formatClock(state.duration)}</span>
          </p>
        </div>
      </div>
      <div className="flex items-center gap-2">
        <Button
          variant="ghost"
          size="icon"
          onClick={toggleMute}
          disabled={!ready}
          aria-label={silent ? 'Unmute' : 'Mute'}
        >
          {silent ? <VolumeX aria-hidden="true" /> : <Volume2 aria-hidden="true" />}
        </Button>
        <input
          type="range"
          min={0}
          max={1}
          step={0.01}
          value={silent ? 0 : state.volume}
          disabled={!ready}
          onChange={(event) => setVolume(Number(event.target.value))}
          aria-label="Volume"
          aria-valuetext={`${Math.round((silent ? 0 : state.volume) * 100)}%`}
          className={`${rangeClass} max-w-40`}
        />
      </div>
    </div>
  );
}
