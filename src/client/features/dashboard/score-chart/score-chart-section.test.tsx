import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildScorePoint, buildUserStats } from '@client/test/progress-factories';
import { renderDashboard } from '../testing/dashboard-routes';
import { ScoreChartSection } from './score-chart-section';

afterEach(() => {
  vi.unstubAllGlobals();
});

const chart = () => screen.getByRole('img');
const drawn = () =>
  [...chart().querySelectorAll('[data-series]')].map((line) => line.getAttribute('data-series'));

describe('the score chart', () => {
  it('waits for two sessions, with a way to practise', async () => {
    renderDashboard(<ScoreChartSection />, {
      routes: {
        'GET /api/user/stats': { body: buildUserStats({ scoreHistory: [buildScorePoint(0)] }) },
      },
    });
    expect(await screen.findByText('Your chart starts after two sessions')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Practice Now' })).toHaveAttribute('href', '/record');
  });

  it('draws the four scores, named in words, with axis labels', async () => {
    renderDashboard(<ScoreChartSection />);
    expect(await screen.findByRole('img')).toHaveAccessibleName(
      /^Scores out of 10 over your last 4 sessions, Mar 1 to Mar 4\. Clarity from 6 to 7\.5; Pace from 6 to 6; Filler Words from 5 to 8; Confidence from 5 to 6\.$/,
    );
    expect(drawn()).toEqual(['clarity', 'pace', 'fillerWords', 'confidence']);
    expect(within(chart()).getByText('Score (out of 10)')).toBeInTheDocument();
    expect(within(chart()).getByText('Session date')).toBeInTheDocument();
    // One dot per session on each line.
    expect(chart().querySelectorAll('[data-series="clarity"] circle')).toHaveLength(4);
  });

  it('hides and shows a score from its legend button', async () => {
    const user = userEvent.setup();
    renderDashboard(<ScoreChartSection />);
    const pace = await screen.findByRole('button', { name: 'Pace' });
    expect(pace).toHaveAttribute('aria-pressed', 'true');
    await user.click(pace);
    expect(pace).toHaveAttribute('aria-pressed', 'false');
    expect(drawn()).toEqual(['clarity', 'fillerWords', 'confidence']);
    expect(chart()).not.toHaveAccessibleName(/Pace/);
    for (const name of ['Clarity', 'Filler Words', 'Confidence']) {
      await user.click(screen.getByRole('button', { name }));
    }
    expect(drawn()).toEqual([]);
    expect(screen.getByText('Choose a score above to draw its line.')).toBeInTheDocument();
    await user.click(pace);
    expect(drawn()).toEqual(['pace']);
  });

  it('shows the numbers as a table on request', async () => {
    const user = userEvent.setup();
    renderDashboard(<ScoreChartSection />);
    const toggle = await screen.findByRole('button', { name: 'Show data table' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const table = screen.getByRole('table', { name: 'Your scores by session, oldest first' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date', 'Clarity', 'Pace', 'Filler Words', 'Confidence', 'Words per minute']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('Mar 1');
    const values = ['7.5', '6', '8', '6', '140'];
    const cells = within(rows[3]!).getAllByRole('cell');
    expect(cells).toHaveLength(values.length);
    values.forEach((value, index) => expect(cells[index]).toHaveAccessibleName(value));
  });

  it('switches to words per minute with the ideal band shaded', async () => {
    const user = userEvent.setup();
    renderDashboard(<ScoreChartSection />);
    await user.click(await screen.findByRole('button', { name: 'Words per minute' }));
    expect(screen.getByRole('button', { name: 'Words per minute' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(chart()).toHaveAccessibleName(/The ideal band is 130 to 160\.$/);
    expect(within(chart()).getByText('Ideal 130-160 wpm')).toBeInTheDocument();
    expect(drawn()).toEqual(['wpm']);
    expect(screen.queryByRole('button', { name: 'Pace' })).not.toBeInTheDocument();
  });
});
