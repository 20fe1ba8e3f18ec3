import { CalendarCheck, Mic, MessageSquareText } from 'lucide-react';
import { PRODUCT_NAME } from '@shared/product';
import { LIVE_AUTO_STOP_SECONDS } from '@shared/recordings/limits';
import type { Feature } from './landing-content';

/*
 * The guest's view of /record and /practice: the landing variant headed 'Master
 * Communication in 90 Days' (product rules R2.18). Every claim here is something the
 * product does; the one figure from outside is cited.
 */

const MINUTES = LIVE_AUTO_STOP_SECONDS / 60;

export const NINETY_DAY_DESCRIPTION = `Build a lasting speaking habit with ${PRODUCT_NAME}: ${MINUTES} minutes of practice a day for 90 days, with instant AI feedback on your pace, filler words, clarity and confidence.`;

/** The hero's three facts about the plan, all product facts rather than outcomes. */
export const NINETY_DAY_FACTS: readonly { value: string; label: string }[] = [
  { value: `${MINUTES} min`, label: 'of speaking a day' },
  { value: '4', label: 'scores after every session' },
  { value: '90 days', label: 'for the habit to stick' },
];

/** "Why 90 Days?": the habit-formation finding it rests on, with its source. */
export const WHY_NINETY_DAYS = {
  finding:
    'In a study of people taking up a new daily habit, it took a median of 66 days for the behaviour to become automatic, with a range of 18 to 254 days. Missing a single day did not undo the progress.',
  source:
    'Lally, van Jaarsveld, Potts & Wardle (2010), European Journal of Social Psychology 40(6)',
  points: [
    {
      title: 'Long enough for a habit',
      body: 'Ninety days covers the typical time a daily habit takes to become automatic, with room for days you miss.',
    },
    {
      title: 'Enough sessions to see a trend',
      body: 'One session is a snapshot. Dozens of them show which of your scores are really moving.',
    },
    {
      title: 'Short enough to stay with',
      body: `${MINUTES} minutes fit into any day, so practice does not depend on a free afternoon.`,
    },
  ],
} as const;

/** The variant's three steps (product rules R2.18). */
export const NINETY_DAY_STEPS: readonly Feature[] = [
  {
    title: 'Daily 3-Min Practice',
    body: 'Take the prompt of the day, or write your own, and speak for up to three minutes.',
    icon: CalendarCheck,
  },
  {
    title: 'Record & Analyze',
    body: 'Record with your microphone or camera, or upload a file. The analysis starts as soon as you stop.',
    icon: Mic,
  },
  {
    title: 'Improve with Feedback',
    body: 'Read why each score is what it is, and try the recommendations in your next session.',
    icon: MessageSquareText,
  },
];

/** "Instant AI Analysis": what every session returns. */
export const INSTANT_ANALYSIS: readonly string[] = [
  'A full transcript of what you said',
  'Your pace in words per minute, scored against a clear conversational range',
  'Every “um”, “uh” and similar filler counted',
  'Clarity and Confidence scores with the reasons behind them',
  'Concrete recommendations that quote your own words',
  'In recordings with several voices, you choose which speaker is scored',
];

/** "Track Your 90-Day Journey": what a signed-in user follows over time. */
export const JOURNEY_TRACKING: readonly string[] = [
  'A dashboard chart of your scores, session by session',
  'A goal you choose, with your baseline, current and best results',
  'Four mastery phases, from Foundation to Mastery',
  'A new weekly challenge to keep practice varied',
  'Achievement badges as your sessions add up',
  'Your full practice history, with every recording to replay',
];
