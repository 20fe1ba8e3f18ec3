import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The element's width in pixels, kept up to date, so an SVG can be drawn at its real size
 * (text and dots keep their size on a phone). It is measured before the first paint, so a
 * phone never sees the chart at `fallback` width; without layout (tests) it stays there.
 */
export function useElementWidth<T extends HTMLElement>(fallback: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = (measured: number) => {
      if (measured > 0) setWidth(Math.round(measured));
    };
    measure(element.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => measure(entry?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}
