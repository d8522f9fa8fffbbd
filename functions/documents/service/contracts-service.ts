import { signingChoice } from './signing-choice.js';
import { formatCents, centsAsDollars } from '@shared/kernel/format.js';
import { humanNumber } from '@shared/kernel/human-numbers.js';
import { CONTRACT_TERMS } from '@shared/documents/proposal-document.js';
import { CONTRACT_MESSAGES, signingLinkValidUntil } from '@shared/documents/proposals.js';
import type {
  GenerateContractResponse,
  InPersonSigningResponse,
  SendForSigningResponse,
  SigningView,
  SignResponse,
} from '@shared/documents/schemas/proposals.js';
import { config } from '../../platform/config.js';
import {
  assertSignaturesFor,
  getAccount,
  guardSend,
  hasSignatures,
  homeownerCompanyOf,
  wantsNotice,
  brandingMail,
  mailCustomer,
  type SendPermit,
} from '../../accounts/index.js';
import {
  ContractConflictError,
  getContract,
  getSigningLink,
  putSigningLink,
  saveContractSigned,
  type ContractRecord,
  type SigningLinkRecord,
} from '../data/contracts.js';
import { getPdf, pdfUrl, putPdf } from '../../platform/data/objects.js';
import { type EstimateRecord, loadEstimate, setEstimateFlags } from '../../estimates/index.js';
import { getProposal, listProposalsOfEstimate, type ProposalRecord } from '../data/proposals.js';
import { getUser } from '../../platform/data/users.js';
import { ConflictError, ForbiddenError, GoneError, NotFoundError } from '../../platform/errors.js';
import type { Caller } from '../../platform/middleware/authenticate.js';
import { enqueueEmail } from '../../platform/queue.js';
import { publishEvent } from '../../integrations/index.js';
import { hashToken, newSecureToken } from '../../platform/secure-token.js';
import { renderSignedContractPdf } from '../pdf/signed-contract-pdf.js';
import { homeownerCompanyView } from './proposal-view.js';
import { contractFileName, PDF_FILE_NAMES } from './document-inputs.js';
import { ensureContract } from './documents-service.js';
import { signOnce, type SignerContext, type SignInput } from './sign-once.js';
import { proposalOfToken } from './customer-portal-service.js';
import { proposalDefaultsOf } from './proposal-defaults.js';

/** The homeowner's signing link of a token. */
export function signingUrl(token: string): string {
  return `${config.APP_URL}/sign/${token}`;
}

/** The accepted proposal of an estimate (there is at most one: new proposals are refused after it). */
export async function acceptedProposalOf(
  accountId: string,
  estimateId: string,
): Promise<ProposalRecord | undefined> {
  const accepted = (await listProposalsOfEstimate(accountId, estimateId)).find(
    (proposal) => proposal.status === 'accepted',
  );
  return accepted ? getProposal(accountId, accepted.proposalId) : undefined;
}

async function acceptedContract(
  caller: Caller,
  estimateId: string,
): Promise<{ estimate: EstimateRecord; proposal: ProposalRecord; contract: ContractRecord }> {
  const estimate = await loadEstimate(caller.accountId, estimateId);
  const proposal = await acceptedProposalOf(caller.accountId, estimateId);
  if (!proposal) throw new ConflictError(CONTRACT_MESSAGES.notAccepted);
  return { estimate, proposal, contract: await ensureContract(proposal, true) };
}

/** POST /api/estimates/{id}/generate-contract: the contract of the accepted proposal (generated now if the queue has not yet). */
export async function generateContractFor(
  caller: Caller,
  estimateId: string,
): Promise<GenerateContractResponse> {
  const { contract } = await acceptedContract(caller, estimateId);
  return {
    message: CONTRACT_MESSAGES.generated,
    contract_id: contract.contractId,
    contract_number: contract.humanNumber ? humanNumber('contract', contract.humanNumber) : null,
    // Signing links are never stored in the clear: a new one comes from send-for-signing or in-person signing.
    signing_url: null,
  };
}

/**
 * A new single-use signing link of the accepted proposal's contract, voiding any older one. Only its
 * hash is stored (on the link item); the link itself goes to the caller and, when mailed, the homeowner.
 */
