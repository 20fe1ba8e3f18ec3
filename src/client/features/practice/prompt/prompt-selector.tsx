import { useId, type FormEvent } from 'react';
import { ArrowLeft, ClipboardList, Lightbulb, PenLine, Shuffle } from 'lucide-react';
import type { ClientAssignment } from '@shared/assignments/schemas';
import type { DailyPrompt } from '@shared/prompts/schemas';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Label } from '@client/components/ui/label';
import { Skeleton } from '@client/components/ui/skeleton';
import { Textarea } from '@client/components/ui/textarea';
import { assignmentTerms } from '@client/lib/endpoints/get-assignments';
import { formatLongDate } from '@client/lib/format';
import {
  UNCHOSEN,
  confirmCustomPrompt,
  customPromptProblem,
  type PromptChoice,
} from './prompt-choice';

type PromptSelectorProps = {
  choice: PromptChoice;
  onChange: (choice: PromptChoice) => void;
  dailyPrompt: DailyPrompt | null;
  dailyPromptLoading: boolean;
  /** Open assignments from the person's coach (product rules R11.2), offered first. */
  assignments?: readonly ClientAssignment[];
};

/** Today's prompt, free practice, or one's own prompt (product rules R2.46). */
export function PromptSelector({
  choice,
  onChange,
  dailyPrompt,
  dailyPromptLoading,
  assignments = [],
}: PromptSelectorProps) {
  return (
    <section aria-labelledby="prompt-heading" className="grid gap-3">
      <h2 id="prompt-heading" className="text-lg font-semibold">
        1. Choose what to talk about
      </h2>
      {choice.kind === 'unchosen' && assignments.length > 0 ? (
        <AssignmentOptions assignments={assignments} onChange={onChange} />
      ) : null}
      {choice.kind === 'unchosen' ? (
        <PromptOptions
          onChange={onChange}
          dailyPrompt={dailyPrompt}
          dailyPromptLoading={dailyPromptLoading}
        />
      ) : choice.kind === 'editing' ? (
        <CustomPromptEditor draft={choice.draft} onChange={onChange} />
      ) : (
        <ChosenPrompt choice={choice} onBack={() => onChange(UNCHOSEN)} />
      )}
    </section>
  );
}

function PromptOptions({
  onChange,
  dailyPrompt,
  dailyPromptLoading,
}: Omit<PromptSelectorProps, 'choice' | 'assignments'>) {
  return (
    <div className="grid gap-4 rounded-xl border border-border bg-muted/50 p-4 sm:p-5">
      <div className="grid gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <Lightbulb className="size-4 text-accent" aria-hidden="true" />
          <span className="text-sm font-semibold">Today&apos;s Prompt</span>
          {dailyPrompt ? <Badge variant="accent">{dailyPrompt.category}</Badge> : null}
        </div>
        {dailyPromptLoading ? (
          <div className="grid gap-2" role="status" aria-label="Loading today's prompt">
            <Skeleton className="h-5 w-full" />
            <Skeleton className="h-5 w-2/3" />
          </div>
        ) : dailyPrompt ? (
          <blockquote className="text-lg font-medium text-pretty text-ink">
            {dailyPrompt.promptText}
          </blockquote>
        ) : (
          <p className="text-muted-foreground">No prompt available today</p>
        )}
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {dailyPrompt ? (
          <Button onClick={() => onChange({ kind: 'daily', text: dailyPrompt.promptText })}>
            Use Today&apos;s Prompt
          </Button>
        ) : null}
        <Button variant="outline" onClick={() => onChange({ kind: 'free' })}>
          <Shuffle aria-hidden="true" />
          Skip (Free Practice)
        </Button>
        <Button variant="outline" onClick={() => onChange({ kind: 'editing', draft: '' })}>
          <PenLine aria-hidden="true" />
          Write My Own
        </Button>
      </div>
    </div>
  );
}

