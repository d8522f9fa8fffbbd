import { downloadFileName } from '@shared/kernel/download-name.js';
import { humanNumber } from '@shared/kernel/human-numbers.js';
import {
  contractTerms,
  customerPricing,
  measurementSummary,
  PROPOSAL_TERMS,
  type ContractDocument,
  type ContractorSignature,
  type DocumentCompany,
  type ProposalDocument,
} from '@shared/documents/proposal-document.js';
import { PROPOSAL_MESSAGES, PROPOSAL_VALID_DAYS } from '@shared/documents/proposals.js';
import { DAY_SECONDS } from '@shared/kernel/time.js';
import type { ProposalDefaults } from './proposal-defaults.js';
import type { EstimateRecord } from '../../estimates/index.js';
import type { ProposalRecord, ProposalSnapshot } from '../data/proposals.js';
import { ConflictError } from '../../platform/errors.js';

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

/** What each of our PDFs is called in its download name. */
const PDF_WHAT = {
  proposal: 'Proposal',
  report: 'Measurement report',
  contract: 'Contract',
  signedContract: 'Signed contract',
} as const;

/** The download name of one of our PDFs, e.g. `P-1002 Proposal – 4817 Ridgewood Dr.pdf`. */
export function pdfDownloadName(
  kind: keyof typeof PDF_WHAT,
  reference: string | null,
  address: string | null,
): string {
  return downloadFileName({ reference, what: PDF_WHAT[kind], address, extension: 'pdf' });
}

/** The download name of a proposal's PDF, under its number (P-1002) once it has one. */
export function proposalFileName(proposal: ProposalRecord): string {
  const reference = proposal.humanNumber ? humanNumber('proposal', proposal.humanNumber) : null;
  return pdfDownloadName('proposal', reference, proposal.snapshot.propertyAddress);
}

/** The download name of a proposal's contract, signed or not, under its number (C-1042). */
export function contractFileName(
  contract: { humanNumber?: number; signedKey?: string | null },
  proposal: ProposalRecord,
): string {
  const reference = contract.humanNumber ? humanNumber('contract', contract.humanNumber) : null;
  return pdfDownloadName(
    contract.signedKey ? 'signedContract' : 'contract',
    reference,
    proposal.snapshot.propertyAddress,
  );
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

/** The validity a proposal was made with: copied from Settings, else read off its dates (older proposals). */
export function validityDaysOf(proposal: ProposalRecord): number {
  if (proposal.snapshot.validityDays) return proposal.snapshot.validityDays;
  if (!proposal.sentAt || !proposal.validUntil) return PROPOSAL_VALID_DAYS;
  return Math.round((Date.parse(proposal.validUntil) - Date.parse(proposal.sentAt)) / (DAY_SECONDS * 1000));
}

/** The document of a proposal, from its snapshot (a draft's reads "valid N days from sending"). */
export function proposalDocument(proposal: ProposalRecord, company: DocumentCompany): ProposalDocument {
  const preparedAt = proposal.sentAt ?? proposal.createdAt;
  return {
    reference: proposal.humanNumber ? humanNumber('proposal', proposal.humanNumber) : proposal.proposalId,
    estimateId: proposal.estimateId,
    estimateVersion: proposal.estimateVersion,
    preparedAt,
    validUntil: proposal.validUntil,
    validityDays: validityDaysOf(proposal),
    company,
    customer: proposal.snapshot.customer,
    propertyAddress: proposal.snapshot.propertyAddress,
    measurement: proposal.snapshot.measurement,
    // After an acceptance with a choice, every document states the chosen option and total.
    pricing: proposal.choice?.pricing ?? proposal.snapshot.pricing,
    ...(proposal.choice && { choice: proposal.choice }),
    scheduledInstallDate: proposal.snapshot.scheduledInstallDate,
    terms: proposal.snapshot.terms ?? PROPOSAL_TERMS,
    paymentSchedule: proposal.snapshot.paymentSchedule ?? null,
    warrantyYears: proposal.snapshot.warrantyYears ?? null,
    branding: company.starterBranding,
  };
}

/**
 * The document of an estimate as it stands (the contractor's Download PDF before a proposal is
 * sent): the proposal it would be if sent now, under the number that proposal will be given.
 */
export function estimateDocument(
  estimate: EstimateRecord,
  company: DocumentCompany,
  /**
   * Settings' proposal defaults and the number of the draft, or the one reserved for the estimate's
   * next proposal (P-1042); without them, the estimate's own id and the standard terms.
   */
  proposal?: { defaults: ProposalDefaults; reference: string },
): ProposalDocument {
  const customerName = [estimate.customerFirstName, estimate.customerLastName].filter(Boolean).join(' ');
  const snapshot = snapshotOf(estimate, { name: customerName, email: estimate.customerEmail ?? '' });
  return {
    reference: proposal?.reference ?? estimate.estimateId,
    estimateId: estimate.estimateId,
    estimateVersion: estimate.version,
    preparedAt: estimate.updatedAt,
    validUntil: null,
    validityDays: proposal?.defaults.validityDays ?? PROPOSAL_VALID_DAYS,
    company,
    customer: { ...snapshot.customer, email: estimate.customerEmail },
    propertyAddress: snapshot.propertyAddress,
    measurement: snapshot.measurement,
    pricing: snapshot.pricing,
    scheduledInstallDate: snapshot.scheduledInstallDate,
    terms: proposal?.defaults.terms ?? PROPOSAL_TERMS,
    paymentSchedule: proposal?.defaults.paymentSchedule ?? null,
    warrantyYears: proposal?.defaults.warrantyYears ?? null,
    branding: company.starterBranding,
  };
}

/** The contract of an accepted proposal. */
export function contractDocument(
  proposal: ProposalRecord,
  company: DocumentCompany,
  /** How the contract is named on the page: its human number (C-1042). */
  contractId: string,
  contractorSignature: ContractorSignature,
): ContractDocument {
  return {
    contractId,
    proposal: proposalDocument(proposal, company),
    acceptedAt: proposal.decidedAt ?? proposal.updatedAt,
    acceptedNotes: proposal.decisionNotes,
    terms: contractTerms(proposal.snapshot.warrantyYears ?? null),
    contractorSignature,
  };
}