async function issueSigningLink(
  caller: Caller,
  estimateId: string,
  now: Date,
  inPerson: boolean,
): Promise<{
  proposal: ProposalRecord;
  link: SigningLinkRecord;
  url: string;
  hash: string;
  permit: SendPermit | null;
}> {
  // The plan check comes first: a refusal generates, voids and mails nothing (docs/decisions.md).
  await assertSignaturesFor(caller.accountId, now);
  const { proposal, contract } = await acceptedContract(caller, estimateId);
  if (contract.signedAt) throw new ConflictError(CONTRACT_MESSAGES.alreadySigned);
  // A mailed link passes the send guard before it voids the older one: a refusal leaves that link working.
  const permit = inPerson ? null : await guardSend(caller.accountId, [proposal.customerEmail], now);
  const inPersonBy = inPerson ? `${caller.user.firstName} ${caller.user.lastName}`.trim() : null;
  const { link, token } = await putNewSigningLink(contract, proposal, inPersonBy, now);
  return { proposal, link, url: signingUrl(token), hash: link.tokenHash, permit };
}

/**
 * A new single-use signing link of a contract (it replaces any earlier one); a contract signed
 * meanwhile is 409 "already signed".
 */
async function putNewSigningLink(
  contract: Parameters<typeof putSigningLink>[0],
  proposal: ProposalRecord,
  inPersonBy: string | null,
  now: Date,
): Promise<{ link: SigningLinkRecord; token: string }> {
  const { token, hash } = newSecureToken();
  const link: SigningLinkRecord = {
    tokenHash: hash,
    accountId: proposal.accountId,
    estimateId: proposal.estimateId,
    proposalId: proposal.proposalId,
    issuedAt: now.toISOString(),
    expiresAt: signingLinkValidUntil(now).toISOString(),
    usedAt: null,
    inPersonBy,
  };
  try {
    await putSigningLink(contract, link, proposal.customerEmail);
  } catch (error) {
    if (error instanceof ContractConflictError)
      throw new ConflictError(CONTRACT_MESSAGES.alreadySigned, { cause: error });
    throw error;
  }
  return { link, token };
}

/** POST /api/estimates/{id}/send-for-signing: a new single-use signing link (voiding any older one), mailed to the homeowner. */
export async function sendForSigningFor(
  caller: Caller,
  estimateId: string,
  now = new Date(),
): Promise<SendForSigningResponse> {
  const { proposal, link, url, hash, permit } = await issueSigningLink(caller, estimateId, now, false);
  await mailCustomer(permit!, proposal, {
    key: `signing-request#${hash}`,
    template: 'signing-request',
    data: { signingUrl: url, expiresAt: link.expiresAt },
  });
  return {
    message: CONTRACT_MESSAGES.signingSent,
    signing_url: url,
    expires_at: link.expiresAt,
    sent_to: proposal.customerEmail,
  };
}

/**
 * POST /api/estimates/{id}/in-person-signing: a fresh link, issued on request, for the homeowner to
 * sign on the contractor's device; it voids any earlier link, is not mailed, and the certificate says
 * the contract was signed in person.
 */
export async function inPersonSigningFor(
  caller: Caller,
  estimateId: string,
  now = new Date(),
): Promise<InPersonSigningResponse> {
  const { link, url } = await issueSigningLink(caller, estimateId, now, true);
  return { signing_url: url, expires_at: link.expiresAt };
}

/**
 * POST /api/customer-portal/proposal/{token}/signing-link: straight after accepting, the homeowner
 * goes on to sign (Settings' `sign_after_accept`, on by default; docs/decisions.md). The contract is
 * generated now if the queue has not yet; a fresh single-use link replaces any earlier one and is
 * answered, not mailed (the proposal's own link already proves who is asking).
 */
export async function signingLinkOfAccepted(
  token: string,
  now = new Date(),
): Promise<InPersonSigningResponse> {
  const proposal = await proposalOfToken(token, now);
  if (proposal.status !== 'accepted') throw new ConflictError(CONTRACT_MESSAGES.notAccepted);
  const { signAfterAccept } = await proposalDefaultsOf(proposal.accountId);
  if (!signAfterAccept) throw new ConflictError(CONTRACT_MESSAGES.signLater);
  // On a plan without signatures the portal offers no signing; the homeowner is not shown plan names.
  if (!(await hasSignatures(proposal.accountId, now))) throw new ForbiddenError(CONTRACT_MESSAGES.signLater);
  const contract = await ensureContract(proposal, true);
  if (contract.signedAt) throw new ConflictError(CONTRACT_MESSAGES.alreadySigned);
  const { link, token: signingToken } = await putNewSigningLink(contract, proposal, null, now);
  return { signing_url: signingUrl(signingToken), expires_at: link.expiresAt };
}

