import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Recording, RecordingFiller } from '@shared/recordings/schemas';
import { signedIn } from '@client/test/factories';
import { connectionLost, fakeApi, type FakeRoutes } from '@client/test/fake-api';
import { NO_COMMENTS_ROUTE, RECORDING_ID, buildRecording } from '@client/test/recording-factory';
import { renderWithProviders } from '@client/test/render';
import { RecordingDetailPage } from '../detail/recording-detail-page';
import { FillerListCard } from './filler-list-card';
import { ResultsView } from './results-view';
import { ReviewView } from './review-view';

/*
 * The results' "Detected fillers" card (product rules R11.9): each filler can be marked "not a
 * filler", the recording scored again comes back and replaces the one shown, and Undo or Restore
 * counts it again.
 */

const FILLERS: RecordingFiller[] = [
  { index: 0, word: 'um', start: 0.5, end: 0.7, dismissed: false },
  { index: 1, word: 'like', start: 12.4, end: 12.7, dismissed: false },
  { index: 2, word: 'uh', start: 65.2, end: 65.4, dismissed: false },
];

/** As analysed: three fillers in 40 words. */
const analyzed = (overrides: Partial<Recording> = {}) =>
  buildRecording({
    wordCount: 40,
    fillers: FILLERS,
    fillerWords: 3,
    fillerPercentage: 7.5,
    detectedFillers: { um: 1, like: 1, uh: 1 },
    fillerScore: 4,
    fillerReasoning: 'You used 3 filler words in 40 words (7.5%), over the 3% target.',
    ...overrides,
  });

/** The server's answer once "like" (index 1) is dismissed: scored again without it. */
const likeDismissed = () =>
  analyzed({
    fillers: FILLERS.map((filler) =>
      filler.index === 1 ? { ...filler, dismissed: true } : filler,
    ),
    fillerWords: 2,
    fillerPercentage: 5,
    detectedFillers: { um: 1, uh: 1 },
    fillerScore: 6,
    fillerReasoning: 'You used 2 filler words in 40 words (5%), over the 3% target.',
  });

const FILLER_PATH = (index: number) => `/api/recordings/${RECORDING_ID}/fillers/${index}/dismiss`;
const DISMISS_LIKE = `POST ${FILLER_PATH(1)}`;
const RESTORE_LIKE = `DELETE ${FILLER_PATH(1)}`;

/** The card as the results hold it: the answer of a correction replaces the recording shown. */
function Host({ initial }: { initial: Recording }) {
  const [recording, setRecording] = useState(initial);
  return <FillerListCard recording={recording} onCorrected={setRecording} />;
}

function renderCard(routes: FakeRoutes = {}, recording = analyzed()) {
  const api = fakeApi(routes);
  const view = renderWithProviders(<Host initial={recording} />, { me: signedIn() });
  return { ...view, api };
}

