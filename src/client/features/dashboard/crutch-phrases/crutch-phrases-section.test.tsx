import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  buildCrutchPhrase,
  buildCrutchPhrases,
  NO_CRUTCH_PHRASES,
} from '@client/test/crutch-phrase-factories';
import { renderDashboard } from '../testing/dashboard-routes';
import { CrutchPhrasesSection } from './crutch-phrases-section';

afterEach(() => {
  vi.unstubAllGlobals();
});

const PATH = 'GET /api/progress/crutch-phrases';
const row = (name: string) => screen.getByRole('heading', { name }).closest('li') as HTMLElement;

describe('Crutch Phrases card', () => {
  it('shows each phrase with its kind, rates, trend, total and a described sparkline', async () => {
    renderDashboard(<CrutchPhrasesSection />);
    await screen.findByRole('heading', { name: '“um”' });

    const um = row('“um”');
    expect(within(um).getByText('Filler')).toBeInTheDocument();
    expect(within(um).getByText('Improving')).toBeInTheDocument();
    expect(um).toHaveTextContent('1.2 per minute now, down from 2.0.');
    expect(um).toHaveTextContent('1.2/min now · 2.0/min at first');
    expect(um).toHaveTextContent('42 in all · last Mar 14');
    expect(within(um).getByRole('img')).toHaveAccessibleName(
      'Per minute over the last 8 sessions: from 2.0 to 1.0, highest 2.5',
    );
    expect(within(um).getByRole('img').querySelector('polyline')).not.toBeNull();

    const hedge = row('“i think”');
    expect(within(hedge).getByText('Hedge')).toBeInTheDocument();
    expect(within(hedge).getByText('Rising')).toBeInTheDocument();
    expect(hedge).toHaveTextContent('0.8 per minute now, up from 0.4.');

    const repeat = row('“at the end of the day”');
    expect(within(repeat).getByText('Repeated phrase')).toBeInTheDocument();
    expect(within(repeat).getByText('New')).toBeInTheDocument();
    expect(repeat).toHaveTextContent('0.3 per minute now, not used in the first sessions.');
    expect(screen.getByText('From 8 analysed sessions.')).toBeInTheDocument();
  });

  it('has an empty state before the first analysed session, with the way to practise', async () => {
    renderDashboard(<CrutchPhrasesSection />, { routes: { [PATH]: { body: NO_CRUTCH_PHRASES } } });
    expect(
      await screen.findByText('Your crutch phrases will appear after your first analysed session.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start First Practice' })).toHaveAttribute(
      'href',
      '/record',
    );
  });

  it('says when sessions were analysed but no phrase was found', async () => {
    renderDashboard(<CrutchPhrasesSection />, {
      routes: { [PATH]: { body: buildCrutchPhrases({ sessionsAnalyzed: 1, phrases: [] }) } },
    });
    expect(
      await screen.findByText(
        'No fillers, hedges or repeated phrases found in 1 analysed session.',
      ),
    ).toBeInTheDocument();
  });

  it('leaves out the trend while the baseline is being set', async () => {
    renderDashboard(<CrutchPhrasesSection />, {
      routes: {
        [PATH]: {
          body: buildCrutchPhrases({
            sessionsAnalyzed: 3,
            baselineSessions: 3,
            recentSessions: 3,
            phrases: [buildCrutchPhrase({ trend: 'steady', perMinute: 2, baselinePerMinute: 2 })],
          }),
        },
      },
    });
    await screen.findByRole('heading', { name: '“um”' });
    const um = row('“um”');
    expect(within(um).queryByText('Steady')).not.toBeInTheDocument();
    expect(um).toHaveTextContent('2.0 per minute now.');
    expect(
      screen.getByText('The baseline is being set: trends start after the first 5 sessions.'),
    ).toBeInTheDocument();
  });

  it('asks again while older sessions are still being counted', async () => {
    const { api } = renderDashboard(<CrutchPhrasesSection />, {
      routes: { [PATH]: { body: buildCrutchPhrases({ sessionsPending: 40 }) } },
    });
    expect(await screen.findByText(/Counting 40 earlier sessions…/)).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo(PATH).length).toBeGreaterThan(1), { timeout: 5000 });
  });

  it('shows a failed read with a retry', async () => {
    const user = userEvent.setup();
    const { api } = renderDashboard(<CrutchPhrasesSection />, {
      routes: { [PATH]: { status: 500, body: { code: 'INTERNAL', message: 'boom' } } },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't load your crutch phrases.",
    );
    const before = api.callsTo(PATH).length;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(api.callsTo(PATH).length).toBe(before + 1));
  });
});
