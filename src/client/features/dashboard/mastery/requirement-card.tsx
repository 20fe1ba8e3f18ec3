import { CircleCheck, Sparkles } from 'lucide-react';
import type { RequirementStatus } from '@shared/progress/schemas';
import { MEASURE_LABELS } from '@shared/progress/mastery-phases';
import { Badge } from '@client/components/ui/badge';
import { Progress } from '@client/components/ui/progress';
import { cn } from '@client/lib/utils';
import { formatCurrent, formatTarget, isAlmostThere } from './requirement-rules';

/** One requirement: Complete or In Progress, its bar, and where it stands against its target. */
export function RequirementCard({ requirement }: { requirement: RequirementStatus }) {
  const label = MEASURE_LABELS[requirement.measure];
  return (
    <li
      className={cn(
        'grid gap-2 rounded-lg border p-3',
        requirement.met ? 'border-emerald-200 bg-emerald-50/60' : 'border-border',
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-foreground">{label}</h3>
        {requirement.met ? (
          <Badge className="bg-emerald-700 text-white">
            <CircleCheck className="size-3.5" aria-hidden="true" />
            Complete
          </Badge>
        ) : (
          <Badge variant="secondary">In Progress</Badge>
        )}
      </div>
      <Progress
        value={requirement.progress}
        label={`${label} progress`}
        indicatorClassName={requirement.met ? 'bg-emerald-600' : undefined}
      />
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-sm">
        <p className="text-muted-foreground">
          <span className="font-semibold text-foreground">{formatCurrent(requirement)}</span>
          {' · target '}
          {formatTarget(requirement)}
        </p>
        {isAlmostThere(requirement) ? (
          <p className="flex items-center gap-1 font-semibold text-accent-strong">
            <Sparkles className="size-4" aria-hidden="true" />
            Almost there!
          </p>
        ) : null}
      </div>
    </li>
  );
}
