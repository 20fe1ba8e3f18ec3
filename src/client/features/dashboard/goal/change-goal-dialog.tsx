import { useState } from 'react';
import { LoaderCircle, Target } from 'lucide-react';
import type { Goal } from '@shared/goals/schemas';
import { GoalTemplateFieldset } from '@client/components/goal-template-option';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { useGoalTemplates } from '@client/lib/endpoints/get-goal-templates';
import { useSelectGoal } from '@client/lib/endpoints/select-goal';
import { SectionError, SectionSkeleton } from '../section';

type ChangeGoalDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  currentGoal: Goal | null;
};

/** Lists the goal templates and sets the chosen one (POST /api/goals/select, practice context). */
export function ChangeGoalDialog({ open, onOpenChange, currentGoal }: ChangeGoalDialogProps) {
  const templates = useGoalTemplates({ enabled: open });
  const [picked, setPicked] = useState<string | null>(null);
  const currentId = currentGoal?.templateId ?? null;
  const selected = picked ?? currentId;
  const close = (next: boolean) => {
    if (!next) setPicked(null);
    onOpenChange(next);
  };
  const select = useSelectGoal({ onSelected: () => close(false) });

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>
            {currentGoal ? 'Change Your Goal' : 'Choose Your Speaking Goal'}
          </DialogTitle>
          <DialogDescription>
            Pick one goal to focus your practice on. Every session then counts towards it.
          </DialogDescription>
        </DialogHeader>
        {templates.isError ? (
          <SectionError what="the goals" onRetry={() => void templates.refetch()} />
        ) : templates.isPending ? (
          <div role="status" className="grid gap-3">
            <span className="sr-only">Loading goals…</span>
            <SectionSkeleton rows={4} />
          </div>
        ) : (
          <GoalTemplateFieldset
            name="dashboard-goal-template"
            templates={templates.data}
            selectedId={selected}
            onSelect={setPicked}
            noteFor={(template) => (template.id === currentId ? 'Current goal' : undefined)}
          />
        )}
        <DialogFooter>
          <Button variant="ghost" onClick={() => close(false)} disabled={select.isPending}>
            Cancel
          </Button>
          <Button
            onClick={() => selected && select.mutate(selected)}
            disabled={!selected || selected === currentId || select.isPending}
            aria-busy={select.isPending}
          >
            {select.isPending ? (
              <LoaderCircle className="animate-spin" aria-hidden="true" />
            ) : (
              <Target aria-hidden="true" />
            )}
            Set This Goal
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
