import { ulid } from 'ulid';
import { formatCents } from '../../../shared/domain/format.js';
import {
  contractorTransition,
  InvalidTransitionError,
  linkState,
  nextStatus,
  OPEN_STATUSES,
  PROPOSAL_MESSAGES,
  proposalValidUntil,
  statusesAllowing,
  type PortalAction,
  type ProposalStatus,
} from '../../../shared/domain/proposals.js';
import type {
  ListProposalsQuery,
  PortalActionResponse,
  PortalProposal,
  ProposalSentResponse,
  ProposalSummary,
  ProposalsPage,
} from '../../../shared/schemas/proposals.js';
import { config } from '../config.js';
import { InProgressError, runOnce } from '../data/dedupe.js';
import { pdfUrl } from '../data/documents.js';
import { getEstimate, type EstimateRecord } from '../data/estimates.js';
import { logoUrl } from '../data/logos.js';
import {
  deleteDraftProposal,
  findProposalByTokenHash,
  getProposal,
  insertProposal,
  listProposals,
  listProposalsOfEstimate,
  ProposalConflictError,
  sendDraftProposal,
  transitionProposal,
  type ProposalRecord,
} from '../data/proposals.js';
import { getAccount, getUser } from '../data/users.js';
import { ConflictError, GoneError, NotFoundError } from '../errors.js';
import { errorFields, log } from '../log.js';
import type { Caller } from '../middleware/authenticate.js';
import { assertOwnUserId } from '../own-user-id.js';
import { enqueue, enqueueEmail } from '../queue.js';
import { hashToken, newSecureToken } from '../secure-token.js';
import { companyFor, ensureProposalPdf, PDF_FILE_NAMES, snapshotOf } from './documents-service.js';
import { setEstimateFlags } from './estimate-flags.js';
import { toPortalProposal, toProposalSummary, type PortalCompany } from './proposal-view.js';

const ESTIMATE_NOT_FOUND = 'Estimate not found';
const PROPOSAL_NOT_FOUND = 'Proposal not found';
/** Longer than any request lives: a decision this old whose follow-ups are missing was interrupted. */
const HEAL_AFTER_MS = 60_000;

/** The homeowner's link of a proposal token. */
export function proposalUrl(token: string): string {
  return `${config.APP_URL}/proposal/${token}`;
}

async function estimateOf(caller: Caller, estimateId: string): Promise<EstimateRecord> {
  const estimate = await getEstimate(caller.accountId, estimateId);
  if (!estimate) throw new NotFoundError(ESTIMATE_NOT_FOUND);
  return estimate;
}

async function proposalOf(caller: Caller, proposalId: string): Promise<ProposalRecord> {
  const proposal = await getProposal(caller.accountId, proposalId);
  if (!proposal) throw new NotFoundError(PROPOSAL_NOT_FOUND);
  return proposal;
}

function conflictFrom(error: unknown): never {
  if (error instanceof InvalidTransitionError)
    throw new ConflictError(`This proposal is ${error.from} and cannot be changed that way.`);
  throw error;
}

/** The snapshot and list fields of a proposal made from an estimate now. */
function fromEstimate(estimate: EstimateRecord, customer: { name: string; email: string }) {
  const snapshot = snapshotOf(estimate, customer);
  return {
    estimateVersion: estimate.version,
    customerName: customer.name,
    customerEmail: customer.email,
    snapshot,
    totalCents: snapshot.pricing.totalCents,
    squareFootage: snapshot.measurement.adjustedAreaSqft,
    roofType: estimate.measurement!.roofType,
    complexity: estimate.measurement!.complexity,
  };
}

/** Refuses a new proposal once the customer accepted one for this estimate. */
async function assertNotAccepted(accountId: string, estimateId: string): Promise<void> {
  const proposals = await listProposalsOfEstimate(accountId, estimateId);
  if (proposals.some((proposal) => proposal.status === 'accepted'))
    throw new ConflictError(PROPOSAL_MESSAGES.alreadyAccepted);
}

/**
 * After a proposal went out: older open proposals of the estimate are withdrawn (their links answer
 * 410), the estimate is marked proposal_sent, the mail with the link and the PDF render are queued.
 */
