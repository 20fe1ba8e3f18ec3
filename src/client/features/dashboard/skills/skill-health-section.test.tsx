import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildMasterySkills } from '@client/test/progress-factories';
import { renderDashboard } from '../testing/dashboard-routes';
import { SkillHealthSection } from './skill-health-section';

afterEach(() => {
  vi.unstubAllGlobals();
});

const skill = (name: string) => screen.getByRole('heading', { name }).closest('li') as HTMLElement;

describe('Skill Health', () => {
  it('shows each skill with its count, average and health, and flags neglected ones', async () => {
    renderDashboard(<SkillHealthSection />, {
      routes: {
        'GET /api/mastery/skills': {
          body: buildMasterySkills([
            {},
            { needsAttention: true, healthScore: 58.4, practiceCount: 1 },
          ]),
        },
      },
    });
    await screen.findByRole('heading', { name: 'Pace' });
    expect(skill('Pace')).toHaveTextContent('Health 90% · 12 sessions · average 6/10');
    expect(within(skill('Pace')).queryByText('Needs attention')).not.toBeInTheDocument();
    const fillers = skill('Filler Words');
    expect(within(fillers).getByText('Needs attention')).toBeInTheDocument();
    expect(fillers).toHaveTextContent('Health 58% · 1 session · average 6.5/10');
    expect(
      within(fillers).getByRole('progressbar', { name: 'Filler Words health' }),
    ).toHaveAttribute('aria-valuenow', '58');
  });

  it('has an empty state before any practice', async () => {
    renderDashboard(<SkillHealthSection />, {
      routes: {
        'GET /api/mastery/skills': {
          body: buildMasterySkills(
            Array.from({ length: 4 }, () => ({
              practiceCount: 0,
              averageScore: null,
              lastPracticedAt: null,
            })),
          ),
        },
      },
    });
    expect(await screen.findByText('No skills tracked yet')).toBeInTheDocument();
  });
});
