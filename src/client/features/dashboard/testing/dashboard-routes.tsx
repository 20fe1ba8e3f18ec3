import type { ReactElement } from 'react';
import type { CurrentUserResponse } from '@shared/auth/user';
import { GOAL_ID, buildGoal, buildGoalProgress, signedIn } from '@client/test/factories';
import { fakeApi, type FakeRoutes } from '@client/test/fake-api';
import {
  buildAchievements,
  buildAnalysisStats,
  buildChallenges,
  buildMasteryOverview,
  buildMasterySkills,
  buildUserStats,
} from '@client/test/progress-factories';
import { buildSummary } from '@client/test/recording-factory';
import { renderWithProviders } from '@client/test/render';

export const FREE_LIMIT = {
  practiceCount: 2,
  practiceLimit: 5,
  canPractice: true,
  resetDate: '2026-04-01T12:00:00.000Z',
  unlimited: false,
};

export const TODAY = {
  promptText: 'Describe a place you love & why?',
  category: 'Storytelling',
  dayNumber: 73,
};

/** What the dashboard reads, answered for a signed-in free user with some history. */
export function dashboardRoutes(): FakeRoutes {
  return {
    'GET /api/user/practice-limit': { body: FREE_LIMIT },
    'GET /api/user/stats': { body: buildUserStats() },
    'GET /api/user/analysis-stats': { body: buildAnalysisStats() },
    'GET /api/mastery/overview': { body: buildMasteryOverview() },
    'GET /api/mastery/skills': { body: buildMasterySkills() },
    'GET /api/challenges/active': { body: buildChallenges() },
    'GET /api/achievements': { body: buildAchievements() },
    'GET /api/goals/active': { body: { goal: buildGoal() } },
    'GET /api/goals': { body: { goals: [buildGoal()] } },
    [`GET /api/goals/${GOAL_ID}/progress`]: { body: buildGoalProgress() },
    'GET /api/recordings': { body: [buildSummary()] },
    'GET /api/daily-prompt': { body: TODAY },
    'GET /api/goal-templates': { body: [] },
  };
}

/** Renders a dashboard screen or section against the fake server, `routes` over the defaults. */
export function renderDashboard(
  ui: ReactElement,
  { routes = {}, me = signedIn() }: { routes?: FakeRoutes; me?: CurrentUserResponse } = {},
) {
  const api = fakeApi({ ...dashboardRoutes(), ...routes });
  const view = renderWithProviders(ui, { path: '/dashboard', me });
  return { ...view, api };
}
