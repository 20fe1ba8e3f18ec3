import { LoaderCircle, Send } from 'lucide-react';
import { contactRequestSchema } from '@shared/contact/schemas';
import { Button } from '@client/components/ui/button';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { Textarea } from '@client/components/ui/textarea';
import { useZodForm } from '@client/hooks/use-zod-form';
import { useSendContactMessage } from '@client/lib/endpoints/send-contact-message';

const EMPTY = { name: '', email: '', subject: '', message: '' };

/**
 * The contact form, checked by the shared schema (messages under each field after a submit,
 * then as they are typed). It clears once the server has the message.
 */
export function ContactForm() {
  const form = useZodForm(contactRequestSchema, EMPTY);
  const mutation = useSendContactMessage({ onSent: () => form.reset() });
  const sending = mutation.isPending;

  return (
    <form
      noValidate
      aria-labelledby="contact-form-heading"
      className="grid gap-4"
      onSubmit={form.handleSubmit((values) => {
        if (!sending) mutation.mutate(values, { onError: form.showServerErrors });
      })}
    >
      <h2 id="contact-form-heading" className="text-xl font-semibold">
        Send us a message
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={form.idFor('name')} label="Name" error={form.errorFor('name')}>
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
      </div>
      <FormField id={form.idFor('subject')} label="Subject" error={form.errorFor('subject')}>
        <Input autoComplete="off" placeholder="What is this about?" {...form.register('subject')} />
      </FormField>
      <FormField id={form.idFor('message')} label="Message" error={form.errorFor('message')}>
        <Textarea
          rows={6}
          placeholder="Tell us how we can help"
          {...form.register('message')}
          onChange={(event) => form.setValue('message', event.target.value)}
        />
      </FormField>
      <div>
        <Button type="submit" className="w-full sm:w-auto" disabled={sending} aria-busy={sending}>
          {sending ? (
            <LoaderCircle className="animate-spin" aria-hidden="true" />
          ) : (
            <Send aria-hidden="true" />
          )}
          {sending ? 'Sending…' : 'Send Message'}
        </Button>
      </div>
    </form>
  );
}
