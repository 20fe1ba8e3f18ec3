import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { closeAuthDialog } from '@client/hooks/use-auth-dialog';
import { removeAllToasts } from '@client/hooks/use-toast';
import { takeUnhandledRequests } from '@client/test/fake-api';

// Screens load their route chunks lazily; on a busy 2-core machine the first render of a
// chunk can take longer than testing-library's 1 s default, which is not what a test checks.
configure({ asyncUtilTimeout: 10_000 });

// Testing-library only cleans up by itself when test globals are on; they are off here.
afterEach(() => {
  cleanup();
  // The auth dialog's store lives for the page, so one test's open dialog would leak into the next.
  closeAuthDialog();
  removeAllToasts();
  // The page outlives a file (the client project shares one per worker): what a test leaves
  // in storage, the address, the title or the head would reach the next file.
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  document.title = '';
  document.head.replaceChildren();
  vi.restoreAllMocks();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  // A spy taken on a timer while the fake clock held it is put back by restoreAllMocks after
  // the clock is gone, leaving a fake setTimeout that no one advances: the next file's React
  // work would never run. Fail here, in the file that did it.
  if ('clock' in globalThis.setTimeout) {
    throw new Error(
      'A fake setTimeout outlived its test: a spy on a faked timer (check the fake clock instead)',
    );
  }
  const unhandled = takeUnhandledRequests();
  if (unhandled.length > 0) {
    throw new Error(`Requests no fake route answered: ${[...new Set(unhandled)].join(', ')}`);
  }
});

// jsdom does not implement scrolling, media queries or pointer capture; the
// layout and radix primitives call them.
window.scrollTo = () => {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.setPointerCapture ??= () => {};
Element.prototype.releasePointerCapture ??= () => {};
Element.prototype.scrollIntoView ??= () => {};
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