const card = () => screen.getByRole('list', { name: 'Detected fillers' });
const rows = () => within(card()).getAllByRole('listitem');
const notAFiller = (name: string) => screen.getByRole('button', { name });
const toasts = () => screen.getByRole('region', { name: /Notifications/ });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the detected fillers card', () => {
  it('lists each filler with its time and a labelled "Not a filler" button', () => {
    renderCard();
    expect(screen.getByText('Detected fillers')).toBeInTheDocument();
    expect(rows().map((row) => row.textContent)).toEqual([
      '0:00\u201cum\u201dNot a filler',
      '0:12\u201clike\u201dNot a filler',
      '1:05\u201cuh\u201dNot a filler',
    ]);
    expect(notAFiller('Mark \u201clike\u201d at 0:12 as not a filler')).toHaveAccessibleName(
      'Mark \u201clike\u201d at 0:12 as not a filler',
    );
    expect(within(card()).getAllByRole('button')).toHaveLength(3);
  });

  it('plays each filler from a second before it when the replay is there, and not otherwise', async () => {
    const user = userEvent.setup();
    const onSeek = vi.fn();
    renderWithProviders(
      <FillerListCard recording={analyzed()} onCorrected={() => {}} onSeek={onSeek} />,
      { me: signedIn() },
    );
    await user.click(screen.getByRole('button', { name: 'Play \u201clike\u201d at 0:12' }));
    expect(onSeek.mock.lastCall?.[0]).toBeCloseTo(11.4);
    await user.click(screen.getByRole('button', { name: 'Play \u201cum\u201d at 0:00' }));
    expect(onSeek).toHaveBeenLastCalledWith(0);
  });

  it('shows the times as text when there is no replay', () => {
    renderCard();
    expect(screen.queryByRole('button', { name: /^Play / })).not.toBeInTheDocument();
  });

  it('is absent when nothing was detected', () => {
    renderCard({}, analyzed({ fillers: [], fillerWords: 0, fillerPercentage: 0 }));
    expect(screen.queryByText('Detected fillers')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /as not a filler/ })).not.toBeInTheDocument();
  });

  it('dismisses a filler: one request, then struck through with Restore, and a toast', async () => {
    const user = userEvent.setup();
    const { api } = renderCard({ [DISMISS_LIKE]: { body: likeDismissed() } });
    await user.click(notAFiller('Mark \u201clike\u201d at 0:12 as not a filler'));

    const restore = await screen.findByRole('button', {
      name: 'Restore \u201clike\u201d at 0:12 as a filler',
    });
    expect(api.callsTo(DISMISS_LIKE)).toHaveLength(1);
    expect(api.calls).toHaveLength(1);
    const row = rows()[1]!;
    expect(row.querySelector('s')).toHaveTextContent('\u201clike\u201d');
    expect(row).toHaveTextContent('not counted');
    expect(restore).toHaveTextContent('Restore');
    // The others still count.
    expect(rows()[0]!.querySelector('s')).toBeNull();
    expect(within(toasts()).getByText('Marked as not a filler')).toBeInTheDocument();
    expect(
      within(toasts()).getByText('\u201clike\u201d at 0:12 no longer counts. Filler Words: 6/10.'),
    ).toBeInTheDocument();
  });

  it("the toast's Undo sends the DELETE and the filler counts again", async () => {
    const user = userEvent.setup();
    const { api } = renderCard({
      [DISMISS_LIKE]: { body: likeDismissed() },
      [RESTORE_LIKE]: { body: analyzed() },
    });
    await user.click(notAFiller('Mark \u201clike\u201d at 0:12 as not a filler'));
    await user.click(await within(toasts()).findByRole('button', { name: 'Undo' }));

    expect(await within(toasts()).findByText('Filler restored')).toBeInTheDocument();
    expect(api.callsTo(RESTORE_LIKE)).toHaveLength(1);
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      DISMISS_LIKE,
      RESTORE_LIKE,
    ]);
    expect(notAFiller('Mark \u201clike\u201d at 0:12 as not a filler')).toBeInTheDocument();
    expect(rows()[1]!.querySelector('s')).toBeNull();
  });

  it('Restore on a dismissed filler sends the DELETE', async () => {
    const user = userEvent.setup();
    const { api } = renderCard({ [RESTORE_LIKE]: { body: analyzed() } }, likeDismissed());
    await user.click(
      screen.getByRole('button', { name: 'Restore \u201clike\u201d at 0:12 as a filler' }),
    );
    expect(
      await screen.findByRole('button', { name: 'Mark \u201clike\u201d at 0:12 as not a filler' }),
    ).toBeInTheDocument();
    expect(api.callsTo(RESTORE_LIKE)).toHaveLength(1);
    expect(
      within(toasts()).getByText('\u201clike\u201d at 0:12 counts again.'),
    ).toBeInTheDocument();
  });

  it('holds the other buttons while a correction is on its way, keeping the focus', async () => {
    const user = userEvent.setup();
    let answer: (reply: { body: Recording }) => void = () => {};
    const { api } = renderCard({
      [DISMISS_LIKE]: () => new Promise((resolve) => (answer = resolve)),
    });
    const like = notAFiller('Mark \u201clike\u201d at 0:12 as not a filler');
    await user.click(like);
    await waitFor(() =>
      within(card())
        .getAllByRole('button')
        .forEach((button) => expect(button).toHaveAttribute('aria-disabled', 'true')),
    );
    // aria-disabled, not disabled: a disabled button would drop the keyboard focus.
    expect(like).toHaveFocus();
    await user.click(notAFiller('Mark \u201cum\u201d at 0:00 as not a filler'));
    expect(api.calls).toHaveLength(1);
    answer({ body: likeDismissed() });
    await waitFor(() =>
      expect(notAFiller('Mark \u201cum\u201d at 0:00 as not a filler')).toHaveAttribute(
        'aria-disabled',
        'false',
      ),
    );
  });

  it.each([
    [
      'NOT_FOUND',
      { status: 404, body: { code: 'NOT_FOUND', message: 'Filler not found', fields: {} } },
      'This filler is no longer part of the recording. Reload the page to see its results.',
    ],
    ['a lost connection', connectionLost(), 'Cadence could not be reached. Check your connection.'],
    [
      'another code, with its message',
      {
        status: 429,
        body: { code: 'RATE_LIMITED', message: 'Too many requests. Try again in a minute.' },
      },
      'Too many requests. Try again in a minute.',
    ],
  ])('says why a refusal happened: %s, and changes nothing', async (_, reply, detail) => {
    const user = userEvent.setup();
    const { api } = renderCard({ [DISMISS_LIKE]: reply });
    await user.click(notAFiller('Mark \u201clike\u201d at 0:12 as not a filler'));
    expect(await within(toasts()).findByText('Could not update the filler')).toBeInTheDocument();
    expect(within(toasts()).getByText(detail)).toBeInTheDocument();
    expect(notAFiller('Mark \u201clike\u201d at 0:12 as not a filler')).toHaveAttribute(
      'aria-disabled',
      'false',
    );
    expect(rows()[1]!.querySelector('s')).toBeNull();
    // A 4xx is never sent again.
    expect(api.callsTo(DISMISS_LIKE)).toHaveLength(1);
  });

  it('works from the keyboard: Tab reaches each button, Enter dismisses, focus stays', async () => {
    const user = userEvent.setup();
    const { api } = renderCard({
      [DISMISS_LIKE]: { body: likeDismissed() },
      [RESTORE_LIKE]: { body: analyzed() },
    });
    await user.tab();
    expect(notAFiller('Mark \u201cum\u201d at 0:00 as not a filler')).toHaveFocus();
    await user.tab();
    expect(notAFiller('Mark \u201clike\u201d at 0:12 as not a filler')).toHaveFocus();
    await user.keyboard('{Enter}');

    const restore = await screen.findByRole('button', {
      name: 'Restore \u201clike\u201d at 0:12 as a filler',
    });
    // The same place in the list: the person can undo with the next key press.
    await waitFor(() => expect(restore).toHaveFocus());
    await user.keyboard(' ');
    await waitFor(() =>
      expect(notAFiller('Mark \u201clike\u201d at 0:12 as not a filler')).toHaveFocus(),
    );
    expect(api.calls.map((call) => call.method)).toEqual(['POST', 'DELETE']);
  });
});

