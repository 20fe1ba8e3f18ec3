import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REDIRECT_AFTER_ANALYSIS_MS } from '@shared/recordings/limits';
import { PRACTICE_MESSAGES } from '@shared/recordings/messages';
import type { CurrentUserResponse } from '@shared/auth/user';
import { GOAL_ID, GUEST_RESPONSE, buildGoal, signedIn } from '@client/test/factories';
import { selectSpeakerPath } from '@client/lib/paths';
import { fakeApi, type FakeRoutes } from '@client/test/fake-api';
import { RECORDING_ID, buildRecording } from '@client/test/recording-factory';
import { renderWithProviders } from '@client/test/render';
import { SelectSpeakerPage } from './select-speaker-page';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const PATH = `/recordings/${RECORDING_ID}`;
const API = `/api${PATH}`;
const AWAITING = buildRecording({
  analysisStatus: 'awaiting_speaker',
  speakerUtterances: [
    { speaker: 'A', text: 'Welcome everyone to the weekly update.', start: 0, end: 4 },
    { speaker: 'B', text: 'Thanks, I have three things to share today.', start: 4, end: 9 },
    { speaker: 'A', text: 'Go ahead.', start: 9, end: 10 },
  ],
});

function renderPage(
  routes: FakeRoutes,
  {
    path = `${PATH}/select-speaker`,
    me = signedIn(),
  }: { path?: string; me?: CurrentUserResponse } = {},
) {
  // A chosen voice refreshes every query, the current user's among them.
  const api = fakeApi({ 'GET /api/auth/me': { body: me }, ...routes });
  const view = renderWithProviders(<SelectSpeakerPage id={RECORDING_ID} />, { path, me });
  return { ...view, api };
}

