import { formatLongDate } from '../kernel/format.js';
import { button, companyLayout, escapeHtml, type RenderedEmail } from './email-templates.js';

/**
 * The `signing-document` mail: a library document sent for signature (docs/product.md#documents), or its one
 * reminder three days on, in the company's layout with its contact line.
 */
export function renderDocumentSigningMail(data: Record<string, unknown>): RenderedEmail {
  const company = String(data.companyName ?? 'Your contractor');
  const name = String(data.signerName ?? 'there');
  const title = String(data.title ?? 'a document');
  const url = String(data.signingUrl ?? '');
  const note = typeof data.message === 'string' && data.message ? data.message : '';
  const contact = [data.contactPhone, data.contactEmail]
    .filter((v) => typeof v === 'string' && v)
    .join(' · ');
  const expiry = `The link works once and expires on ${formatLongDate(String(data.expiresAt ?? ''))}.`;
  const lead = data.reminder
    ? `A reminder: ${company} is still waiting for your signature on “${title}”. Here is a fresh link (the earlier one no longer works).`
    : `${company} sent you “${title}” to sign.`;
  const subject = data.reminder
    ? `Reminder: please sign “${title}”`
    : `Please sign “${title}” for ${company}`;
  return {
    subject,
    html: companyLayout(
      data,
      `Hi ${name},`,
      `<p>${escapeHtml(lead)}</p>${note ? `<p>${escapeHtml(note)}</p>` : ''}` +
        `${button(url, 'Review and sign')}<p style="color:#64748b;font-size:13px">${escapeHtml(expiry)}` +
        `${contact ? ` Questions? ${escapeHtml(contact)}` : ''}</p>`,
    ),
    text:
      `Hi ${name},\n\n${lead}\n\n${note ? `${note}\n\n` : ''}Review and sign it here:\n\n${url}\n\n` +
      `${expiry}${contact ? ` Questions? ${contact}` : ''}`,
  };
}
