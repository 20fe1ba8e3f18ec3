import { useMutation } from '@tanstack/react-query';
import { PASSWORD_MIN_LENGTH } from '@shared/auth/limits';
import { signupRequestSchema, type SignupRequest } from '@shared/auth/schemas';
import type { PublicUser } from '@shared/auth/user';
import { FREE_PRACTICE_LIMIT } from '@shared/billing/plans';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { PasswordInput } from '@client/components/ui/password-input';
import { toast } from '@client/hooks/use-toast';
import { useZodForm } from '@client/hooks/use-zod-form';
import { signUp } from './api/sign-up';
import { signUpFailure } from './auth-failure-messages';
import { AuthHeader, SubmitButton, SwitchModeLine } from './auth-form-parts';
import { AUTH_RETRY } from './auth-retry';

type SignUpFormProps = {
  /** The code is on its way; the values are kept for 'resend'. */
  onVerificationSent: (values: SignupRequest, email: string) => void;
  /** The server created and signed in the account straight away. */
  onSignedUp: (user: PublicUser) => void;
  onSignIn: () => void;
  /** What the person typed before, when they start over from the code step. */
  initialValues?: SignupRequest | null;
};

export function SignUpForm({
  onVerificationSent,
  onSignedUp,
  onSignIn,
  initialValues,
}: SignUpFormProps) {
  const form = useZodForm(
    signupRequestSchema,
    initialValues ?? { name: '', email: '', password: '' },
  );
  const mutation = useMutation({
    mutationFn: (values: SignupRequest) => signUp(values),
    ...AUTH_RETRY,
    onSuccess: (outcome, values) => {
      if (outcome.kind === 'signed-in') {
        onSignedUp(outcome.user);
        return;
      }
      toast({
        title: 'Check Your Email! 📧',
        description: 'We sent you a verification code to complete signup.',
      });
      onVerificationSent(values, outcome.email);
    },
    onError: (error) => toast({ ...signUpFailure(error), variant: 'destructive' }),
  });

  return (
    <>
      <AuthHeader
        title="Create Your Account"
        description={`Start practising with ${FREE_PRACTICE_LIMIT} free sessions a month. No credit card needed.`}
      />
      <form
        noValidate
        className="grid gap-4"
        onSubmit={form.handleSubmit((values) =>
          mutation.mutate(values, { onError: form.showServerErrors }),
        )}
      >
        <FormField id={form.idFor('name')} label="Full Name" error={form.errorFor('name')}>
          <Input autoComplete="name" placeholder="Your name" {...form.register('name')} />
        </FormField>
        <FormField id={form.idFor('email')} label="Email" error={form.errorFor('email')}>
          <Input
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            {...form.register('email')}
          />
        </FormField>
        <FormField id={form.idFor('password')} label="Password" error={form.errorFor('password')}>
          <PasswordInput
            autoComplete="new-password"
            placeholder={`Minimum ${PASSWORD_MIN_LENGTH} characters`}
            {...form.register('password')}
          />
        </FormField>
        <SubmitButton pending={mutation.isPending} pendingLabel="Creating account…">
          Create Account
        </SubmitButton>
      </form>
      <SwitchModeLine prompt="Already have an account?" action="Sign in" onClick={onSignIn} />
    </>
  );
}
