import { LoaderCircle } from 'lucide-react';
import { createClientRequestSchema } from '@shared/coach/schemas';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { useZodForm } from '@client/hooks/use-zod-form';
import { useCreateClient } from './api/create-client';

const EMPTY = { name: '', email: '' };

type AddClientDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * 'Add Client': name and email, checked by the shared schema as they are typed. The client
 * gets an emailed temporary password; the dialog closes and clears once the account exists.
 */
export function AddClientDialog({ open, onOpenChange }: AddClientDialogProps) {
  const form = useZodForm(createClientRequestSchema, EMPTY);
  const mutation = useCreateClient({
    onCreated: () => {
      form.reset();
      onOpenChange(false);
    },
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add New Client</DialogTitle>
          <DialogDescription>
            We&apos;ll email your client a temporary password. They choose their own when they first
            sign in.
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={form.handleSubmit((values) =>
            mutation.mutate(values, { onError: form.showServerErrors }),
          )}
        >
          <FormField id={form.idFor('name')} label="Client Name" error={form.errorFor('name')}>
            <Input autoComplete="off" placeholder="Jane Doe" {...form.register('name')} />
          </FormField>
          <FormField id={form.idFor('email')} label="Email" error={form.errorFor('email')}>
            <Input
              type="email"
              autoComplete="off"
              placeholder="jane@example.com"
              {...form.register('email')}
            />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={mutation.isPending} aria-busy={mutation.isPending}>
              {mutation.isPending ? (
                <LoaderCircle className="animate-spin" aria-hidden="true" />
              ) : null}
              Create Client
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
