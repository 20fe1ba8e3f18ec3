import { LoaderCircle, UserRoundPlus } from 'lucide-react';
import { createUserRequestSchema } from '@shared/admin/schemas';
import { Button } from '@client/components/ui/button';
import { FormField } from '@client/components/ui/form-field';
import { Input, inputClassName } from '@client/components/ui/input';
import { useZodForm } from '@client/hooks/use-zod-form';
import { Panel } from './admin-panel';
import { useCreateUser } from './api/create-user';

const EMPTY = { name: '', email: '', userType: 'basic' };

/** Create User: name, email and a basic or premium plan, on the shared schema. */
export function CreateUserForm() {
  const form = useZodForm(createUserRequestSchema, EMPTY);
  const mutation = useCreateUser({ onCreated: () => form.reset() });
  const userType = form.register('userType');
  return (
    <Panel
      title="Create User"
      icon={UserRoundPlus}
      description="The user gets an email with a temporary password."
    >
      <form
        noValidate
        aria-label="Create User"
        className="grid gap-4"
        onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
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
        <div>
          <Button type="submit" disabled={mutation.isPending} aria-busy={mutation.isPending}>
            {mutation.isPending ? (
              <LoaderCircle className="animate-spin" aria-hidden="true" />
            ) : null}
            Create User
          </Button>
        </div>
      </form>
    </Panel>
  );
}
