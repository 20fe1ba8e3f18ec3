import type { LucideIcon } from 'lucide-react';
import {
  AudioLines,
  Award,
  CalendarCheck,
  FileText,
  Gauge,
  LayoutDashboard,
  Lightbulb,
  MessageSquareOff,
  Pause,
  ShieldCheck,
  Target,
  Video,
  Volume2,
} from 'lucide-react';
import { ACHIEVEMENT_TIERS } from '@shared/progress/achievement-tiers';
import { MEASURE_LABELS, type Requirement } from '@shared/progress/mastery-phases';
import {
  ENERGETIC_PACE_MAX_WPM,
  FILLER_TARGET_PERCENT,
  IDEAL_PACE_MAX_WPM,
  IDEAL_PACE_MIN_WPM,
} from '@shared/recordings/pace';
import { GREEN_SCORE_MIN, YELLOW_SCORE_MIN } from '@shared/recordings/scores';

/*
 * The features page's copy. Each line describes what the analysis and the progress features really
 * do (product rules R1.4-R1.6 and section 10, scoring norms); numbers come from the shared
 * constants the analysis itself uses.
 */

export type FeatureItem = { title: string; body: string; icon: LucideIcon };

/** The four scores out of 10, and what each is built from (server speech scoring). */
export const SCORES: readonly FeatureItem[] = [
  {
    title: 'Pace',
    body: `Your words per minute, timed from your first word to your last. ${IDEAL_PACE_MIN_WPM}–${IDEAL_PACE_MAX_WPM} words per minute scores highest; up to ${ENERGETIC_PACE_MAX_WPM} still counts as energetic but clear.`,
    icon: Gauge,
  },
  {
    title: 'Filler Words',
    body: `“Um”, “uh” and “er” always count; habits such as “you know” or “I mean” count when they carry no meaning. Aim to keep fillers under ${FILLER_TARGET_PERCENT}% of your words.`,
    icon: MessageSquareOff,
  },
  {
    title: 'Clarity',
    body: 'Where you pause, how steady your rhythm is and whether you repeat words. Pauses between sentences help; long pauses in the middle of one do not.',
    icon: AudioLines,
  },
  {
    title: 'Confidence',
    body: 'Fillers, hedges such as “I think” or “kind of”, hesitant pauses, and how much your pitch and volume vary while you speak.',
    icon: ShieldCheck,
  },
];

export const SCORE_BANDS_NOTE = `Each score comes with the reasoning behind it. ${GREEN_SCORE_MIN} or more shows green, ${YELLOW_SCORE_MIN} to ${GREEN_SCORE_MIN - 1} yellow and below ${YELLOW_SCORE_MIN} orange, so you see at a glance where to work.`;

/** What the results of a session hold besides the scores (product rules R2.53-R2.57). */
export const SESSION_RESULTS: readonly FeatureItem[] = [
  {
    title: 'Your transcript',
    body: 'A written record of what you said. Replay the recording and the word being spoken is highlighted as it plays.',
    icon: FileText,
  },
  {
    title: 'Pauses',
    body: 'Every silent pause is found and placed: at a sentence break, where it helps, or mid-sentence, where it sounds like hesitation.',
    icon: Pause,
  },
  {
    title: 'Pitch and energy',
    body: 'Pitch and loudness are read from the sound of your voice, so a flat or very quiet delivery shows in your Confidence score and your tips.',
    icon: Volume2,
  },
  {
    title: 'How to Improve',
    body: 'A short list of recommendations that quote your own words with the moment you said them, so you can find the spot in the replay.',
    icon: Lightbulb,
  },
  {
    title: 'Audio or video',
    body: 'Record with your microphone, or with camera and microphone, or upload a recording you already have.',
    icon: Video,
  },
];

/** An illustration of a recommendation; labelled as an example on the page. */
export const EXAMPLE_RECOMMENDATION = {
  quote: '…so, um, what we found was…',
  timestamp: '1:42',
  advice: 'Pause silently instead of saying “um” before a key point.',
};

/** Progress features (product rules R1.6: goals, phases, challenges, badges, dashboard). */
export const PROGRESS_FEATURES: readonly FeatureItem[] = [
  {
    title: 'Dashboard',
    body: 'Your sessions, average scores and how each is trending, the prompt of the day and your practice history in one place.',
    icon: LayoutDashboard,
  },
  {
    title: 'Goals',
    body: 'Pick a goal, such as a steadier pace or fewer fillers. Every session counts toward it, with milestones on the way.',
    icon: Target,
  },
  {
    title: 'Weekly challenges',
    body: 'A fresh set each week: reach a score, practise on a number of days or complete a number of sessions to earn the challenge’s badge.',
    icon: CalendarCheck,
  },
  {
    title: 'Achievement badges',
    body: `Badges for total sessions, from ${ACHIEVEMENT_TIERS.map((tier) => `${tier.title} (${tier.threshold})`).join(', ')}.`,
    icon: Award,
  },
];

/** One mastery-phase requirement in words, e.g. "Average filler words: 3% or less". */
export function describeRequirement({ measure, target, direction }: Requirement): string {
  if (measure === 'sessions') return `${target} practice sessions`;
  const value = measure === 'averageFillerPercent' ? `${target}%` : `${target}/10`;
  return `${MEASURE_LABELS[measure]}: ${value} ${direction === 'atLeast' ? 'or more' : 'or less'}`;
}
