import { describe, expect, it } from 'vitest';
import {
  goalTarget,
  milestoneFor,
  milestonesPassed,
  type GoalTemplateTarget,
} from './goal-targets';

const template = (overrides: Partial<GoalTemplateTarget>): GoalTemplateTarget => ({
  targetMetric: 'clarity',
  targetType: 'increase',
  expectedImprovement: 25,
  targetValue: null,
  ...overrides,
});

describe('goalTarget', () => {
  it('raises scores by the expected improvement, capped at 10', () => {
    expect(goalTarget(template({ expectedImprovement: 20 }), 5)).toBe(6);
    expect(goalTarget(template({ expectedImprovement: 25 }), 9)).toBe(10);
  });
  it('lowers filler percentages by the expected improvement', () => {
    expect(
      goalTarget(
        template({
          targetMetric: 'filler_reduction',
          targetType: 'reduction',
          expectedImprovement: 40,
        }),
        5,
      ),
    ).toBe(3);
  });
  it('aims pace at the nearest edge of the ideal band, or its middle from inside it', () => {
    const pace = template({ targetMetric: 'pace', targetType: 'range' });
    expect(goalTarget(pace, 110)).toBe(130);
    expect(goalTarget(pace, 185)).toBe(160);
    expect(goalTarget(pace, 150)).toBe(145);
  });
  it('uses the fixed count of session goals', () => {
    expect(goalTarget(template({ targetMetric: 'session_count', targetValue: 20 }), 0)).toBe(20);
  });
});

describe('milestones', () => {
  it.each([
    [null, 0, 'none'],
    [0, 1, 'started'],
    [24, 3, 'started'],
    [25, 3, '25'],
    [50, 3, '50'],
    [75, 3, '75'],
    [99, 3, '75'],
    [100, 3, 'achieved'],
  ] as const)('%s%% after %i sessions is %s', (percent, sessions, level) => {
    expect(milestoneFor(percent, sessions)).toBe(level);
  });
  it('lists every step passed in a jump, and none going back', () => {
    expect(milestonesPassed('none', '50')).toEqual(['started', '25', '50']);
    expect(milestonesPassed('75', '25')).toEqual([]);
  });
});
