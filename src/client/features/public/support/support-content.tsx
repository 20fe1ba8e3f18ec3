import { FREE_PRACTICE_LIMIT, REFUND_WINDOW_DAYS } from '@shared/billing/plans';
import {
  FILLER_TARGET_PERCENT,
  IDEAL_PACE_MAX_WPM,
  IDEAL_PACE_MIN_WPM,
} from '@shared/recordings/pace';
import {
  LIVE_AUTO_STOP_SECONDS,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_ESTIMATED_MINUTES,
} from '@shared/recordings/limits';
import type { FaqItem } from '@client/components/ui/faq-list';
import { TextLink } from '../public-parts';

/*
 * The support page's copy: quick start, questions and tips (product rules R2.44).
 * Limits come from the shared constants the recorder and the server enforce.
 */

export type QuickStartStep = { title: string; body: string; link: { href: string; label: string } };

export const QUICK_START: readonly QuickStartStep[] = [
  {
    title: 'Record your first session',
    body: 'Choose the prompt of the day or your own topic, pick Audio Only or Video + Audio, and press start.',
    link: { href: '/record', label: 'Go to Practice' },
  },
  {
    title: 'Read your feedback',
    body: 'Your transcript, four scores out of 10 with their reasons, and tips that quote your own words.',
    link: { href: '/dashboard', label: 'Open your Dashboard' },
  },
  {
    title: 'Set up your account',
    body: 'Change your name, email or password, and manage your plan.',
    link: { href: '/settings', label: 'Open Settings' },
  },
];

const GIGABYTES = UPLOAD_MAX_BYTES / 1024 ** 3;
const UPLOAD_HOURS = Math.floor(UPLOAD_MAX_ESTIMATED_MINUTES / 60);

export const SUPPORT_QUESTIONS: readonly FaqItem[] = [
  {
    question: 'Cadence can’t hear my microphone. What do I do?',
    answer: (
      <>
        <p>
          Your browser asks for permission the first time you record. If you said no, click the lock
          or camera icon next to the address bar, allow the microphone (and the camera for video),
          then reload the page.
        </p>
        <p>
          Recording needs an up-to-date Chrome, Firefox, Safari or Edge on a secure (https) page. If
          the camera is not available, Cadence records audio only and tells you so.
        </p>
      </>
    ),
  },
  {
    question: 'Which files can I upload, and how long can a recording be?',
    answer: (
      <>
        <p>
          Audio: MP3, WAV, M4A, OGG or WebM. Video: MP4, WebM, AVI or MOV (MKV and FLV work too).
        </p>
        <p>
          The practice recorder stops by itself after {LIVE_AUTO_STOP_SECONDS / 60} minutes. Uploads
          can be up to {GIGABYTES} GB and about {UPLOAD_HOURS} hours long; long files are analysed
          in the background.
        </p>
      </>
    ),
  },
  {
    question: 'How many sessions does the free plan include?',
    answer: (
      <p>
        {FREE_PRACTICE_LIMIT} sessions a month, each with the full analysis, and no card needed.
        Premium has no limit. <TextLink href="/pricing">See the plans</TextLink>.
      </p>
    ),
  },
  {
    question: 'How do I cancel, and can I get a refund?',
    answer: (
      <>
        <p>
          Cancel from Settings at any time. You keep Premium until the end of the period you paid
          for and are not charged again.
        </p>
        <p>
          If Premium is not for you, contact us within {REFUND_WINDOW_DAYS} days of paying for a
          full refund. See <TextLink href="/pricing">Pricing</TextLink> and the{' '}
          <TextLink href="/terms">Terms of Service</TextLink>.
        </p>
      </>
    ),
  },
  {
    question: 'I practise with a coach. How does that work?',
    answer: (
      <p>
        Your coach creates your account and gives you a temporary password. Open Login, choose
        Client Login, and set a password of your own. Your account includes every Premium feature,
        and your coach sees your sessions and scores.
      </p>
    ),
  },
  {
    question: 'How do I delete my recordings or my account?',
    answer: (
      <p>
        Delete any recording from its page or from your history. To delete your account and
        everything in it, go to <TextLink href="/settings">Settings</TextLink>. The{' '}
        <TextLink href="/privacy">Privacy Policy</TextLink> explains what is kept.
      </p>
    ),
  },
];

export const PRACTICE_TIPS: readonly { title: string; body: string }[] = [
  {
    title: 'Find your pace',
    body: `${IDEAL_PACE_MIN_WPM}–${IDEAL_PACE_MAX_WPM} words per minute is easy to follow. If your Pace score says you rushed, slow down at the start of each new point.`,
  },
  {
    title: 'Swap fillers for silence',
    body: `When you feel an “um” coming, pause instead. Keeping fillers under ${FILLER_TARGET_PERCENT}% of your words is a good first target.`,
  },
  {
    title: 'Pause at the end of a thought',
    body: 'A short pause between sentences sounds deliberate; a long one in the middle of a sentence sounds unsure.',
  },
  {
    title: 'Let your voice move',
    body: 'Vary your pitch and volume to stress what matters. A flat, quiet delivery lowers your Confidence score.',
  },
  {
    title: 'Set up for clean sound',
    body: 'A quiet room and a microphone close to you help the transcript, and a better transcript means better feedback.',
  },
  {
    title: 'Practise little and often',
    body: 'Three minutes a day does more than an hour once a month. Try the same prompt again and compare your scores.',
  },
];
