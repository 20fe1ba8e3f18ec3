import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { RotateCcw } from 'lucide-react';
import { VERIFICATION_CODE_LENGTH } from '@shared/auth/limits';
import type { SignupRequest } from '@shared/auth/schemas';
import type { PublicUser } from '@shared/auth/user';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { CodeInput } from '@client/components/ui/code-input';
import { Label } from '@client/components/ui/label';
import { toast } from '@client/hooks/use-toast';
import { serverMessage } from '@client/lib/api-error';
import { signUp } from './api/sign-up';
import { verifyEmail } from './api/verify-email';
import { resendFailure } from './auth-failure-messages';
import { AuthHeader, SubmitButton } from './auth-form-parts';
import { AUTH_RETRY } from './auth-retry';
import { formatCountdown, useVerificationTimers } from './use-verification-timers';

type VerificationStepProps = {
  /** The sign-up values, re-sent as they were to get a fresh code. */
  values: SignupRequest;
  email: string;
  onVerified: (user: PublicUser) => void;
  onStartOver: () => void;
};

/**
 * Six-digit code entry with its countdown, resend and start over (product rules R2.25 and R2.26).
 */
export function VerificationStep({
  values,
  email,
  onVerified,
  onStartOver,
}: VerificationStepProps) {
  const codeId = useId();
  const [code, setCode] = useState('');
  const timers = useVerificationTimers();

  const verify = useMutation({
    mutationFn: (entered: string) => verifyEmail({ email, code: entered }),
    onSuccess: ({ user }) => {
      toast({ title: 'Email verified!', description: 'Welcome! Your account is now active.' });
      onVerified(user);
    },
  });

  const resend = useMutation({
    mutationFn: () => signUp(values),
    ...AUTH_RETRY,
    onSuccess: () => {
      toast({ title: 'Code Resent! 📧' });
      setCode('');
      verify.reset();
      timers.restart();
    },
    onError: (error) => toast({ ...resendFailure(error), variant: 'destructive' }),
  });

  const complete = code.length === VERIFICATION_CODE_LENGTH;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (complete && !verify.isPending) verify.mutate(code);
  };

  return (
    <>
      <AuthHeader
        title="Verify Your Email"
        description={
          <>
            We sent a {VERIFICATION_CODE_LENGTH}-digit code to{' '}
            <strong className="font-semibold wrap-anywhere text-foreground">{email}</strong>. Enter
            it below to finish creating your account.
          </>
        }
      />
      <form noValidate className="grid gap-4" onSubmit={onSubmit}>
        {verify.isError ? (
          <Alert variant="destructive">
            {serverMessage(verify.error) ?? 'Please check your code and try again.'}
          </Alert>
        ) : null}
        <div className="grid gap-1.5">
          <Label htmlFor={codeId}>Verification code</Label>
          <CodeInput
            id={codeId}
            value={code}
            onValueChange={setCode}
            autoFocus
            aria-describedby={`${codeId}-timer`}
          />
          <p id={`${codeId}-timer`} role="timer" className="text-sm text-muted-foreground">
            {timers.expired
              ? 'This code has expired. Resend to get a new one.'
              : `Code expires in ${formatCountdown(timers.expiresInMs)}`}
          </p>
        </div>
        <SubmitButton pending={verify.isPending} pendingLabel="Verifying…" disabled={!complete}>
          Verify Email
        </SubmitButton>
      </form>
      <div className="flex flex-col items-stretch gap-2 sm:flex-row sm:justify-between">
        <Button
          variant="ghost"
          onClick={() => resend.mutate()}
          disabled={!timers.canResend || resend.isPending}
        >
          <RotateCcw aria-hidden="true" />
          {timers.canResend
            ? resend.isPending
              ? 'Resending…'
              : 'Resend code'
            : `Resend code in ${formatCountdown(timers.resendInMs)}`}
        </Button>
        <Button variant="ghost" onClick={onStartOver}>
          Start over
        </Button>
      </div>
    </>
  );
}
