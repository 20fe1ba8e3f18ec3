import type { RefObject } from 'react';
import { useMediaElement } from './use-media-element';

type VideoPlayerProps = {
  src: string;
  mediaRef: RefObject<HTMLVideoElement | null>;
  fallbackDuration: number;
  onTime: (seconds: number) => void;
};

/** The video replay, with the browser's own controls. */
export function VideoPlayer({ src, mediaRef, fallbackDuration, onTime }: VideoPlayerProps) {
  const { state } = useMediaElement(mediaRef, fallbackDuration, onTime);
  return (
    <div className="grid gap-2">
      <div className="overflow-hidden rounded-xl bg-ink">
        <video
          ref={mediaRef}
          src={src}
          controls
          playsInline
          preload="metadata"
          aria-label="Your recording"
          className="mx-auto max-h-[500px] w-full object-contain"
        />
      </div>
      {state.status === 'loading' ? (
        <p role="status" className="text-sm text-muted-foreground">
          Loading recording...
        </p>
      ) : null}
      {state.status === 'error' ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          Failed to load recording
        </p>
      ) : null}
    </div>
  );
}
