import { ArrowRight, Flame, Target } from 'lucide-react';
import { milestoneFor } from '@shared/goals/goal-targets';
import type { Goal } from '@shared/goals/schemas';
import { EmptyState } from '@client/components/query-states';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Progress } from '@client/components/ui/progress';
import { useActiveGoal } from '@client/lib/endpoints/get-active-goal';
import { QueryContent, Section } from '../section';
import { ChangeGoalDialog } from './change-goal-dialog';
import { GoalTrend, PastGoals } from './goal-history';
import { MILESTONE_LABELS, formatGoalValue, goalProgressSentence } from './goal-format';

type GoalSectionProps = {
  /** The change-goal dialog is opened from here and from the next-step card. */
  dialogOpen: boolean;
  onDialogOpenChange: (open: boolean) => void;
};

/** The active goal and how far along it is, or a way to choose one. */
export function GoalSection({ dialogOpen, onDialogOpenChange }: GoalSectionProps) {
  const query = useActiveGoal({ enabled: true });
  const goal = query.data ?? null;
  const openDialog = () => onDialogOpenChange(true);
  return (
    <Section
      title="Your Goal"
      icon={Target}
      action={
        goal ? (
          <Button variant="outline" size="sm" onClick={openDialog}>
            Change goal
          </Button>
        ) : null
      }
    >
      <QueryContent query={query} what="your goal">
        {(active) =>
          active ? (
            <ActiveGoal goal={active} />
          ) : (
            <EmptyState
              icon={Target}
              title="No active goal"
              action={
                <Button size="sm" onClick={openDialog}>
                  <Target aria-hidden="true" />
                  Choose a goal
                </Button>
              }
            >
              Choose one thing to work on, and every session counts toward it.
            </EmptyState>
          )
        }
      </QueryContent>
      <PastGoals />
      <ChangeGoalDialog open={dialogOpen} onOpenChange={onDialogOpenChange} currentGoal={goal} />
    </Section>
  );
}

function ActiveGoal({ goal }: { goal: Goal }) {
  const value = (number: number | null) => formatGoalValue(goal.targetMetric, number);
  return (
    <div className="grid gap-3">
      <div className="grid gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold text-ink">{goal.title}</h3>
          {/* Where the goal stands now, as the bar shows it; the milestones once reached are
              achievements, and past goals show the highest. */}
          <Badge variant="accent">
            {MILESTONE_LABELS[milestoneFor(goal.progressPercent, goal.sessionsCount)]}
          </Badge>
        </div>
        {goal.description ? (
          <p className="text-sm text-muted-foreground">{goal.description}</p>
        ) : null}
      </div>
      <dl className="grid grid-cols-[1fr_auto_1fr_auto_1fr] items-center gap-1 text-center text-sm">
        <GoalValue label="Baseline" value={value(goal.baselineValue)} />
        <ArrowRight className="size-4 text-muted-foreground" aria-hidden="true" />
        <GoalValue
          label="Current"
          // Until a session counts, the baseline is all there is: nothing current to show.
          value={value(goal.progressState === 'not_started' ? null : goal.currentValue)}
          strong
        />
        <ArrowRight className="size-4 text-muted-foreground" aria-hidden="true" />
        <GoalValue label="Target" value={value(goal.targetValue)} />
      </dl>
      <div className="grid gap-1">
        <Progress
          value={goal.progressPercent}
          label={`${goal.title} progress`}
          aria-valuetext={goalProgressSentence(goal)}
        />
        <p className="text-sm font-medium">{goalProgressSentence(goal)}</p>
      </div>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <span>
          {goal.sessionsCount} {goal.sessionsCount === 1 ? 'session' : 'sessions'}
        </span>
        <span className="flex items-center gap-1">
          <Flame className="size-4 text-orange-600" aria-hidden="true" />
          {goal.streakCount}-day streak
        </span>
      </p>
      {goal.sessionsCount > 0 ? <GoalTrend goal={goal} /> : null}
    </div>
  );
}

function GoalValue({
  label,
  value,
  strong = false,
}: {
  label: string;
  value: string;
  strong?: boolean;
}) {
  return (
    <div className="grid gap-0.5 rounded-lg bg-muted/60 px-2 py-1.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className={strong ? 'font-bold text-ink' : 'font-semibold'}>{value}</dd>
    </div>
  );
}
