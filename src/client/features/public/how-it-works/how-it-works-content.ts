import type { LucideIcon } from 'lucide-react';
import { BarChart3, Mic, Target } from 'lucide-react';
import { LIVE_AUTO_STOP_SECONDS } from '@shared/recordings/limits';

/*
 * The three steps of a session (product rules R2.44: how it works, 3 steps;
 * R2.46-R2.58: the practice screen and results view).
 */

export type Step = { title: string; body: string; details: readonly string[]; icon: LucideIcon };

const LIVE_MINUTES = LIVE_AUTO_STOP_SECONDS / 60;

export const STEPS: readonly Step[] = [
  {
    title: 'Choose a prompt',
    body: 'Start from the prompt of the day, type a topic of your own, or skip the prompt and speak freely.',
    details: [
      'A new prompt of the day every day, each from a different kind of speaking.',
      'Your own topic can be anything you are preparing: a pitch, an interview answer, a toast.',
    ],
    icon: Target,
  },
  {
    title: `Record about ${LIVE_MINUTES} minutes`,
    body: 'Pick Audio Only or Video + Audio, wait for the 3-2-1 countdown and speak. Or upload a recording you already have.',
    details: [
      `The recorder stops by itself at ${LIVE_MINUTES} minutes; stop earlier whenever you like.`,
      'Your browser asks once for the microphone, and for the camera in video mode.',
    ],
    icon: Mic,
  },
  {
    title: 'Get scored feedback and track progress',
    body: 'Read your transcript, four scores out of 10 with the reasons behind them, and tips that quote your own words.',
    details: [
      'Pace, Filler Words, Clarity and Confidence, each colour-coded.',
      'If more than one voice is heard, you pick yours and only your words are scored.',
      'Each session adds to your dashboard, and with Premium to your goals, phases and challenges.',
    ],
    icon: BarChart3,
  },
];
