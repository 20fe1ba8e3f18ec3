import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Crown, Lightbulb, Mic, Sparkles, Target } from 'lucide-react';
import { SKILL_LABELS } from '@shared/progress/skill-health';
import { Button } from '@client/components/ui/button';
import { formatLongDate, formatScore } from '@client/lib/format';
import { SKILL_TIPS } from '../coaching-tips';
import { StartFirstPracticeButton } from '../section';
import type { NextStep } from './next-step';

type StepView = { title: string; body: ReactNode; action: ReactNode };

function stepView(step: NextStep, onChooseGoal: () => void): StepView {
  switch (step.kind) {
    case 'upgrade':
      return {
        title: 'Keep practising with Premium',
        body: `You have used this month's free sessions. Upgrade for unlimited practice, or carry on after ${formatLongDate(step.resetDate)}.`,
        action: (
          <Button asChild size="sm">
            <Link href="/pricing">
              <Crown aria-hidden="true" />
              Upgrade to Premium
            </Link>
          </Button>
        ),
      };
    case 'first-session':
      return {
        title: 'Record your first session',
        body: "Three minutes on today's prompt is all it takes. You get a transcript and four scores out of 10.",
        action: <StartFirstPracticeButton />,
      };
    case 'choose-goal':
      return {
        title: 'Choose a goal',
        body: 'Pick one thing to work on, and every session counts toward it.',
        action: (
          <Button size="sm" onClick={onChooseGoal}>
            <Target aria-hidden="true" />
            Choose a goal
          </Button>
        ),
      };
    case 'skill': {
      const label = SKILL_LABELS[step.skill.skill];
      const why =
        step.reason === 'needs-attention'
          ? `${label} has gone a while without practice: its health is down to ${Math.round(step.skill.healthScore)}%.`
          : `${label} is your lowest average, at ${formatScore(step.skill.averageScore ?? 0)}/10.`;
      return {
        title: `Focus on ${label}`,
        body: `${why} ${SKILL_TIPS[step.skill.skill]}`,
        action: (
          <Button asChild size="sm" variant="outline">
            <Link href="/record">
              <Mic aria-hidden="true" />
              Practice {label}
            </Link>
          </Button>
        ),
      };
    }
    case 'keep-going':
      return {
        title: 'Keep your rhythm',
        body: 'Your skills are in good shape. A session today keeps them there.',
        action: (
          <Button asChild size="sm" variant="outline">
            <Link href="/record">
              <Sparkles aria-hidden="true" />
              Practice today
            </Link>
          </Button>
        ),
      };
  }
}

/** The one action the dashboard suggests first. */
export function NextStepCard({ step, onChooseGoal }: { step: NextStep; onChooseGoal: () => void }) {
  const view = stepView(step, onChooseGoal);
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-primary/20 bg-primary-soft/50 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex gap-3">
        <Lightbulb className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <div className="grid gap-1">
          <h2 className="font-semibold text-ink">
            <span className="sr-only">Next step:</span> {view.title}
          </h2>
          <p className="text-sm text-muted-foreground">{view.body}</p>
        </div>
      </div>
      <div className="shrink-0 self-start sm:self-auto">{view.action}</div>
    </div>
  );
}
