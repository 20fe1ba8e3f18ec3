import { useMutation } from '@tanstack/react-query';
import { CONTACT_MESSAGES, type ContactRequest } from '@shared/contact/schemas';
import { routes } from '@shared/api/contract';
import { toast } from '@client/hooks/use-toast';
import { serverMessage } from '@client/lib/api-error';
import { requestJson } from '@client/lib/request-json';

/** POST /api/contact: the server answers 200 { message }, or 400/429 { message }. */
export function sendContactMessage(body: ContactRequest): Promise<{ message: string }> {
  return requestJson(routes.sendContactMessage, { body });
}

/**
 * Sends the contact form with the toasts of product rules R8.8: 'Message Sent!' with the 24-hour
 * promise, or 'Error' with the server's reason. `onSent` runs after the success toast.
 */
export function useSendContactMessage({ onSent }: { onSent?: () => void } = {}) {
  return useMutation({
    mutationFn: sendContactMessage,
    onSuccess: () => {
      toast({
        title: CONTACT_MESSAGES.sentTitle,
        description: CONTACT_MESSAGES.sentDescription,
      });
      onSent?.();
    },
    onError: (error) =>
      toast({
        title: CONTACT_MESSAGES.errorTitle,
        description: serverMessage(error) ?? CONTACT_MESSAGES.errorFallback,
        variant: 'destructive',
      }),
  });
}
