import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildSummary } from '@client/test/recording-factory';
import { renderDashboard } from '../testing/dashboard-routes';
import { PracticeHistorySection } from './practice-history-section';

afterEach(() => {
  vi.unstubAllGlobals();
});

const LATEST = 'GET /api/recordings?limit=5';
const id = (n: number) => `5b3c7a2e-1f4d-4c6b-9e8a-2d1f0c9b8a${String(n).padStart(2, '0')}`;

describe('Practice History', () => {
  it('lists the latest five sessions with their clarity colour, and links to them all', async () => {
    const recordings = [
      buildSummary({ id: id(1), clarityScore: 8.5, practicePrompt: 'My best talk' }),
      buildSummary({ id: id(2), clarityScore: 3, practicePrompt: null }),
      buildSummary({ id: id(3), analysisStatus: 'awaiting_speaker' }),
      ...[4, 5].map((n) => buildSummary({ id: id(n) })),
    ];
    // Only the five it shows are asked for (decision 188), though there are more.
    const { api } = renderDashboard(<PracticeHistorySection />, {
      routes: { [LATEST]: { body: { items: recordings, nextCursor: 'more' } } },
    });
    const list = (await screen.findByText('My best talk')).closest('ul') as HTMLElement;
    const rows = within(list).getAllByRole('link');
    expect(rows).toHaveLength(5);
    expect(rows[0]).toHaveAttribute('href', `/recordings/${id(1)}`);
    expect(within(rows[0]!).getByText('Clarity 8.5/10')).toHaveClass('bg-emerald-50');
    expect(within(rows[1]!).getByText('Free practice')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Clarity 3/10')).toHaveClass('bg-red-50');
    expect(rows[2]).toHaveAttribute('href', `/recordings/${id(3)}/select-speaker`);
    expect(within(rows[2]!).getByText('Processing')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/recordings');
    const history = api.calls.filter((call) => call.path.startsWith('/api/recordings'));
    expect(history.map((call) => call.path)).toEqual(['/api/recordings?limit=5']);
  });

  it("has an empty state: 'No practice sessions yet' with 'Start First Practice'", async () => {
    renderDashboard(<PracticeHistorySection />, {
      routes: { [LATEST]: { body: { items: [], nextCursor: null } } },
    });
    expect(await screen.findByText('No practice sessions yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start First Practice' })).toHaveAttribute(
      'href',
      '/record',
    );
    expect(screen.queryByRole('link', { name: 'View All' })).not.toBeInTheDocument();
  });
});
