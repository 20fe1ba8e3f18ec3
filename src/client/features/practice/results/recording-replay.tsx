import type { ReactNode, RefObject } from 'react';
import type { Recording } from '@shared/recordings/schemas';
import { recordingMediaUrl } from '../api/get-recording';
import { AudioPlayer } from './audio-player';
import { VideoPlayer } from './video-player';

type RecordingReplayProps = {
  recording: Recording;
  mediaRef: RefObject<HTMLMediaElement | null>;
  onTime: (seconds: number) => void;
  /** The heading; the owner's 'Replay Your Recording' by default. */
  title?: string | undefined;
  /** Shown under the player: the comment markers (product rules R11.7). */
  timeline?: ReactNode;
  headingLevel?: 'h2' | 'h3';
};

/** 'Replay Your Recording': a video element for video, custom controls for audio. */
export function RecordingReplay({
  recording,
  mediaRef,
  onTime,
  title = 'Replay Your Recording',
  timeline,
  headingLevel: Heading = 'h3',
}: RecordingReplayProps) {
  const src = recordingMediaUrl(recording.id);
  const fallbackDuration = recording.duration ?? 0;
  return (
    <section aria-labelledby="replay-heading" className="grid content-start gap-3">
      <Heading id="replay-heading" className="text-xl font-bold text-ink">
        {title}
      </Heading>
      {recording.mediaType === 'video' ? (
        <VideoPlayer
          src={src}
          mediaRef={mediaRef as RefObject<HTMLVideoElement | null>}
          fallbackDuration={fallbackDuration}
          onTime={onTime}
        />
      ) : (
        <AudioPlayer
          src={src}
          mediaRef={mediaRef as RefObject<HTMLAudioElement | null>}
          fallbackDuration={fallbackDuration}
          onTime={onTime}
        />
      )}
      {timeline}
    </section>
  );
}
