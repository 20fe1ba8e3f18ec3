import type { ReactNode } from 'react';
import { CircleCheck, Lock, PartyPopper } from 'lucide-react';
import { PHASE_KEYS } from '@shared/progress/mastery-phases';
import type { PhaseStatus } from '@shared/progress/schemas';
import { cn } from '@client/lib/utils';
import { unlockMessage } from './requirement-rules';

const LAST_PHASE = PHASE_KEYS.length;

/** The phase's state in one line: locked with what unlocks it, completed, or all met. */
export function PhaseNotice({
  phase,
  phases,
}: {
  phase: PhaseStatus;
  phases: readonly PhaseStatus[];
}) {
  if (phase.status === 'locked') {
    return (
      <Notice
        tone="muted"
        icon={<Lock className="size-5" aria-hidden="true" />}
        title="Phase Locked"
      >
        {unlockMessage(phase, phases)}
      </Notice>
    );
  }
  if (phase.status === 'completed') {
    return (
      <Notice
        tone="success"
        icon={<CircleCheck className="size-5" aria-hidden="true" />}
        title="Phase Completed!"
      >
        You met every requirement of {phase.title} and moved on.
      </Notice>
    );
  }
  if (phase.allRequirementsMet) {
    return (
      <Notice
        tone="success"
        icon={<PartyPopper className="size-5" aria-hidden="true" />}
        title="All Requirements Complete!"
      >
        {phase.number < LAST_PHASE
          ? 'Your next session opens the next phase.'
          : 'You hold the highest standard on every measure. Keep it up.'}
      </Notice>
    );
  }
  return null;
}

type NoticeProps = {
  tone: 'muted' | 'success';
  icon: ReactNode;
  title: string;
  children: ReactNode;
};

function Notice({ tone, icon, title, children }: NoticeProps) {
  return (
    <div
      role="status"
      className={cn(
        'flex gap-3 rounded-lg border p-3',
        tone === 'success'
          ? 'border-emerald-200 bg-emerald-50 text-emerald-900'
          : 'border-border bg-muted text-foreground',
      )}
    >
      <span className="mt-0.5 shrink-0">{icon}</span>
      <div className="grid gap-0.5">
        <p className="font-semibold">{title}</p>
        <p className="text-sm">{children}</p>
      </div>
    </div>
  );
}
