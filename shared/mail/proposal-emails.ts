// Mails of a proposal and its contract, in the contractor's layout: the proposal link, the homeowner's decision,
// the signing request and the signed contract.
import type { EmailTemplate } from './template-names.js';
import {
  button,
  companyLayout,
  contactLine,
  escapeHtml,
  formatMailDate,
  linkLine,
  MUTED,
  quote,
  type Renderer,
} from './layout.js';

/** Renderers of the proposal and contract mails. */
export const proposalTemplates = {
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
    const days = Number(data.validDays);
    const validity =
      `This secure link is for you only and works until ${validUntil}` +
      (Number.isInteger(days) && days > 0 ? ` (${days} ${days === 1 ? 'day' : 'days'}).` : '.');
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
} satisfies Partial<Record<EmailTemplate, Renderer>>;
