import { CONTACT_MESSAGES, type ContactRequest } from '@shared/contact/schemas';
import type { Database } from '../../db/client';
import { contactMessageEmail } from '../../email/templates';
import type { EmailService } from '../../email/send-email';
import { createContactMessage } from './contact-repository';

/**
 * POST /api/contact: the message is stored first, so it is never lost, then emailed to the
 * support address. A failed email is recorded in email_logs; the sender is still thanked,
 * because support reads contact_messages too.
 */
export async function sendContactMessage(
  context: { db: Database; email: EmailService; supportEmail: string },
  options: { input: ContactRequest; userId: string | null },
) {
  const { input, userId } = options;
  const id = await createContactMessage(context.db, { ...input, userId });
  await context.email.send({
    type: 'contact_message',
    to: context.supportEmail,
    userId,
    content: contactMessageEmail(input),
  });
  return { id, message: CONTACT_MESSAGES.received };
}