describe("choosing one's voice", () => {
  it('lists each voice with turns, words, speaking time and quotes', async () => {
    renderPage({ [`GET ${API}`]: { body: AWAITING } });
    const speakerA = await screen.findByRole('radio', { name: 'Speaker A' });
    const details = document.getElementById(speakerA.getAttribute('aria-describedby')!)!;
    expect(details).toHaveTextContent('Turns2');
    expect(details).toHaveTextContent('Words8');
    expect(details).toHaveTextContent('Speaking time0:05');
    expect(details).toHaveTextContent('Welcome everyone to the weekly update.');
    expect(screen.getByRole('radio', { name: 'Speaker B' })).toBeInTheDocument();
  });

  it('shows the words the engine doubted as [unclear], greyed, never as said', async () => {
    renderPage({
      [`GET ${API}`]: {
        body: {
          ...AWAITING,
          speakerUtterances: [
            { speaker: 'A', text: '[unclear] [unclear] like [unclear] practice', start: 0, end: 4 },
            { speaker: 'B', text: 'Thanks, I have three things to share today.', start: 4, end: 9 },
          ],
        },
      },
    });
    const speakerA = await screen.findByRole('radio', { name: 'Speaker A' });
    const details = document.getElementById(speakerA.getAttribute('aria-describedby')!)!;
    // Every word heard still counts; the quote folds the doubtful run into one.
    expect(details).toHaveTextContent('Words5');
    expect(details).toHaveTextContent('[unclear] like [unclear] practice');
    expect(within(details).getAllByText('[unclear]')[0]).toHaveClass('text-muted-foreground');
  });

  it("keeps 'Analyze My Speech' disabled until a voice is chosen", async () => {
    const user = userEvent.setup();
    renderPage({ [`GET ${API}`]: { body: AWAITING } });
    const analyze = await screen.findByRole('button', { name: /Analyze My Speech/ });
    expect(analyze).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Speaker B' }));
    expect(analyze).toBeEnabled();
  });

  it('preselects the voice that sounds like the user', async () => {
    renderPage({ [`GET ${API}`]: { body: { ...AWAITING, suggestedSpeaker: 'B' } } });
    expect(await screen.findByRole('radio', { name: 'Speaker B' })).toBeChecked();
    expect(screen.getByText('Sounds like you')).toBeInTheDocument();
  });

  it('offers to score every voice only when the voices may be one person', async () => {
    const user = userEvent.setup();
    const { api } = renderPage({
      [`GET ${API}`]: { body: { ...AWAITING, speakersMayBeOne: true } },
      [`POST ${API}/select-speaker`]: { body: buildRecording({ selectedSpeaker: null }) },
      'GET /api/goals/active': { body: { goal: null } },
    });
    const all = await screen.findByRole('radio', { name: 'All of these are me' });
    expect(document.getElementById(all.getAttribute('aria-describedby')!)).toHaveTextContent(
      'These voices sound alike',
    );
    await user.click(all);
    await user.click(screen.getByRole('button', { name: /Analyze My Speech/ }));
    await waitFor(() =>
      expect(api.callsTo(`POST ${API}/select-speaker`)[0]?.body).toEqual({ speaker: 'all' }),
    );
  });

  it('lists only the voices when they are surely different people', async () => {
    renderPage({ [`GET ${API}`]: { body: AWAITING } });
    await screen.findByRole('radio', { name: 'Speaker A' });
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    expect(screen.queryByRole('radio', { name: 'All of these are me' })).not.toBeInTheDocument();
  });

  it('says the maximum time was reached when the recorder stopped itself', async () => {
    renderPage(
      { [`GET ${API}`]: { body: AWAITING } },
      { path: selectSpeakerPath(RECORDING_ID, { stoppedAtMaxTime: true }) },
    );
    await screen.findByRole('radio', { name: 'Speaker A' });
    expect(screen.getByText('Maximum time reached').closest('[role="status"]')).toHaveTextContent(
      'Your recording stopped by itself at 3 minutes',
    );
  });

  it('says nothing of the maximum time otherwise', async () => {
    renderPage({ [`GET ${API}`]: { body: AWAITING } });
    await screen.findByRole('radio', { name: 'Speaker A' });
    expect(screen.queryByText('Maximum time reached')).not.toBeInTheDocument();
  });

  it('can be chosen with the keyboard', async () => {
    const user = userEvent.setup();
    renderPage({ [`GET ${API}`]: { body: AWAITING } });
    await screen.findByRole('radio', { name: 'Speaker A' });
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Speaker A' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Speaker B' })).toBeChecked();
  });

  it('sends the choice, toasts, and opens the results after 1.5 s', async () => {
    const user = userEvent.setup();
    const { api, currentPath, queryClient } = renderPage({
      [`GET ${API}`]: { body: AWAITING },
      [`POST ${API}/select-speaker`]: { body: buildRecording({ selectedSpeaker: 'B' }) },
      'GET /api/goals/active': { body: { goal: buildGoal({ targetMetric: 'session_count' }) } },
      [`POST /api/goals/${GOAL_ID}/session`]: { status: 500, body: { message: 'x' } },
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await user.click(await screen.findByRole('radio', { name: 'Speaker B' }));
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: /Analyze My Speech/ }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(api.callsTo(`POST ${API}/select-speaker`)[0]?.body).toEqual({ speaker: 'B' });
    // The chosen voice's session counts toward the active goal before everything is read again.
    expect(api.callsTo(`POST /api/goals/${GOAL_ID}/session`)[0]?.body).toEqual({
      goalId: GOAL_ID,
      recordingId: RECORDING_ID,
      metricValue: 1,
    });
    expect(invalidate).toHaveBeenCalledWith();
    expect(screen.getAllByText('Analysis Complete!').length).toBeGreaterThan(0);
    expect(
      screen.getAllByText('Your speech has been analyzed. Loading results...').length,
    ).toBeGreaterThan(0);
    await act(() => vi.advanceTimersByTimeAsync(REDIRECT_AFTER_ANALYSIS_MS - 1));
    expect(currentPath()).toBe(`${PATH}/select-speaker`);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(currentPath()).toBe(PATH);
  });

  it("toasts 'Selection Failed' with the server's message or the fallback", async () => {
    const user = userEvent.setup();
    renderPage({
      [`GET ${API}`]: { body: AWAITING },
      [`POST ${API}/select-speaker`]: new TypeError('Failed to fetch'),
    });
    await user.click(await screen.findByRole('radio', { name: 'Speaker A' }));
    await user.click(screen.getByRole('button', { name: /Analyze My Speech/ }));
    expect(await screen.findByText('Selection Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to select speaker. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Analyze My Speech/ })).toBeEnabled();
  });

  it('sends a complete recording to its results', async () => {
    const { currentPath } = renderPage({ [`GET ${API}`]: { body: buildRecording() } });
    await waitFor(() => expect(currentPath()).toBe(PATH));
  });

  it("offers 'Go Home' for a missing recording", async () => {
    renderPage({ [`GET ${API}`]: { status: 404, body: { message: 'Recording not found' } } });
    expect(await screen.findByText(PRACTICE_MESSAGES.recordingNotFoundSpeaker)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  });

  it("offers 'Sign In' to /signin, coming back here, when the session has ended", async () => {
    renderPage({ [`GET ${API}`]: { status: 401, body: { message: 'Sign in' } } });
    expect(await screen.findByRole('link', { name: /Sign In/ })).toHaveAttribute(
      'href',
      `/signin?redirect=${encodeURIComponent(`${PATH}/select-speaker`)}`,
    );
  });

  it("shows a guest the page with 'Sign In' to /signin, without reading the recording", async () => {
    const { api } = renderPage({}, { me: GUEST_RESPONSE });
    expect(await screen.findByRole('heading', { name: 'Select Your Voice' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Sign In/ })).toHaveAttribute(
      'href',
      `/signin?redirect=${encodeURIComponent(`${PATH}/select-speaker`)}`,
    );
    expect(api.callsTo(`GET ${API}`)).toHaveLength(0);
  });
});
