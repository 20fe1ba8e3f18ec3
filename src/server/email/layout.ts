import { PRODUCT_NAME } from '@shared/product';

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

export interface EmailParts {
  subject: string;
  preheader: string;
  greeting: string;
  /** Paragraphs of plain text; they are escaped for the HTML version. */
  paragraphs: string[];
  /** A large code shown on its own line (verification codes, temporary passwords). */
  highlight?: { label: string; value: string };
  button?: { label: string; url: string };
  footer?: string;
}

/** One layout for every mail: an HTML version for mail apps and a plain-text version. */
export function renderEmail(parts: EmailParts): EmailContent {
  const text = [
    parts.greeting,
    '',
    ...parts.paragraphs.flatMap((p) => [p, '']),
    ...(parts.highlight ? [`${parts.highlight.label}: ${parts.highlight.value}`, ''] : []),
    ...(parts.button ? [`${parts.button.label}: ${parts.button.url}`, ''] : []),
    parts.footer ?? `— The ${PRODUCT_NAME} team`,
  ].join('\n');

  const paragraph = (p: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:#1f2937">${escapeHtml(p)}</p>`;
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(parts.subject)}</title></head>
<body style="margin:0;background:#f4f5fb;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif">
<span style="display:none;max-height:0;overflow:hidden">${escapeHtml(parts.preheader)}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td>
<p style="margin:0 0 24px;font-size:20px;font-weight:700;color:#312e81">${escapeHtml(PRODUCT_NAME)}</p>
${paragraph(parts.greeting)}
${parts.paragraphs.map(paragraph).join('\n')}
${
  parts.highlight
    ? `<p style="margin:0 0 8px;font-size:14px;color:#4b5563">${escapeHtml(parts.highlight.label)}</p>
<p style="margin:0 0 24px;font-size:32px;letter-spacing:6px;font-weight:700;color:#111827;font-family:Menlo,Consolas,monospace">${escapeHtml(parts.highlight.value)}</p>`
    : ''
}
${
  parts.button
    ? `<p style="margin:8px 0 24px"><a href="${escapeHtml(parts.button.url)}" style="display:inline-block;background:#4338ca;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:8px">${escapeHtml(parts.button.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#6b7280">Or paste this address into your browser: ${escapeHtml(parts.button.url)}</p>`
    : ''
}
<p style="margin:24px 0 0;font-size:13px;color:#6b7280">${escapeHtml(parts.footer ?? `— The ${PRODUCT_NAME} team`)}</p>
</td></tr></table></td></tr></table></body></html>`;

  return { subject: parts.subject, text, html };
}
