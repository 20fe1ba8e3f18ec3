import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRACTICE_MESSAGES } from '@shared/recordings/messages';
import { signedIn } from '@client/test/factories';
import { fakeApi, type FakeRoutes } from '@client/test/fake-api';
import { RECORDING_ID, buildSummary } from '@client/test/recording-factory';
import type { RecordingSummary } from '@shared/recordings/schemas';
import { renderWithProviders } from '@client/test/render';
import { RecordingsPage } from './recordings-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const OTHER_ID = '0f0e0d0c-0b0a-4909-8807-060504030201';
const FIRST_PAGE = 'GET /api/recordings?limit=20';
const SECOND_PAGE = 'GET /api/recordings?limit=20&cursor=page-2';

/** One page of the history: `items`, and the next page's cursor, or none after the last. */
const page = (items: RecordingSummary[], nextCursor: string | null = null) => ({
  body: { items, nextCursor },
});
const summaries = (from: number, count: number) =>
  Array.from({ length: count }, (_, index) =>
    buildSummary({
      id: `5b3c7a2e-1f4d-4c6b-9e8a-2d1f0c9b${String(from + index).padStart(4, '0')}`,
      practicePrompt: `Talk ${from + index}`,
    }),
  );

/** IntersectionObserver as a browser has it, driven by the test: `show()` scrolls to the foot. */
function fakeIntersectionObserver() {
  const observers = new Set<{ callback: IntersectionObserverCallback; targets: Element[] }>();
  class FakeObserver {
    private entry: { callback: IntersectionObserverCallback; targets: Element[] };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, targets: [] };
      observers.add(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.push(target);
    }
    disconnect() {
      observers.delete(this.entry);
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    show() {
      for (const { callback, targets } of [...observers]) {
        const entries = targets.map((target) => ({ target, isIntersecting: true }));
        callback(entries as unknown as IntersectionObserverEntry[], {} as IntersectionObserver);
      }
    },
    get count() {
      return observers.size;
    },
  };
}

function renderHistory(routes: FakeRoutes) {
  const api = fakeApi(routes);
  const view = renderWithProviders(<RecordingsPage />, { path: '/recordings', me: signedIn() });
  return { ...view, api };
}

