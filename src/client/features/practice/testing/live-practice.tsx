import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { signedIn } from '@client/test/factories';
import { fakeApi, type FakeRoutes } from '@client/test/fake-api';
import { fakeXhr, type FakeXhrReply } from '@client/test/fake-xhr';
import { NO_COMMENTS_ROUTE, buildRecording } from '@client/test/recording-factory';
import { renderWithProviders } from '@client/test/render';
import { PracticePage } from '../practice-page';
import { fakeLiveServer, refusal, type FakeLiveServerOptions } from './fake-live-server';

/*
 * The practice page for recorder tests: a signed-in user under the free limit, today's prompt,
 * the live-session routes, and an analysis whose answer the test decides ('hang' never
 * answers). The answer is given to the finish of a streamed recording and to the upload
 * of a recording that could not stream alike.
 */

const LIMIT = {
  practiceCount: 1,
  practiceLimit: 5,
  canPractice: true,
  resetDate: '2026-04-01T00:00:00.000Z',
  unlimited: false,
};

type Reply = () => FakeXhrReply | 'hang';

type PracticeOptions = {
  /** The live-session server's behaviour; 'unavailable' answers every call with a 503. */
  live?: FakeLiveServerOptions | 'unavailable';
  /** More routes, such as a job to poll. */
  routes?: FakeRoutes;
};

const never = () => new Promise<never>(() => {});

export async function renderPractice(
  reply: Reply = () => ({ status: 200, body: buildRecording() }),
  { live = {}, routes = {} }: PracticeOptions = {},
) {
  // Each page gets its own session id, so a piece a previous test's page was still sending
  // when it was left (leaving keeps streaming) cannot land in this test's server.
  const sessionId = crypto.randomUUID();
  const server = fakeLiveServer(
    live === 'unavailable'
      ? { sessionId, create: () => refusal(503, 'SERVICE_UNAVAILABLE') }
      : {
          sessionId,
          finish: () => {
            const answer = reply();
            return answer === 'hang' ? never() : answer;
          },
          ...live,
        },
  );
  const me = signedIn();
  const api = fakeApi({
    ...NO_COMMENTS_ROUTE,
    // A finished analysis reads the user again (their session count).
    'GET /api/auth/me': { body: me },
    'GET /api/user/practice-limit': { body: LIMIT },
    'GET /api/daily-prompt': {
      body: { promptText: 'Talk about a hobby.', category: 'Storytelling', dayNumber: 42 },
    },
    'GET /api/goals/active': { body: { goal: null } },
    ...server.routes,
    ...routes,
  });
  const xhr = fakeXhr(reply);
  const view = renderWithProviders(<PracticePage />, { path: '/practice', me });
  await screen.findByText('Talk about a hobby.');
  return {
    ...view,
    xhr,
    api,
    server,
    finishCalls: () => api.callsTo(`POST /api/live-sessions/${server.id}/finish`),
    discardCalls: () => api.callsTo(`DELETE /api/live-sessions/${server.id}`),
    createCalls: () => api.callsTo('POST /api/live-sessions'),
  };
}

/** Runs fake timers (and the promises they release) forward. */
export const flush = (ms = 0) => act(() => vi.advanceTimersByTimeAsync(ms));

/**
 * Leaves the practice page, for a test file's afterEach to call before it restores the timers
 * and globals. Leaving keeps streaming by design: the recorder's last piece is still sent. Left
 * to the shared clean-up, that happens after the fake server is gone, and the piece (retried
 * as a lost connection) reaches the next test's server. Here it is sent, and answered, by this
 * test's own server; a retry still waiting on a fake timer is dropped with the timers.
 */
export async function leavePractice() {
  cleanup();
  if (vi.isFakeTimers()) await flush();
}

/** Free practice, then Start Recording, under fake timers from here on. */
export async function startRecording({ video = false } = {}) {
  fireEvent.click(screen.getByRole('button', { name: /Skip \(Free Practice\)/ }));
  if (video) fireEvent.click(screen.getByRole('radio', { name: /Video \+ Audio/ }));
  vi.useFakeTimers();
  fireEvent.click(screen.getByRole('button', { name: /Start Recording/ }));
  await flush();
}
