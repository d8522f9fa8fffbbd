import type { EmailJob } from './schemas/email.js';
import { billingTemplates } from './billing-emails.js';
import { hexChannels } from '../kernel/brand-colour.js';
import { renderCommunicationMail } from './communication-mail.js';
import { renderDocumentSigningMail } from './document-signing-mail.js';
import { formatLongDate } from '../kernel/format.js';
import { operationsTemplates } from './operations-emails.js';
import { renderProjectStatusEmail } from './project-emails.js';
import { signUpTemplates } from './signup-emails.js';
import { renderTeamNoticeMail } from './team-notice-mail.js';

/** A rendered email: subject plus HTML and plain-text bodies. */
export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** Escapes text for HTML so stored values can never inject markup into a mail. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );
}

const MUTED = 'color:#64748b;font-size:13px';
const LINK_LINE = 'color:#64748b;font-size:12px;word-break:break-all';
const QUOTE = 'margin:0;padding:8px 12px;border-left:3px solid #cbd5e1;color:#334155;white-space:pre-wrap';

/** The frame every mail shares: a header row, the title, the body and a footer line. */
function frame(headerRow: string, title: string, bodyHtml: string, footerHtml: string): string {
  return [
    '<!doctype html><html><body style="margin:0;background:#f1f5f9;' +
      'font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#0f172a">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0">' +
      '<tr><td align="center" style="padding:24px 12px">',
    // Fluid up to 560 px: a phone shows the whole mail without zooming or scrolling sideways.
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" ' +
      'style="width:100%;max-width:560px;background:#ffffff;border-radius:12px;overflow:hidden">',
    headerRow,
    '<tr><td style="padding:28px">' +
      `<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>${bodyHtml}</td></tr>`,
    `<tr><td style="padding:16px 28px;background:#f8fafc;color:#64748b;font-size:12px">${footerHtml}</td></tr>`,
    '</table></td></tr></table></body></html>',
  ].join('\n');
}

function layout(title: string, bodyHtml: string): string {
  return frame(
    '<tr><td style="background:#0f172a;color:#ffffff;padding:20px 28px;font-size:18px;font-weight:700">' +
      'Ridgeline</td></tr>',
    title,
    bodyHtml,
    'Ridgeline — roof measurements, estimates and proposals for roofing contractors.',
  );
}

/** A call-to-action button of a mail. */
export function button(href: string, label: string): string {
  return (
    `<p style="margin:24px 0"><a href="${escapeHtml(href)}" ` +
    'style="background:#ea580c;color:#ffffff;padding:12px 20px;border-radius:8px;' +
    `text-decoration:none;font-weight:600">${escapeHtml(label)}</a></p>`
  );
}

/** A muted paragraph with a link written out, for mail clients that hide buttons. */
export function linkLine(url: string): string {
  return `<p style="${LINK_LINE}">${escapeHtml(url)}</p>`;
}

/** Text someone wrote (a message, notes), quoted under a muted caption. */
function quote(caption: string, text: string): string {
  return `<p style="${MUTED}">${caption}</p><blockquote style="${QUOTE}">${escapeHtml(text)}</blockquote>`;
}

/**
 * The layout of mails sent on a contractor's behalf: their company name (and logo, when the job
 * attaches it inline as `cid:<logoCid>`) in the header instead of ours.
 */
export function companyLayout(data: Record<string, unknown>, title: string, bodyHtml: string): string {
  const company = String(data.companyName ?? 'Ridgeline');
  const logo =
    typeof data.logoCid === 'string' && data.logoCid
      ? `<img src="cid:${escapeHtml(data.logoCid)}" alt="${escapeHtml(company)}" ` +
        'style="max-height:48px;max-width:200px;display:block;margin-bottom:8px">'
      : '';
  // Settings' brand colour (docs/product.md#accounts) replaces our orange rule; only a `#rrggbb` value reaches the CSS.
  const rule = hexChannels(String(data.brandColour ?? '')) ? String(data.brandColour) : '#f97316';
  return frame(
    `<tr><td style="background:#ffffff;border-bottom:3px solid ${rule};padding:20px 28px">${logo}` +
      `<span style="font-size:18px;font-weight:700;color:#0b1b33">${escapeHtml(company)}</span></td></tr>`,
    title,
    bodyHtml,
    `Sent by ${escapeHtml(company)} with Ridgeline.`,
  );
}

/** "phone · email" of the contractor, as far as known. */
function contactLine(data: Record<string, unknown>): string {
  return [data.contactPhone, data.contactEmail]
    .filter((value) => typeof value === 'string' && value)
    .join(' · ');
}