/** GET /api/estimates/{id}/contract-pdf: the signed contract once signed, else the unsigned one. */
export async function contractPdfFor(caller: Caller, estimateId: string, now = new Date()): Promise<string> {
  const { contract, proposal } = await acceptedContract(caller, estimateId);
  return pdfUrl(contract.signedKey ?? contract.s3Key, contractFileName(contract, proposal), now);
}

/** The link, contract and proposal a signing token opens: 404 unknown, 410 used, replaced or expired. */
async function signingOfToken(
  token: string,
  now: Date,
): Promise<{ link: SigningLinkRecord; contract: ContractRecord; proposal: ProposalRecord }> {
  const link = await getSigningLink(hashToken(token));
  if (!link) throw new NotFoundError(CONTRACT_MESSAGES.linkInvalid);
  const [contract, proposal] = await Promise.all([
    getContract(link.accountId, link.estimateId, link.proposalId),
    getProposal(link.accountId, link.proposalId),
  ]);
  if (!contract || !proposal) throw new NotFoundError(CONTRACT_MESSAGES.linkInvalid);
  if (link.usedAt || contract.signedAt) throw new GoneError(CONTRACT_MESSAGES.linkUsed);
  if (contract.signingHash !== link.tokenHash) throw new GoneError(CONTRACT_MESSAGES.linkReplaced);
  if (Date.parse(link.expiresAt) <= now.getTime()) throw new GoneError(CONTRACT_MESSAGES.linkExpired);
  return { link, contract, proposal };
}

/** GET /api/signing/{token}: what the homeowner reviews before signing. */
export async function openSigning(token: string, now = new Date()): Promise<SigningView> {
  const { link, contract, proposal } = await signingOfToken(token, now);
  const company = homeownerCompanyView(await homeownerCompanyOf(proposal.accountId, proposal.createdBy, now));
  const { choice } = proposal;
  const pricing = choice?.pricing ?? proposal.snapshot.pricing;
  return {
    contract_id: contract.contractId,
    company,
    customer_name: proposal.customerName,
    customer_email: proposal.customerEmail,
    property_address: proposal.snapshot.propertyAddress,
    total_price: centsAsDollars(pricing.totalCents),
    price_lines: pricing.lines.map((line) => ({
      label: line.label,
      detail: line.detail,
      amount: centsAsDollars(line.amountCents),
    })),
    discount_percentage: pricing.discountPercent,
    scheduled_install_date: proposal.snapshot.scheduledInstallDate,
    accepted_at: proposal.decidedAt ?? proposal.updatedAt,
    expires_at: link.expiresAt,
    terms: CONTRACT_TERMS,
    ...(choice && { choice: signingChoice(choice) }),
  };
}

/** GET /api/signing/{token}/pdf: a short-lived link to the unsigned contract under review. */
export async function signingPdfUrl(token: string, now = new Date()): Promise<string> {
  const { contract, proposal } = await signingOfToken(token, now);
  return pdfUrl(contract.s3Key, contractFileName(contract, proposal), now);
}

/**
 * What follows a signature inside the same once-only step (the project of the signed contract):
 * given by the sign handler, since the jobs area builds on documents and not the other way round.
 */
export type AfterSigning = (
  contract: ContractRecord,
  proposal: ProposalRecord,
  signed: { signerName: string; signedAt: string },
) => Promise<void>;

/**
 * POST /api/signing/{token}: signs once. The signed PDF (the stored contract with the signature and
 * a certificate page) is stored, then link and contract are marked in one conditional transaction;
 * the estimate's contract_signed is set and both parties get the signed PDF by mail.
 */
