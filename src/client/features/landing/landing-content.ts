import type { LucideIcon } from 'lucide-react';
import {
  AudioLines,
  Briefcase,
  Clock,
  Ear,
  Gauge,
  GraduationCap,
  TrendingUp,
  MessageSquareOff,
  Mic,
  Presentation,
  Repeat,
  Rocket,
  ShieldCheck,
  Sparkles,
  Target,
  UserSearch,
  Users,
} from 'lucide-react';
import { PRODUCT_NAME } from '@shared/product';

/*
 * The landing page's copy. Every claim here is something Cadence does. The one
 * set of sample scores is labelled as an example session; there are no
 * testimonials, ratings or review counts, since none are real (product rules R1.16,
 * R1.17). Research figures are published findings, each shown with its source.
 */

/** The landing page's meta description. */
export const LANDING_DESCRIPTION = `${PRODUCT_NAME} is an AI speaking coach: practise in 3-minute sessions and get scored feedback on your pace, filler words, clarity and confidence, with tips that quote your own words.`;

export type Feature = { title: string; body: string; icon: LucideIcon };

/** The four scores of every session (product rules R1.4). */
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

/** How a session works (product rules R2.17). */
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

/** The four mastery phases, in order (product rules R1.6). */
export const MASTERY_PHASES: readonly { name: string; body: string }[] = [
  { name: 'Foundation', body: 'Build the habit of short, regular practice.' },
  { name: 'Confidence', body: 'Steady your pace and cut the fillers.' },
  { name: 'Persuasion', body: 'Speak with clarity and conviction.' },
  { name: 'Mastery', body: 'Sound at your best, session after session.' },
];

/**
 * One illustrative session for "What you will master" (product rules R1.16: figures are
 * illustrative only).
 */
export const SAMPLE_SESSION: readonly {
  metric: string;
  value: string;
  unit: string;
  note: string;
}[] = [
  {
    metric: 'Pace',
    value: '150',
    unit: 'WPM',
    note: 'At the top of the usual conversational range.',
  },
  { metric: 'Clarity', value: '9', unit: '/10', note: 'Sentences that are easy to follow.' },
  { metric: 'Confidence', value: '8.5', unit: '/10', note: 'A steady, assured delivery.' },
  {
    metric: 'Filler Words',
    value: '3',
    unit: 'fillers',
    note: 'A few “um”s in three minutes of speech.',
  },
];

/** "Why practice matters": reasons, without invented statistics. */
export const WHY_PRACTICE: readonly Feature[] = [
  {
    title: 'Speaking is a skill you can train',
    body: 'Pace, pauses and fillers are habits. Like any habit, they change with repetition and honest feedback.',
    icon: Repeat,
  },
  {
    title: 'You cannot hear yourself as others do',
    body: 'Rushing, trailing off and filling every pause are hard to notice in the moment. A transcript and a score make them visible.',
    icon: Ear,
  },
  {
    title: 'Little and often beats cramming',
    body: 'Three focused minutes a day fit into any week, and regular sessions show you a trend instead of a single snapshot.',
    icon: Clock,
  },
];

export type ResearchFinding = { topic: string; finding: string; source: string };

/** "Research frameworks": real findings with their sources (product rules R1.17, R2.17). */
export const RESEARCH_FINDINGS: readonly ResearchFinding[] = [
  {
    topic: 'Conversational pace',
    finding: 'Everyday conversation typically runs at about 110-150 words per minute.',
    source: 'National Center for Voice and Speech, cited in Presentation Secrets (O’Reilly)',
  },
  {
    topic: 'Pace and credibility',
    finding:
      'Speech slowed electronically by 30% was rated less truthful, less fluent and less persuasive.',
    source: 'Apple, Streeter & Krauss (1979), Journal of Personality and Social Psychology 37(5)',
  },
  {
    topic: 'How common fillers are',
    finding:
      'Spontaneous speech contains about 2-6 disfluencies per 100 words, counting fillers, repeats and restarts.',
    source: 'Bortfeld et al. (2001), Language and Speech 44(2)',
  },
  {
    topic: 'What listeners hear',
    finding:
      'Listeners infer anxiety or poor preparation from “um”, even when they do not consciously notice it.',
    source: 'Christenfeld (1995), Journal of Nonverbal Behavior 19(3)',
  },
];

/** "Who benefits" (product rules R1.15). */
export const AUDIENCES: readonly Feature[] = [
  {
    title: 'Professionals',
    body: 'Run meetings, give updates and present with a calm, clear voice.',
    icon: Briefcase,
  },
  {
    title: 'Students',
    body: 'Prepare for presentations, seminars and oral exams.',
    icon: GraduationCap,
  },
  {
    title: 'Entrepreneurs',
    body: 'Tighten your pitch for investors, customers and partners.',
    icon: Rocket,
  },
  {
    title: 'Job seekers',
    body: 'Rehearse interview answers until they sound natural.',
    icon: UserSearch,
  },
  {
    title: 'Public speakers',
    body: 'Polish talks and keynotes, one three-minute section at a time.',
    icon: Presentation,
  },
  {
    title: 'Everyone else',
    body: 'Anyone who wants to speak with more confidence, day to day.',
    icon: Users,
  },
];
