import { describe, expect, it } from 'vitest';
import { buildGoal } from '@client/test/factories';
import { buildMasterySkills } from '@client/test/progress-factories';
import { nextStep, type NextStepInput } from './next-step';

const LIMIT = {
  practiceCount: 2,
  deletedThisMonth: 0,
  practiceLimit: 5,
  canPractice: true,
  resetDate: '2026-04-01T00:00:00.000Z',
  unlimited: false,
};
const SKILLS = buildMasterySkills().skills;
const base: NextStepInput = {
  totalSessions: 12,
  limit: LIMIT,
  premium: false,
  activeGoal: buildGoal(),
  skills: SKILLS,
};

describe('the next step', () => {
  it('is an upgrade when a free user has used the month up', () => {
    const limit = { ...LIMIT, practiceCount: 5, canPractice: false };
    expect(nextStep({ ...base, totalSessions: 0, limit })).toEqual({
      kind: 'upgrade',
      resetDate: LIMIT.resetDate,
    });
    expect(nextStep({ ...base, limit, premium: true }).kind).not.toBe('upgrade');
  });

  it('is the first session before any, then a goal when there is none', () => {
    expect(nextStep({ ...base, totalSessions: 0 }).kind).toBe('first-session');
    expect(nextStep({ ...base, activeGoal: null }).kind).toBe('choose-goal');
    // A goal that could not be read is not taken for no goal.
    expect(nextStep({ ...base, activeGoal: undefined }).kind).toBe('skill');
  });

  it('is the skill that needs attention most, else the lowest average', () => {
    const skills = buildMasterySkills([
      {},
      { needsAttention: true, healthScore: 60 },
      { needsAttention: true, healthScore: 40 },
      { averageScore: 3 },
    ]).skills;
    expect(nextStep({ ...base, skills })).toMatchObject({
      kind: 'skill',
      reason: 'needs-attention',
      skill: { skill: 'clarity' },
    });
    expect(nextStep(base)).toMatchObject({
      kind: 'skill',
      reason: 'lowest-average',
      skill: { skill: 'pace' },
    });
  });

  it('is to keep going when nothing stands out', () => {
    expect(nextStep({ ...base, skills: [] }).kind).toBe('keep-going');
    expect(nextStep({ ...base, skills: undefined, limit: undefined }).kind).toBe('keep-going');
  });
});
