import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BadgeCheck, Pencil } from 'lucide-react';
import { profileUpdateRequestSchema } from '@shared/auth/schemas';
import type { PublicUser } from '@shared/auth/user';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { toast } from '@client/hooks/use-toast';
import { useZodForm } from '@client/hooks/use-zod-form';
import { serverMessage } from '@client/lib/api-error';
import { CURRENT_USER_QUERY_KEY } from '@client/lib/auth';
import { setStoredUser } from '@client/lib/browser-storage';
import { accountTypeOf } from './account-type';
import { updateProfile } from './api/update-profile';
import { EmailChangeVerification } from './email-change-verification';
import { profileChanges } from './profile-changes';
import { detailBeyond } from '@client/lib/toast-detail';

/** Account information: name and email, viewed or edited, and the account's badges. */
export function AccountInfoCard({ user }: { user: PublicUser }) {
  const [editing, setEditing] = useState(false);
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  return (
    <Card>
      <CardHeader className="gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <CardTitle level={2}>Account Information</CardTitle>
          {editing ? null : (
            <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" />
              Edit
            </Button>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <Badge variant="accent">
            <BadgeCheck className="size-3.5" aria-hidden="true" />
            Verified Account
          </Badge>
          <Badge variant="outline">{accountTypeOf(user)}</Badge>
        </div>
      </CardHeader>
      <CardContent className="grid gap-5">
        {editing ? (
          <ProfileForm
            user={user}
            onDone={(pending) => {
              setEditing(false);
              if (pending) setPendingEmail(pending);
            }}
          />
        ) : (
          <dl className="grid gap-4 sm:grid-cols-2">
            <div>
              <dt className="text-sm text-muted-foreground">Name</dt>
              <dd className="font-medium break-words">{user.name}</dd>
            </div>
            <div>
              <dt className="text-sm text-muted-foreground">Email</dt>
              <dd className="font-medium wrap-anywhere">{user.email}</dd>
            </div>
          </dl>
        )}
        {pendingEmail ? (
          <EmailChangeVerification
            pendingEmail={pendingEmail}
            onDone={() => setPendingEmail(null)}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}

type ProfileFormProps = { user: PublicUser; onDone: (pendingEmail: string | null) => void };

function ProfileForm({ user, onDone }: ProfileFormProps) {
  const queryClient = useQueryClient();
  const form = useZodForm(profileUpdateRequestSchema, { name: user.name, email: user.email });
  const mutation = useMutation({
    mutationFn: updateProfile,
    onSuccess: async ({ user: updated, message, pendingEmail }) => {
      setStoredUser(updated);
      // A new email changes only once its code is entered: nothing says "updated" before that.
      if (pendingEmail) {
        const nameSaved = updated.name !== user.name ? ' Your name is saved.' : '';
        toast({
          title: 'Check Your New Email',
          description: `Enter the code we sent to ${pendingEmail} to change your email.${nameSaved}`,
        });
      } else {
        toast({ title: 'Profile Updated', description: detailBeyond('Profile Updated', message) });
      }
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
      onDone(pendingEmail);
    },
    onError: (error) =>
      toast({
        title: 'Update Failed',
        description: serverMessage(error) ?? 'Failed to update profile. Please try again.',
        variant: 'destructive',
      }),
  });

  const save = form.handleSubmit(() => {
    const changes = profileChanges(user, form.values);
    if (Object.keys(changes).length === 0) {
      toast({ title: 'No Changes', description: "You haven't changed your name or email." });
      return;
    }
    mutation.mutate(changes, { onError: form.showServerErrors });
  });

  return (
    <form noValidate onSubmit={save} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={form.idFor('name')} label="Name" error={form.errorFor('name')}>
          <Input autoComplete="name" {...form.register('name')} />
        </FormField>
        <FormField
          id={form.idFor('email')}
          label="Email"
          hint="A new email must be confirmed with a code we send to it."
          error={form.errorFor('email')}
        >
          <Input type="email" autoComplete="email" {...form.register('email')} />
        </FormField>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={mutation.isPending} aria-busy={mutation.isPending}>
          Save Changes
        </Button>
        <Button type="button" variant="ghost" onClick={() => onDone(null)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
