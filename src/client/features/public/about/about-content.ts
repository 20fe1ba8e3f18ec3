import { AudioLines, BookOpenCheck, Gauge, ShieldCheck } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import {
  FILLER_TARGET_PERCENT,
  IDEAL_PACE_MAX_WPM,
  IDEAL_PACE_MIN_WPM,
} from '@shared/recordings/pace';
import { PRODUCT_NAME } from '@shared/product';

export type AboutPrinciple = { title: string; body: string; icon: LucideIcon };

/** How the product works, in the terms the analysis really uses (scoring-norms guide). */
export const HOW_WE_WORK: readonly AboutPrinciple[] = [
  {
    title: 'Analysis that works offline',
    body: `By default ${PRODUCT_NAME}'s speech engine runs offline on our own servers: it writes out what you said, word by word with timings, and your voice does not have to go to an outside AI service.`,
    icon: AudioLines,
  },
  {
    title: 'Thresholds from research, not guesses',
    body: `The bands you are scored against come from published speech research and the targets of established coaching tools: ${IDEAL_PACE_MIN_WPM}-${IDEAL_PACE_MAX_WPM} words per minute as the ideal pace, filler words under ${FILLER_TARGET_PERCENT}% of what you say.`,
    icon: BookOpenCheck,
  },
  {
    title: 'Every score explained',
    body: 'Pace, clarity, confidence and filler words each come with the reasons behind the number, so you know what to change in your next session.',
    icon: Gauge,
  },
  {
    title: 'Your recordings stay yours',
    body: 'Recordings are stored encrypted, never sold or shared, and never used for training. You can have the audio deleted after analysis, or delete anything at any time.',
    icon: ShieldCheck,
  },
];
