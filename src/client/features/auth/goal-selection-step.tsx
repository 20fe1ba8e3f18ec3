import { useState } from 'react';
import { LoaderCircle, Target } from 'lucide-react';
import type { GoalTemplate } from '@shared/goals/schemas';
import { Alert } from '@client/components/ui/alert';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/hooks/use-toast';
import { hasStatus } from '@client/lib/api-error';
import { cn } from '@client/lib/utils';
import { useGoalTemplates } from './api/goal-templates';
import { useSelectGoal } from './api/select-goal';
import { AuthHeader } from './auth-form-parts';

/** 'Choose Your Speaking Goal', shown once the account exists; choosing or skipping closes it. */
export function GoalSelectionStep({ onDone }: { onDone: () => void }) {
  const templates = useGoalTemplates();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const select = useSelectGoal({
    onSuccess: (goal) => {
      toast({ title: 'Goal Selected!', description: goal.title });
      onDone();
    },
    onError: (error) =>
      toast(
        hasStatus(error, 401)
          ? {
              title: 'Sign In Required',
              description: 'Please sign in to set and track your speaking goals.',
              variant: 'destructive',
            }
          : {
              title: 'Failed to Select Goal',
              description: 'Please try again or contact support if the issue persists.',
              variant: 'destructive',
            },
      ),
  });

  return (
    <>
      <AuthHeader
        title="Choose Your Speaking Goal"
        description="Pick one goal to focus your practice on. Every session then counts towards it."
      />
      {templates.isPending ? (
        <div role="status" className="flex justify-center py-10">
          <LoaderCircle className="size-6 animate-spin text-primary" aria-hidden="true" />
          <span className="sr-only">Loading goals…</span>
        </div>
      ) : templates.isError ? (
        <Alert variant="destructive">
          We couldn&apos;t load the goals.{' '}
          <button
            type="button"
            className="font-semibold underline"
            onClick={() => templates.refetch()}
          >
            Try again
          </button>
        </Alert>
      ) : (
        <fieldset className="grid gap-3 sm:grid-cols-2">
          <legend className="sr-only">Speaking goals</legend>
          {templates.data.map((template) => (
            <GoalOption
              key={template.id}
              template={template}
              selected={template.id === selectedId}
              onSelect={() => setSelectedId(template.id)}
            />
          ))}
        </fieldset>
      )}
      <div className="sticky -bottom-5 -mx-5 -mb-5 flex flex-col-reverse gap-2 border-t border-border bg-surface px-5 py-4 sm:-bottom-7 sm:-mx-7 sm:-mb-7 sm:flex-row sm:justify-end sm:px-7">
        <Button variant="ghost" onClick={onDone} disabled={select.isPending}>
          Skip for now
        </Button>
        <Button
          onClick={() => selectedId && select.mutate(selectedId)}
          disabled={!selectedId || select.isPending}
          aria-busy={select.isPending}
        >
          {select.isPending ? (
            <LoaderCircle className="animate-spin" aria-hidden="true" />
          ) : (
            <Target aria-hidden="true" />
          )}
          Set This Goal
        </Button>
      </div>
    </>
  );
}

type GoalOptionProps = { template: GoalTemplate; selected: boolean; onSelect: () => void };

function GoalOption({ template, selected, onSelect }: GoalOptionProps) {
  return (
    <label
      className={cn(
        'flex cursor-pointer flex-col gap-2 rounded-xl border bg-surface p-4 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
        selected ? 'border-primary bg-primary-soft/60' : 'border-border hover:border-primary/50',
      )}
    >
      <span className="flex items-start justify-between gap-3">
        <span className="flex items-start gap-2.5">
          <input
            type="radio"
            name="goal-template"
            value={template.id}
            checked={selected}
            onChange={onSelect}
            className="mt-1 size-4 shrink-0 accent-primary"
          />
          <span className="font-semibold text-foreground">{template.title}</span>
        </span>
        <Badge variant="accent" className="shrink-0">
          {template.category}
        </Badge>
      </span>
      <span className="text-sm text-muted-foreground">{template.description}</span>
      <span className="text-sm font-medium text-accent-strong">
        Expected improvement: {template.expectedImprovement}%
      </span>
      {selected ? (
        <span className="grid gap-2 border-t border-primary/20 pt-2 text-sm">
          <span>{template.motivationText}</span>
          <span>
            <span className="font-semibold">Quick tip:</span> {template.quickTip}
          </span>
        </span>
      ) : null}
    </label>
  );
}