describe('the recording history', () => {
  it('lists recordings with their date, prompt, length and numbers', async () => {
    renderHistory({
      [FIRST_PAGE]: page([
        buildSummary({ clarityScore: 8.5, paceWpm: 150, fillerWords: 2 }),
        buildSummary({ id: OTHER_ID, practicePrompt: null, clarityScore: 3 }),
      ]),
    });
    const [first, second] = within(
      await screen.findByRole('list', { name: 'Recordings' }),
    ).getAllByRole('listitem');
    expect(within(first!).getByRole('link', { name: /Mar 14, 2026/ })).toHaveAttribute(
      'href',
      `/recordings/${RECORDING_ID}`,
    );
    expect(first).toHaveTextContent('Describe your ideal weekend');
    expect(first).toHaveTextContent('1:35');
    expect(within(first!).getByText('Clarity 8.5/10')).toHaveClass('text-emerald-800');
    expect(first).toHaveTextContent('150 wpm');
    expect(first).toHaveTextContent('2 fillers');
    expect(second).toHaveTextContent('Free practice');
    expect(within(second!).getByText('Clarity 3/10')).toHaveClass('text-red-800');
  });

  it.each([
    [9, 'text-emerald-800'],
    [6, 'text-sky-800'],
    [4, 'text-amber-800'],
    [3.9, 'text-red-800'],
  ])('colours a clarity of %s with %s', async (score, colour) => {
    renderHistory({ [FIRST_PAGE]: page([buildSummary({ clarityScore: score })]) });
    expect(await screen.findByText(`Clarity ${score}/10`)).toHaveClass(colour);
  });

  it("shows 'Processing' instead of the numbers until the analysis is complete", async () => {
    renderHistory({
      [FIRST_PAGE]: page([buildSummary({ analysisStatus: 'analyzing' })]),
    });
    expect(await screen.findByText('Processing')).toBeInTheDocument();
    expect(screen.queryByText(/Clarity/)).not.toBeInTheDocument();
  });

  it('sends a recording waiting for its speaker to the select-speaker screen', async () => {
    renderHistory({
      [FIRST_PAGE]: page([buildSummary({ analysisStatus: 'awaiting_speaker' })]),
    });
    expect(await screen.findByRole('link', { name: /Mar 14, 2026/ })).toHaveAttribute(
      'href',
      `/recordings/${RECORDING_ID}/select-speaker`,
    );
  });

  it('has an empty state that leads to /record, and a way back to the dashboard', async () => {
    renderHistory({ [FIRST_PAGE]: page([]) });
    expect(await screen.findByRole('heading', { name: 'No recordings yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Your First Practice' })).toHaveAttribute(
      'href',
      '/record',
    );
    expect(screen.getByRole('link', { name: /Back to Dashboard/ })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('shows a loading state, then an error with a retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderHistory({
      [FIRST_PAGE]: () =>
        fail ? { status: 500, body: { message: 'Boom' } } : page([buildSummary()]),
    });
    expect(screen.getByRole('status', { name: 'Loading your recordings' })).toBeInTheDocument();
    expect(await screen.findByText("We couldn't load your recordings.")).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('list', { name: 'Recordings' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor home', async () => {
    const { currentPath } = renderHistory({
      [FIRST_PAGE]: { status: 401, body: { message: 'Sign in' } },
    });
    await waitFor(() => expect(currentPath()).toBe('/'));
  });

  it('deletes a recording after confirmation and refreshes the list', async () => {
    const user = userEvent.setup();
    let deleted = false;
    const { api } = renderHistory({
      [FIRST_PAGE]: () => page(deleted ? [] : [buildSummary()]),
      [`DELETE /api/recordings/${RECORDING_ID}`]: () => {
        deleted = true;
        return { status: 204 };
      },
    });
    await user.click(await screen.findByRole('button', { name: /Delete recording from/ }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent(PRACTICE_MESSAGES.deleteConfirm);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Recording deleted')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No recordings yet' })).toBeInTheDocument();
    expect(api.callsTo(FIRST_PAGE)).toHaveLength(2);
  });
});

describe('the recording history, a page at a time', () => {
  it("loads the next page with 'Load more recordings', then says the list ends", async () => {
    const user = userEvent.setup();
    const { api } = renderHistory({
      [FIRST_PAGE]: page(summaries(1, 20), 'page-2'),
      [SECOND_PAGE]: page(summaries(21, 3)),
    });
    const list = await screen.findByRole('list', { name: 'Recordings' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    expect(api.callsTo(SECOND_PAGE)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Load more recordings' }));
    expect(await screen.findByText('No more recordings.')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(23);
    expect(within(list).getAllByRole('listitem')[20]).toHaveTextContent('Talk 21');
    expect(screen.queryByRole('button', { name: /Load more/ })).not.toBeInTheDocument();
    expect(api.callsTo(SECOND_PAGE)).toHaveLength(1);
  });

  it('loads the next page when the foot of the list scrolls into view', async () => {
    const observer = fakeIntersectionObserver();
    const { api } = renderHistory({
      [FIRST_PAGE]: page(summaries(1, 20), 'page-2'),
      [SECOND_PAGE]: page(summaries(21, 1)),
    });
    await screen.findByRole('list', { name: 'Recordings' });
    await waitFor(() => expect(observer.count).toBe(1));
    observer.show();
    expect(await screen.findByText('Talk 21')).toBeInTheDocument();
    expect(api.callsTo(SECOND_PAGE)).toHaveLength(1);
    // At the end nothing is watched any more, so scrolling asks for nothing.
    await waitFor(() => expect(observer.count).toBe(0));
  });

  it('shows a page that failed, and tries again only when asked', async () => {
    const user = userEvent.setup();
    const observer = fakeIntersectionObserver();
    let fail = true;
    const { api } = renderHistory({
      [FIRST_PAGE]: page(summaries(1, 20), 'page-2'),
      [SECOND_PAGE]: () =>
        fail ? { status: 500, body: { message: 'Boom' } } : page(summaries(21, 1)),
    });
    await user.click(await screen.findByRole('button', { name: 'Load more recordings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load more recordings.");
    observer.show();
    expect(api.callsTo(SECOND_PAGE)).toHaveLength(1);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Talk 21')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
