import type { FormEvent } from 'react';
import { LoaderCircle } from 'lucide-react';
import { PASSWORD_MIN_LENGTH } from '@shared/auth/limits';
import { changePasswordRequestSchema } from '@shared/auth/schemas';
import { Button } from '@client/components/ui/button';
import { FormField } from '@client/components/ui/form-field';
import { PasswordInput } from '@client/components/ui/password-input';
import { toast } from '@client/hooks/use-toast';
import { useZodForm } from '@client/hooks/use-zod-form';
import { cn } from '@client/lib/utils';
import { useChangePassword } from './api/change-password';

type PasswordChangeFormProps = {
  /** 'Current Password', or the temporary one when a change is required. */
  currentLabel: string;
  submitLabel: string;
  /** Names the form for assistive technology when no heading does. */
  label?: string;
  className?: string;
};

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Current, new and confirm. The button works only when all three are filled,
 * and a mismatch is called out before anything is sent (product rules R5.8).
 */
export function PasswordChangeForm({
  currentLabel,
  submitLabel,
  label,
  className,
}: PasswordChangeFormProps) {
  const form = useZodForm(changePasswordRequestSchema, EMPTY);
  const mutation = useChangePassword({ onSuccess: () => form.reset() });
  const { currentPassword, newPassword, confirmPassword } = form.values;
  const allFilled = Boolean(currentPassword && newPassword && confirmPassword);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (newPassword !== confirmPassword) {
      event.preventDefault();
      toast({
        title: 'Password Mismatch',
        description: 'New password and confirmation do not match.',
        variant: 'destructive',
      });
      return;
    }
    form.handleSubmit((values) => mutation.mutate(values, { onError: form.showServerErrors }))(
      event,
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label={label} className={cn('grid gap-4', className)}>
      <FormField
        id={form.idFor('currentPassword')}
        label={currentLabel}
        error={form.errorFor('currentPassword')}
      >
        <PasswordInput autoComplete="current-password" {...form.register('currentPassword')} />
      </FormField>
      <FormField
        id={form.idFor('newPassword')}
        label="New Password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        error={form.errorFor('newPassword')}
      >
        <PasswordInput autoComplete="new-password" {...form.register('newPassword')} />
      </FormField>
      <FormField
        id={form.idFor('confirmPassword')}
        label="Confirm New Password"
        error={form.errorFor('confirmPassword')}
      >
        <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
      </FormField>
      <div>
        <Button
          type="submit"
          disabled={!allFilled || mutation.isPending}
          aria-busy={mutation.isPending}
        >
          {mutation.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
