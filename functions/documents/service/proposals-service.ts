import { ulid } from 'ulid';
import {
  contractorTransition,
  InvalidTransitionError,
  OPEN_STATUSES,
  PROPOSAL_MESSAGES,
  proposalValidUntil,
  type ProposalStatus,
} from '@shared/documents/proposals.js';
import type {
  ListProposalsQuery,
  PortalProposal,
  ProposalSentResponse,
  ProposalSummary,
  ProposalsPage,
} from '@shared/documents/schemas/proposals.js';
import { config } from '../../platform/config.js';
import { guardSend, mailCustomer, homeownerCompanyOf, type SendPermit } from '../../accounts/index.js';
import {
  type EstimateRecord,
  loadEstimate,
  setEstimateFlags,
  recordProposalEvent,
} from '../../estimates/index.js';
import {
  deleteDraftProposal,
  getProposal,
  listProposals,
  listProposalsOfEstimate,
  putProposal,
  saveProposalClosed,
  saveProposalSent,
  type ProposalRecord,
} from '../data/proposals.js';
import { VersionConflictError } from '../../platform/data/versioned.js';
import { ConflictError, NotFoundError } from '../../platform/errors.js';
import { errorFields, log } from '../../platform/log.js';
import type { Caller } from '../../platform/middleware/authenticate.js';
import { assertOwnUserId } from '../../platform/own-user-id.js';
import { enqueue } from '../../platform/queue.js';
import { newSecureToken } from '../../platform/secure-token.js';
import { snapshotOf, validityDaysOf } from './document-inputs.js';
import { toPortalProposal, toProposalSummary } from './proposal-view.js';
import { humanNumber } from '@shared/kernel/human-numbers.js';
import type { ProposalOffer } from '@shared/documents/proposal-offer.js';
import { headlinePricing, offerToFreeze } from './proposal-offer.js';
import { takeProposalNumber } from '../data/proposal-numbers.js';
import { proposalDefaultsOf, type ProposalDefaults } from './proposal-defaults.js';

// The contractor's side of proposals: drafts, sending, the list and the preview. The homeowner's
// side (the token routes) is customer-portal-service.ts.

const PROPOSAL_NOT_FOUND = 'Proposal not found';

/** The homeowner's link of a proposal token. */
export function proposalUrl(token: string): string {
  return `${config.APP_URL}/proposal/${token}`;
}

async function proposalOf(caller: Caller, proposalId: string): Promise<ProposalRecord> {
  const proposal = await getProposal(caller.accountId, proposalId);
  if (!proposal) throw new NotFoundError(PROPOSAL_NOT_FOUND);
  return proposal;
}

