import { humanNumber } from '../../../shared/domain/human-numbers.js';
import { detectLogoType } from '../../../shared/domain/image-type.js';
import {
  CONTRACT_TERMS,
  customerPricing,
  measurementSummary,
  PROPOSAL_TERMS,
  type ContractDocument,
  type DocumentCompany,
  type ProposalDocument,
} from '../../../shared/domain/proposal-document.js';
import { PROPOSAL_MESSAGES, proposalValidUntil } from '../../../shared/domain/proposals.js';
import { getAccountSettings } from '../data/account-settings.js';
import { getAccount, type AccountRecord } from '../data/accounts.js';
import { logoUrl } from '../data/logos.js';
import { getLogoBytes } from '../data/documents.js';
import type { EstimateRecord } from '../data/estimates.js';
import type { ProposalRecord, ProposalSnapshot } from '../data/proposals.js';
import { getUser } from '../data/users.js';
import { ConflictError } from '../errors.js';
import { errorFields, log } from '../log.js';
import { entitlementsOf } from './plan-gate.js';
import type { PortalCompany } from './proposal-view.js';

// The documents' view model built from stored records, without the PDF renderers: mails, portals
// and proposals need it, and importing it must not put pdf-lib into their functions' bundles
// (documents-service.ts renders, and re-exports these for its callers).

/** Download names of our PDFs (header-safe ASCII). */
export const PDF_FILE_NAMES = {
  proposal: 'roofing-proposal.pdf',
  report: 'roof-measurement-report.pdf',
  contract: 'roofing-contract.pdf',
  signedContract: 'roofing-contract-signed.pdf',
} as const;

/** The contractor as documents show them: the account's name, tier, logo and Settings' company details, the member's contact details where the company has none. */
export async function companyFor(
  accountId: string,
  memberId: string,
  withLogo: boolean,
): Promise<DocumentCompany> {
  return (await companyAndAccount(accountId, memberId, withLogo)).company;
}

/**
 * The company block of a homeowner's page (portal, contract and document signing): the company
 * without logo bytes, the logo as a short-lived link.
 */
export async function homeownerCompanyOf(
  accountId: string,
  memberId: string,
  now: Date,
): Promise<PortalCompany> {
  const { company, account } = await companyAndAccount(accountId, memberId, false);
  const { logo: _logo, ...rest } = company;
  return { company: rest, logoUrl: account.logoKey ? await logoUrl(account.logoKey, now) : null };
}

/** {@link companyFor} with the account record it read (each record is read once). */
async function companyAndAccount(
  accountId: string,
  memberId: string,
  withLogo: boolean,
): Promise<{ company: DocumentCompany; account: AccountRecord }> {
  const [account, member, settings] = await Promise.all([
    getAccount(accountId),
    getUser(memberId),
    getAccountSettings(accountId),
  ]);
  if (!account) throw new Error(`account ${accountId} is missing`);
  let logo: DocumentCompany['logo'] = null;
  if (withLogo && account.logoKey) {
    try {
      const bytes = await getLogoBytes(accountId, account.logoKey);
      const type = detectLogoType(bytes);
      logo = type ? { bytes, type } : null;
    } catch (error) {
      // A missing logo must not stop a proposal or contract: render without it and say so in the log.
      log('error', 'logo could not be read for a document', { accountId, ...errorFields(error) });
    }
  }
  const contact = member && member.accountId === accountId ? member : undefined;
  const company: DocumentCompany = {
    name: account.name,
    // The company's own details (Settings) win over the member's (docs/product.md#documents).
    phone: settings.company.phone ?? contact?.phone ?? null,
    email: settings.company.email ?? contact?.email ?? null,
    address: settings.company.address,
    licenseNumber: settings.company.license_number,
    brandColour: settings.company.brand_colour,
    logo,
    tier: account.tier,
    starterBranding: entitlementsOf(account).starterBranding,
  };
  return { company, account };
}

/** What a proposal freezes from an estimate; 409 while the roof is not measured and priced. */
export function snapshotOf(
  estimate: EstimateRecord,
  customer: { name: string; email: string },
): ProposalSnapshot {
  if (!estimate.measurement || !estimate.pricing) throw new ConflictError(PROPOSAL_MESSAGES.notMeasured);
  const measurement = measurementSummary(estimate.measurement);
  return {
    customer: { name: customer.name, email: customer.email, phone: estimate.customerPhone },
    propertyAddress: estimate.address,
    measurement: { ...measurement, simulated: measurement.simulated || estimate.simulated },
    pricing: customerPricing(estimate.pricing),
    scheduledInstallDate: estimate.scheduledInstallDate,
  };
}

/** The document of a proposal, from its snapshot. */
export function proposalDocument(proposal: ProposalRecord, company: DocumentCompany): ProposalDocument {
  const preparedAt = proposal.sentAt ?? proposal.createdAt;
  return {
    reference: proposal.humanNumber ? humanNumber('proposal', proposal.humanNumber) : proposal.proposalId,
    estimateId: proposal.estimateId,
    estimateVersion: proposal.estimateVersion,
    preparedAt,
    validUntil: proposal.validUntil ?? proposalValidUntil(new Date(preparedAt)).toISOString(),
    company,
    customer: proposal.snapshot.customer,
    propertyAddress: proposal.snapshot.propertyAddress,
    measurement: proposal.snapshot.measurement,
    pricing: proposal.snapshot.pricing,
    scheduledInstallDate: proposal.snapshot.scheduledInstallDate,
    terms: proposal.snapshot.terms ?? PROPOSAL_TERMS,
    branding: company.starterBranding,
  };
}

/** The document of an estimate as it stands (the contractor's own Download PDF, before any proposal). */
export function estimateDocument(
  estimate: EstimateRecord,
  company: DocumentCompany,
  /** Settings' default terms, when the account wrote some. */
  terms: string[] | null = null,
): ProposalDocument {
  const customerName = [estimate.customerFirstName, estimate.customerLastName].filter(Boolean).join(' ');
  const snapshot = snapshotOf(estimate, { name: customerName, email: estimate.customerEmail ?? '' });
  return {
    reference: estimate.estimateId,
    estimateId: estimate.estimateId,
    estimateVersion: estimate.version,
    preparedAt: estimate.updatedAt,
    validUntil: proposalValidUntil(new Date(estimate.updatedAt)).toISOString(),
    company,
    customer: { ...snapshot.customer, email: estimate.customerEmail },
    propertyAddress: snapshot.propertyAddress,
    measurement: snapshot.measurement,
    pricing: snapshot.pricing,
    scheduledInstallDate: snapshot.scheduledInstallDate,
    terms: terms ?? PROPOSAL_TERMS,
    branding: company.starterBranding,
  };
}

/** The contract of an accepted proposal. */
export function contractDocument(
  proposal: ProposalRecord,
  company: DocumentCompany,
  /** How the contract is named on the page: its human number (C-1042). */
  contractId: string,
): ContractDocument {
  return {
    contractId,
    proposal: proposalDocument(proposal, company),
    acceptedAt: proposal.decidedAt ?? proposal.updatedAt,
    acceptedNotes: proposal.decisionNotes,
    terms: CONTRACT_TERMS,
  };
}
