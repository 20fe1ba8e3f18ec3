import { useEffect, useRef } from 'react';

type PageLeave = {
  /** The page was hidden (another tab, the phone locked). */
  onHidden: () => void;
  /** The page is being unloaded: a reload, a closed tab, another site. */
  onUnload: () => void;
};

/**
 * Calls back when the page is hidden or unloaded. An unload fires beforeunload and
 * pagehide before the page turns hidden, so `onUnload` runs first.
 */
export function usePageLeave(handlers: PageLeave) {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') latest.current.onHidden();
    };
    const onUnload = () => latest.current.onUnload();
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onUnload);
    window.addEventListener('beforeunload', onUnload);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onUnload);
      window.removeEventListener('beforeunload', onUnload);
    };
  }, []);
}