async function afterSend(proposal: ProposalRecord, token: string, now: Date): Promise<void> {
  const others = await listProposalsOfEstimate(proposal.accountId, proposal.estimateId);
  for (const other of others) {
    if (other.proposalId === proposal.proposalId || !OPEN_STATUSES.includes(other.status)) continue;
    await transitionProposal(proposal.accountId, other.proposalId, {
      from: OPEN_STATUSES,
      to: 'withdrawn',
      at: now,
    }).catch((error: unknown) => {
      if (!(error instanceof ProposalConflictError)) throw error;
    });
  }
  await setEstimateFlags(proposal.accountId, proposal.estimateId, { proposalSent: true }, now);
  const [company, account] = await Promise.all([
    companyFor(proposal.accountId, proposal.createdBy, false),
    getAccount(proposal.accountId),
  ]);
  await enqueueEmail({
    key: `proposal-link#${proposal.proposalId}`,
    to: [proposal.customerEmail],
    template: 'proposal-link',
    replyTo: company.email ?? undefined,
    data: {
      companyName: company.name,
      customerName: proposal.customerName,
      proposalUrl: proposalUrl(token),
      validUntil: proposal.validUntil,
      total: formatCents(proposal.totalCents),
      address: proposal.snapshot.propertyAddress,
      contactEmail: company.email,
      contactPhone: company.phone,
      ...(account?.logoKey ? { logoCid: 'company-logo' } : {}),
    },
    attachments: account?.logoKey
      ? [
          {
            bucket: 'uploads',
            key: account.logoKey,
            fileName: `logo.${account.logoKey.split('.').pop()}`,
            contentType: account.logoKey.endsWith('.png') ? 'image/png' : 'image/jpeg',
            contentId: 'company-logo',
          },
        ]
      : undefined,
  });
  // The portal's Download PDF renders on the spot when this job has not run yet.
  await enqueue('render-pdf', {
    accountId: proposal.accountId,
    estimateId: proposal.estimateId,
    version: proposal.estimateVersion,
    kind: 'proposal',
    proposalId: proposal.proposalId,
  }).catch((error: unknown) =>
    log('error', 'render-pdf could not be queued', {
      proposalId: proposal.proposalId,
      ...errorFields(error),
    }),
  );
}

/** GET /api/proposals: one page of a tab (all, or one status). */
export async function listProposalsFor(
  caller: Caller,
  query: ListProposalsQuery,
  now = new Date(),
): Promise<ProposalsPage> {
  assertOwnUserId(query.user_id, caller);
  const status = query.status === 'all' ? undefined : query.status;
  const page = await listProposals(caller.accountId, { status, limit: query.limit, cursor: query.cursor });
  return { proposals: page.items.map((item) => toProposalSummary(item, now)), next_cursor: page.nextCursor };
}

/** POST /api/proposals: a draft from an estimate (sent later from the Proposals screen). */
export async function createDraftFor(
  caller: Caller,
  input: { estimate_id: string; customer_name: string; customer_email: string },
  now = new Date(),
): Promise<ProposalSummary> {
  const estimate = await estimateOf(caller, input.estimate_id);
  await assertNotAccepted(caller.accountId, estimate.estimateId);
  const at = now.toISOString();
  const record: ProposalRecord = {
    accountId: caller.accountId,
    proposalId: ulid(now.getTime()),
    estimateId: estimate.estimateId,
    createdBy: caller.userId,
    status: 'draft',
    createdAt: at,
    updatedAt: at,
    sentAt: null,
    viewedAt: null,
    decidedAt: null,
    validUntil: null,
    decisionNotes: null,
    tokenHash: null,
    ...fromEstimate(estimate, { name: input.customer_name, email: input.customer_email }),
  };
  await insertProposal(record);
  return toProposalSummary(record, now);
}

/** POST /api/customer-portal/send-proposal-link: a new proposal of the estimate as it stands, its link mailed to the homeowner. */
export async function sendProposalLinkFor(
  caller: Caller,
  input: { estimate_id: string; customer_name: string; customer_email: string },
  now = new Date(),
): Promise<ProposalSentResponse> {
  const estimate = await estimateOf(caller, input.estimate_id);
  await assertNotAccepted(caller.accountId, estimate.estimateId);
  const { token, hash } = newSecureToken();
  const at = now.toISOString();
  const record: ProposalRecord = {
    accountId: caller.accountId,
    proposalId: ulid(now.getTime()),
    estimateId: estimate.estimateId,
    createdBy: caller.userId,
    status: 'sent',
    createdAt: at,
    updatedAt: at,
    sentAt: at,
    viewedAt: null,
    decidedAt: null,
    validUntil: proposalValidUntil(now).toISOString(),
    decisionNotes: null,
    tokenHash: hash,
    ...fromEstimate(estimate, { name: input.customer_name, email: input.customer_email }),
  };
  await insertProposal(record);
  await afterSend(record, token, now);
  return { message: PROPOSAL_MESSAGES.sent(record.customerEmail), proposal: toProposalSummary(record, now) };
}

