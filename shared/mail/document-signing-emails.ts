import {
  button,
  companyLayout,
  contactLine,
  escapeHtml,
  formatMailDate,
  MUTED,
  type Renderer,
} from './layout.js';
import type { EmailTemplate } from './template-names.js';

/**
 * The `signing-document` mail: a library document sent for signature (docs/product.md#documents), or its one
 * reminder three days on, in the company's layout with its contact line.
 */
export const documentSigningTemplates = {
  'signing-document': (data) => {
    const company = String(data.companyName ?? 'Your contractor');
    const name = String(data.signerName ?? 'there');
    const title = String(data.title ?? 'a document');
    const url = String(data.signingUrl ?? '');
    const note = typeof data.message === 'string' && data.message ? data.message : '';
    const contact = contactLine(data);
    const expiry = `The link works once and expires on ${formatMailDate(data.expiresAt)}.`;
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
          `${button(url, 'Review and sign')}<p style="${MUTED}">${escapeHtml(expiry)}` +
          `${contact ? ` Questions? ${escapeHtml(contact)}` : ''}</p>`,
      ),
      text:
        `Hi ${name},\n\n${lead}\n\n${note ? `${note}\n\n` : ''}Review and sign it here:\n\n${url}\n\n` +
        `${expiry}${contact ? ` Questions? ${contact}` : ''}`,
    };
  },
} satisfies Partial<Record<EmailTemplate, Renderer>>;
