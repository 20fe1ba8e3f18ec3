import { useId } from 'react';
import { Link } from 'wouter';
import { Mic } from 'lucide-react';
import type { PublicUser } from '@shared/auth/user';
import type { UserStats } from '@shared/progress/schemas';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { firstName } from '@client/lib/first-name';
import { QueryContent, type SectionQuery } from '../section';
import { JourneyProgress } from './journey-progress';
import { NextStepCard } from './next-step-card';
import type { NextStep } from './next-step';

type WelcomeSectionProps = {
  user: PublicUser;
  stats: SectionQuery<UserStats>;
  nextStep: NextStep;
  /** A free user at the monthly limit: Practice Now is off. */
  blocked: boolean;
  onChooseGoal: () => void;
};

/** The greeting, Practice Now, the session counts, the 90-day journey and the next step. */
export function WelcomeSection({
  user,
  stats,
  nextStep,
  blocked,
  onChooseGoal,
}: WelcomeSectionProps) {
  const totalSessions = stats.data?.totalSessions ?? user.totalSessions;
  const noteId = useId();
  return (
    <div className="grid content-start gap-5 rounded-2xl border border-border bg-surface p-5 shadow-sm sm:p-7">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1">
          <p className="text-sm font-semibold tracking-wide text-accent uppercase">Dashboard</p>
          <h1 className="text-3xl font-bold tracking-tight text-balance text-ink">
            {totalSessions > 0 ? 'Welcome back' : 'Welcome'}, {firstName(user.name)}!
          </h1>
          <p className="text-muted-foreground">
            Total sessions: <span className="font-semibold text-foreground">{totalSessions}</span>
          </p>
        </div>
        <div className="grid gap-1 sm:justify-items-end">
          {blocked ? (
            <>
              <Button size="lg" disabled aria-describedby={noteId}>
                <Mic aria-hidden="true" />
                Practice Now
              </Button>
              <p id={noteId} className="text-xs text-muted-foreground">
                Monthly limit reached
              </p>
            </>
          ) : (
            <Button asChild size="lg">
              <Link href="/record">
                <Mic aria-hidden="true" />
                Practice Now
              </Link>
            </Button>
          )}
        </div>
      </div>
      <QueryContent query={stats} what="your practice stats" skeleton={<WelcomeSkeleton />}>
        {(data) => (
          <>
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              <Stat label="This week" value={data.sessionsThisWeek} />
              <Stat label="This month" value={data.sessionsThisMonth} />
              <Stat label="Day streak" value={data.currentStreakDays} />
              <Stat label="Minutes spoken" value={Math.round(data.totalPracticeMinutes)} />
            </dl>
            <JourneyProgress journey={data.journey} />
          </>
        )}
      </QueryContent>
      <NextStepCard step={nextStep} onChooseGoal={onChooseGoal} />
    </div>
  );
}

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-lg bg-muted/60 px-3 py-2">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-xl font-bold text-ink">{value}</dd>
    </div>
  );
}

function WelcomeSkeleton() {
  return (
    <>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} className="h-14" />
        ))}
      </div>
      <Skeleton className="h-8" />
    </>
  );
}
