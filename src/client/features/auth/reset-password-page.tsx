import type { ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Link, useSearch } from 'wouter';
import { CircleCheck, LinkIcon } from 'lucide-react';
import { PASSWORD_MIN_LENGTH } from '@shared/auth/limits';
import { resetPasswordRequestSchema, type ResetPasswordRequest } from '@shared/auth/schemas';
import { PageContainer } from '@client/components/layout/page-container';
import { LOGIN_HREF } from '@client/components/layout/site-links';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@client/components/ui/card';
import { FormField } from '@client/components/ui/form-field';
import { PasswordInput } from '@client/components/ui/password-input';
import { usePageTitle } from '@client/hooks/use-page-title';
import { useZodForm } from '@client/hooks/use-zod-form';
import { serverMessage } from '@client/lib/api-error';
import { resetPassword } from './api/reset-password';
import { SubmitButton } from './auth-form-parts';

/** /reset-password?token=… (product rules R2.16): the emailed link's landing page. */
export function ResetPasswordPage() {
  const token = new URLSearchParams(useSearch()).get('token')?.trim() ?? '';
  return (
    <PageContainer className="flex justify-center">
      {token ? <ResetPasswordForm token={token} /> : <InvalidLink />}
    </PageContainer>
  );
}

function ResetCard({
  title,
  description,
  icon,
  children,
}: {
  title: string;
  description: string;
  icon?: ReactNode;
  children: ReactNode;
}) {
  usePageTitle(title);
  return (
    <Card className="w-full max-w-md">
      <CardHeader>
        {icon}
        <h1 className="text-2xl font-bold tracking-tight text-ink">{title}</h1>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">{children}</CardContent>
    </Card>
  );
}

function SignInButton({ children }: { children: ReactNode }) {
  return (
    <Button asChild size="lg" className="w-full">
      <Link href={LOGIN_HREF}>{children}</Link>
    </Button>
  );
}

function InvalidLink() {
  return (
    <ResetCard
      title="Invalid Reset Link"
      description="This password reset link is invalid or has expired. Ask for a new one from the sign-in dialog with 'Forgot your Password?'."
      icon={<LinkIcon className="mb-2 size-8 text-destructive" aria-hidden="true" />}
    >
      <SignInButton>Back to Sign In</SignInButton>
    </ResetCard>
  );
}

function ResetPasswordForm({ token }: { token: string }) {
  const form = useZodForm(resetPasswordRequestSchema, { token, password: '' });
  const mutation = useMutation({
    mutationFn: (values: ResetPasswordRequest) => resetPassword(values),
  });

  if (mutation.isSuccess) {
    return (
      <ResetCard
        title="Password Reset Successfully!"
        description="You can now sign in with your new password."
        icon={<CircleCheck className="mb-2 size-8 text-accent" aria-hidden="true" />}
      >
        <SignInButton>Continue to Sign In</SignInButton>
      </ResetCard>
    );
  }

  return (
    <ResetCard title="Reset Password" description="Choose a new password for your account.">
      <form
        noValidate
        className="grid gap-4"
        onSubmit={form.handleSubmit((values) =>
          mutation.mutate(values, { onError: form.showServerErrors }),
        )}
      >
        {mutation.isError ? (
          <Alert variant="destructive">
            {serverMessage(mutation.error) ?? 'Failed to reset password'}
          </Alert>
        ) : null}
        <FormField
          id={form.idFor('password')}
          label="New Password"
          hint={`Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`}
          error={form.errorFor('password')}
        >
          <PasswordInput autoComplete="new-password" autoFocus {...form.register('password')} />
        </FormField>
        <SubmitButton pending={mutation.isPending} pendingLabel="Resetting…">
          Reset Password
        </SubmitButton>
      </form>
    </ResetCard>
  );
}
