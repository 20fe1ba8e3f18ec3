import { useState } from 'react';
import { Link } from 'wouter';
import type { PublicUser } from '@shared/auth/user';
import { PageContainer, PageHeader } from '@client/components/layout/page-container';
import { PageLoading } from '@client/components/layout/page-loading';
import { PracticeLimitCard } from '@client/components/practice-limit-card';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { usePageTitle } from '@client/hooks/use-page-title';
import { isPremiumUser, useAuth } from '@client/lib/auth';
import { useActiveGoal } from '@client/lib/endpoints/get-active-goal';
import { usePracticeLimit } from '@client/lib/endpoints/get-practice-limit';
import { AchievementJourneySection } from './achievements/achievement-journey-section';
import { DashboardSummaryGate, useDashboardSummary } from './api/get-dashboard-summary';
import { useMasterySkills } from './api/get-mastery-skills';
import { useUserStats } from './api/get-user-stats';
import { WeeklyChallengesSection } from './challenges/weekly-challenges-section';
import { CrutchPhrasesSection } from './crutch-phrases/crutch-phrases-section';
import { GoalSection } from './goal/goal-section';
import { PracticeHistorySection } from './history/practice-history-section';
import { MasterySection } from './mastery/mastery-section';
import { CoreMetricsSection } from './metrics/core-metrics-section';
import { AssignmentsCard } from './assignments-card';
import { PromptOfTheDayCard } from './prompt-of-the-day-card';
import { ScoreChartSection } from './score-chart/score-chart-section';
import { SectionError } from './section';
import { SkillHealthSection } from './skills/skill-health-section';
import { UpgradeBanner } from './upgrade-banner';
import { nextStep } from './welcome/next-step';
import { WelcomeSection } from './welcome/welcome-section';

/** /dashboard (product rules R2.64-R2.70): the signed-in user's progress. */
export function DashboardPage() {
  const { user, isLoading } = useAuth();
  if (isLoading) return <PageLoading />;
  if (!user) return <SignedOut />;
  return <Dashboard user={user} />;
}

function SignedOut() {
  return (
    <PageContainer>
      <PageHeader title="Dashboard" />
      <Card className="max-w-2xl">
        <CardContent className="flex flex-col gap-4 pt-6 sm:flex-row sm:items-center sm:justify-between">
          <p>Please log in to view your dashboard.</p>
          <Button asChild>
            <Link href="/">Go to home</Link>
          </Button>
        </CardContent>
      </Card>
    </PageContainer>
  );
}

/** The progress cards wait for the one summary request, then read its parts (decision 188). */
function Dashboard({ user }: { user: PublicUser }) {
  const summary = useDashboardSummary();
  return (
    <DashboardSummaryGate value={!summary.isPending}>
      <DashboardContent user={user} />
    </DashboardSummaryGate>
  );
}

function DashboardContent({ user }: { user: PublicUser }) {
  usePageTitle('Dashboard');
  const premium = isPremiumUser(user);
  const limit = usePracticeLimit({ enabled: true });
  const stats = useUserStats();
  const goal = useActiveGoal({ enabled: true });
  const skills = useMasterySkills();
  const [goalDialogOpen, setGoalDialogOpen] = useState(false);
  const unlimited = premium || limit.data?.unlimited === true;
  const blocked = !unlimited && limit.data?.canPractice === false;
  const step = nextStep({
    totalSessions: stats.data?.totalSessions ?? user.totalSessions,
    limit: limit.data,
    premium,
    activeGoal: goal.isError ? undefined : goal.data,
    skills: skills.data?.skills,
  });

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <WelcomeSection
            user={user}
            stats={stats}
            nextStep={step}
            blocked={blocked}
            onChooseGoal={() => setGoalDialogOpen(true)}
          />
        </div>
        <PromptOfTheDayCard blocked={blocked} />
      </div>

      {/* Only a coach's clients are given assignments (product rules R11.1). */}
      {user.isCoachManaged ? <AssignmentsCard /> : null}

      {unlimited ? null : (
        <div className="grid gap-4">
          {limit.isError ? (
            <SectionError what="your monthly practice count" onRetry={() => void limit.refetch()} />
          ) : limit.data ? (
            // At the limit the next step is the one call to upgrade: the card only says so.
            <PracticeLimitCard limit={limit.data} offerUpgrade={!blocked} />
          ) : null}
          {blocked ? null : <UpgradeBanner />}
        </div>
      )}

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="grid min-w-0 content-start gap-6 lg:col-span-2">
          <CoreMetricsSection />
          <ScoreChartSection />
          <CrutchPhrasesSection />
          <MasterySection />
          <SkillHealthSection />
        </div>
        <div className="grid min-w-0 content-start gap-6">
          <GoalSection dialogOpen={goalDialogOpen} onDialogOpenChange={setGoalDialogOpen} />
          <WeeklyChallengesSection />
          <AchievementJourneySection />
          <PracticeHistorySection />
        </div>
      </div>
    </div>
  );
}