/** The snapshot and list fields of a proposal made from an estimate now (with the account's terms, if any). */
function fromEstimate(
  estimate: EstimateRecord,
  customer: { name: string; email: string },
  defaults: ProposalDefaults,
  offer: ProposalOffer | undefined,
) {
  const snapshot = {
    ...snapshotOf(estimate, customer),
    // Copied now, so a later change in Settings never alters a sent proposal (docs/decisions.md).
    terms: defaults.terms,
    validityDays: defaults.validityDays,
    paymentSchedule: defaults.paymentSchedule,
    warrantyYears: defaults.warrantyYears,
    // With options, the list total and the single-price views show the recommended option.
    ...(offer && { offer, pricing: headlinePricing(offer) }),
  };
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

/** The customer a proposal is addressed to, as the send and draft forms give it. */
interface ProposalCustomerInput {
  estimate_id: string;
  customer_name: string;
  customer_email: string;
}

/**
 * A new proposal of an estimate as it stands now: a draft, or — given its link's token hash — sent
 * now and valid for the account's validity setting.
 */
function newProposal(
  caller: Caller,
  estimate: EstimateRecord,
  input: ProposalCustomerInput,
  now: Date,
  tokenHash: string | null,
  humanNumber: number,
  defaults: ProposalDefaults,
  offer: ProposalOffer | undefined,
): ProposalRecord {
  const at = now.toISOString();
  const sent = tokenHash !== null;
  return {
    accountId: caller.accountId,
    proposalId: ulid(now.getTime()),
    estimateId: estimate.estimateId,
    createdBy: caller.userId,
    status: sent ? 'sent' : 'draft',
    createdAt: at,
    updatedAt: at,
    sentAt: sent ? at : null,
    viewedAt: null,
    decidedAt: null,
    validUntil: sent ? proposalValidUntil(now, defaults.validityDays).toISOString() : null,
    decisionNotes: null,
    tokenHash,
    humanNumber,
    ...fromEstimate(estimate, { name: input.customer_name, email: input.customer_email }, defaults, offer),
  };
}

/** The estimate a new proposal is made from; refused once the customer accepted one for it. */
async function estimateForNewProposal(caller: Caller, estimateId: string): Promise<EstimateRecord> {
  const estimate = await loadEstimate(caller.accountId, estimateId);
  await assertNotAccepted(caller.accountId, estimate.estimateId);
  return estimate;
}

/** Refuses a new proposal once the customer accepted one for this estimate. */
async function assertNotAccepted(accountId: string, estimateId: string): Promise<void> {
  const proposals = await listProposalsOfEstimate(accountId, estimateId);
  if (proposals.some((proposal) => proposal.status === 'accepted'))
    throw new ConflictError(PROPOSAL_MESSAGES.alreadyAccepted);
}

/** Queue the homeowner's mail with a proposal's link (`key` makes it once per link). */
export async function mailProposalLink(
  permit: SendPermit,
  proposal: ProposalRecord,
  token: string,
  key: string,
): Promise<void> {
  await mailCustomer(permit, proposal, {
    key,
    template: 'proposal-link',
    data: {
      proposalUrl: proposalUrl(token),
      validUntil: proposal.validUntil,
      // The days the account's setting gave this proposal, never a fixed 30 (docs/decisions.md).
      validDays: validityDaysOf(proposal),
      proposalNumber: proposal.humanNumber ? humanNumber('proposal', proposal.humanNumber) : null,
    },
  });
}

/**
 * After a proposal went out: older open proposals of the estimate are withdrawn (their links answer
 * 410), the estimate is marked proposal_sent, the mail with the link and the PDF render are queued.
 */
async function afterSend(
  permit: SendPermit,
  proposal: ProposalRecord,
  token: string,
  now: Date,
): Promise<void> {
  const others = await listProposalsOfEstimate(proposal.accountId, proposal.estimateId);
  for (const other of others) {
    if (other.proposalId === proposal.proposalId || !OPEN_STATUSES.includes(other.status)) continue;
    // Superseded, not withdrawn by hand: its link then names this one (docs/decisions.md).
    await saveProposalClosed(proposal.accountId, other.proposalId, 'withdrawn', now, 'superseded');
  }
  await setEstimateFlags(proposal.accountId, proposal.estimateId, { proposalSent: true }, now);
  await recordProposalEvent(proposal, 'sent', now);
  await mailProposalLink(permit, proposal, token, `proposal-link#${proposal.proposalId}`);
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
  input: ProposalCustomerInput,
  now = new Date(),
): Promise<ProposalSummary> {
  const estimate = await estimateForNewProposal(caller, input.estimate_id);
  const defaults = await proposalDefaultsOf(caller.accountId);
  const offer = await offerToFreeze(estimate, defaults.terms);
  const number = await takeProposalNumber(caller.accountId, estimate.estimateId);
  const record = newProposal(caller, estimate, input, now, null, number, defaults, offer);
  await putProposal(record);
  return toProposalSummary(record, now);
}

/** POST /api/customer-portal/send-proposal-link: a new proposal of the estimate as it stands, its link mailed to the homeowner. */
export async function sendProposalLinkFor(
  caller: Caller,
  input: ProposalCustomerInput,
  now = new Date(),
): Promise<ProposalSentResponse> {
  const estimate = await estimateForNewProposal(caller, input.estimate_id);
  // The guard (plan, pause, suppression, caps) before anything is written: a refusal leaves no proposal.
  const permit = await guardSend(caller.accountId, [input.customer_email], now);
  const { token, hash } = newSecureToken();
  const defaults = await proposalDefaultsOf(caller.accountId);
  const offer = await offerToFreeze(estimate, defaults.terms);
  const number = await takeProposalNumber(caller.accountId, estimate.estimateId);
  const record = newProposal(caller, estimate, input, now, hash, number, defaults, offer);
  await putProposal(record);
  await afterSend(permit, record, token, now);
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
        { cause: error },
      );
    throw error;
  }
  const estimate = await estimateForNewProposal(caller, draft.estimateId);
  const permit = await guardSend(caller.accountId, [draft.customerEmail], now);
  const { token, hash } = newSecureToken();
  const defaults = await proposalDefaultsOf(caller.accountId);
  const offer = await offerToFreeze(estimate, defaults.terms);
  const customer = { name: draft.customerName, email: draft.customerEmail };
  const fresh = fromEstimate(estimate, customer, defaults, offer);
  const set = {
    ...fresh,
    tokenHash: hash,
    sentAt: now.toISOString(),
    validUntil: proposalValidUntil(now, defaults.validityDays).toISOString(),
  };
  try {
    await saveProposalSent(caller.accountId, proposalId, { from: ['draft'], to: 'sent', at: now, set });
  } catch (error) {
    if (error instanceof VersionConflictError) {
      const current = await getProposal(caller.accountId, proposalId);
      throw new ConflictError(`A ${current?.status ?? 'deleted'} proposal cannot be sent.`, { cause: error });
    }
    throw error;
  }
  const sent: ProposalRecord = { ...draft, ...set, status: 'sent', updatedAt: now.toISOString() };
  await afterSend(permit, sent, token, now);
  return { message: PROPOSAL_MESSAGES.sent(sent.customerEmail), proposal: toProposalSummary(sent, now) };
}

/** DELETE /api/proposals/{id}: drafts only (409 otherwise). */
export async function deleteProposalFor(caller: Caller, proposalId: string): Promise<{ message: string }> {
  await proposalOf(caller, proposalId);
  try {
    await deleteDraftProposal(caller.accountId, proposalId);
  } catch (error) {
    if (error instanceof VersionConflictError) {
      if (!(await getProposal(caller.accountId, proposalId)))
        throw new NotFoundError(PROPOSAL_NOT_FOUND, { cause: error });
      throw new ConflictError(PROPOSAL_MESSAGES.onlyDraftsDeleted, { cause: error });
    }
    throw error;
  }
  return { message: 'Proposal deleted' };
}

/** GET /api/proposals/{id}: the contractor's preview of what the homeowner sees (records nothing). */
export async function previewProposalFor(
  caller: Caller,
  proposalId: string,
  now = new Date(),
): Promise<PortalProposal> {
  const proposal = await proposalOf(caller, proposalId);
  const company = await homeownerCompanyOf(proposal.accountId, proposal.createdBy, now);
  return toPortalProposal(proposal, company, now, true);
}
