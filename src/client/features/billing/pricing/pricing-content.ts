import type { LucideIcon } from 'lucide-react';
import { Infinity as Unlimited, Target, TrendingUp, Trophy } from 'lucide-react';
import { REFUND_WINDOW_DAYS, type SubscriptionPlan } from '@shared/billing/plans';

/*
 * The pricing page's copy (product rules R1.7 and R1.8: what each kind of user gets; R1.13: the
 * refund). Prices are never written here: they come from GET /api/plans.
 */

export const PLAN_NAMES: Record<SubscriptionPlan, string> = {
  monthly: 'Monthly',
  yearly: 'Yearly',
};

/** Basic (free) user (product rules R1.7). */
export function freeFeatures(monthlySessions: number): string[] {
  return [
    `${monthlySessions} practice sessions per month`,
    'Full analysis of every session',
    'No credit card needed',
  ];
}

/** Premium subscriber (product rules R1.8). */
export const PREMIUM_FEATURES = [
  'Unlimited recordings',
  'Speaking goals',
  'Achievement badges',
  'Progress tracking',
  'Mastery phases',
  'Weekly challenges',
] as const;

export type Reason = { title: string; body: string; icon: LucideIcon };

export const WHY_UPGRADE: readonly Reason[] = [
  {
    title: 'Practise as often as you like',
    body: 'Unlimited sessions, so a week full of presentations never runs into a limit.',
    icon: Unlimited,
  },
  {
    title: 'Work toward a goal',
    body: 'Choose what to improve and watch every session count toward it.',
    icon: Target,
  },
  {
    title: 'See yourself improve',
    body: 'Trends, skill health and your score history show what is getting better.',
    icon: TrendingUp,
  },
  {
    title: 'Stay motivated',
    body: 'Badges, weekly challenges and four mastery phases keep your practice going.',
    icon: Trophy,
  },
];

export type Question = { question: string; answer: string; link?: { href: string; label: string } };

export function pricingQuestions(monthlySessions: number): Question[] {
  return [
    {
      question: 'Can I cancel anytime?',
      answer:
        'Yes. Cancel from Settings whenever you like. You keep Premium until the end of the period you have paid for, and you are not charged again.',
    },
    {
      question: 'Can I get a refund?',
      answer: `Yes. If Premium is not for you, contact us within ${REFUND_WINDOW_DAYS} days of paying and we refund you in full.`,
      link: { href: '/contact', label: 'Contact us' },
    },
    {
      question: 'What counts as a practice session?',
      answer: `Each recording or upload that is analysed counts as one session. The free plan includes ${monthlySessions} a month, counted from the 1st; deleting a recording gives its place back.`,
    },
    {
      question: 'I practise with a coach. Do I need to pay?',
      answer:
        'No. Accounts a coach creates for their clients include every Premium feature, and so do coach accounts.',
    },
    {
      question: 'Do I need a card for the free plan?',
      answer: 'No. The free plan needs no card; you only pay if you choose Premium.',
    },
  ];
}
