import { Award, Lock, Medal, Target, Trophy, type LucideIcon } from 'lucide-react';
import type { Achievement, AchievementsResponse } from '@shared/progress/schemas';
import { Progress } from '@client/components/ui/progress';
import { formatShortDate } from '@client/lib/format';
import { cn } from '@client/lib/utils';
import { useAchievements } from '../api/get-achievements';
import { QueryContent, Section } from '../section';

const RECENT_ACHIEVEMENTS = 5;
const ACHIEVEMENT_ICONS: Record<Achievement['achievementType'], LucideIcon> = {
  tier: Award,
  goal_milestone: Target,
  challenge: Trophy,
};

/** Achievement Journey: the tier ladder, the way to the next tier and what was earned lately. */
export function AchievementJourneySection() {
  const query = useAchievements();
  return (
    <Section title="Achievement Journey" icon={Medal}>
      <QueryContent query={query} what="your achievements">
        {(data) => <AchievementJourney data={data} />}
      </QueryContent>
    </Section>
  );
}

function AchievementJourney({ data }: { data: AchievementsResponse }) {
  const { totalRecordings, currentTier, nextTier, tiers } = data;
  const from = currentTier?.threshold ?? 0;
  const recent = data.achievements.slice(0, RECENT_ACHIEVEMENTS);
  return (
    <div className="grid gap-4">
      {nextTier ? (
        <div className="grid gap-2">
          <p className="text-sm">
            <span className="font-semibold">
              {nextTier.threshold - totalRecordings} more{' '}
              {nextTier.threshold - totalRecordings === 1 ? 'session' : 'sessions'}
            </span>{' '}
            to {nextTier.title} ({totalRecordings} of {nextTier.threshold})
          </p>
          <Progress
            value={((totalRecordings - from) / (nextTier.threshold - from)) * 100}
            label={`Progress to ${nextTier.title}`}
            indicatorClassName="bg-amber-500"
          />
        </div>
      ) : (
        <p className="text-sm font-semibold">
          You have reached {currentTier?.title ?? 'the top tier'}, the top of the ladder.
        </p>
      )}
      <ol aria-label="Badge tiers" className="grid grid-cols-3 gap-2">
        {tiers.map((tier) => (
          <li
            key={tier.key}
            className={cn(
              'grid justify-items-center gap-1 rounded-lg border p-2 text-center text-xs',
              tier.earned
                ? 'border-amber-300 bg-amber-50 text-amber-900'
                : 'border-border text-muted-foreground',
            )}
          >
            {tier.earned ? (
              <Award className="size-5" aria-hidden="true" />
            ) : (
              <Lock className="size-5" aria-hidden="true" />
            )}
            <span className="font-semibold">{tier.title}</span>
            <span>{tier.threshold} sessions</span>
            <span className="sr-only">{tier.earned ? 'Earned' : 'Not earned yet'}</span>
          </li>
        ))}
      </ol>
      <div className="grid gap-2">
        <h3 className="text-sm font-semibold text-ink">Recently earned</h3>
        {recent.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No achievements yet. Goal milestones, challenge badges and tiers appear here.
          </p>
        ) : (
          <ul className="grid gap-2">
            {recent.map((achievement) => {
              const Icon = ACHIEVEMENT_ICONS[achievement.achievementType];
              return (
                <li key={achievement.id} className="flex gap-3 text-sm">
                  <Icon className="mt-0.5 size-4 shrink-0 text-amber-600" aria-hidden="true" />
                  <div className="grid gap-0.5">
                    <p className="font-semibold">{achievement.title}</p>
                    {achievement.description ? (
                      <p className="text-muted-foreground">{achievement.description}</p>
                    ) : null}
                    <p className="text-xs text-muted-foreground">
                      {formatShortDate(achievement.earnedAt)}
                    </p>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </div>
  );
}
