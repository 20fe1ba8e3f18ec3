import { AudioLines, Gauge, Presentation, Ruler, ShieldCheck, Sprout, Users } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import {
  FILLER_TARGET_PERCENT,
  IDEAL_PACE_MAX_WPM,
  IDEAL_PACE_MIN_WPM,
} from '@shared/recordings/pace';
import { PRODUCT_NAME } from '@shared/product';

/*
 * The About page's copy. It states only what the product does (README, docs/architecture.md):
 * no invented people, quotes or figures, since there is no founder to name and no study to cite.
 */

export type AboutCard = { title: string; body: string; icon: LucideIcon };

/** Who the product is for: the people it was built to help, not claimed users. */
export const WHO_IT_IS_FOR: readonly AboutCard[] = [
  {
    title: 'Anyone with something to say',
    body: 'An interview, a pitch, a presentation or a hard conversation ahead: rehearse it out loud a few times and see what changes from one take to the next.',
    icon: Presentation,
  },
  {
    title: 'People who want to sound surer',
    body: 'See the filler words, hedges and rushed stretches you miss while you talk, and work on them one short session at a time.',
    icon: Sprout,
  },
  {
    title: 'Speaking coaches and their clients',
    body: `A coach can give clients ${PRODUCT_NAME} accounts and follow their scores and replay their recordings between sessions.`,
    icon: Users,
  },
];

/** How the product works, in the terms the analysis really uses. */
export const HOW_WE_WORK: readonly AboutCard[] = [
  {
    title: 'Analysis that works offline',
    body: `By default ${PRODUCT_NAME}'s speech engine runs on our own servers and works offline, so your voice is not sent to an outside AI service to be written out. On a live video, your body language is read in your own browser while you record.`,
    icon: AudioLines,
  },
  {
    title: 'The same yardstick every time',
    body: `Every score comes from fixed, written-down thresholds, such as ${IDEAL_PACE_MIN_WPM}-${IDEAL_PACE_MAX_WPM} words per minute as the ideal pace and filler words under ${FILLER_TARGET_PERCENT}% of what you say, so one session can be compared with the next.`,
    icon: Ruler,
  },
  {
    title: 'Every score explained',
    body: 'Pace, Filler Words, Clarity and Confidence each come with the reasons behind the number, and the recommendations quote your own words with the moment you said them.',
    icon: Gauge,
  },
  {
    title: 'Your recordings stay yours',
    body: 'Recordings are stored encrypted, never sold or shared, and never used for training. You can have the audio deleted after analysis, or delete anything at any time.',
    icon: ShieldCheck,
  },
];
