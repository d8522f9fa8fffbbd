import { formatLongDate } from '../kernel/format.js';
import { button, companyLayout, escapeHtml, linkLine, type Renderer } from './layout.js';
import type { EmailTemplate } from './template-names.js';

// The homeowner's project status mail (docs/product.md#communications): sent with the first scheduled date and on each
// stage change, with the read-only status link.

/** The `project-status` mail: the stage, the first date when known, the next step and the link. */
export const projectTemplates = {
  'project-status': (data) => {
    const name = String(data.customerName ?? 'there');
    const company = String(data.companyName ?? 'Your contractor');
    const address = String(data.address ?? '');
    const stage = String(data.statusLabel ?? '');
    const nextStep = String(data.nextStep ?? '');
    const url = String(data.statusUrl ?? '');
    const first =
      typeof data.firstDate === 'string' && data.firstDate ? formatLongDate(data.firstDate) : null;
    const dateLine = first ? `Work is scheduled to start on ${first}.` : '';
    return {
      subject: `Your roofing project at ${address}: ${stage}`,
      html: companyLayout(
        data,
        `Hi ${name},`,
        `<p>Your roofing project with <strong>${escapeHtml(company)}</strong> at ` +
          `<strong>${escapeHtml(address)}</strong> is now <strong>${escapeHtml(stage)}</strong>.</p>` +
          (dateLine ? `<p>${escapeHtml(dateLine)}</p>` : '') +
          `<p>${escapeHtml(nextStep)}</p>${button(url, 'See your project status')}${linkLine(url)}`,
      ),
      text:
        `Hi ${name},\n\nYour roofing project with ${company} at ${address} is now ${stage}.\n\n` +
        `${dateLine ? `${dateLine}\n\n` : ''}${nextStep}\n\nSee your project status here:\n\n${url}`,
    };
  },
} satisfies Partial<Record<EmailTemplate, Renderer>>;
