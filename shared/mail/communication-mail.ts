import { renderTemplateHtml, renderTemplateText, type TemplateValues } from './communications.js';
import { companyLayout, escapeHtml, type RenderedEmail } from './email-templates.js';

/**
 * The `communication` mail: a message written by the contractor (or one of their templates), its
 * fields filled and escaped, in the company's layout with the company's contact line.
 */
export function renderCommunicationMail(data: Record<string, unknown>): RenderedEmail {
  const values = (data.values ?? {}) as TemplateValues;
  const subject = renderTemplateText(String(data.subject ?? ''), values);
  const body = String(data.body ?? '');
  const contact = [data.contactPhone, data.contactEmail]
    .filter((v) => typeof v === 'string' && v)
    .join(' · ');
  const contactHtml = contact ? `<p style="color:#64748b;font-size:13px">${escapeHtml(contact)}</p>` : '';
  return {
    subject,
    html: companyLayout(data, subject, `<p>${renderTemplateHtml(body, values)}</p>${contactHtml}`),
    text: `${renderTemplateText(body, values)}${contact ? `\n\n${contact}` : ''}`,
  };
}
