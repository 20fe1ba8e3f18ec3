import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { RESET_TOKEN_TTL_MS } from '@shared/auth/limits';
import { forgotPasswordRequestSchema, type ForgotPasswordRequest } from '@shared/auth/schemas';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { useZodForm } from '@client/hooks/use-zod-form';
import { serverMessage } from '@client/lib/api-error';
import { requestPasswordReset } from './api/forgot-password';
import { AuthHeader, SubmitButton, SwitchModeLine } from './auth-form-parts';

const LINK_VALID_HOURS = RESET_TOKEN_TTL_MS / 3_600_000;
const LINK_VALIDITY = `${LINK_VALID_HOURS} hour${LINK_VALID_HOURS === 1 ? '' : 's'}`;

/** 'Reset Password': ask for a link, then 'Check Your Email' (product rules R2.27 and R4.6). */
export function ForgotPasswordForm({ onBackToSignIn }: { onBackToSignIn: () => void }) {
  const form = useZodForm(forgotPasswordRequestSchema, { email: '' });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (values: ForgotPasswordRequest) => requestPasswordReset(values),
    onSuccess: (_answer, { email }) => setSentTo(email),
  });

  if (sentTo) {
    return (
      <>
        <AuthHeader
          title="Check Your Email"
          description={`If an account exists for ${sentTo}, we've sent it a link to reset your password.`}
        />
        <div className="flex items-start gap-3 rounded-lg bg-accent-soft px-4 py-3 text-sm text-accent-strong">
          <MailCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <p>
            The link works for {LINK_VALIDITY}. If it doesn&apos;t arrive in a few minutes, check
            your spam folder.
          </p>
        </div>
        <div className="grid gap-2 sm:grid-cols-2">
          <Button
            variant="outline"
            onClick={() => {
              mutation.reset();
              setSentTo(null);
            }}
          >
            Resend Email
          </Button>
          <Button onClick={onBackToSignIn} autoFocus>
            Back to Sign In
          </Button>
        </div>
      </>
    );
  }

  return (
    <>
      <AuthHeader
        title="Reset Password"
        description="Enter your account's email and we'll send you a link to choose a new password."
      />
      <form
        noValidate
        className="grid gap-4"
        onSubmit={form.handleSubmit((values) =>
          mutation.mutate(values, { onError: form.showServerErrors }),
        )}
      >
        {mutation.isError ? (
          <Alert variant="destructive">
            {serverMessage(mutation.error) ?? 'Failed to send reset email'}
          </Alert>
        ) : null}
        <FormField id={form.idFor('email')} label="Email" error={form.errorFor('email')}>
          <Input
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            {...form.register('email')}
          />
        </FormField>
        <SubmitButton pending={mutation.isPending} pendingLabel="Sending…">
          Send Reset Email
        </SubmitButton>
      </form>
      <SwitchModeLine action="Back to Sign In" onClick={onBackToSignIn} />
    </>
  );
}
