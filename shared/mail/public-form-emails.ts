// The confirmations of what someone sent through the public site: a contact message, a partner application, a GDPR request.
import type { EmailTemplate } from './template-names.js';
import {
  button,
  escapeHtml,
  formatMailDate,
  layout,
  linkLine,
  MUTED,
  quote,
  type Renderer,
} from './layout.js';

/** Renderers of the public-site confirmations. */
export const publicFormTemplates = {
  'contact-received': (data) => {
    const name = String(data.firstName ?? 'there');
    const reference = String(data.referenceId ?? '');
    const comments = String(data.comments ?? '');
    const received = 'We received your message and will get back to you within 24 hours.';
    return {
      subject: `We received your message (${reference})`,
      html: layout(
        `Thank you, ${name}!`,
        `<p>${received}</p><p>Your reference ID is <strong>${escapeHtml(reference)}</strong>. ` +
          `Quote it if you write to us again.</p>${comments ? quote('Your message:', comments) : ''}`,
      ),
      text:
        `Thank you, ${name}!\n\n${received}\n\n` +
        `Your reference ID is ${reference}. Quote it if you write to us again.` +
        `${comments ? `\n\nYour message:\n${comments}` : ''}`,
    };
  },
  'partner-application-received': (data) => {
    const name = String(data.firstName ?? 'there');
    const id = data.applicationNumber
      ? `${String(data.applicationNumber)} (${String(data.applicationId ?? '')})`
      : String(data.applicationId ?? '');
    const type = String(data.partnerType ?? 'Partner');
    const company = String(data.company ?? 'your company');
    const review = String(data.reviewTime ?? '48 hours');
    const steps = Array.isArray(data.nextSteps) ? data.nextSteps.map(String) : [];
    const stepsHtml = steps.map((step) => `<li>${escapeHtml(step)}</li>`).join('');
    const stepsText = steps.map((step, index) => `${index + 1}. ${step}`).join('\n');
    return {
      subject: 'Your Ridgeline partner application is in',
      html: layout(
        `Thanks for applying, ${name}!`,
        `<p>We received the ${escapeHtml(type)} application for <strong>${escapeHtml(company)}</strong>. ` +
          `Application number: <strong>${escapeHtml(id)}</strong>.</p>` +
          `<p>Estimated review time: ${escapeHtml(review)}.</p>` +
          `${steps.length ? `<p>Next steps:</p><ol>${stepsHtml}</ol>` : ''}`,
      ),
      text:
        `Thanks for applying, ${name}!\n\nWe received the ${type} application for ${company}. ` +
        `Application number: ${id}.\n\nEstimated review time: ${review}.` +
        `${steps.length ? `\n\nNext steps:\n${stepsText}` : ''}`,
    };
  },
  'gdpr-request-received': (data) => {
    const name = String(data.fullName ?? 'there');
    const reference = String(data.referenceId ?? '');
    const type = String(data.requestType ?? 'GDPR request');
    const respondBy = formatMailDate(data.respondBy);
    const identity =
      'We may first ask you to confirm your identity. If you did not send this request, reply to this email.';
    return {
      subject: `Your GDPR request (${reference})`,
      html: layout(
        `Hello ${name},`,
        `<p>We received your request: <strong>${escapeHtml(type)}</strong>. ` +
          `Reference ID: <strong>${escapeHtml(reference)}</strong>.</p>` +
          `<p>We will respond within 30 days (by ${escapeHtml(respondBy)}). ${identity}</p>`,
      ),
      text:
        `Hello ${name},\n\nWe received your request: ${type}. Reference ID: ${reference}.\n\n` +
        `We will respond within 30 days (by ${respondBy}). ${identity}`,
    };
  },
  'gdpr-request-confirm': (data) => {
    const name = String(data.fullName ?? 'there');
    const reference = String(data.referenceId ?? '');
    const type = String(data.requestType ?? 'GDPR request');
    const url = String(data.confirmUrl ?? '');
    const hours = String(data.hours ?? 72);
    const ask = 'Please confirm that you sent this request: we act on it only once you do.';
    const expiry =
      `The link works once and expires in ${hours} hours. ` +
      'If you did not send this request, ignore this email: the request is then dropped.';
    return {
      subject: `Confirm your GDPR request (${reference})`,
      html: layout(
        `Hello ${name},`,
        `<p>We received a request in your name: <strong>${escapeHtml(type)}</strong>. ` +
          `Reference ID: <strong>${escapeHtml(reference)}</strong>.</p><p>${ask}</p>` +
          `${button(url, 'Confirm my request')}<p style="${MUTED}">${escapeHtml(expiry)}</p>${linkLine(url)}`,
      ),
      text:
        `Hello ${name},\n\nWe received a request in your name: ${type}. Reference ID: ${reference}.\n\n` +
        `${ask}\n\n${url}\n\n${expiry}`,
    };
  },
} satisfies Partial<Record<EmailTemplate, Renderer>>;
