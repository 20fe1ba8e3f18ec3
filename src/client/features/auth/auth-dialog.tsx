import { useEffect, useRef, useState, type RefObject } from 'react';
import type { SignupRequest } from '@shared/auth/schemas';
import type { PublicUser } from '@shared/auth/user';
import { Dialog, DialogContent } from '@client/components/ui/dialog';
import { returnFocusToOpener, type AuthMode } from '@client/hooks/use-auth-dialog';
import { toast } from '@client/hooks/use-toast';
import { cn } from '@client/lib/utils';
import { ForgotPasswordForm } from './forgot-password-form';
import { GoalSelectionStep } from './goal-selection-step';
import { SignInForm } from './signin-form';
import { SignUpForm } from './signup-form';
import { TempLoginForm } from './temp-login-form';
import { useCompleteSignIn } from './use-complete-sign-in';
import { VerificationStep } from './verification-step';

/** Where the dialog is: one of the four forms, the code step, or the goal step. */
type Step =
  { kind: 'form' } | { kind: 'verify'; values: SignupRequest; email: string } | { kind: 'goal' };

type AuthDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Set by the caller; the dialog goes back to it whenever it changes (product rules R2.22). */
  initialMode: AuthMode;
};

/**
 * The authentication dialog. Transitions follow product rules R4.5:
 * signup <-> signin; signin -> forgot; signin -> temp-login; forgot and
 * temp-login -> signin.
 */
export function AuthDialog({ open, onOpenChange, initialMode }: AuthDialogProps) {
  const [mode, setMode] = useState<AuthMode>(initialMode);
  const [step, setStep] = useState<Step>({ kind: 'form' });
  /** The sign-up form's values, kept when the person starts over from the code step. */
  const [draft, setDraft] = useState<SignupRequest | null>(null);
  const [requestedMode, setRequestedMode] = useState(initialMode);
  if (requestedMode !== initialMode) {
    setRequestedMode(initialMode);
    setMode(initialMode);
    setStep({ kind: 'form' });
  }
  const completeSignIn = useCompleteSignIn();
  const contentRef = useRef<HTMLDivElement>(null);
  useFocusOnViewChange(contentRef, `${step.kind}:${mode}`);

  const goTo = (next: AuthMode) => {
    setMode(next);
    setStep({ kind: 'form' });
  };
  const close = () => onOpenChange(false);
  const signedIn = (user: PublicUser) => {
    completeSignIn(user);
    close();
  };
  const accountCreated = (user: PublicUser) => {
    completeSignIn(user);
    setStep({ kind: 'goal' });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        ref={contentRef}
        className={cn(step.kind === 'goal' && 'max-w-2xl')}
        onCloseAutoFocus={(event) => {
          if (returnFocusToOpener()) event.preventDefault();
        }}
      >
        {step.kind === 'verify' ? (
          <VerificationStep
            values={step.values}
            email={step.email}
            onVerified={accountCreated}
            onStartOver={() => {
              setDraft(step.values);
              goTo('signup');
            }}
          />
        ) : step.kind === 'goal' ? (
          <GoalSelectionStep onDone={close} />
        ) : mode === 'signup' ? (
          <SignUpForm
            initialValues={draft}
            onVerificationSent={(values, email) => setStep({ kind: 'verify', values, email })}
            onSignedUp={(user) => {
              toast({
                title: 'Welcome! 🎉',
                description: "Let's set up your speaking goal to get started.",
              });
              accountCreated(user);
            }}
            onSignIn={() => goTo('signin')}
          />
        ) : mode === 'signin' ? (
          <SignInForm
            onSignedIn={signedIn}
            onSignUp={() => goTo('signup')}
            onForgot={() => goTo('forgot')}
            onTempLogin={() => goTo('temp-login')}
          />
        ) : mode === 'forgot' ? (
          <ForgotPasswordForm onBackToSignIn={() => goTo('signin')} />
        ) : (
          <TempLoginForm onSignedIn={signedIn} onBackToSignIn={() => goTo('signin')} />
        )}
      </DialogContent>
    </Dialog>
  );
}

/**
 * Moving between modes and steps replaces the control that had focus, so
 * focus goes to the new view's first field (or the dialog itself), never the page.
 */
function useFocusOnViewChange(contentRef: RefObject<HTMLDivElement | null>, view: string) {
  const previousView = useRef(view);
  useEffect(() => {
    if (view === previousView.current) return;
    previousView.current = view;
    const content = contentRef.current;
    const field = content?.querySelector<HTMLElement>('input:not([type=radio])');
    (field ?? content)?.focus();
  }, [contentRef, view]);
}
