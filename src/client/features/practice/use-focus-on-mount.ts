import { useEffect, type RefObject } from 'react';

/**
 * Moves focus to an element when it appears, for views that replace the one holding the
 * focus (the start button gives way to the recorder, the recorder to the analysis), so
 * keyboard and screen-reader users are not dropped back at the top of the page.
 */
export function useFocusOnMount(ref: RefObject<HTMLElement | null>, enabled = true): void {
  useEffect(() => {
    if (enabled) ref.current?.focus({ preventScroll: true });
  }, [ref, enabled]);
}
