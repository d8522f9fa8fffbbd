import { humanNumber } from '../../../shared/domain/human-numbers.js';
import { saveNextNumber } from '../data/counters.js';
import { createHash } from 'node:crypto';
import { ulid } from 'ulid';
import { detectLogoType } from '../../../shared/domain/image-type.js';
import {
  CONTRACT_TERMS,
  customerPricing,
  measurementSummary,
  PROPOSAL_TERMS,
  termsOf,
  type ContractDocument,
  type DocumentCompany,
  type ProposalDocument,
} from '../../../shared/domain/proposal-document.js';
import { PROPOSAL_MESSAGES, proposalValidUntil } from '../../../shared/domain/proposals.js';
import { getAccountSettings } from '../data/account-settings.js';
import { getAccount } from '../data/accounts.js';
import { getContract, putContract, type ContractRecord } from '../data/contracts.js';
import { InProgressError, runOnce } from '../data/dedupe.js';
import {
  estimateDocumentPrefix,
  getDocumentRecord,
  getLogoBytes,
  pdfUrl,
  putDocumentRecord,
  putPdf,
  type DocumentRecord,
} from '../data/documents.js';
import type { EstimateRecord } from '../data/estimates.js';
import type { ProposalRecord, ProposalSnapshot } from '../data/proposals.js';
import { getUser } from '../data/users.js';
import { ConflictError } from '../errors.js';
import { errorFields, log } from '../log.js';
import type { Caller } from '../middleware/authenticate.js';
import { renderContractPdf } from '../pdf/contract-pdf.js';
import { renderProposalPdf } from '../pdf/proposal-pdf.js';
import { renderMeasurementReportPdf } from '../pdf/report-pdf.js';
import { loadEstimate } from './estimate-access.js';
import { entitlementsOf } from './plan-gate.js';

// Building the documents' view model from stored records, and rendering each PDF exactly once:
// whoever asks first (the render-pdf or generate-contract consumer, or a download that cannot
// wait) renders and stores it; a concurrent duplicate waits for that result.

/** Download names of our PDFs (header-safe ASCII). */
export const PDF_FILE_NAMES = {
  proposal: 'roofing-proposal.pdf',
  report: 'roof-measurement-report.pdf',
  contract: 'roofing-contract.pdf',
  signedContract: 'roofing-contract-signed.pdf',
} as const;

const WAIT_STEP_MS = 250;
const WAIT_LIMIT_MS = 20_000;

/** The contractor as documents show them: the account's name, tier, logo and Settings' company details, the member's contact details where the company has none. */
export async function companyFor(
  accountId: string,
  memberId: string,
  withLogo: boolean,
): Promise<DocumentCompany> {
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
  return {
    name: account.name,
    // The company's own details (Settings) win over the member's (issue 15).
    phone: settings.company.phone ?? contact?.phone ?? null,
    email: settings.company.email ?? contact?.email ?? null,
    address: settings.company.address,
    licenseNumber: settings.company.license_number,
    brandColour: settings.company.brand_colour,
    logo,
    tier: account.tier,
    starterBranding: entitlementsOf(account).starterBranding,
  };
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

async function waitFor<T>(read: () => Promise<T | undefined>, what: string): Promise<T> {
  const deadline = Date.now() + WAIT_LIMIT_MS;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`${what} was not ready in time`);
    await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
  }
}

/** One PDF of an estimate version: its record name, download name and how to render it. */
export interface PdfSpec {
  accountId: string;
  estimateId: string;
  version: number;
  /** e.g. `proposal`, `report`, `proposal-<proposalId>`. */
  name: string;
  fileName: string;
  render: () => Promise<Uint8Array>;
}

/**
 * The stored PDF of a spec, rendering and storing it first if nobody has: exactly one object and
 * one record per (estimate, version, name) however many ask at once. With `wait`, a caller that
 * finds another render in progress waits for it; without, it throws InProgressError (a queue
 * consumer then retries its message later).
 */
export async function ensurePdf(spec: PdfSpec, wait: boolean): Promise<DocumentRecord> {
  const recordName = `v${spec.version}#${spec.name}`;
  const existing = await getDocumentRecord(spec.accountId, spec.estimateId, recordName);
  if (existing) return existing;
  try {
    await runOnce('pdf', `${spec.accountId}#${spec.estimateId}#${recordName}`, async () => {
      const bytes = await spec.render();
      const s3Key = `${estimateDocumentPrefix(spec.accountId, spec.estimateId, spec.version)}${spec.name}.pdf`;
      await putPdf(s3Key, bytes, spec.fileName);
      await putDocumentRecord({
        accountId: spec.accountId,
        estimateId: spec.estimateId,
        name: recordName,
        s3Key,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        bytes: bytes.length,
        createdAt: new Date().toISOString(),
      });
    });
  } catch (error) {
    if (!(error instanceof InProgressError) || !wait) throw error;
  }
  return waitFor(() => getDocumentRecord(spec.accountId, spec.estimateId, recordName), `PDF ${recordName}`);
}

