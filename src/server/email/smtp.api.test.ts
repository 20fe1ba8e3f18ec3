import { eq } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailLogs } from '../db/schema';
import { postJson, uniqueEmail } from '../test/auth-helpers';
import { freePort } from '../test/processes';
import { startTestServer, type TestServer } from '../test/test-server';

/** A real SMTP server in the test process, collecting what Cadence sends. */
const inbox: ParsedMail[] = [];
let smtp: SMTPServer;
let server: TestServer;
let smtpPort = 0;

beforeAll(async () => {
  smtpPort = await freePort();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(address, _session, callback) {
      // One address is refused, to see a failed delivery logged.
      if (address.address.startsWith('bounce')) return callback(new Error('Mailbox unavailable'));
      callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          inbox.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));
  server = await startTestServer({
    env: {
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: 'Cadence <hello@cadence.example>',
      PUBLIC_URL: 'https://cadence.example',
    },
  });
});
afterAll(async () => {
  await server?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('email over SMTP', () => {
  it('delivers HTML and text versions and logs the mail as sent', async () => {
    const email = uniqueEmail();
    const response = await postJson(server, '/api/auth/signup', {
      name: 'Sam Smtp',
      email,
      password: 'secret1',
    });
    expect(response.status).toBe(200);
    const mail = inbox.find((m) => m.to && JSON.stringify(m.to).includes(email));
    expect(mail?.from?.value[0]).toMatchObject({
      name: 'Cadence',
      address: 'hello@cadence.example',
    });
    expect(mail?.subject).toMatch(/^Your Cadence verification code: \d{6}$/);
    const code = /\d{6}/.exec(mail?.subject ?? '')?.[0] ?? 'missing';
    expect(mail?.text).toContain(code);
    expect(mail?.html).toContain(code);

    const [log] = await server.db
      .select()
      .from(emailLogs)
      .where(eq(emailLogs.recipientEmail, email));
    expect(log).toMatchObject({ status: 'sent', emailType: 'verification', errorMessage: null });
    expect(log?.sendgridMessageId).toBeTruthy();
  });

  it('logs a refused delivery as failed and tells the user', async () => {
    const email = uniqueEmail('bounce');
    const response = await postJson(server, '/api/auth/signup', {
      name: 'Bo Bounce',
      email,
      password: 'secret1',
    });
    expect(response.status).toBe(503);
    const [log] = await server.db
      .select()
      .from(emailLogs)
      .where(eq(emailLogs.recipientEmail, email));
    expect(log?.status).toBe('failed');
    expect(log?.errorMessage).toContain('Mailbox unavailable');
  });

  it('keeps no dev outbox when SMTP is configured', async () => {
    expect(server.running.config.outboxEnabled).toBe(false);
  });
});
