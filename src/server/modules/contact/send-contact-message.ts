import { CONTACT_MESSAGES, type ContactRequest } from '@shared/contact/schemas';
import type { Database } from '../../db/client';
import { contactMessages } from '../../db/schema';
import { contactMessageEmail } from '../../email/templates';
import type { EmailService } from '../../email/send-email';

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
  const [stored] = await context.db
    .insert(contactMessages)
    .values({ ...input, userId })
    .returning({ id: contactMessages.id });
  await context.email.send({
    type: 'contact_message',
    to: context.supportEmail,
    userId,
    content: contactMessageEmail(input),
  });
  return { id: stored?.id, message: CONTACT_MESSAGES.received };
}
