import { communicationTypeOfTemplate } from '@shared/mail/communications.js';
import { formatCents } from '@shared/kernel/format.js';
import type { EmailAttachment, EmailJob } from '@shared/mail/schemas/email.js';
import { getAccount, type AccountRecord } from '../data/accounts.js';
import { entitlementsOf } from './plan-gate.js';
import { companyFor, companyMailData } from './company.js';
import { mailOnBehalf, type SendPermit } from './send-guard.js';

// Mails sent on the contractor's behalf: the company's logo shown inline, and the homeowner's mails
// carrying the company's contact details and the proposal's address and price.

/** The content id the mail templates show the company logo by (`cid:company-logo`). */
const LOGO_CONTENT_ID = 'company-logo';

/**
 * What a mail needs to carry the company's branding: the template data naming the logo's content id
 * and whether the footer adds "with Ridgeline" (Starter only, as on the portal and PDFs), and the logo
 * attachment itself (none when the account has no logo).
 */
export function brandingMail(account: AccountRecord | null | undefined): {
  data: { logoCid?: string; ridgelineLine: boolean };
  attachments: EmailAttachment[];
} {
  const ridgelineLine = account ? entitlementsOf(account).starterBranding : true;
  const logoKey = account?.logoKey;
  if (!logoKey) return { data: { ridgelineLine }, attachments: [] };
  const png = logoKey.endsWith('.png');
  return {
    data: { logoCid: LOGO_CONTENT_ID, ridgelineLine },
    attachments: [
      {
        bucket: 'uploads',
        key: logoKey,
        fileName: png ? 'logo.png' : 'logo.jpg',
        contentType: png ? 'image/png' : 'image/jpeg',
        contentId: LOGO_CONTENT_ID,
      },
    ],
  };
}

/** What a customer mail says of its proposal (a stored proposal fits). */
export interface CustomerMailProposal {
  accountId: string;
  proposalId: string;
  estimateId: string;
  createdBy: string;
  customerEmail: string;
  customerName: string;
  totalCents: number;
  snapshot: { propertyAddress: string };
}

/**
 * Queue a mail from the contractor to a proposal's homeowner (permitted by the send guard): replies go
 * to the member who made the proposal; the data carries the company, contact details, address, price and logo.
 */
export async function mailCustomer(
  permit: SendPermit,
  proposal: CustomerMailProposal,
  mail: Pick<EmailJob, 'key' | 'template' | 'data'>,
): Promise<void> {
  const [company, account] = await Promise.all([
    companyFor(proposal.accountId, proposal.createdBy, false),
    getAccount(proposal.accountId),
  ]);
  const logo = brandingMail(account);
  await mailOnBehalf(permit, {
    key: mail.key,
    to: [proposal.customerEmail],
    template: mail.template,
    replyTo: company.email ?? undefined,
    data: {
      ...companyMailData(company),
      customerName: proposal.customerName,
      address: proposal.snapshot.propertyAddress,
      total: formatCents(proposal.totalCents),
      ...mail.data,
      ...logo.data,
    },
    attachments: logo.attachments.length ? logo.attachments : undefined,
    context: {
      accountId: proposal.accountId,
      type: communicationTypeOfTemplate(mail.template),
      estimateId: proposal.estimateId,
      proposalId: proposal.proposalId,
    },
  });
}
