import type { LucideIcon } from 'lucide-react';
import {
  AudioLines,
  Gauge,
  TrendingUp,
  MessageSquareOff,
  Mic,
  ShieldCheck,
  Sparkles,
  Target,
} from 'lucide-react';

/*
 * The landing page's copy. Every claim here is something Cadence does; no
 * sample scores or testimonials, since none are real yet.
 */

export type Feature = { title: string; body: string; icon: LucideIcon };

/** The four scores of every session (practice spec §1). */
export const SCORED_METRICS: readonly Feature[] = [
  {
    title: 'Pace',
    body: 'Your words per minute, compared with a clear conversational range.',
    icon: Gauge,
  },
  {
    title: 'Filler Words',
    body: 'How often “um”, “uh” and similar fillers interrupt your flow.',
    icon: MessageSquareOff,
  },
  {
    title: 'Clarity',
    body: 'How easy your sentences are to follow from start to finish.',
    icon: AudioLines,
  },
  {
    title: 'Confidence',
    body: 'How steady and assured you sound while you speak.',
    icon: ShieldCheck,
  },
];

/** How a session works (accounts spec §2, landing page). */
export const HOW_IT_WORKS: readonly Feature[] = [
  {
    title: 'Choose a prompt',
    body: 'Take the daily prompt or bring your own topic.',
    icon: Target,
  },
  { title: 'Record 3 minutes', body: 'Speak into your microphone or camera.', icon: Mic },
  {
    title: 'Get AI feedback',
    body: 'A transcript, four scores and tips that quote your own words.',
    icon: Sparkles,
  },
  {
    title: 'Track your progress',
    body: 'Watch your scores move session by session.',
    icon: TrendingUp,
  },
];

/** The four mastery phases, in order (both specs, §1). */
export const MASTERY_PHASES: readonly { name: string; body: string }[] = [
  { name: 'Foundation', body: 'Build the habit of short, regular practice.' },
  { name: 'Confidence', body: 'Steady your pace and cut the fillers.' },
  { name: 'Persuasion', body: 'Speak with clarity and conviction.' },
  { name: 'Mastery', body: 'Sound at your best, session after session.' },
];
