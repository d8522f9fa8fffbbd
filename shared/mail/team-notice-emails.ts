import { button, companyLayout, escapeHtml, MUTED, type Renderer } from './layout.js';
import type { EmailTemplate } from './template-names.js';

/**
 * The `team-notice` mail (docs/product.md#communications): a short notice to the contractor that Settings' notification
 * preferences let through — a homeowner opened a proposal, signed or declined a document, or a mail
 * to a homeowner bounced. Every value is escaped; the button opens the dashboard page concerned.
 */
export const teamNoticeTemplates = {
  'team-notice': (data) => {
    const name = String(data.firstName ?? 'there');
    const subject = String(data.subject ?? 'An update from Ridgeline');
    const lines = Array.isArray(data.lines) ? data.lines.map(String) : [];
    const url = String(data.url ?? '');
    const label = String(data.buttonLabel ?? 'Open Ridgeline');
    const why =
      typeof data.why === 'string' && data.why
        ? data.why
        : 'You get this because of the notification preferences in Settings → Defaults.';
    return {
      subject,
      html: companyLayout(
        data,
        `Hi ${name},`,
        lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('') +
          (url ? button(url, label) : '') +
          `<p style="${MUTED}">${escapeHtml(why)}</p>`,
      ),
      text: `Hi ${name},\n\n${lines.join('\n\n')}${url ? `\n\n${label}: ${url}` : ''}\n\n${why}`,
    };
  },
} satisfies Partial<Record<EmailTemplate, Renderer>>;
