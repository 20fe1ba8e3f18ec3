import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRACTICE_MESSAGES } from '@shared/recordings/messages';
import { signedIn } from '@client/test/factories';
import { fakeApi, type FakeRoutes } from '@client/test/fake-api';
import { RECORDING_ID, buildSummary } from '@client/test/recording-factory';
import { renderWithProviders } from '@client/test/render';
import { RecordingsPage } from './recordings-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const OTHER_ID = '0f0e0d0c-0b0a-4909-8807-060504030201';

function renderHistory(routes: FakeRoutes) {
  const api = fakeApi(routes);
  const view = renderWithProviders(<RecordingsPage />, { path: '/recordings', me: signedIn() });
  return { ...view, api };
}

describe('the recording history', () => {
  it('lists recordings with their date, prompt, length and numbers', async () => {
    renderHistory({
      'GET /api/recordings': {
        body: [
          buildSummary({ clarityScore: 8.5, paceWpm: 150, fillerWords: 2 }),
          buildSummary({ id: OTHER_ID, practicePrompt: null, clarityScore: 3 }),
        ],
      },
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
    renderHistory({ 'GET /api/recordings': { body: [buildSummary({ clarityScore: score })] } });
    expect(await screen.findByText(`Clarity ${score}/10`)).toHaveClass(colour);
  });

  it("shows 'Processing' instead of the numbers until the analysis is complete", async () => {
    renderHistory({
      'GET /api/recordings': { body: [buildSummary({ analysisStatus: 'analyzing' })] },
    });
    expect(await screen.findByText('Processing')).toBeInTheDocument();
    expect(screen.queryByText(/Clarity/)).not.toBeInTheDocument();
  });

  it('sends a recording waiting for its speaker to the select-speaker screen', async () => {
    renderHistory({
      'GET /api/recordings': { body: [buildSummary({ analysisStatus: 'awaiting_speaker' })] },
    });
    expect(await screen.findByRole('link', { name: /Mar 14, 2026/ })).toHaveAttribute(
      'href',
      `/recordings/${RECORDING_ID}/select-speaker`,
    );
  });

  it('has an empty state that leads to /record, and a way back to the dashboard', async () => {
    renderHistory({ 'GET /api/recordings': { body: [] } });
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
      'GET /api/recordings': () =>
        fail ? { status: 500, body: { message: 'Boom' } } : { body: [buildSummary()] },
    });
    expect(screen.getByRole('status', { name: 'Loading your recordings' })).toBeInTheDocument();
    expect(await screen.findByText("We couldn't load your recordings.")).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('list', { name: 'Recordings' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor home', async () => {
    const { currentPath } = renderHistory({
      'GET /api/recordings': { status: 401, body: { message: 'Sign in' } },
    });
    await waitFor(() => expect(currentPath()).toBe('/'));
  });

  it('deletes a recording after confirmation and refreshes the list', async () => {
    const user = userEvent.setup();
    let deleted = false;
    const { api } = renderHistory({
      'GET /api/recordings': () => ({ body: deleted ? [] : [buildSummary()] }),
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
    expect(api.callsTo('GET /api/recordings')).toHaveLength(2);
  });
});
