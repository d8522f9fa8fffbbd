import { humanNumber } from '@shared/kernel/human-numbers.js';
import { saveNextNumber } from '../../platform/data/counters.js';
import { ulid } from 'ulid';
import type { ContractorSignature } from '@shared/documents/proposal-document.js';
import { companyFor } from '../../accounts/index.js';
import { getUser } from '../../platform/data/users.js';
import { getProposal, listProposalsOfEstimate } from '../data/proposals.js';
import { reserveProposalNumber } from '../data/proposal-numbers.js';
import { proposalDefaultsOf } from './proposal-defaults.js';
import { getContract, putContract, type ContractRecord } from '../data/contracts.js';
import { InProgressError, runOnce } from '../../platform/data/dedupe.js';
import { getDocumentRecord, putDocumentRecord, type DocumentRecord } from '../data/documents.js';
import { pdfUrl, putPdf } from '../../platform/data/objects.js';
import { type EstimateRecord, loadEstimate } from '../../estimates/index.js';
import type { ProposalRecord } from '../data/proposals.js';
import type { Caller } from '../../platform/middleware/authenticate.js';
import { renderContractPdf } from '../pdf/contract-pdf.js';
import { renderProposalPdf } from '../pdf/proposal-pdf.js';
import { renderMeasurementReportPdf } from '../pdf/report-pdf.js';
import {
  contractDocument,
  estimateDocument,
  PDF_FILE_NAMES,
  pdfDownloadName,
  proposalDocument,
  proposalFileName,
  snapshotOf,
} from './document-inputs.js';
import { objectKeys } from '../../platform/data/object-keys.js';
import { sha256Hex } from '../../platform/digest.js';

// Rendering each PDF (from the view model of document-inputs.ts) exactly once:
// whoever asks first (the render-pdf or generate-contract consumer, or a download that cannot
// wait) renders and stores it; a concurrent duplicate waits for that result.

const WAIT_STEP_MS = 250;
const WAIT_LIMIT_MS = 20_000;

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
      const s3Key = objectKeys.estimatePdf(spec.accountId, spec.estimateId, spec.version, spec.name);
      await putPdf(s3Key, bytes, spec.fileName);
      await putDocumentRecord({
        accountId: spec.accountId,
        estimateId: spec.estimateId,
        name: recordName,
        s3Key,
        sha256: sha256Hex(bytes),
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

/**
 * The number an estimate's next proposal goes out under (docs/decisions.md, "One proposal, one
 * number"): its open draft's (sending keeps it), else the one reserved for it now.
 */
async function nextProposalNumber(estimate: EstimateRecord): Promise<number> {
  const drafts = (await listProposalsOfEstimate(estimate.accountId, estimate.estimateId))
    .filter((proposal) => proposal.status === 'draft' && proposal.humanNumber)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return drafts[0]?.humanNumber ?? reserveProposalNumber(estimate.accountId, estimate.estimateId);
}

/**
 * An estimate's proposal or measurement-report PDF as it renders now (Settings' terms and company).
 * The proposal is the one that would be sent now, under the number it will be sent with.
 */
export async function renderEstimateOf(
  estimate: EstimateRecord,
  kind: 'proposal' | 'report',
): Promise<Uint8Array> {
  const company = await companyFor(estimate.accountId, estimate.userId, true);
  if (kind === 'report') return renderMeasurementReportPdf(estimateDocument(estimate, company));
  const [defaults, number] = await Promise.all([
    proposalDefaultsOf(estimate.accountId),
    nextProposalNumber(estimate),
  ]);
  return renderProposalPdf(
    estimateDocument(estimate, company, { defaults, reference: humanNumber('proposal', number) }),
  );
}

/**
 * The contractor's signature on a contract: the member who sent the proposal signs when the
 * contract is generated (docs/decisions.md, "The contractor signs on generation").
 */
async function contractorSignatureOf(
  proposal: ProposalRecord,
  companyName: string,
): Promise<ContractorSignature> {
  const member = await getUser(proposal.createdBy);
  const name = member ? `${member.firstName} ${member.lastName}`.trim() : '';
  return {
    name: name || companyName,
    title: `Authorized representative of ${companyName}`,
    signedAt: new Date().toISOString(),
  };
}

/** A contract's PDF as it renders now, under its contract number (C-1042), signed for the contractor. */
export async function renderContractOf(
  proposal: ProposalRecord,
  contractNumber: string,
): Promise<Uint8Array> {
  const company = await companyFor(proposal.accountId, proposal.createdBy, true);
  const signature = await contractorSignatureOf(proposal, company.name);
  return renderContractPdf(contractDocument(proposal, company, contractNumber, signature));
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
      const s3Key = objectKeys.estimatePdf(
        accountId,
        estimateId,
        proposal.estimateVersion,
        `contract-${proposalId}`,
      );
      await putPdf(s3Key, bytes, PDF_FILE_NAMES.contract);
      await putContract({
        accountId,
        estimateId,
        proposalId,
        contractId,
        humanNumber: number,
        estimateVersion: proposal.estimateVersion,
        s3Key,
        sha256: sha256Hex(bytes),
        bytes: bytes.length,
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

/** Timeline entries that change what a proposal of the estimate would offer. */
const CHANGES_OFFER = new Set(['edited', 'measured', 'repriced', 'discount']);

/**
 * The proposal the homeowner holds for the estimate as it stands: the newest sent one (whatever
 * became of it since, unless withdrawn) when the estimate was not changed after it was sent. (The
 * version cannot tell: sending and accepting bump it too.)
 */
async function sentProposalOfCurrentEstimate(estimate: EstimateRecord): Promise<ProposalRecord | undefined> {
  const [latest] = (await listProposalsOfEstimate(estimate.accountId, estimate.estimateId))
    .filter((proposal) => proposal.sentAt !== null && proposal.status !== 'withdrawn')
    .sort((a, b) => (b.sentAt ?? '').localeCompare(a.sentAt ?? ''));
  if (!latest?.sentAt) return undefined;
  const sentAt = latest.sentAt;
  const changed = estimate.timeline.some((entry) => CHANGES_OFFER.has(entry.event) && entry.at > sentAt);
  return changed ? undefined : getProposal(estimate.accountId, latest.proposalId);
}

/**
 * GET /api/estimates/{id}/generate-pdf: a short-lived link to the estimate's proposal or measurement
 * report PDF, rendered now if needed. Once a proposal of this version is sent, the proposal PDF is
 * the very file the homeowner downloads (same number, same validity).
 */
export async function estimatePdfUrlFor(
  caller: Caller,
  estimateId: string,
  kind: 'proposal' | 'report',
  now = new Date(),
): Promise<string> {
  const estimate = await loadEstimate(caller.accountId, estimateId);
  const sent = kind === 'proposal' ? await sentProposalOfCurrentEstimate(estimate) : undefined;
  const document = sent ? await ensureProposalPdf(sent, true) : await ensureEstimatePdf(estimate, kind, true);
  const fileName = sent
    ? proposalFileName(sent)
    : pdfDownloadName(kind === 'report' ? 'report' : 'proposal', null, estimate.address);
  return pdfUrl(document.s3Key, fileName, now);
}
