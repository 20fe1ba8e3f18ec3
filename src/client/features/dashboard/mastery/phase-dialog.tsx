import { Target } from 'lucide-react';
import type { PhaseStatus } from '@shared/progress/schemas';
import { MEASURE_LABELS } from '@shared/progress/mastery-phases';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { Progress } from '@client/components/ui/progress';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { formatLongDate } from '@client/lib/format';
import { PhaseNotice } from './phase-notice';
import { RequirementCard } from './requirement-card';
import { focusAdvice, focusNext } from './requirement-rules';

type PhaseDialogProps = {
  phase: PhaseStatus | null;
  phases: readonly PhaseStatus[];
  onClose: () => void;
  /** Where focus goes back to: the phase's tile. */
  onCloseAutoFocus: (event: Event) => void;
};

/** A phase in detail: its requirements, and its progress with what to work on next. */
export function PhaseDialog({ phase, phases, onClose, onCloseAutoFocus }: PhaseDialogProps) {
  return (
    <Dialog open={phase !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {phase ? (
        <DialogContent className="max-w-2xl" onCloseAutoFocus={onCloseAutoFocus}>
          <DialogHeader>
            <DialogTitle>
              Phase {phase.number}: {phase.title}
            </DialogTitle>
            <DialogDescription>{phase.summary}</DialogDescription>
          </DialogHeader>
          <Tabs defaultValue="requirements" className="grid gap-4">
            <TabsList aria-label={`${phase.title} details`}>
              <TabsTrigger value="requirements">Requirements</TabsTrigger>
              <TabsTrigger value="progress">Progress</TabsTrigger>
            </TabsList>
            <TabsContent value="requirements" className="grid gap-3">
              <PhaseNotice phase={phase} phases={phases} />
              <ul className="grid gap-3">
                {phase.requirements.map((requirement) => (
                  <RequirementCard key={requirement.measure} requirement={requirement} />
                ))}
              </ul>
            </TabsContent>
            <TabsContent value="progress" className="grid gap-4">
              <PhaseProgress phase={phase} />
            </TabsContent>
          </Tabs>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function PhaseProgress({ phase }: { phase: PhaseStatus }) {
  const focus = focusNext(phase);
  return (
    <>
      <div className="grid gap-2">
        <div className="flex items-baseline justify-between gap-4 text-sm">
          <p className="font-semibold">Overall progress</p>
          <p className="font-semibold text-ink">{phase.progress}%</p>
        </div>
        <Progress value={phase.progress} label={`${phase.title} overall progress`} />
        <p className="text-sm text-muted-foreground">
          {phase.unlockedAt
            ? `Unlocked ${formatLongDate(phase.unlockedAt)} · ${phase.sessionsInPhase} sessions in this phase`
            : 'Not unlocked yet'}
        </p>
      </div>
      <div className="grid gap-2">
        <h3 className="flex items-center gap-2 font-semibold text-ink">
          <Target className="size-4 text-primary" aria-hidden="true" />
          What to Focus On Next
        </h3>
        {focus.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            Every requirement of this phase is met. Keep your practice steady to hold it.
          </p>
        ) : (
          <ol className="grid list-decimal gap-2 pl-5 text-sm">
            {focus.map((requirement) => (
              <li key={requirement.measure}>
                <span className="font-semibold">{MEASURE_LABELS[requirement.measure]}:</span>{' '}
                {focusAdvice(requirement)}
              </li>
            ))}
          </ol>
        )}
      </div>
    </>
  );
}
