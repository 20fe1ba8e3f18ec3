import { useId, useState } from 'react';
import { LoaderCircle } from 'lucide-react';
import {
  ASSIGNMENT_LIMITS,
  type CoachAssignment,
  createAssignmentRequestSchema,
  updateAssignmentRequestSchema,
} from '@shared/assignments/schemas';
import type { CoachClient } from '@shared/coach/schemas';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { FormField, fieldErrorId } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { Textarea } from '@client/components/ui/textarea';
import { errorFields } from '@client/lib/api-error';
import { useCreateAssignment, useUpdateAssignment } from '../api/assignments';

type Values = {
  title: string;
  prompt: string;
  instructions: string;
  /** A datetime-local value, in the coach's own time zone; '' for none. */
  dueAt: string;
  maxAttempts: string;
  videoRequired: boolean;
  clientIds: string[];
};

const pad = (n: number) => String(n).padStart(2, '0');
/** An instant as a datetime-local value in the browser's time zone. */
function localInput(iso: string | null) {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

function valuesOf(assignment: CoachAssignment | null): Values {
  return {
    title: assignment?.title ?? '',
    prompt: assignment?.prompt ?? '',
    instructions: assignment?.instructions ?? '',
    dueAt: localInput(assignment?.dueAt ?? null),
    maxAttempts: String(assignment?.maxAttempts ?? 1),
    videoRequired: assignment?.videoRequired ?? false,
    clientIds: [],
  };
}

/** The form's values as the API's body (the shared schema then checks them). */
function bodyOf(values: Values) {
  const attempts = values.maxAttempts.trim();
  return {
    title: values.title,
    prompt: values.prompt,
    instructions: values.instructions,
    dueAt: values.dueAt ? new Date(values.dueAt).toISOString() : null,
    maxAttempts: attempts === '' || Number.isNaN(Number(attempts)) ? -1 : Number(attempts),
    videoRequired: values.videoRequired,
  };
}

function errorsOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = String(issue.path[0] ?? 'form');
    errors[key] ??= issue.message;
  }
  return errors;
}

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  clients: readonly CoachClient[];
  /** Editing this one; null creates a new one. */
  assignment?: CoachAssignment | null;
};

/**
 * 'New Assignment' and 'Edit Assignment' (product rules R11.1, R11.4): title, prompt,
 * instructions, due date, attempts (0 = unlimited), video required and the clients, checked by
 * the shared schema. Editing offers the clients who do not have it yet.
 */
