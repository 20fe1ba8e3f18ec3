import { Award, CalendarClock, Flag, Trophy } from 'lucide-react';
import { AVERAGE_CHALLENGE_MIN_SESSIONS } from '@shared/progress/challenges';
import type { WeeklyChallenge } from '@shared/progress/schemas';
import { EmptyState } from '@client/components/query-states';
import { Badge } from '@client/components/ui/badge';
import { Progress } from '@client/components/ui/progress';
import { formatShortDate } from '@client/lib/format';
import { cn } from '@client/lib/utils';
import { useActiveChallenges } from '../api/get-active-challenges';
import { QueryContent, Section } from '../section';
import { challengePercent, formatChallengeProgress } from './challenge-rules';

/** Weekly Challenges: this week's challenges, their progress and their reward badges. */
export function WeeklyChallengesSection() {
  const query = useActiveChallenges();
  const endDate = query.data?.challenges[0]?.endDate;
  return (
    <Section
      title="Weekly Challenges"
      icon={Flag}
      description={endDate ? `This week's challenges end ${formatShortDate(endDate)}` : undefined}
    >
      <QueryContent query={query} what="this week's challenges">
        {({ challenges }) =>
          challenges.length === 0 ? (
            <EmptyState icon={Flag} title="No challenges this week">
              New challenges start every Monday.
            </EmptyState>
          ) : (
            <ul className="grid gap-3">
              {challenges.map((challenge) => (
                <ChallengeCard key={challenge.id} challenge={challenge} />
              ))}
            </ul>
          )
        }
      </QueryContent>
    </Section>
  );
}

function ChallengeCard({ challenge }: { challenge: WeeklyChallenge }) {
  const done = challenge.isCompleted;
  return (
    <li
      className={cn(
        'grid gap-2 rounded-lg border p-3',
        done ? 'border-emerald-200 bg-emerald-50/60' : 'border-border',
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="font-semibold text-foreground">{challenge.title}</h3>
        {done ? (
          <Badge className="bg-emerald-700 text-white">
            <Trophy className="size-3.5" aria-hidden="true" />
            Completed
          </Badge>
        ) : null}
      </div>
      <p className="text-sm text-muted-foreground">{challenge.description}</p>
      <Progress
        value={challengePercent(challenge)}
        label={`${challenge.title} progress`}
        indicatorClassName={done ? 'bg-emerald-600' : undefined}
      />
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-sm">
        <p className="font-medium">{formatChallengeProgress(challenge)}</p>
        <p className="flex items-center gap-1 text-muted-foreground">
          <CalendarClock className="size-4" aria-hidden="true" />
          Ends {formatShortDate(challenge.endDate)}
        </p>
      </div>
      {challenge.challengeType === 'metric_average' && !done ? (
        <p className="text-xs text-muted-foreground">
          Counts once you have {AVERAGE_CHALLENGE_MIN_SESSIONS} sessions this week.
        </p>
      ) : null}
      <p
        className={cn(
          'flex items-center gap-1 text-sm',
          done ? 'font-semibold text-emerald-800' : 'text-muted-foreground',
        )}
      >
        <Award className="size-4" aria-hidden="true" />
        {done ? `Badge earned: ${challenge.rewardBadge}` : `Reward: ${challenge.rewardBadge}`}
      </p>
    </li>
  );
}
