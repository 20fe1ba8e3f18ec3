import { useMutation } from '@tanstack/react-query';
import { PASSWORD_MIN_LENGTH } from '@shared/auth/limits';
import { tempLoginRequestSchema, type TempLoginRequest } from '@shared/auth/schemas';
import type { PublicUser } from '@shared/auth/user';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { PasswordInput } from '@client/components/ui/password-input';
import { toast } from '@client/hooks/use-toast';
import { useZodForm } from '@client/hooks/use-zod-form';
import { loginWithTemporaryPassword } from './api/login-temp-password';
import { tempLoginFailure } from './auth-failure-messages';
import { AuthHeader, SubmitButton, SwitchModeLine } from './auth-form-parts';
import { detailBeyond } from '@client/lib/toast-detail';

type TempLoginFormProps = {
  onSignedIn: (user: PublicUser) => void;
  onBackToSignIn: () => void;
};

/** 'Client Login': first sign-in with the temporary password a coach or admin sent. */
export function TempLoginForm({ onSignedIn, onBackToSignIn }: TempLoginFormProps) {
  const form = useZodForm(tempLoginRequestSchema, {
    email: '',
    temporaryPassword: '',
    newPassword: '',
  });
  const mutation = useMutation({
    mutationFn: (values: TempLoginRequest) => loginWithTemporaryPassword(values),
    onSuccess: ({ user, message }) => {
      toast({ title: 'Welcome!', description: detailBeyond('Welcome!', message) });
      onSignedIn(user);
    },
    onError: (error) => toast({ ...tempLoginFailure(error), variant: 'destructive' }),
  });

  return (
    <>
      <AuthHeader
        title="Client Login"
        description="Sign in with the temporary password from your email."
      />
      <form
        noValidate
        className="grid gap-4"
        onSubmit={form.handleSubmit((values) =>
          mutation.mutate(values, { onError: form.showServerErrors }),
        )}
      >
        <FormField id={form.idFor('email')} label="Email" error={form.errorFor('email')}>
          <Input
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            {...form.register('email')}
          />
        </FormField>
        <FormField
          id={form.idFor('temporaryPassword')}
          label="Temporary Password"
          error={form.errorFor('temporaryPassword')}
        >
          <PasswordInput autoComplete="one-time-code" {...form.register('temporaryPassword')} />
        </FormField>
        <FormField
          id={form.idFor('newPassword')}
          label={
            <>
              New Password <span className="font-normal text-muted-foreground">(optional)</span>
            </>
          }
          hint={`Choose your own password now (minimum ${PASSWORD_MIN_LENGTH} characters), or you'll be asked after signing in.`}
          error={form.errorFor('newPassword')}
        >
          <PasswordInput autoComplete="new-password" {...form.register('newPassword')} />
        </FormField>
        <SubmitButton pending={mutation.isPending} pendingLabel="Signing in…">
          Sign In
        </SubmitButton>
      </form>
      <SwitchModeLine action="Back to Regular Sign In" onClick={onBackToSignIn} />
    </>
  );
}