export async function signContract(
  token: string,
  input: SignInput,
  signer: SignerContext,
  afterSigning: AfterSigning,
  now = new Date(),
): Promise<SignResponse> {
  const { link, contract, proposal } = await signingOfToken(token, now);
  const signedKey = contract.s3Key.replace(/\.pdf$/, '-signed.pdf');
  const signedAt = await signOnce(
    {
      lock: { scope: 'contract-signing', key: `${contract.accountId}#${contract.proposalId}` },
      unsigned: {
        load: () => getPdf(contract.s3Key),
        sha256: contract.sha256,
        name: `contract ${contract.contractId}`,
      },
      certificate: {
        contractId: contract.humanNumber
          ? `${humanNumber('contract', contract.humanNumber)} (${contract.contractId})`
          : contract.contractId,
        signerEmail: proposal.customerEmail,
        linkIssuedAt: link.issuedAt,
        inPersonIssuedBy: link.inPersonBy ?? null,
      },
      render: renderSignedContractPdf,
      store: (signed) => putPdf(signedKey, signed, PDF_FILE_NAMES.signedContract),
      record: ({ signerName, signedAt, signedSha256 }) =>
        saveContractSigned(link, { signedAt, signedKey, signerName, signedSha256 }, now),
      isConflict: (error) => error instanceof ContractConflictError,
      afterRecord: async ({ signerName, signedAt }) => {
        await setEstimateFlags(
          contract.accountId,
          contract.estimateId,
          { contractSigned: true, signingUrl: null },
          now,
        );
        await afterSigning(contract, proposal, { signerName, signedAt });
        await mailSignedContract(contract, proposal, signerName, signedAt, signedKey);
        // Last, and never throwing: the contractor's own systems hear of it (docs/webhooks.md).
        await publishEvent(
          contract.accountId,
          'contract.signed',
          {
            contract_id: contract.contractId,
            proposal_id: contract.proposalId,
            estimate_id: contract.estimateId,
            signer_name: signerName,
            customer_email: proposal.customerEmail,
            address: proposal.snapshot.propertyAddress,
            total_cents: proposal.totalCents,
            signed_at: signedAt,
          },
          { key: `contract.signed#${contract.contractId}` },
        );
      },
      messages: { busy: CONTRACT_MESSAGES.signing, used: CONTRACT_MESSAGES.linkUsed },
    },
    input,
    signer,
    now,
  );
  return {
    message: 'Thank you! The contract is signed. A copy of the signed contract is on its way to your email.',
    signed_at: signedAt,
    signed_pdf_url: await pdfUrl(signedKey, contractFileName({ ...contract, signedKey }, proposal), now),
  };
}

async function mailSignedContract(
  contract: ContractRecord,
  proposal: ProposalRecord,
  signerName: string,
  signedAt: string,
  signedKey: string,
): Promise<void> {
  const [account, member] = await Promise.all([getAccount(contract.accountId), getUser(proposal.createdBy)]);
  const companyName = account?.name ?? 'Your contractor';
  const logo = brandingMail(account);
  const attachments = [
    {
      bucket: 'documents' as const,
      key: signedKey,
      fileName: PDF_FILE_NAMES.signedContract,
      contentType: 'application/pdf',
    },
    ...logo.attachments,
  ];
  const data = {
    companyName,
    customerName: signerName,
    address: proposal.snapshot.propertyAddress,
    total: formatCents(proposal.totalCents),
    signedAt,
    ...logo.data,
  };
  await enqueueEmail({
    key: `contract-signed#${contract.contractId}#customer`,
    to: [proposal.customerEmail],
    template: 'contract-signed',
    data: { ...data, recipientName: signerName },
    attachments,
    // Named, so the homeowner's copy is in the account's mail log with its delivery status.
    context: {
      accountId: contract.accountId,
      type: 'signing',
      estimateId: contract.estimateId,
      proposalId: contract.proposalId,
    },
  });
  // The homeowner always gets the signed PDF; the contractor's copy follows Settings' `contract_signed`.
  if (
    member &&
    member.accountId === contract.accountId &&
    (await wantsNotice(contract.accountId, 'contract_signed'))
  ) {
    await enqueueEmail({
      key: `contract-signed#${contract.contractId}#contractor`,
      to: [member.email],
      template: 'contract-signed',
      data: { ...data, recipientName: member.firstName },
      attachments,
    });
  }
}