/**
 * PUT /api/proposals/{id}/status?new_status=: the contractor may only send a draft (draft → sent),
 * which takes a fresh snapshot of the estimate, issues the link and mails it; anything else is 409.
 */
export async function updateProposalStatusFor(
  caller: Caller,
  proposalId: string,
  newStatus: ProposalStatus,
  now = new Date(),
): Promise<ProposalSentResponse> {
  const draft = await proposalOf(caller, proposalId);
  try {
    contractorTransition(draft.status, newStatus);
  } catch (error) {
    if (error instanceof InvalidTransitionError)
      throw new ConflictError(
        `A ${draft.status} proposal cannot be changed to ${newStatus}: only a draft can be sent.`,
      );
    throw error;
  }
  const estimate = await estimateOf(caller, draft.estimateId);
  await assertNotAccepted(caller.accountId, estimate.estimateId);
  const { token, hash } = newSecureToken();
  const fresh = fromEstimate(estimate, { name: draft.customerName, email: draft.customerEmail });
  const set = {
    ...fresh,
    tokenHash: hash,
    sentAt: now.toISOString(),
    validUntil: proposalValidUntil(now).toISOString(),
  };
  try {
    await sendDraftProposal(caller.accountId, proposalId, { from: ['draft'], to: 'sent', at: now, set });
  } catch (error) {
    if (error instanceof ProposalConflictError)
      throw new ConflictError(`A ${error.current?.status ?? 'deleted'} proposal cannot be sent.`);
    throw error;
  }
  const sent: ProposalRecord = { ...draft, ...set, status: 'sent', updatedAt: now.toISOString() };
  await afterSend(sent, token, now);
  return { message: PROPOSAL_MESSAGES.sent(sent.customerEmail), proposal: toProposalSummary(sent, now) };
}

/** DELETE /api/proposals/{id}: drafts only (409 otherwise). */
export async function deleteProposalFor(caller: Caller, proposalId: string): Promise<{ message: string }> {
  await proposalOf(caller, proposalId);
  try {
    await deleteDraftProposal(caller.accountId, proposalId);
  } catch (error) {
    if (error instanceof ProposalConflictError) {
      if (!error.current) throw new NotFoundError(PROPOSAL_NOT_FOUND);
      throw new ConflictError(PROPOSAL_MESSAGES.onlyDraftsDeleted);
    }
    throw error;
  }
  return { message: 'Proposal deleted' };
}

async function portalCompany(proposal: ProposalRecord, now: Date): Promise<PortalCompany> {
  const [company, account] = await Promise.all([
    companyFor(proposal.accountId, proposal.createdBy, false),
    getAccount(proposal.accountId),
  ]);
  const { logo: _logo, ...rest } = company;
  return { company: rest, logoUrl: account?.logoKey ? await logoUrl(account.logoKey, now) : null };
}

/** GET /api/proposals/{id}: the contractor's preview of what the homeowner sees (records nothing). */
export async function previewProposalFor(
  caller: Caller,
  proposalId: string,
  now = new Date(),
): Promise<PortalProposal> {
  const proposal = await proposalOf(caller, proposalId);
  return toPortalProposal(proposal, await portalCompany(proposal, now), now, true);
}

/** The proposal a homeowner's token opens: 404 unknown, 410 expired or withdrawn (and nothing else is told). */
async function proposalOfToken(token: string, now: Date): Promise<ProposalRecord> {
  const hash = hashToken(token);
  const reference = await findProposalByTokenHash(hash);
  const proposal = reference ? await getProposal(reference.accountId, reference.proposalId) : undefined;
  if (!proposal || proposal.tokenHash !== hash) throw new NotFoundError(PROPOSAL_MESSAGES.linkInvalid);
  const state = linkState(proposal, now);
  if (state === 'withdrawn') throw new GoneError(PROPOSAL_MESSAGES.linkWithdrawn);
  if (state === 'expired') {
    if (OPEN_STATUSES.includes(proposal.status)) {
      // Expiry is written down lazily, the first time an expired link is used.
      await transitionProposal(proposal.accountId, proposal.proposalId, {
        from: OPEN_STATUSES,
        to: 'expired',
        at: now,
      }).catch((error: unknown) => {
        if (!(error instanceof ProposalConflictError)) throw error;
      });
    }
    throw new GoneError(PROPOSAL_MESSAGES.linkExpired);
  }
  return proposal;
}

