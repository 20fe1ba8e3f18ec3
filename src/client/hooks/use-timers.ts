import { useEffect, useMemo } from 'react';

export type Timers = {
  timeout: (callback: () => void, ms: number) => () => void;
  interval: (callback: () => void, ms: number) => () => void;
  clearAll: () => void;
};

/**
 * Timeouts and intervals owned by a component: each returns its own canceller, and every one
 * still running is cleared when the component unmounts, so no callback fires on a screen
 * that has gone.
 */
export function useTimers(): Timers {
  const timers = useMemo(() => {
    const cancels = new Set<() => void>();
    const track = (cancel: () => void) => {
      const once = () => {
        cancel();
        cancels.delete(once);
      };
      cancels.add(once);
      return once;
    };
    return {
      timeout: (callback: () => void, ms: number) => {
        let cancel = () => {};
        const id = window.setTimeout(() => {
          cancel();
          callback();
        }, ms);
        cancel = track(() => window.clearTimeout(id));
        return cancel;
      },
      interval: (callback: () => void, ms: number) => {
        const id = window.setInterval(callback, ms);
        return track(() => window.clearInterval(id));
      },
      clearAll: () => [...cancels].forEach((cancel) => cancel()),
    };
  }, []);
  useEffect(() => timers.clearAll, [timers]);
  return timers;
}
