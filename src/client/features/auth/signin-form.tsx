import { useMutation } from '@tanstack/react-query';
import { signinRequestSchema, type SigninRequest } from '@shared/auth/schemas';
import type { PublicUser } from '@shared/auth/user';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { PasswordInput } from '@client/components/ui/password-input';
import { toast } from '@client/hooks/use-toast';
import { useZodForm } from '@client/hooks/use-zod-form';
import { signIn } from './api/sign-in';
import { signInFailure } from './auth-failure-messages';
import { AuthHeader, SubmitButton, SwitchModeLine } from './auth-form-parts';
import { AUTH_RETRY } from './auth-retry';

type SignInFormProps = {
  onSignedIn: (user: PublicUser) => void;
  onSignUp: () => void;
  onForgot: () => void;
  onTempLogin: () => void;
};

export function SignInForm({ onSignedIn, onSignUp, onForgot, onTempLogin }: SignInFormProps) {
  const form = useZodForm(signinRequestSchema, { email: '', password: '' });
  const mutation = useMutation({
    mutationFn: (values: SigninRequest) => signIn(values),
    ...AUTH_RETRY,
    onSuccess: ({ user }) => {
      toast({ title: 'Welcome back!', description: "You've signed in successfully." });
      onSignedIn(user);
    },
    onError: (error) => toast({ ...signInFailure(error), variant: 'destructive' }),
  });

  const forgotLink = (
    <button
      type="button"
      onClick={onForgot}
      className="rounded text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      Forgot your Password?
    </button>
  );

  return (
    <>
      <AuthHeader title="Welcome Back" description="Sign in to continue your practice." />
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
        <FormField id={form.idFor('password')} label="Password" error={form.errorFor('password')}>
          <PasswordInput autoComplete="current-password" {...form.register('password')} />
        </FormField>
        {/* Under the field, as the spec lists it: Tab goes from Email to Password, as the eye
            does, and reaches the link after the password (decision 183). */}
        <div className="-mt-2 flex justify-end">{forgotLink}</div>
        <SubmitButton pending={mutation.isPending} pendingLabel="Signing in…">
          Sign In
        </SubmitButton>
      </form>
      <div className="grid gap-2">
        <SwitchModeLine prompt="Need an account?" action="Sign up" onClick={onSignUp} />
        <SwitchModeLine
          prompt="Have a temporary password?"
          action="Client Login"
          onClick={onTempLogin}
        />
      </div>
    </>
  );
}