export function AssignmentDialog({ open, onOpenChange, clients, assignment = null }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        {open ? (
          <AssignmentForm
            clients={clients}
            assignment={assignment}
            onDone={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function AssignmentForm({
  clients,
  assignment,
  onDone,
}: {
  clients: readonly CoachClient[];
  assignment: CoachAssignment | null;
  onDone: () => void;
}) {
  const id = useId();
  const [values, setValues] = useState<Values>(() => valuesOf(assignment));
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const create = useCreateAssignment(onDone);
  const update = useUpdateAssignment(assignment?.id ?? '', onDone);
  const pending = create.isPending || update.isPending;
  const given = new Set(assignment?.clients.map((c) => c.clientId) ?? []);
  const offered = clients.filter((client) => !given.has(client.id));

  const body = bodyOf(values);
  const result = assignment
    ? updateAssignmentRequestSchema.safeParse({
        ...body,
        ...(values.clientIds.length ? { addClientIds: values.clientIds } : {}),
      })
    : createAssignmentRequestSchema.safeParse({ ...body, clientIds: values.clientIds });
  const errors = submitted ? { ...errorsOf(result), ...serverErrors } : serverErrors;
  const clientError = errors.clientIds ?? errors.addClientIds;

  const set = <K extends keyof Values>(name: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setServerErrors(({ [name]: _dropped, ...rest }) => rest);
  };
  const field = (name: keyof Values) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? fieldErrorId(`${id}-${name}`) : undefined,
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!result.success) {
      const first = Object.keys(errorsOf(result))[0];
      document.getElementById(`${id}-${first === 'addClientIds' ? 'clientIds' : first}`)?.focus();
      return;
    }
    const onError = (error: unknown) => setServerErrors({ ...errorFields(error) });
    if (assignment) update.mutate(result.data as never, { onError });
    else create.mutate(result.data as never, { onError });
  };

  return (
    <>
      <DialogHeader>
        <DialogTitle>{assignment ? 'Edit Assignment' : 'New Assignment'}</DialogTitle>
        <DialogDescription>
          {assignment
            ? 'Changes apply to the next submissions. Clients you add are emailed.'
            : 'Your clients see it on their dashboard and practice screen, and get an email.'}
        </DialogDescription>
      </DialogHeader>
      <form noValidate className="grid gap-4" onSubmit={submit}>
        <FormField id={`${id}-title`} label="Title" error={errors.title}>
          <Input
            {...field('title')}
            maxLength={ASSIGNMENT_LIMITS.titleMax + 10}
            placeholder="Elevator pitch"
            value={values.title}
            onChange={(e) => set('title', e.target.value)}
          />
        </FormField>
        <FormField id={`${id}-prompt`} label="Prompt" error={errors.prompt}>
          <Textarea
            {...field('prompt')}
            rows={3}
            placeholder="Pitch your project in one minute"
            value={values.prompt}
            onChange={(e) => set('prompt', e.target.value)}
          />
        </FormField>
        <FormField
          id={`${id}-instructions`}
          label="Instructions (optional)"
          error={errors.instructions}
        >
          <Textarea
            {...field('instructions')}
            rows={2}
            value={values.instructions}
            onChange={(e) => set('instructions', e.target.value)}
          />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id={`${id}-dueAt`} label="Due date (optional)" error={errors.dueAt}>
            <Input
              {...field('dueAt')}
              type="datetime-local"
              className="w-full min-w-0"
              value={values.dueAt}
              onChange={(e) => set('dueAt', e.target.value)}
            />
          </FormField>
          <FormField
            id={`${id}-maxAttempts`}
            label="Attempts"
            hint="0 for unlimited"
            error={errors.maxAttempts}
          >
            <Input
              {...field('maxAttempts')}
              type="number"
              inputMode="numeric"
              min={0}
              max={ASSIGNMENT_LIMITS.maxAttemptsMax}
              value={values.maxAttempts}
              onChange={(e) => set('maxAttempts', e.target.value)}
            />
          </FormField>
        </div>
        <label className="flex items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            className="size-4 accent-primary"
            checked={values.videoRequired}
            onChange={(e) => set('videoRequired', e.target.checked)}
          />
          Video required
        </label>
        <fieldset
          className="grid gap-2"
          aria-describedby={clientError ? fieldErrorId(`${id}-clientIds`) : undefined}
        >
          <legend className="mb-1 text-sm font-medium">
            {assignment ? 'Add clients' : 'Clients'}
          </legend>
          {offered.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              {assignment ? 'Every client has it already.' : 'Add a client first.'}
            </p>
          ) : (
            <div className="grid max-h-40 gap-1 overflow-y-auto rounded-md border border-border p-2">
              {offered.map((client, index) => (
                <label key={client.id} className="flex items-center gap-2 text-sm">
                  <input
                    id={index === 0 ? `${id}-clientIds` : undefined}
                    type="checkbox"
                    className="size-4 accent-primary"
                    checked={values.clientIds.includes(client.id)}
                    onChange={(e) =>
                      set(
                        'clientIds',
                        e.target.checked
                          ? [...values.clientIds, client.id]
                          : values.clientIds.filter((c) => c !== client.id),
                      )
                    }
                  />
                  <span className="wrap-anywhere">{client.name}</span>
                </label>
              ))}
            </div>
          )}
          {clientError ? (
            <p
              id={fieldErrorId(`${id}-clientIds`)}
              className="text-sm font-medium text-destructive"
            >
              {clientError}
            </p>
          ) : null}
        </fieldset>
        {errors.form ? (
          <p className="text-sm font-medium text-destructive" role="alert">
            {errors.form}
          </p>
        ) : null}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" disabled={pending} aria-busy={pending}>
            {pending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
            {assignment ? 'Save Changes' : 'Create Assignment'}
          </Button>
        </DialogFooter>
      </form>
    </>
  );
}