/** GET /api/customer-portal/proposal/{token}: the proposal; the first open marks it viewed. */
export async function openProposal(token: string, now = new Date()): Promise<PortalProposal> {
  let proposal = await proposalOfToken(token, now);
  if (proposal.status === 'sent') {
    try {
      proposal = await transitionProposal(proposal.accountId, proposal.proposalId, {
        from: ['sent'],
        to: nextStatus('sent', 'view'),
        at: now,
        set: { viewedAt: now.toISOString() },
      });
    } catch (error) {
      if (!(error instanceof ProposalConflictError)) throw error;
      proposal = (await getProposal(proposal.accountId, proposal.proposalId)) ?? proposal;
    }
  }
  return toPortalProposal(proposal, await portalCompany(proposal, now), now, false);
}

/**
 * What follows a decision, once per proposal: an acceptance marks the estimate accepted and queues
 * the contract; the contractor is told either way. Retried from a later request if it failed.
 */
async function completeDecision(proposal: ProposalRecord): Promise<void> {
  await runOnce('proposal-decision', `${proposal.accountId}#${proposal.proposalId}`, async () => {
    const accepted = proposal.status === 'accepted';
    if (accepted) {
      await setEstimateFlags(proposal.accountId, proposal.estimateId, { accepted: true });
      await enqueue('generate-contract', {
        accountId: proposal.accountId,
        estimateId: proposal.estimateId,
        version: proposal.estimateVersion,
      });
    }
    const [member, account] = await Promise.all([
      getUser(proposal.createdBy),
      getAccount(proposal.accountId),
    ]);
    if (member && member.accountId === proposal.accountId) {
      await enqueueEmail({
        key: `proposal-decision#${proposal.proposalId}`,
        to: [member.email],
        template: 'proposal-decision',
        data: {
          companyName: account?.name,
          firstName: member.firstName,
          customerName: proposal.customerName,
          decision: accepted ? 'accepted' : 'declined',
          notes: proposal.decisionNotes,
          address: proposal.snapshot.propertyAddress,
          total: formatCents(proposal.totalCents),
          estimateUrl: `${config.APP_URL}/dashboard/estimates/${proposal.estimateId}`,
        },
      });
    }
  });
}

/**
 * POST /api/customer-portal/proposal/{token}/action: accept or decline, once. The status write is
 * conditional on the proposal still being open and valid, so of many parallel answers exactly one
 * wins; the others get 409 with what happened.
 */
export async function actOnProposal(
  token: string,
  input: { action: PortalAction; notes: string | null },
  now = new Date(),
): Promise<PortalActionResponse> {
  const proposal = await proposalOfToken(token, now);
  const event = input.action === 'accept' ? 'accept' : 'decline';
  let decided: ProposalRecord;
  try {
    const to = nextStatus(proposal.status, event);
    decided = await transitionProposal(proposal.accountId, proposal.proposalId, {
      from: statusesAllowing(event),
      to,
      at: now,
      validAt: now,
      set: { decidedAt: now.toISOString(), decisionNotes: input.notes },
    });
  } catch (error) {
    const current =
      error instanceof ProposalConflictError
        ? await getProposal(proposal.accountId, proposal.proposalId)
        : proposal;
    if (current && (current.status === 'accepted' || current.status === 'rejected')) {
      // A decision old enough that its own request has ended: finish its follow-ups if that request
      // failed half-way (a no-op once done). A fresh one is left to the request that made it.
      if (now.getTime() - Date.parse(current.decidedAt ?? current.updatedAt) > HEAL_AFTER_MS) {
        await completeDecision(current).catch((healError: unknown) => {
          if (!(healError instanceof InProgressError))
            log('error', 'proposal decision follow-up failed', {
              proposalId: current.proposalId,
              ...errorFields(healError),
            });
        });
      }
      throw new ConflictError(PROPOSAL_MESSAGES.alreadyDecided(current.status));
    }
    if (error instanceof ProposalConflictError) throw new GoneError(PROPOSAL_MESSAGES.linkExpired);
    return conflictFrom(error);
  }
  await completeDecision(decided).catch((followUpError: unknown) => {
    // Only a concurrent healer can hold the lease; it does the same work.
    if (!(followUpError instanceof InProgressError)) throw followUpError;
  });
  const company = (await getAccount(proposal.accountId))?.name ?? 'your contractor';
  return {
    status: decided.status,
    message:
      decided.status === 'accepted'
        ? `${company} has your acceptance and will send the contract for your signature.`
        : `${company} has been told that you declined the proposal.`,
  };
}

/** GET /api/customer-portal/proposal/{token}/pdf: a short-lived link to the proposal PDF (rendered now if the queue has not yet). */
export async function proposalPdfUrl(token: string, now = new Date()): Promise<string> {
  const proposal = await proposalOfToken(token, now);
  const document = await ensureProposalPdf(proposal, true);
  return pdfUrl(document.s3Key, PDF_FILE_NAMES.proposal, now);
}
