import type { MeasureKey } from '@shared/progress/mastery-phases';
import type { SkillKey } from '@shared/progress/skill-health';
import {
  FILLER_TARGET_PERCENT,
  IDEAL_PACE_MAX_WPM,
  IDEAL_PACE_MIN_WPM,
} from '@shared/recordings/pace';

/** One concrete thing to try for each skill: the next-step card and the phase dialog. */
export const SKILL_TIPS: Record<SkillKey, string> = {
  pace: `Aim for ${IDEAL_PACE_MIN_WPM}-${IDEAL_PACE_MAX_WPM} words per minute: pause after each key point instead of rushing on.`,
  filler_words: `Swap "um" and "like" for a short silent pause; keep fillers under ${FILLER_TARGET_PERCENT}% of your words.`,
  clarity:
    'Finish every word and slow down on names and numbers; listen back and re-record the least clear sentence.',
  confidence:
    'Keep your pitch level at the end of sentences, and open with a first line you have practised.',
};

export const SESSIONS_TIP =
  'Short, regular sessions count most: one three-minute session a day gets you there fastest.';

/** The skill each phase measure is about, for its tip. */
const MEASURE_SKILLS: Record<Exclude<MeasureKey, 'sessions'>, SkillKey> = {
  averagePaceScore: 'pace',
  averageFillerPercent: 'filler_words',
  averageClarity: 'clarity',
  averageConfidence: 'confidence',
};

export function measureTip(measure: MeasureKey): string {
  return measure === 'sessions' ? SESSIONS_TIP : SKILL_TIPS[MEASURE_SKILLS[measure]];
}
