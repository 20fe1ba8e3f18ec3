import type { Database } from '../db/client';
import { createEmailLog } from './email-log-repository';
import type { EmailContent } from './layout';
import type { Mailer } from './mailer';
import type { EmailType } from './templates';

export interface EmailService {
  mailer: Mailer;
  send(input: {
    type: EmailType;
    to: string;
    userId?: string | null;
    content: EmailContent;
  }): Promise<{ ok: boolean; logId: string }>;
}

/**
 * Sends a mail and records it in email_logs, whether it was sent, kept in the dev outbox,
 * or failed. A failed send never throws: the caller decides what the user is told.
 */
export function createEmailService(db: Database, mailer: Mailer): EmailService {
  return {
    mailer,
    async send({ type, to, userId = null, content }) {
      let status: 'sent' | 'outbox' | 'failed' = mailer.kind === 'outbox' ? 'outbox' : 'sent';
      let messageId: string | null = null;
      let errorMessage: string | null = null;
      try {
        messageId = (await mailer.send({ to, ...content })).messageId;
      } catch (error) {
        status = 'failed';
        errorMessage = error instanceof Error ? error.message : String(error);
      }
      const logId = await createEmailLog(db, {
        userId,
        emailType: type,
        recipientEmail: to,
        subject: content.subject,
        bodyText: content.text,
        bodyHtml: content.html,
        status,
        sendgridMessageId: messageId,
        errorMessage,
      });
      return { ok: status !== 'failed', logId: logId ?? '' };
    },
  };
}