/** An ISO date in a mail, e.g. "December 21, 2026". */
function formatMailDate(value: unknown): string {
  return formatLongDate(String(value ?? ''));
}

type Renderer = (data: Record<string, unknown>) => RenderedEmail;

const templates: Record<EmailJob['template'], Renderer> = {
  ...billingTemplates,
  'project-status': renderProjectStatusEmail,
  communication: renderCommunicationMail,
  'signing-document': renderDocumentSigningMail,
  'team-notice': renderTeamNoticeMail,
  welcome: (data) => {
    const name = String(data.firstName ?? 'there');
    const company = String(data.company ?? 'your company');
    const url = `${String(data.appUrl ?? '')}/dashboard`;
    const pitch = 'Type an address, get a measured roof and a priced estimate in about a minute.';
    const trial = 'Your free trial lasts 14 days. No credit card needed.';
    return {
      subject: 'Welcome to Ridgeline — your 14-day trial has started',
      html: layout(
        `Welcome, ${name}!`,
        `<p>Your Ridgeline account for <strong>${escapeHtml(company)}</strong> is ready. ${pitch}</p>` +
          `${button(url, 'Open your dashboard')}<p style="${MUTED}">${trial}</p>`,
      ),
      text:
        `Welcome, ${name}!\n\nYour Ridgeline account for ${company} is ready. ${pitch}\n\n` +
        `Open your dashboard: ${url}\n\n${trial}`,
    };
  },
  'password-reset': (data) => {
    const name = String(data.firstName ?? 'there');
    const url = String(data.resetUrl ?? '');
    const request = 'We received a request to reset the password of your Ridgeline account.';
    const expiry =
      'The link works once and expires in 1 hour. ' +
      'If you did not ask for this, ignore this email — your password stays the same.';
    return {
      subject: 'Reset your Ridgeline password',
      html: layout(
        `Hi ${name},`,
        `<p>${request} Choose a new password with the button below.</p>${button(url, 'Reset password')}` +
          `<p style="${MUTED}">${expiry}</p>${linkLine(url)}`,
      ),
      text: `Hi ${name},\n\n${request} Choose a new password here:\n\n${url}\n\n${expiry}`,
    };
  },
  'team-invite': (data) => {
    const name = String(data.firstName ?? 'there');
    const inviter = String(data.inviterName ?? 'Your administrator');
    const company = String(data.company ?? 'their company');
    const url = String(data.inviteUrl ?? '');
    const product = 'on Ridgeline — roof measurements, estimates and proposals in one place.';
    const expiry = 'The link works once and expires in 7 days.';
    return {
      subject: `${inviter} invited you to ${company} on Ridgeline`,
      html: layout(
        `Hi ${name},`,
        `<p><strong>${escapeHtml(inviter)}</strong> invited you to join ` +
          `<strong>${escapeHtml(company)}</strong> ${product}</p><p>Set your password to get started:</p>` +
          `${button(url, 'Set your password')}<p style="${MUTED}">${expiry}</p>${linkLine(url)}`,
      ),
      text:
        `Hi ${name},\n\n${inviter} invited you to join ${company} ${product}\n\n` +
        `Set your password to get started:\n\n${url}\n\n${expiry}`,
    };
  },
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
  'proposal-link': (data) => {
    const company = String(data.companyName ?? 'Your contractor');
    const name = String(data.customerName ?? 'there');
    const url = String(data.proposalUrl ?? '');
    const total = String(data.total ?? '');
    const address = String(data.address ?? '');
    const validUntil = formatMailDate(data.validUntil);
    const contact = contactLine(data);
    const contents = 'with the satellite roof measurement and a full price breakdown.';
    const what = data.proposalNumber
      ? `roofing proposal ${String(data.proposalNumber)}`
      : 'a roofing proposal';
    const validity = `This secure link is for you only and works until ${validUntil} (30 days).`;
    return {
      subject: `Your roofing proposal from ${company}`,
      html: companyLayout(
        data,
        `Hi ${name},`,
        `<p><strong>${escapeHtml(company)}</strong> prepared ${escapeHtml(what)} for ` +
          `<strong>${escapeHtml(address)}</strong>: <strong>${escapeHtml(total)}</strong>, ${contents}</p>` +
          '<p>Review it, then accept or decline it online — it takes a minute and works on your phone.</p>' +
          `${button(url, 'View your proposal')}<p style="${MUTED}">${escapeHtml(validity)}` +
          `${contact ? ` Questions? ${escapeHtml(contact)}` : ''}</p>${linkLine(url)}`,
      ),
      text:
        `Hi ${name},\n\n${company} prepared ${what} for ${address}: ${total}, ${contents}\n\n` +
        `Review it and accept or decline it online:\n\n${url}\n\n` +
        `${validity}${contact ? ` Questions? ${contact}` : ''}`,
    };
  },
  'proposal-decision': (data) => {
    const name = String(data.firstName ?? 'there');
    const customer = String(data.customerName ?? 'Your customer');
    const accepted = data.decision === 'accepted';
    const decision = accepted ? 'accepted' : 'declined';
    const address = String(data.address ?? '');
    const total = String(data.total ?? '');
    const notes = String(data.notes ?? '');
    const url = String(data.estimateUrl ?? '');
    const next = accepted
      ? 'Generate the contract and send it for signing from the estimate.'
      : 'You can adjust the estimate and send a new proposal.';
    return {
      subject: `${customer} ${decision} your proposal for ${address}`,
      html: companyLayout(
        data,
        `Hi ${name},`,
        `<p><strong>${escapeHtml(customer)}</strong> ` +
          `<strong style="color:${accepted ? '#15803d' : '#b91c1c'}">${decision}</strong> ` +
          `your proposal for <strong>${escapeHtml(address)}</strong> (${escapeHtml(total)}).</p>` +
          `${notes ? quote('Their notes:', notes) : ''}<p>${escapeHtml(next)}</p>` +
          button(url, 'Open the estimate'),
      ),
      text:
        `Hi ${name},\n\n${customer} ${decision} your proposal for ${address} (${total}).` +
        `${notes ? `\n\nTheir notes:\n${notes}` : ''}\n\n${next}\n\n${url}`,
    };
  },
  'signing-request': (data) => {
    const company = String(data.companyName ?? 'Your contractor');
    const name = String(data.customerName ?? 'there');
    const url = String(data.signingUrl ?? '');
    const address = String(data.address ?? '');
    const total = String(data.total ?? '');
    const expires = formatMailDate(data.expiresAt);
    const contact = contactLine(data);
    const expiry = `The link works once and expires on ${expires}.`;
    return {
      subject: `Please sign your roofing contract with ${company}`,
      html: companyLayout(
        data,
        `Hi ${name},`,
        `<p>Thank you for accepting the proposal. <strong>${escapeHtml(company)}</strong> sent you the ` +
          `contract for the roof at <strong>${escapeHtml(address)}</strong> (${escapeHtml(total)}).</p>` +
          '<p>Review it, type your name and sign with your finger or mouse — ' +
          'you get the signed PDF by email right after.</p>' +
          `${button(url, 'Review and sign')}<p style="${MUTED}">${escapeHtml(expiry)}` +
          `${contact ? ` Questions? ${escapeHtml(contact)}` : ''}</p>${linkLine(url)}`,
      ),
      text:
        `Hi ${name},\n\nThank you for accepting the proposal. ${company} sent you the contract for the roof ` +
        `at ${address} (${total}).\n\nReview and sign it here:\n\n${url}\n\n` +
        `${expiry}${contact ? ` Questions? ${contact}` : ''}`,
    };
  },
  'contract-signed': (data) => {
    const recipient = String(data.recipientName ?? 'there');
    const company = String(data.companyName ?? 'the contractor');
    const customer = String(data.customerName ?? 'the customer');
    const address = String(data.address ?? '');
    const total = String(data.total ?? '');
    const signedAt = formatMailDate(data.signedAt);
    const attached =
      'The signed PDF is attached. Its last page is the signature certificate: who signed, when, ' +
      'from where, and the fingerprint of the document they reviewed.';
    return {
      subject: `Signed: roofing contract for ${address}`,
      html: companyLayout(
        data,
        `Hi ${recipient},`,
        `<p>The roofing contract between <strong>${escapeHtml(company)}</strong> and ` +
          `<strong>${escapeHtml(customer)}</strong> for <strong>${escapeHtml(address)}</strong> ` +
          `(${escapeHtml(total)}) was signed on ${escapeHtml(signedAt)}.</p><p>${attached}</p>`,
      ),
      text:
        `Hi ${recipient},\n\nThe roofing contract between ${company} and ${customer} for ${address} ` +
        `(${total}) was signed on ${signedAt}.\n\n${attached}`,
    };
  },
  ...operationsTemplates({ layout, escapeHtml }),
  ...signUpTemplates({ layout, escapeHtml, button, linkLine, muted: MUTED }),
};

/** Renders an email job's template with its data. */
export function renderEmail(job: Pick<EmailJob, 'template' | 'data'>): RenderedEmail {
  return templates[job.template](job.data);
}
