import { dailyPromptSchema } from '@shared/prompts/schemas';
import { FREE_PRACTICE_LIMIT } from '@shared/recordings/limits';
import { practiceLimitSchema } from '@shared/recordings/schemas';
import { buildAdminStats } from './admin-factories';
import { buildPlans, buildSubscriptionStatus } from './billing-factories';
import { CLIENT_ID, buildClientResult, buildCoachClient } from './coach-factories';
import { buildCrutchPhrases } from './crutch-phrase-factories';
import { GOAL_ID, buildGoal, buildGoalProgress } from './factories';
import type { FakeRoutes } from './fake-api';
import {
  buildAchievements,
  buildAnalysisStats,
  buildChallenges,
  buildMasteryOverview,
  buildMasterySkills,
  buildUserStats,
} from './progress-factories';
import { buildSummary } from './recording-factory';

/*
 * What whole screens read, answered as the server would for a signed-in free user with some
 * history (every body built by a factory checked against the shared schema). A test that
 * renders a screen spreads its routes in, then the routes it is about:
 * `{ ...dashboardRoutes(), 'GET /api/goals/active': { body: { goal: null } } }`.
 * The fake server fails a test on any request no route answers, so a screen that starts
 * reading something new shows up here rather than passing unnoticed.
 */

/** GET /api/user/practice-limit of a free user with two of five sessions used this month. */
export const FREE_LIMIT = practiceLimitSchema.parse({
  practiceCount: 2,
  deletedThisMonth: 0,
  practiceLimit: FREE_PRACTICE_LIMIT,
  canPractice: true,
  resetDate: '2026-04-01T12:00:00.000Z',
  unlimited: false,
});

/** GET /api/daily-prompt. */
export const TODAY = dailyPromptSchema.parse({
  promptText: 'Describe a place you love & why?',
  category: 'Storytelling',
  dayNumber: 73,
});

/**
 * The app shell of a signed-in user who is not an admin: the header's achievement badge reads
 * the mastery overview, whatever the screen.
 */
export function shellRoutes(): FakeRoutes {
  return { 'GET /api/mastery/overview': { body: buildMasteryOverview() } };
}

/** GET /api/dashboard's parts (decision 188) and the fake route that answers each alone. */
const DASHBOARD_PARTS = {
  userStats: 'GET /api/user/stats',
  analysisStats: 'GET /api/user/analysis-stats',
  masteryOverview: 'GET /api/mastery/overview',
  masterySkills: 'GET /api/mastery/skills',
  activeChallenges: 'GET /api/challenges/active',
  achievements: 'GET /api/achievements',
  crutchPhrases: 'GET /api/progress/crutch-phrases',
  latestRecordings: 'GET /api/recordings?limit=5',
} as const;

/**
 * `routes` with GET /api/dashboard answered as the server answers it: each part what `routes`
 * answer for its own endpoint, or that endpoint's failure for the whole. A test that changes
 * one part (the stats of a new user, a failing metrics card) changes the summary with it.
 */
export function withDashboardSummary(routes: FakeRoutes): FakeRoutes {
  return {
    ...routes,
    'GET /api/dashboard': async (call) => {
      const parts: Record<string, unknown> = {};
      for (const [name, key] of Object.entries(DASHBOARD_PARTS)) {
        const path = key.slice('GET '.length);
        const route = routes[key];
        const reply = typeof route === 'function' ? await route({ ...call, path }) : route;
        if (reply === undefined) return { status: 404, body: { message: `No route for ${path}` } };
        if (reply instanceof Error || (reply.status ?? 200) >= 400) return reply;
        parts[name] = reply.body;
      }
      return { body: parts };
    },
  };
}

/** /dashboard: everything its sections read. */
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
    'GET /api/recordings?limit=5': { body: { items: [buildSummary()], nextCursor: null } },
    'GET /api/daily-prompt': { body: TODAY },
    'GET /api/goal-templates': { body: [] },
    'GET /api/progress/crutch-phrases': { body: buildCrutchPhrases() },
  };
}

/** /coach-dashboard: one active client with three sessions. */
export function coachDashboardRoutes(): FakeRoutes {
  return {
    'GET /api/coach/clients': { body: [buildCoachClient()] },
    'GET /api/coach/client-results': { body: [buildClientResult()] },
    [`GET /api/coach/clients/${CLIENT_ID}/crutch-phrases`]: { body: buildCrutchPhrases() },
  };
}

/** /admin: the stats behind every card and table. */
export function adminRoutes(): FakeRoutes {
  return { 'GET /api/admin/stats': { body: buildAdminStats() } };
}

/** /practice and /record: the monthly count, today's prompt, no active goal, nothing unfinished. */
export function practiceRoutes(): FakeRoutes {
  return {
    'GET /api/user/practice-limit': { body: FREE_LIMIT },
    'GET /api/daily-prompt': { body: TODAY },
    'GET /api/goals/active': { body: { goal: null } },
    'GET /api/live-sessions/open': { body: { session: null } },
  };
}

/** /recordings: the history, one analysed recording. */
export function recordingsRoutes(): FakeRoutes {
  return {
    'GET /api/recordings?limit=20': { body: { items: [buildSummary()], nextCursor: null } },
  };
}

/** /settings: the subscription card's status, of a free user. */
export function settingsRoutes(): FakeRoutes {
  return {
    'GET /api/subscription-status': { body: buildSubscriptionStatus() },
    // "Words that aren't fillers for you": none yet.
    'GET /api/user/filler-exceptions': { body: [] },
  };
}

/** /pricing: the plans, and a signed-in buyer's subscription status (free). */
export function pricingRoutes(): FakeRoutes {
  return {
    'GET /api/plans': { body: buildPlans() },
    'GET /api/subscription-status': { body: buildSubscriptionStatus() },
  };
}
