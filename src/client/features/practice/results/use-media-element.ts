import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/** Unmuting a player whose volume was 0 brings it back to this (product rules R2.56). */
export const DEFAULT_UNMUTE_VOLUME = 0.5;

/** The volume to restore on unmute: the one before muting, or 0.5. */
export function unmuteVolume(previous: number): number {
  return previous > 0 ? previous : DEFAULT_UNMUTE_VOLUME;
}

export type MediaStatus = 'loading' | 'ready' | 'error';

export type MediaState = {
  status: MediaStatus;
  currentTime: number;
  duration: number;
  paused: boolean;
  volume: number;
  muted: boolean;
};

/**
 * Follows an <audio> or <video> element and drives it. Recorder-made WebM files often
 * report no duration, so `fallbackDuration` (the analysed length) stands in for it.
 */
export function useMediaElement(
  ref: RefObject<HTMLMediaElement | null>,
  fallbackDuration: number,
  onTime?: (seconds: number) => void,
) {
  const [state, setState] = useState<MediaState>({
    status: 'loading',
    currentTime: 0,
    duration: fallbackDuration,
    paused: true,
    volume: 1,
    muted: false,
  });
  const previousVolume = useRef(1);
  const onTimeRef = useRef(onTime);
  useEffect(() => {
    onTimeRef.current = onTime;
  });

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    // Media stored before the server gave recordings a length (decision 185) may report
    // Infinity: asked for a time past the end, the browser reads to the end and learns it,
    // and the player then starts from 0 again. Times reported meanwhile are not the person's.
    let findingEnd = false;
    const findEnd = () => {
      if (findingEnd || element.duration !== Number.POSITIVE_INFINITY) return;
      findingEnd = true;
      element.currentTime = Number.MAX_SAFE_INTEGER;
    };
    const read = () => {
      if (findingEnd && Number.isFinite(element.duration)) {
        findingEnd = false;
        element.currentTime = 0;
      }
      if (findingEnd) return;
      const duration =
        Number.isFinite(element.duration) && element.duration > 0
          ? element.duration
          : fallbackDuration;
      setState((current) => ({
        ...current,
        currentTime: element.currentTime,
        duration,
        paused: element.paused,
        volume: element.volume,
        muted: element.muted,
      }));
    };
    const ready = () => {
      findEnd();
      read();
      setState((current) =>
        current.status === 'error' ? current : { ...current, status: 'ready' },
      );
    };
    const time = () => {
      read();
      if (findingEnd) return;
      onTimeRef.current?.(element.currentTime);
    };
    const failed = () => setState((current) => ({ ...current, status: 'error' }));
    const events: [string, () => void][] = [
      ['loadedmetadata', ready],
      ['canplay', ready],
      ['durationchange', read],
      ['timeupdate', time],
      ['seeked', time],
      ['play', read],
      ['pause', read],
      ['ended', read],
      ['volumechange', read],
      ['error', failed],
    ];
    events.forEach(([name, handler]) => element.addEventListener(name, handler));
    // The metadata may have arrived before this effect ran.
    if (element.readyState >= 1) ready();
    if (element.error) failed();
    return () => events.forEach(([name, handler]) => element.removeEventListener(name, handler));
  }, [ref, fallbackDuration]);

  const togglePlay = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    if (element.paused) void element.play().catch(() => undefined);
    else element.pause();
  }, [ref]);

  const seek = useCallback(
    (seconds: number) => {
      const element = ref.current;
      if (!element || !Number.isFinite(seconds)) return;
      element.currentTime = Math.max(0, seconds);
      setState((current) => ({ ...current, currentTime: element.currentTime }));
      onTimeRef.current?.(element.currentTime);
    },
    [ref],
  );

  const setVolume = useCallback(
    (volume: number) => {
      const element = ref.current;
      if (!element) return;
      element.volume = Math.min(1, Math.max(0, volume));
      element.muted = element.volume === 0;
      if (element.volume > 0) previousVolume.current = element.volume;
      setState((current) => ({ ...current, volume: element.volume, muted: element.muted }));
    },
    [ref],
  );

  const toggleMute = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    if (element.muted || element.volume === 0) {
      element.muted = false;
      element.volume = unmuteVolume(previousVolume.current);
    } else {
      previousVolume.current = element.volume;
      element.muted = true;
    }
    setState((current) => ({ ...current, volume: element.volume, muted: element.muted }));
  }, [ref]);

  return { state, togglePlay, seek, setVolume, toggleMute };
}
