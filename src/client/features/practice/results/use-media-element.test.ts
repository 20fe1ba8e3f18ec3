import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useMediaElement } from './use-media-element';

/** An <audio> whose length the test sets, as a browser reports it. */
function mediaWithLength(initial: number) {
  const element = document.createElement('audio');
  let duration = initial;
  let currentTime = 0;
  Object.defineProperties(element, {
    duration: { get: () => duration, configurable: true },
    readyState: { get: () => 1, configurable: true },
    currentTime: {
      get: () => currentTime,
      set: (seconds: number) => {
        currentTime = Math.min(seconds, duration);
      },
      configurable: true,
    },
  });
  return {
    element,
    /** The browser has read to the end and now knows the length. */
    learnLength(seconds: number) {
      duration = seconds;
      currentTime = seconds;
      element.dispatchEvent(new Event('durationchange'));
      element.dispatchEvent(new Event('seeked'));
    },
  };
}

describe('useMediaElement', () => {
  it('finds the length of a recording stored without one, then plays from the start', () => {
    const media = mediaWithLength(Number.POSITIVE_INFINITY);
    const onTime = vi.fn();
    const ref = { current: media.element };
    const { result } = renderHook(() => useMediaElement(ref, 30, onTime));
    // Sent past the end to find it; the analysed length stands in meanwhile.
    expect(media.element.currentTime).toBe(Number.MAX_SAFE_INTEGER);
    expect(result.current.state.duration).toBe(30);

    act(() => media.learnLength(31.5));

    expect(result.current.state.duration).toBe(31.5);
    expect(media.element.currentTime).toBe(0);
    expect(result.current.state.currentTime).toBe(0);
    // The search past the end was never reported as the person's place in the replay.
    expect(onTime.mock.calls.every(([seconds]) => seconds === 0)).toBe(true);
  });

  it('leaves a recording with its length where it is', () => {
    const media = mediaWithLength(42);
    const ref = { current: media.element };
    const { result } = renderHook(() => useMediaElement(ref, 30));
    expect(media.element.currentTime).toBe(0);
    expect(result.current.state.duration).toBe(42);
  });
});
