import { HeartPulse, TriangleAlert } from 'lucide-react';
import type { SkillHealth } from '@shared/progress/schemas';
import { NEEDS_ATTENTION_BELOW, SKILL_LABELS } from '@shared/progress/skill-health';
import { EmptyState } from '@client/components/query-states';
import { Badge } from '@client/components/ui/badge';
import { Progress } from '@client/components/ui/progress';
import { formatScore, formatShortDate } from '@client/lib/format';
import { useMasterySkills } from '../api/get-mastery-skills';
import { QueryContent, Section } from '../section';

/** Skill health: each skill's practice, average and health, which fades without practice. */
export function SkillHealthSection() {
  const query = useMasterySkills();
  return (
    <Section
      title="Skill Health"
      icon={HeartPulse}
      description="Health fades a little each day a skill goes unpractised"
    >
      <QueryContent query={query} what="your skill health">
        {({ skills }) =>
          skills.every((skill) => skill.practiceCount === 0) ? (
            <EmptyState icon={HeartPulse} title="No skills tracked yet">
              Each session scores pace, filler words, clarity and confidence; their health shows
              here after your first.
            </EmptyState>
          ) : (
            <ul className="grid gap-3 sm:grid-cols-2">
              {skills.map((skill) => (
                <SkillRow key={skill.skill} skill={skill} />
              ))}
            </ul>
          )
        }
      </QueryContent>
    </Section>
  );
}

function SkillRow({ skill }: { skill: SkillHealth }) {
  const label = SKILL_LABELS[skill.skill];
  const low = skill.healthScore < NEEDS_ATTENTION_BELOW;
  return (
    <li className="grid gap-2 rounded-lg border border-border p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-foreground">{label}</h3>
        {skill.needsAttention ? (
          <Badge className="border-amber-300 bg-amber-50 text-amber-900">
            <TriangleAlert className="size-3.5" aria-hidden="true" />
            Needs attention
          </Badge>
        ) : null}
      </div>
      <Progress
        value={skill.healthScore}
        label={`${label} health`}
        indicatorClassName={low ? 'bg-amber-600' : 'bg-accent'}
      />
      <p className="text-sm text-muted-foreground">
        Health {Math.round(skill.healthScore)}% · {skill.practiceCount}{' '}
        {skill.practiceCount === 1 ? 'session' : 'sessions'}
        {skill.averageScore === null ? '' : ` · average ${formatScore(skill.averageScore)}/10`}
        {skill.lastPracticedAt ? ` · last ${formatShortDate(skill.lastPracticedAt)}` : ''}
      </p>
    </li>
  );
}
