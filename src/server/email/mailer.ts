import type { Transporter } from 'nodemailer';
import type { AppConfig } from '../config';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** 'smtp' delivers; 'outbox' keeps mails in email_logs for the dev outbox page; 'disabled' fails. */
  kind: 'smtp' | 'outbox' | 'disabled';
  send(mail: OutgoingMail): Promise<{ messageId: string | null }>;
}

/**
 * SMTP through nodemailer when SMTP_URL is set. Without it, development keeps mails in the
 * outbox (email_logs), so sign-up works offline; production refuses to pretend it sent them.
 */
export function createMailer(config: AppConfig): Mailer {
  if (config.SMTP_URL) {
    const url = config.SMTP_URL;
    // nodemailer loads with the first mail, not with the server (decision 190).
    let transport: Promise<Transporter> | null = null;
    const connect = () =>
      (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
        nodemailer.createTransport(url),
      ));
    return {
      kind: 'smtp',
      async send(mail) {
        const info = await (await connect()).sendMail({ from: config.MAIL_FROM, ...mail });
        return { messageId: info.messageId ?? null };
      },
    };
  }
  if (config.outboxEnabled) {
    return { kind: 'outbox', send: async () => ({ messageId: null }) };
  }
  return {
    kind: 'disabled',
    async send() {
      throw new Error('No SMTP_URL is configured, so email cannot be sent in production.');
    },
  };
}
