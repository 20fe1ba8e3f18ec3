import { useState } from 'react';
import { LoaderCircle, Target } from 'lucide-react';
import { GoalTemplateFieldset } from '@client/components/goal-template-option';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { useGoalTemplates } from '@client/lib/endpoints/get-goal-templates';
import { useSelectGoal } from '@client/lib/endpoints/select-goal';
import { AuthHeader } from './auth-form-parts';

/** 'Choose Your Speaking Goal', shown once the account exists; choosing or skipping closes it. */
export function GoalSelectionStep({ onDone }: { onDone: () => void }) {
  const templates = useGoalTemplates();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const select = useSelectGoal({ onSelected: onDone });

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
        <GoalTemplateFieldset
          name="goal-template"
          templates={templates.data}
          selectedId={selectedId}
          onSelect={setSelectedId}
        />
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
