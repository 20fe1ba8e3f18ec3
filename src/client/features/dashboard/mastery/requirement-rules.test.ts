import { describe, expect, it } from 'vitest';
import type { RequirementStatus } from '@shared/progress/schemas';
import { buildMasteryOverview, MEASURES } from '@client/test/progress-factories';
import {
  focusAdvice,
  focusNext,
  formatCurrent,
  formatTarget,
  isAlmostThere,
  unlockMessage,
} from './requirement-rules';

const requirement = (overrides: Partial<RequirementStatus>): RequirementStatus => ({
  measure: 'averageClarity',
  label: 'Average clarity score',
  target: 7,
  direction: 'atLeast',
  current: 5,
  progress: 71,
  met: false,
  ...overrides,
});

describe('phase requirements', () => {
  it('read sessions as counts, filler words as a percentage and scores out of 10', () => {
    expect(formatTarget(requirement({ measure: 'sessions', target: 15 }))).toBe(
      'at least 15 sessions',
    );
    expect(
      formatTarget(
        requirement({ measure: 'averageFillerPercent', target: 3, direction: 'atMost' }),
      ),
    ).toBe('at most 3%');
    expect(formatCurrent(requirement({ current: 6.25 }))).toBe('6.3/10');
    expect(formatCurrent(requirement({ measure: 'sessions', current: 1 }))).toBe('1 session');
    expect(formatCurrent(requirement({ current: null }))).toBe('Not measured yet');
  });

  it("are 'Almost there!' from 70% until met", () => {
    expect(isAlmostThere(requirement({ progress: 69 }))).toBe(false);
    expect(isAlmostThere(requirement({ progress: 70 }))).toBe(true);
    expect(isAlmostThere(requirement({ progress: 100, met: true }))).toBe(false);
  });

  it('put the unmet ones in focus, the most advanced first, each with a tip', () => {
    const phase = buildMasteryOverview({
      measures: { ...MEASURES, sessions: 20, averageClarity: 6.5, averageConfidence: 5 },
    }).phases[2]!;
    expect(focusNext(phase).map((entry) => entry.measure)).toEqual([
      'averageClarity',
      'averageConfidence',
      'sessions',
    ]);
    const [clarity, , sessions] = focusNext(phase);
    expect(focusAdvice(clarity!)).toMatch(/^Raise it from 6\.5\/10 to 7\/10\. Finish every word/);
    expect(focusAdvice(sessions!)).toMatch(/^55 more sessions to go\./);
    expect(
      focusAdvice(
        requirement({
          measure: 'averageFillerPercent',
          direction: 'atMost',
          target: 3,
          current: 4.5,
        }),
      ),
    ).toMatch(/^Bring it down from 4\.5% to 3%\./);
  });

  it('unlock a phase by the one before it', () => {
    const { phases } = buildMasteryOverview();
    expect(unlockMessage(phases[1]!, phases)).toBe(
      'Complete all Foundation requirements to unlock this phase.',
    );
  });
});
