import { UserPlus } from 'lucide-react';
import { createCoachRequestSchema } from '@shared/admin/schemas';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { useZodForm } from '@client/hooks/use-zod-form';
import { AccountFormPanel } from './account-form-panel';
import { useCreateCoach } from './api/create-coach';

const EMPTY = { name: '', email: '' };

/** Create Coach: name and email on the shared schema; cleared once the account exists. */
export function CreateCoachForm() {
  const form = useZodForm(createCoachRequestSchema, EMPTY);
  const mutation = useCreateCoach({ onCreated: () => form.reset() });
  return (
    <AccountFormPanel
      title="Create Coach"
      icon={UserPlus}
      description="The coach gets an email with a temporary password."
      pending={mutation.isPending}
      onSubmit={form.handleSubmit((values) =>
        mutation.mutate(values, { onError: form.showServerErrors }),
      )}
    >
      <FormField id={form.idFor('name')} label="Coach Name" error={form.errorFor('name')}>
        <Input autoComplete="off" {...form.register('name')} />
      </FormField>
      <FormField id={form.idFor('email')} label="Coach Email" error={form.errorFor('email')}>
        <Input type="email" autoComplete="off" {...form.register('email')} />
      </FormField>
    </AccountFormPanel>
  );
}
