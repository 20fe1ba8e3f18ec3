import { useCallback, useRef, useState } from 'react';

/**
 * The replay of a results screen: the media element, where it is, whether it has moved yet
 * (a word is highlighted only once it has), and a seek that plays from there.
 */
export function useReplay() {
  const mediaRef = useRef<HTMLMediaElement | null>(null);
  const [currentTime, setCurrentTime] = useState(0);
  const [moved, setMoved] = useState(false);

  const onTime = useCallback((seconds: number) => {
    setCurrentTime(seconds);
    if (seconds > 0) setMoved(true);
  }, []);

  const seek = useCallback((seconds: number) => {
    const element = mediaRef.current;
    if (!element) return;
    element.currentTime = seconds;
    setCurrentTime(seconds);
    setMoved(true);
    void element.play?.()?.catch(() => undefined);
  }, []);

  return { mediaRef, currentTime, moved, onTime, seek };
}

export type Replay = ReturnType<typeof useReplay>;