/** A proposal's PDF as it renders now: its frozen snapshot with the company as Settings has it today. */
export async function renderProposalOf(proposal: ProposalRecord): Promise<Uint8Array> {
  return renderProposalPdf(
    proposalDocument(proposal, await companyFor(proposal.accountId, proposal.createdBy, true)),
  );
}

/** An estimate's proposal or measurement-report PDF as it renders now (Settings' terms and company). */
export async function renderEstimateOf(
  estimate: EstimateRecord,
  kind: 'proposal' | 'report',
): Promise<Uint8Array> {
  const [company, settings] = await Promise.all([
    companyFor(estimate.accountId, estimate.userId, true),
    getAccountSettings(estimate.accountId),
  ]);
  const document = estimateDocument(estimate, company, termsOf(settings.defaults.default_terms));
  return kind === 'report' ? renderMeasurementReportPdf(document) : renderProposalPdf(document);
}

/** A contract's PDF as it renders now, under its contract number (C-1042). */
export async function renderContractOf(
  proposal: ProposalRecord,
  contractNumber: string,
): Promise<Uint8Array> {
  const company = await companyFor(proposal.accountId, proposal.createdBy, true);
  return renderContractPdf(contractDocument(proposal, company, contractNumber));
}

/** The stored proposal PDF of a proposal (rendered from its snapshot on first use). */
export function ensureProposalPdf(proposal: ProposalRecord, wait: boolean): Promise<DocumentRecord> {
  return ensurePdf(
    {
      accountId: proposal.accountId,
      estimateId: proposal.estimateId,
      version: proposal.estimateVersion,
      name: `proposal-${proposal.proposalId}`,
      fileName: PDF_FILE_NAMES.proposal,
      render: () => renderProposalOf(proposal),
    },
    wait,
  );
}

/** The stored proposal or measurement-report PDF of an estimate's current version. */
export function ensureEstimatePdf(
  estimate: EstimateRecord,
  kind: 'proposal' | 'report',
  wait: boolean,
): Promise<DocumentRecord> {
  // Checked before anything is claimed, so an unmeasured estimate answers 409 and leaves no lease behind.
  snapshotOf(estimate, { name: '', email: '' });
  return ensurePdf(
    {
      accountId: estimate.accountId,
      estimateId: estimate.estimateId,
      version: estimate.version,
      name: kind,
      fileName: kind === 'report' ? PDF_FILE_NAMES.report : PDF_FILE_NAMES.proposal,
      render: () => renderEstimateOf(estimate, kind),
    },
    wait,
  );
}

/**
 * The contract of an accepted proposal, generated once: its PDF stored under the estimate version
 * of the proposal and one contract record with the PDF's SHA-256.
 */
export async function ensureContract(proposal: ProposalRecord, wait: boolean): Promise<ContractRecord> {
  const { accountId, estimateId, proposalId } = proposal;
  const existing = await getContract(accountId, estimateId, proposalId);
  if (existing) return existing;
  try {
    await runOnce('contract', `${accountId}#${proposalId}`, async () => {
      const contractId = ulid();
      const number = await saveNextNumber(accountId, 'contract');
      const bytes = await renderContractOf(proposal, humanNumber('contract', number));
      const s3Key = `${estimateDocumentPrefix(accountId, estimateId, proposal.estimateVersion)}contract-${proposalId}.pdf`;
      await putPdf(s3Key, bytes, PDF_FILE_NAMES.contract);
      await putContract({
        accountId,
        estimateId,
        proposalId,
        contractId,
        humanNumber: number,
        estimateVersion: proposal.estimateVersion,
        s3Key,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        createdAt: new Date().toISOString(),
        signingHash: null,
        signingIssuedAt: null,
        signingExpiresAt: null,
        signingSentTo: null,
        signedAt: null,
        signedKey: null,
        signerName: null,
      });
    });
  } catch (error) {
    if (!(error instanceof InProgressError) || !wait) throw error;
  }
  return waitFor(() => getContract(accountId, estimateId, proposalId), `contract of proposal ${proposalId}`);
}

/** GET /api/estimates/{id}/generate-pdf: a short-lived link to the estimate's proposal or measurement report PDF, rendered now if needed. */
export async function estimatePdfUrlFor(
  caller: Caller,
  estimateId: string,
  kind: 'proposal' | 'report',
  now = new Date(),
): Promise<string> {
  const estimate = await loadEstimate(caller.accountId, estimateId);
  const document = await ensureEstimatePdf(estimate, kind, true);
  return pdfUrl(document.s3Key, kind === 'report' ? PDF_FILE_NAMES.report : PDF_FILE_NAMES.proposal, now);
}
