import type { ReactNode } from 'react';
import { Label } from './label';

/** Ids a field's input points at with aria-describedby; useZodForm builds the same ones. */
export function fieldHintId(id: string): string {
  return `${id}-hint`;
}

export function fieldErrorId(id: string): string {
  return `${id}-error`;
}

type FormFieldProps = {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  /** Something placed at the end of the label row, such as 'Forgot your Password?'. */
  labelAction?: ReactNode;
  children: ReactNode;
};

/** A label, its control, an optional hint and the validation message under it. */
export function FormField({ id, label, error, hint, labelAction, children }: FormFieldProps) {
  return (
    <div className="grid gap-1.5">
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {labelAction}
      </div>
      {children}
      {/* The message takes the hint's place while the value is wrong. */}
      {hint && !error ? (
        <p id={fieldHintId(id)} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={fieldErrorId(id)} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
