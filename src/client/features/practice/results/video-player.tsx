import type { RefObject } from 'react';
import { useMediaElement } from './use-media-element';
import { MediaLoadStatus } from './media-load-status';

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
      <MediaLoadStatus status={state.status} />
    </div>
  );
}
