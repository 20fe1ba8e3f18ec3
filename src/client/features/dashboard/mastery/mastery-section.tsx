import { useRef, useState } from 'react';
import { CircleCheck, Lock, Mountain, Target } from 'lucide-react';
import type { PhaseKey } from '@shared/progress/mastery-phases';
import type { PhaseStatus } from '@shared/progress/schemas';
import { Progress } from '@client/components/ui/progress';
import { Skeleton } from '@client/components/ui/skeleton';
import { useMasteryOverview } from '@client/lib/endpoints/get-mastery-overview';
import { cn } from '@client/lib/utils';
import { QueryContent, Section } from '../section';
import { PhaseDialog } from './phase-dialog';
import { useDashboardSummaryReady } from '../api/get-dashboard-summary';

const STATUS_TEXT = { completed: 'Completed', current: 'Current phase', locked: 'Locked' } as const;

/**
 * Continuous Skill Mastery (product rules R2.67 and R2.68): four phase tiles, each opening its
 * detail.
 */
export function MasterySection() {
  const query = useMasteryOverview({ enabled: useDashboardSummaryReady() });
  const [openKey, setOpenKey] = useState<PhaseKey | null>(null);
  const tiles = useRef(new Map<PhaseKey, HTMLButtonElement>());
  const lastOpened = useRef<PhaseKey | null>(null);
  const phases = query.data?.phases ?? [];
  const open = phases.find((phase) => phase.key === openKey) ?? null;

  return (
    <Section
      title="Continuous Skill Mastery"
      icon={Mountain}
      description="Four phases, each opened by meeting the one before"
    >
      <QueryContent
        query={query}
        what="your mastery phases"
        skeleton={
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            {[0, 1, 2, 3].map((index) => (
              <Skeleton key={index} className="h-28" />
            ))}
          </div>
        }
      >
        {(data) => (
          <ol className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            {data.phases.map((phase) => (
              <li key={phase.key}>
                <PhaseTile
                  phase={phase}
                  ref={(element) => {
                    if (element) tiles.current.set(phase.key, element);
                  }}
                  onOpen={() => {
                    lastOpened.current = phase.key;
                    setOpenKey(phase.key);
                  }}
                />
              </li>
            ))}
          </ol>
        )}
      </QueryContent>
      <PhaseDialog
        phase={open}
        phases={phases}
        onClose={() => setOpenKey(null)}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          if (lastOpened.current) tiles.current.get(lastOpened.current)?.focus();
        }}
      />
    </Section>
  );
}

type PhaseTileProps = {
  phase: PhaseStatus;
  onOpen: () => void;
  ref: (element: HTMLButtonElement | null) => void;
};

function PhaseTile({ phase, onOpen, ref }: PhaseTileProps) {
  const Icon =
    phase.status === 'completed' ? CircleCheck : phase.status === 'current' ? Target : Lock;
  return (
    <button
      ref={ref}
      type="button"
      aria-haspopup="dialog"
      onClick={onOpen}
      data-status={phase.status}
      className={cn(
        'grid h-full w-full content-start gap-2 rounded-xl border p-3 text-left transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none sm:p-4',
        phase.status === 'completed' &&
          'border-emerald-300 bg-emerald-50 text-emerald-900 hover:bg-emerald-100',
        phase.status === 'current' &&
          'border-primary bg-primary-soft text-ink ring-2 ring-primary/30 hover:bg-primary-soft/70',
        phase.status === 'locked' &&
          'border-border bg-muted/60 text-muted-foreground hover:bg-muted',
      )}
    >
      <span className="flex items-center justify-between gap-2 text-xs font-semibold tracking-wide uppercase">
        Phase {phase.number}
        <Icon className="size-4 shrink-0" aria-hidden="true" />
      </span>
      <span className="text-base font-bold">{phase.title}</span>
      <span className="text-xs">{STATUS_TEXT[phase.status]}</span>
      {phase.status === 'current' ? (
        <>
          <span className="text-xs font-semibold">{phase.progress}% done</span>
          {/* The percentage above names it; a progressbar would join the button's name. */}
          <span aria-hidden="true">
            <Progress value={phase.progress} label="" className="h-1.5 bg-surface" />
          </span>
        </>
      ) : null}
    </button>
  );
}
