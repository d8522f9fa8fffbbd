import { escapeHtml, layout, type Renderer } from './layout.js';
import type { EmailTemplate } from './template-names.js';

/** What a partner applicant is told at each step of the review. */
const PARTNER_STATUS_SENTENCES: Record<string, string> = {
  under_review: 'Our partnerships team has started reviewing your application.',
  approved: 'Your application has been approved. We will be in touch to schedule your onboarding call.',
  rejected: 'After careful review we are unable to accept your application at this time.',
};

/** Labels of the submissions operators are told about. */
const SUBMISSION_LABELS: Record<string, string> = {
  partner: 'partner application',
  contact: 'contact message',
  gdpr: 'GDPR request',
  'mail-paused': 'customer mail pause',
};

/** Mails of the operations area: the partner review steps and the operators' new-submission notices. */
export const operationsTemplates = {
  'partner-application-status': (data) => {
    const name = String(data.firstName ?? 'there');
    const company = String(data.company ?? 'your company');
    const sentence = PARTNER_STATUS_SENTENCES[String(data.status)] ?? 'Your application was updated.';
    return {
      subject: 'Update on your Ridgeline partner application',
      html: layout(
        `Hi ${name},`,
        `<p>An update on the partner application for <strong>${escapeHtml(company)}</strong>:</p>` +
          `<p>${escapeHtml(sentence)}</p>`,
      ),
      text: `Hi ${name},\n\nAn update on the partner application for ${company}:\n\n${sentence}`,
    };
  },
  'operator-new-submission': (data) => {
    const label = SUBMISSION_LABELS[String(data.kind)] ?? 'submission';
    const from = String(data.from ?? '');
    const summary = String(data.summary ?? '');
    const link = String(data.crmUrl ?? '');
    return {
      subject: `New ${label} from ${from}`,
      html: layout(
        `New ${label}`,
        `<p><strong>${escapeHtml(from)}</strong></p><p>${escapeHtml(summary)}</p>` +
          `<p><a href="${escapeHtml(link)}">Open the CRM</a></p>`,
      ),
      text: `New ${label}\n\n${from}\n${summary}\n\nOpen the CRM: ${link}`,
    };
  },
} satisfies Partial<Record<EmailTemplate, Renderer>>;
