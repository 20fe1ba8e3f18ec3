import { UserRoundPlus } from 'lucide-react';
import { createUserRequestSchema } from '@shared/admin/schemas';
import { FormField } from '@client/components/ui/form-field';
import { Input, inputClassName } from '@client/components/ui/input';
import { useZodForm } from '@client/hooks/use-zod-form';
import { AccountFormPanel } from './account-form-panel';
import { useCreateUser } from './api/create-user';

const EMPTY = { name: '', email: '', userType: 'basic' };

/** Create User: name, email and a basic or premium plan, on the shared schema. */
export function CreateUserForm() {
  const form = useZodForm(createUserRequestSchema, EMPTY);
  const mutation = useCreateUser({ onCreated: () => form.reset() });
  const userType = form.register('userType');
  return (
    <AccountFormPanel
      title="Create User"
      icon={UserRoundPlus}
      description="The user gets an email with a temporary password."
      pending={mutation.isPending}
      onSubmit={form.handleSubmit((values) =>
        mutation.mutate(values, { onError: form.showServerErrors }),
      )}
    >
      <FormField id={form.idFor('name')} label="Name" error={form.errorFor('name')}>
        <Input autoComplete="off" {...form.register('name')} />
      </FormField>
      <FormField id={form.idFor('email')} label="Email" error={form.errorFor('email')}>
        <Input type="email" autoComplete="off" {...form.register('email')} />
      </FormField>
      <FormField id={userType.id} label="User Type" error={form.errorFor('userType')}>
        <select
          id={userType.id}
          name={userType.name}
          value={userType.value}
          aria-invalid={userType['aria-invalid']}
          aria-describedby={userType['aria-describedby']}
          onChange={(event) => form.setValue('userType', event.target.value)}
          className={inputClassName}
        >
          <option value="basic">Basic</option>
          <option value="premium">Premium</option>
        </select>
      </FormField>
    </AccountFormPanel>
  );
}
