import { PRODUCT_NAME } from '@shared/product';
import { escapeHtml } from '../../email/layout';
import type { findOutboxMail, listOutbox } from './outbox-repository';

type MailRow = NonNullable<Awaited<ReturnType<typeof findOutboxMail>>>;
type MailList = Awaited<ReturnType<typeof listOutbox>>;

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#f4f5fb;color:#111827}
main{max-width:880px;margin:0 auto;padding:24px 16px}
h1{font-size:1.5rem;margin:0 0 4px} p.note{color:#4b5563;margin:0 0 20px}
table{width:100%;border-collapse:collapse;background:#fff;border-radius:8px;overflow:hidden}
th,td{text-align:left;padding:10px 12px;border-bottom:1px solid #e5e7eb;font-size:.95rem;vertical-align:top}
a{color:#4338ca} .status{font-size:.8rem;padding:2px 8px;border-radius:999px;background:#eef2ff}
.failed{background:#fee2e2} pre{white-space:pre-wrap;background:#fff;padding:16px;border-radius:8px}
iframe{width:100%;height:560px;border:1px solid #e5e7eb;border-radius:8px;background:#fff}
@media (max-width:600px){th:nth-child(3),td:nth-child(3){display:none}}
</style></head><body><main>${body}</main></body></html>`;

/** The development outbox: every mail Cadence would have sent, newest first. */
export function renderOutboxList(mails: MailList) {
  const rows = mails
    .map(
      (mail) => `<tr>
<td><a href="/dev/outbox/${mail.id}">${escapeHtml(mail.subject ?? '(no subject)')}</a></td>
<td>${escapeHtml(mail.recipientEmail)}</td>
<td>${escapeHtml(mail.sentAt.toISOString().replace('T', ' ').slice(0, 19))} UTC</td>
<td><span class="status ${mail.status === 'failed' ? 'failed' : ''}">${escapeHtml(mail.status)}</span></td>
</tr>`,
    )
    .join('\n');
  return page(
    `Dev outbox | ${PRODUCT_NAME}`,
    `<h1>Development outbox</h1>
<p class="note">No SMTP_URL is set, so ${PRODUCT_NAME} keeps its emails here instead of sending them. This page does not exist in production.</p>
${
  mails.length === 0
    ? '<p>No emails yet. Sign up in the app and the verification code appears here.</p>'
    : `<table><thead><tr><th>Subject</th><th>To</th><th>Sent</th><th>Status</th></tr></thead><tbody>${rows}</tbody></table>`
}`,
  );
}

export function renderOutboxMail(mail: MailRow) {
  return page(
    `${mail.subject ?? 'Email'} | Dev outbox`,
    `<p><a href="/dev/outbox">← All emails</a></p>
<h1>${escapeHtml(mail.subject ?? '(no subject)')}</h1>
<p class="note">To ${escapeHtml(mail.recipientEmail)} · ${escapeHtml(mail.sentAt.toISOString())} · ${escapeHtml(mail.status)}</p>
<iframe title="HTML version" sandbox srcdoc="${escapeHtml(mail.bodyHtml ?? '')}"></iframe>
<h2>Text version</h2>
<pre>${escapeHtml(mail.bodyText ?? '')}</pre>`,
  );
}
