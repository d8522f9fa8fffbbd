import { renderTemplateHtml, renderTemplateText, type TemplateValues } from './communications.js';
import { companyLayout, contactLine, escapeHtml, MUTED, type Renderer } from './layout.js';
import type { EmailTemplate } from './template-names.js';

/**
 * The `communication` mail: a message written by the contractor (or one of their templates), its
 * fields filled and escaped, in the company's layout with the company's contact line.
 */
export const communicationTemplates = {
  communication: (data) => {
    const values = (data.values ?? {}) as TemplateValues;
    const subject = renderTemplateText(String(data.subject ?? ''), values);
    const body = String(data.body ?? '');
    const contact = contactLine(data);
    const contactHtml = contact ? `<p style="${MUTED}">${escapeHtml(contact)}</p>` : '';
    return {
      subject,
      html: companyLayout(data, subject, `<p>${renderTemplateHtml(body, values)}</p>${contactHtml}`),
      text: `${renderTemplateText(body, values)}${contact ? `\n\n${contact}` : ''}`,
    };
  },
} satisfies Partial<Record<EmailTemplate, Renderer>>;
