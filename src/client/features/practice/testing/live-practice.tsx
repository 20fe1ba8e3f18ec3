import { act, fireEvent, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { signedIn } from '@client/test/factories';
import { fakeApi } from '@client/test/fake-api';
import { fakeXhr, type FakeXhrReply } from '@client/test/fake-xhr';
import { buildRecording } from '@client/test/recording-factory';
import { renderWithProviders } from '@client/test/render';
import { PracticePage } from '../practice-page';

/*
 * The practice page for recorder tests: a signed-in user under the free limit, today's prompt,
 * and an upload whose answer the test decides ('hang' never answers).
 */

const LIMIT = {
  practiceCount: 1,
  practiceLimit: 5,
  canPractice: true,
  resetDate: '2026-04-01T00:00:00.000Z',
  unlimited: false,
};

export async function renderPractice(
  reply: () => FakeXhrReply | 'hang' = () => ({ status: 200, body: buildRecording() }),
) {
  fakeApi({
    'GET /api/user/practice-limit': { body: LIMIT },
    'GET /api/daily-prompt': {
      body: { promptText: 'Talk about a hobby.', category: 'Storytelling', dayNumber: 42 },
    },
    'GET /api/goals/active': { body: { goal: null } },
  });
  const xhr = fakeXhr(reply);
  const view = renderWithProviders(<PracticePage />, { path: '/practice', me: signedIn() });
  await screen.findByText('Talk about a hobby.');
  return { ...view, xhr };
}

/** Runs fake timers (and the promises they release) forward. */
export const flush = (ms = 0) => act(() => vi.advanceTimersByTimeAsync(ms));

/** Free practice, then Start Recording, under fake timers from here on. */
export async function startRecording({ video = false } = {}) {
  fireEvent.click(screen.getByRole('button', { name: /Skip \(Free Practice\)/ }));
  if (video) fireEvent.click(screen.getByRole('radio', { name: /Video \+ Audio/ }));
  vi.useFakeTimers();
  fireEvent.click(screen.getByRole('button', { name: /Start Recording/ }));
  await flush();
}