/** 'From your coach': each open assignment, with what it asks (product rules R11.2). */
function AssignmentOptions({
  assignments,
  onChange,
}: {
  assignments: readonly ClientAssignment[];
  onChange: (choice: PromptChoice) => void;
}) {
  return (
    <ul
      aria-label="Assignments from your coach"
      className="grid gap-3 rounded-xl border border-primary/30 bg-primary-soft/40 p-4 sm:p-5"
    >
      {assignments.map((assignment) => {
        const used = assignment.attemptsLeft === 0;
        return (
          <li key={assignment.id} className="grid gap-2">
            <div className="flex flex-wrap items-center gap-2">
              <ClipboardList className="size-4 text-primary" aria-hidden="true" />
              <span className="text-sm font-semibold wrap-anywhere">
                {assignment.title} · from {assignment.coachName}
              </span>
            </div>
            <p className="font-medium break-words text-pretty text-ink">{assignment.prompt}</p>
            <p className="text-xs text-muted-foreground">
              {assignmentTerms(assignment, formatLongDate)}
            </p>
            <Button
              className="justify-self-start"
              disabled={used}
              onClick={() => onChange({ kind: 'assignment', assignment })}
            >
              {used ? 'No attempts left' : 'Use This Assignment'}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}

function CustomPromptEditor({
  draft,
  onChange,
}: {
  draft: string;
  onChange: (choice: PromptChoice) => void;
}) {
  const id = useId();
  const problem = customPromptProblem(draft);
  // Blank is simply not ready yet; only a real problem (too long) is shown as an error.
  const visibleProblem = draft.trim() ? problem : null;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next = confirmCustomPrompt({ kind: 'editing', draft });
    if (next.kind === 'custom') onChange(next);
  };
  return (
    <form
      onSubmit={onSubmit}
      className="grid gap-3 rounded-xl border border-border bg-muted/50 p-4 sm:p-5"
    >
      <Label htmlFor={id}>Your practice prompt</Label>
      <Textarea
        id={id}
        value={draft}
        autoFocus
        placeholder="e.g. Introduce yourself to a new team in under two minutes"
        aria-invalid={visibleProblem ? true : undefined}
        aria-describedby={visibleProblem ? `${id}-error` : undefined}
        onChange={(event) => onChange({ kind: 'editing', draft: event.target.value })}
      />
      {visibleProblem ? (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {visibleProblem}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        <Button type="button" variant="ghost" onClick={() => onChange(UNCHOSEN)}>
          <ArrowLeft aria-hidden="true" />
          Back
        </Button>
        <Button type="submit" disabled={problem !== null}>
          Use My Prompt
        </Button>
      </div>
    </form>
  );
}

function ChosenPrompt({
  choice,
  onBack,
}: {
  choice: Exclude<PromptChoice, { kind: 'unchosen' } | { kind: 'editing' }>;
  onBack: () => void;
}) {
  const label =
    choice.kind === 'daily' ? "Today's Prompt" : choice.kind === 'custom' ? 'Your Prompt' : null;
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-primary/30 bg-primary-soft/60 p-4 sm:flex-row sm:items-start sm:justify-between sm:p-5">
      <div className="grid min-w-0 gap-1">
        {choice.kind === 'free' ? (
          <>
            <p className="font-semibold text-ink">Free Practice</p>
            <p className="text-sm text-muted-foreground">Talk about anything you like.</p>
          </>
        ) : choice.kind === 'assignment' ? (
          <>
            <p className="text-sm font-semibold text-primary wrap-anywhere">
              Assignment: {choice.assignment.title}
            </p>
            <p className="text-lg font-medium break-words text-pretty text-ink">
              {choice.assignment.prompt}
            </p>
            {choice.assignment.instructions ? (
              <p className="text-sm break-words whitespace-pre-line">
                {choice.assignment.instructions}
              </p>
            ) : null}
            <p className="text-sm text-muted-foreground">
              {assignmentTerms(choice.assignment, formatLongDate)}
            </p>
          </>
        ) : (
          <>
            <p className="text-sm font-semibold text-primary">{label}</p>
            <p className="text-lg font-medium break-words text-pretty text-ink">{choice.text}</p>
          </>
        )}
      </div>
      <Button variant="ghost" size="sm" onClick={onBack} className="self-start">
        <ArrowLeft aria-hidden="true" />
        {choice.kind === 'assignment' ? 'Choose Another Prompt' : 'Back to Daily Prompt'}
      </Button>
    </div>
  );
}
