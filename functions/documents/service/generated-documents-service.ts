import type { z } from '@shared/kernel/zod.js';
import { DOCUMENT_GENERATION_MESSAGES, DOCUMENT_TEMPLATES } from '@shared/documents/document-templates.js';
import { humanNumber } from '@shared/kernel/human-numbers.js';
import type {
  createDocumentRequest,
  createDocumentResponse,
  DocumentTemplatesResponse,
  generateDocumentRequest,
  LibraryDocument,
} from '@shared/documents/schemas/documents.js';
import { getContract, type ContractRecord } from '../data/contracts.js';
import { saveDocumentRevision, type RevisedRecord } from '../data/document-revisions.js';
import { objectKeys } from '../../platform/data/object-keys.js';
import { putPdf } from '../../platform/data/objects.js';
import { getProposal } from '../data/proposals.js';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors.js';
import type { Caller } from '../../platform/middleware/authenticate.js';
import { acceptedProposalOf } from './contracts-service.js';
import {
  ensureContract,
  ensureEstimatePdf,
  renderContractOf,
  renderEstimateOf,
  renderProposalOf,
} from './documents-service.js';
import { loadEstimate } from '../../estimates/index.js';
import {
  contractDocumentId,
  createDocumentFor,
  generatedDocumentId,
  libraryEntryOf,
} from './library-service.js';
import { sha256Hex } from '../../platform/digest.js';

// Generated documents of the library (docs/product.md#documents): made from a template and an estimate, and rendered
// again from their current source data — the estimate, or the proposal's frozen snapshot, with the
// company as Settings has it now — while every earlier rendering stays downloadable.

/** GET /api/documents/templates: the documents the account can generate. */
export function documentTemplatesFor(): DocumentTemplatesResponse {
  return { templates: DOCUMENT_TEMPLATES.map((template) => ({ ...template })) };
}

/** A new generated document of an estimate (rendered now unless it already exists); its library entry. */
async function generateDocumentFor(
  caller: Caller,
  body: z.output<typeof generateDocumentRequest>,
): Promise<LibraryDocument> {
  const estimate = await loadEstimate(caller.accountId, body.estimate_id);
  let id: string;
  if (body.template === 'contract') {
    const proposal = await acceptedProposalOf(caller.accountId, estimate.estimateId);
    if (!proposal) throw new ConflictError(DOCUMENT_GENERATION_MESSAGES.notAccepted);
    await ensureContract(proposal, true);
    id = contractDocumentId(estimate.estimateId, proposal.proposalId);
  } else {
    const record = await ensureEstimatePdf(estimate, body.template, true);
    id = generatedDocumentId(estimate.estimateId, record.name);
  }
  return (await libraryEntryOf(caller.accountId, id)).document;
}

/** POST /api/documents: a generated document (`template`), else an upload's step 1 or 2. */
export async function newDocumentFor(
  caller: Caller,
  body: z.output<typeof createDocumentRequest>,
): Promise<z.input<typeof createDocumentResponse>> {
  if ('template' in body) return { upload: null, document: await generateDocumentFor(caller, body) };
  return createDocumentFor(caller, body);
}

/** 409 for a signed contract or one whose signing link is open (docs/decisions.md, "A contract out for signing stays as sent"). */
function refuseSignedOrOut(contract: ContractRecord, now: Date): void {
  if (contract.signedAt) throw new ConflictError(DOCUMENT_GENERATION_MESSAGES.signedNotRegenerable);
  if (contract.signingHash && Date.parse(contract.signingExpiresAt ?? '') > now.getTime())
    throw new ConflictError(DOCUMENT_GENERATION_MESSAGES.outForSignature);
}

async function refuseContractChange(source: RevisedRecord & { type: 'contract' }, now: Date): Promise<void> {
  const contract = await getContract(source.accountId, source.estimateId, source.proposalId);
  if (contract) refuseSignedOrOut(contract, now);
}

/** The PDF of a generated record rendered from its source data as it is now. */
async function renderAgain(source: RevisedRecord, now: Date): Promise<Uint8Array> {
  const { accountId } = source;
  if (source.type === 'contract') {
    const [contract, proposal] = await Promise.all([
      getContract(accountId, source.estimateId, source.proposalId),
      getProposal(accountId, source.proposalId),
    ]);
    if (!contract || !proposal) throw new NotFoundError('Document not found');
    refuseSignedOrOut(contract, now);
    const number = contract.humanNumber ? humanNumber('contract', contract.humanNumber) : contract.contractId;
    return renderContractOf(proposal, number);
  }
  // Names are `v<version>#proposal`, `v<version>#report` or `v<version>#proposal-<proposalId>`.
  const kind = source.name.slice(source.name.indexOf('#') + 1);
  if (kind.startsWith('proposal-')) {
    const proposal = await getProposal(accountId, kind.slice('proposal-'.length));
    if (!proposal) throw new NotFoundError('Document not found');
    return renderProposalOf(proposal);
  }
  const estimate = await loadEstimate(accountId, source.estimateId);
  return renderEstimateOf(estimate, kind === 'report' ? 'report' : 'proposal');
}

/**
 * POST /api/documents/regenerate/{id}: renders a generated document again from its current source
 * data as a new version; the earlier ones stay downloadable. Uploads → 400; signed or out for
 * signature → 409; another account's id → 404.
 */
export async function regenerateDocumentFor(
  caller: Caller,
  id: string,
  now = new Date(),
): Promise<LibraryDocument> {
  const entry = await libraryEntryOf(caller.accountId, id);
  const { source, current, document } = entry;
  if (document.kind === 'material_order' && !document.regenerable)
    throw new ValidationError(DOCUMENT_GENERATION_MESSAGES.materialOrderNotRegenerable);
  if (source.type === 'upload' || !current)
    throw new ValidationError(DOCUMENT_GENERATION_MESSAGES.uploadNotRegenerable);
  if (!document.regenerable || document.signature_status === 'signed')
    throw new ConflictError(DOCUMENT_GENERATION_MESSAGES.signedNotRegenerable);
  if (document.signature_status === 'sent' || document.signature_status === 'viewed')
    throw new ConflictError(DOCUMENT_GENERATION_MESSAGES.outForSignature);
  const bytes = await renderAgain(source, now);
  const next = {
    s3Key: objectKeys.pdfRevision(entry.earlier[0]?.s3Key ?? current.s3Key, document.version + 1),
    sha256: sha256Hex(bytes),
    bytes: bytes.length,
    createdAt: now.toISOString(),
  };
  await putPdf(next.s3Key, bytes, entry.file.name);
  if (!(await saveDocumentRevision(source, current, next))) {
    // A contract's write is also refused once signed or sent for signing meanwhile: say which.
    if (source.type === 'contract') await refuseContractChange(source, now);
    throw new ConflictError(DOCUMENT_GENERATION_MESSAGES.changedMeanwhile);
  }
  return (await libraryEntryOf(caller.accountId, id)).document;
}