describe('on the results', () => {
  beforeEach(() => {
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  });

  it('the Filler Words score, count and reasoning follow the answer at once', async () => {
    const user = userEvent.setup();
    fakeApi({
      ...NO_COMMENTS_ROUTE,
      [DISMISS_LIKE]: { body: likeDismissed() },
      // A dismissal moves the person's figures: the results read them again.
      'GET /api/auth/me': { body: signedIn() },
    });
    renderWithProviders(<ResultsView recording={analyzed()} onPracticeAgain={() => {}} />, {
      path: '/practice',
      me: signedIn(),
    });
    const fillerCard = () =>
      within(screen.getByRole('list', { name: 'Scores' })).getAllByRole('listitem')[1]!;
    expect(fillerCard()).toHaveTextContent('4/10 (Needs work)');
    expect(fillerCard()).toHaveTextContent('3 filler words (7.5% of your words)');

    await user.click(notAFiller('Mark \u201clike\u201d at 0:12 as not a filler'));

    await waitFor(() => expect(fillerCard()).toHaveTextContent('6/10 (Good)'));
    expect(fillerCard()).toHaveTextContent('2 filler words (5% of your words)');
    expect(fillerCard()).toHaveTextContent('You used 2 filler words in 40 words (5%)');
  });

  it("is not shown on the coach's review of a client's recording", () => {
    fakeApi(NO_COMMENTS_ROUTE);
    renderWithProviders(<ReviewView recording={analyzed()} />, { me: signedIn() });
    // The coach sees the client's scores, never the owner's corrections.
    expect(screen.getByRole('list', { name: 'Scores' })).toBeInTheDocument();
    expect(screen.queryByText('Detected fillers')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /as not a filler/ })).not.toBeInTheDocument();
  });

  it("is not shown for a recording that is not the person's: the server answers 404", async () => {
    fakeApi({
      ...NO_COMMENTS_ROUTE,
      [`GET /api/recordings/${RECORDING_ID}`]: {
        status: 404,
        body: { code: 'NOT_FOUND', message: 'Recording not found', fields: {} },
      },
    });
    renderWithProviders(<RecordingDetailPage id={RECORDING_ID} />, {
      path: `/recordings/${RECORDING_ID}`,
      me: signedIn(),
    });
    expect(await screen.findByRole('link', { name: 'Back to Dashboard' })).toBeInTheDocument();
    expect(screen.queryByText('Detected fillers')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /as not a filler/ })).not.toBeInTheDocument();
  });
});
