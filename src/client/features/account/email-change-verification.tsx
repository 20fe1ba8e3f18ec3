import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { VERIFICATION_CODE_LENGTH } from '@shared/auth/limits';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { CodeInput } from '@client/components/ui/code-input';
import { Label } from '@client/components/ui/label';
import { toast } from '@client/hooks/use-toast';
import { serverMessage } from '@client/lib/api-error';
import { CURRENT_USER_QUERY_KEY } from '@client/lib/auth';
import { setStoredUser } from '@client/lib/browser-storage';
import { updateProfile } from './api/update-profile';
import { verifyEmailChange } from './api/verify-email-change';
import { detailBeyond } from '@client/lib/toast-detail';

type EmailChangeVerificationProps = { pendingEmail: string; onDone: () => void };

/** A new email applies only after the 6-digit code sent to it is entered here. */
export function EmailChangeVerification({ pendingEmail, onDone }: EmailChangeVerificationProps) {
  const codeId = useId();
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');

  const verify = useMutation({
    mutationFn: (entered: string) => verifyEmailChange({ code: entered }),
    onSuccess: async ({ user, message }) => {
      setStoredUser(user);
      toast({ title: 'Profile Updated', description: detailBeyond('Profile Updated', message) });
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
      onDone();
    },
  });
  const resend = useMutation({
    mutationFn: () => updateProfile({ email: pendingEmail }),
    onSuccess: ({ message }) => {
      setCode('');
      verify.reset();
      toast({ title: 'Code Resent! 📧', description: detailBeyond('Code Resent!', message) });
    },
    onError: (error) =>
      toast({
        title: 'Resend failed',
        description: serverMessage(error) ?? 'Please try again.',
        variant: 'destructive',
      }),
  });

  const complete = code.length === VERIFICATION_CODE_LENGTH;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (complete && !verify.isPending) verify.mutate(code);
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={`${codeId}-heading`}
      className="grid gap-3 rounded-xl border border-primary/30 bg-primary-soft/50 p-4"
    >
      <div className="flex items-start gap-3">
        <MailCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <div>
          <h3 id={`${codeId}-heading`} className="font-semibold">
            Confirm your new email
          </h3>
          <p className="text-sm text-muted-foreground">
            We sent a {VERIFICATION_CODE_LENGTH}-digit code to{' '}
            <strong className="wrap-anywhere text-foreground">{pendingEmail}</strong>. Your email
            changes once you enter it.
          </p>
        </div>
      </div>
      {verify.isError ? (
        <Alert variant="destructive">
          {serverMessage(verify.error) ?? 'Please check your code and try again.'}
        </Alert>
      ) : null}
      <div className="grid gap-1.5 sm:max-w-xs">
        <Label htmlFor={codeId}>Verification code</Label>
        <CodeInput id={codeId} value={code} onValueChange={setCode} />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={!complete || verify.isPending}>
          Confirm Email
        </Button>
        <Button
          type="button"
          variant="outline"
          onClick={() => resend.mutate()}
          disabled={resend.isPending}
        >
          Resend code
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
