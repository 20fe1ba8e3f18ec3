import type { CurrentUserResponse, PublicUser } from '@shared/auth/user';
import { goalProgress } from '@shared/goals/goal-progress';
import {
  goalProgressResponseSchema,
  goalSchema,
  type Goal,
  type GoalProgressResponse,
  type GoalTemplate,
} from '@shared/goals/schemas';

/** A valid signed-in user; override only what a test is about. */
export function buildUser(overrides: Partial<PublicUser> = {}): PublicUser {
  return {
    id: '2f1c8a4e-5b6d-4c3e-9a7b-1d2e3f4a5b6c',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    userRole: 'user',
    originalRole: null,
    isInSwitchedMode: false,
    isAdmin: false,
    isAdminCreated: false,
    isCoachManaged: false,
    requiresPasswordChange: false,
    isFirstSession: false,
    totalSessions: 0,
    subscriptionStatus: 'free',
    subscriptionPlan: null,
    deleteAudioAfterAnalysis: false,
    coachingEmails: true,
    coach: null,
    createdAt: '2025-10-01T12:00:00.000Z',
    ...overrides,
  };
}

export function signedIn(overrides: Partial<PublicUser> = {}): CurrentUserResponse {
  return { user: buildUser(overrides), sessionId: 'login-1', isFirstTime: false };
}

export const GUEST_RESPONSE: CurrentUserResponse = {
  user: null,
  sessionId: 'login-guest',
  isFirstTime: false,
};

export const GOAL_ID = '9d1f8a4e-5b6d-4c3e-9a7b-1d2e3f4a5b6c';

/**
 * A valid active goal (checked against the shared schema). Its progress follows from its values,
 * as the server's does, unless the test sets it.
 */
export function buildGoal(overrides: Partial<Goal> = {}): Goal {
  const goal: Omit<Goal, 'progressPercent' | 'progressState'> & Partial<Goal> = {
    id: GOAL_ID,
    templateId: '8c1f8a4e-5b6d-4c3e-9a7b-1d2e3f4a5b61',
    title: 'Cut Filler Words',
    description: 'Say um and uh less often.',
    category: 'practice',
    targetMetric: 'filler_reduction',
    targetType: 'reduction',
    isActive: true,
    baselineValue: 6,
    targetValue: 4.5,
    currentValue: 5.2,
    bestScore: 4.8,
    lastSessionScore: 5.1,
    sessionsCount: 4,
    milestoneLevel: '50',
    streakCount: 2,
    createdAt: '2026-03-01T12:00:00.000Z',
    updatedAt: '2026-03-14T12:00:00.000Z',
    ...overrides,
  };
  const progress = goalProgress(goal);
  return goalSchema.parse({
    progressPercent: progress.percent,
    progressState: progress.state,
    ...goal,
  });
}

/** GET /api/goals/{id}/progress for buildGoal(): four filler-rate sessions, oldest first. */
export function buildGoalProgress(
  goal: Goal = buildGoal(),
  values: readonly number[] = [6, 5.6, 4.8, 5.2],
): GoalProgressResponse {
  return goalProgressResponseSchema.parse({
    goal,
    entries: values.map((metricValue, index) => ({
      id: `7a1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e${String(index).padStart(2, '0')}`,
      recordingId: null,
      sessionScore: null,
      metricValue,
      improvementFromBaseline:
        goal.baselineValue === null
          ? null
          : ((goal.baselineValue - metricValue) / goal.baselineValue) * 100,
      createdAt: `2026-03-${String(2 + index * 3).padStart(2, '0')}T12:00:00.000Z`,
    })),
  });
}

export function buildGoalTemplate(id: string, title: string): GoalTemplate {
  return {
    id,
    title,
    description: `${title}: what it means`,
    category: 'Delivery',
    targetMetric: 'pace',
    targetType: 'range',
    expectedImprovement: 20,
    motivationText: `${title} matters`,
    quickTip: `${title} tip`,
  };
}
