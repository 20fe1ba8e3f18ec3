import type { ReactNode } from 'react';
import { LoaderCircle } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { DialogDescription, DialogHeader, DialogTitle } from '@client/components/ui/dialog';

/** The dialog's title and one-line description for a mode or step. */
export function AuthHeader({ title, description }: { title: string; description: ReactNode }) {
  return (
    <DialogHeader>
      <DialogTitle>{title}</DialogTitle>
      <DialogDescription>{description}</DialogDescription>
    </DialogHeader>
  );
}

type SubmitButtonProps = {
  pending: boolean;
  pendingLabel: string;
  disabled?: boolean;
  children: ReactNode;
};

/** The form's main button; it says what is happening while the call is in flight. */
export function SubmitButton({ pending, pendingLabel, disabled, children }: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      size="lg"
      className="w-full"
      disabled={pending || disabled}
      aria-busy={pending}
    >
      {pending ? (
        <>
          <LoaderCircle className="animate-spin" aria-hidden="true" />
          {pendingLabel}
        </>
      ) : (
        children
      )}
    </Button>
  );
}

type SwitchLineProps = { prompt?: string; action: string; onClick: () => void };

/** A line such as "Need an account? Sign up" that moves the dialog to another mode. */
export function SwitchModeLine({ prompt, action, onClick }: SwitchLineProps) {
  return (
    <p className="text-center text-sm text-muted-foreground">
      {prompt ? `${prompt} ` : null}
      <button
        type="button"
        onClick={onClick}
        className="rounded font-semibold text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        {action}
      </button>
    </p>
  );
}
