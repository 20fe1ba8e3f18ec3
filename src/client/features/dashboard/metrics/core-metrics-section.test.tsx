import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildAnalysisStats } from '@client/test/progress-factories';
import { renderDashboard } from '../testing/dashboard-routes';
import { CoreMetricsSection } from './core-metrics-section';
import { describeTrend } from './trend';

afterEach(() => {
  vi.unstubAllGlobals();
});

const card = (title: string) =>
  screen.getByRole('heading', { level: 3, name: title }).closest('li') as HTMLElement;

describe('trends', () => {
  it('point the way the number moved and colour by whether that is better', () => {
    expect(describeTrend({ value: 7, direction: 'up', percentage: 12, improving: true })).toEqual({
      text: 'Up 12%',
      tone: 'better',
      spoken: 'up 12%, improving',
    });
    // More filler words: up, and worse.
    expect(describeTrend({ value: 3, direction: 'up', percentage: 8, improving: false })).toEqual({
      text: 'Up 8%',
      tone: 'worse',
      spoken: 'up 8%, getting worse',
    });
    expect(
      describeTrend({ value: 7, direction: 'steady', percentage: 1, improving: null }),
    ).toEqual({
      text: 'Steady',
      tone: 'neutral',
      spoken: 'steady',
    });
  });
});

describe('Core Metrics', () => {
  it('shows the four averages with their trends, words per minute and usual pace', async () => {
    renderDashboard(<CoreMetricsSection />);
    expect(await screen.findByText('7.2/10')).toBeInTheDocument();
    const clarity = card('Clarity');
    expect(within(clarity).getByText('Up 12%').parentElement).toHaveClass('text-emerald-800');
    expect(within(clarity).getByText('Clarity trend: up 12%, improving')).toBeInTheDocument();
    const fillers = card('Filler Words');
    expect(within(fillers).getByText('4.5 per session')).toBeInTheDocument();
    expect(within(fillers).getByText('2.8% of your words')).toBeInTheDocument();
    expect(
      within(fillers).getByText('Filler Words trend: up 8%, getting worse'),
    ).toBeInTheDocument();
    const pace = card('Pace');
    expect(within(pace).getByText('148 wpm lately · Mostly moderate')).toBeInTheDocument();
    expect(within(pace).getByText('Steady')).toBeInTheDocument();
    expect(within(fillers).getByText('Up 8%').parentElement).toHaveClass('text-red-800');
    expect(within(card('Confidence')).getByText('Down 5%')).toBeInTheDocument();
    expect(screen.queryByText(/Trends appear after/)).not.toBeInTheDocument();
  });

  it('says trends need two sessions when there are none yet', async () => {
    renderDashboard(<CoreMetricsSection />, {
      routes: {
        'GET /api/user/analysis-stats': {
          body: buildAnalysisStats({
            trends: null,
            stats: { ...buildAnalysisStats().stats, totalRecordings: 1 },
          }),
        },
      },
    });
    expect(await screen.findByText('Trends appear after 2 sessions.')).toBeInTheDocument();
    expect(screen.queryByText(/trend:/)).not.toBeInTheDocument();
  });

  it('has an empty state before the first session', async () => {
    const empty = buildAnalysisStats({ trends: null });
    renderDashboard(<CoreMetricsSection />, {
      routes: {
        'GET /api/user/analysis-stats': {
          body: {
            ...empty,
            stats: {
              ...empty.stats,
              totalRecordings: 0,
              averageClarity: null,
              averageConfidence: null,
              averagePace: null,
              averageFillerScore: null,
              averageFillerWords: null,
              averageFillerPercentage: null,
              mostCommonPace: null,
              recentAverageWPM: null,
            },
          },
        },
      },
    });
    expect(await screen.findByText('No metrics yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start First Practice' })).toHaveAttribute(
      'href',
      '/record',
    );
  });
});
