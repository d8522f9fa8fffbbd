import { validateChoice, type ChoiceInput, type ProposalChoice } from '@shared/documents/proposal-choice.js';
import { problemText } from '@shared/estimates/offer.js';
import { formatCents } from '@shared/kernel/format.js';
import {
  InvalidTransitionError,
  linkState,
  nextStatus,
  OPEN_STATUSES,
  PROPOSAL_MESSAGES,
  statusesAllowing,
  type PortalAction,
} from '@shared/documents/proposals.js';
import type { PortalActionResponse, PortalProposal } from '@shared/documents/schemas/proposals.js';
import { config } from '../../platform/config.js';
import {
  entitlementsOf,
  getAccount,
  getAccountSettings,
  homeownerCompanyOf,
  noticeMember,
} from '../../accounts/index.js';
import { InProgressError } from '../../platform/data/dedupe.js';
import {
  EstimateAlreadyAcceptedError,
  findProposalByTokenHash,
  getProposal,
  saveProposalAccepted,
  saveProposalClosed,
  saveProposalStatus,
  type ProposalRecord,
} from '../data/proposals.js';
import { VersionConflictError } from '../../platform/data/versioned.js';
import { ConflictError, GoneError, NotFoundError, ValidationError } from '../../platform/errors.js';
import { hashToken } from '../../platform/secure-token.js';
import { recordProposalEvent } from '../../estimates/index.js';
import { toPortalProposal } from './proposal-view.js';
import { completeDecision } from './decision-follow-ups.js';
import { deletePendingDecision, putPendingDecision } from '../data/pending-decisions.js';
import { validityDaysOf } from './document-inputs.js';
import { contractProgressOf } from './contract-progress.js';
import { withdrawnError } from './superseded-links.js';

// The homeowner's side of a proposal, reached by the token of its link: open it, accept or decline
// it once (its PDF download is customer-portal-pdf.ts, so these functions carry no PDF renderer).

function conflictFrom(error: unknown): never {
  if (error instanceof InvalidTransitionError)
    throw new ConflictError(`This proposal is ${error.from} and cannot be changed that way.`, {
      cause: error,
    });
  throw error;
}

/** The proposal a homeowner's token opens: 404 unknown, 410 expired or withdrawn (naming the current one when superseded). */
export async function proposalOfToken(token: string, now: Date): Promise<ProposalRecord> {
  const hash = hashToken(token);
  const reference = await findProposalByTokenHash(hash);
  const proposal = reference ? await getProposal(reference.accountId, reference.proposalId) : undefined;
  if (!proposal || proposal.tokenHash !== hash) throw new NotFoundError(PROPOSAL_MESSAGES.linkInvalid);
  const state = linkState(proposal, now);
  if (state === 'withdrawn') throw await withdrawnError(proposal, now);
  if (state === 'expired') {
    if (OPEN_STATUSES.includes(proposal.status)) {
      // Expiry is written down lazily, the first time an expired link is used.
      await saveProposalClosed(proposal.accountId, proposal.proposalId, 'expired', now);
    }
    throw new GoneError(PROPOSAL_MESSAGES.linkExpired(validityDaysOf(proposal)));
  }
  return proposal;
}

/** Tells the member who sent a proposal that the homeowner opened it (preference `proposal_viewed`). */
async function noticeProposalViewed(proposal: ProposalRecord): Promise<void> {
  await noticeMember(proposal.accountId, proposal.createdBy, 'proposal_viewed', {
    key: `proposal-viewed#${proposal.proposalId}`,
    subject: `${proposal.customerName} opened your proposal for ${proposal.snapshot.propertyAddress}`,
    lines: [
      `${proposal.customerName} opened the proposal for ${proposal.snapshot.propertyAddress} ` +
        `(${formatCents(proposal.totalCents)}).`,
      'A quick call while it is fresh often answers the last questions.',
    ],
    url: `${config.APP_URL}/dashboard/estimates/${proposal.estimateId}`,
    buttonLabel: 'Open the estimate',
  });
}

/** GET /api/customer-portal/proposal/{token}: the proposal; the first open marks it viewed. */
export async function openProposal(token: string, now = new Date()): Promise<PortalProposal> {
  let proposal = await proposalOfToken(token, now);
  if (proposal.status === 'sent') {
    try {
      proposal = await saveProposalStatus(proposal.accountId, proposal.proposalId, {
        from: ['sent'],
        to: nextStatus('sent', 'view'),
        at: now,
        set: { viewedAt: now.toISOString() },
      });
      await recordProposalEvent(proposal, 'viewed', now);
      await noticeProposalViewed(proposal);
    } catch (error) {
      if (!(error instanceof VersionConflictError)) throw error;
      proposal = (await getProposal(proposal.accountId, proposal.proposalId)) ?? proposal;
    }
  }
  const [company, contract] = await Promise.all([
    homeownerCompanyOf(proposal.accountId, proposal.createdBy, now),
    contractProgressOf(proposal, now),
  ]);
  const view = toPortalProposal(proposal, company, now, false);
  return contract ? { ...view, contract } : view;
}

/**
 * The homeowner's choice, checked against the frozen offer (400 naming the field, nothing recorded):
 * required to accept a proposal with options, refused with a one-price proposal or a decline.
 */
function choiceOf(
  proposal: ProposalRecord,
  input: { action: PortalAction; choice?: ChoiceInput },
): ProposalChoice | undefined {
  const offer = proposal.snapshot.offer;
  if (input.action !== 'accept' || !offer) {
    if (input.choice)
      throw new ValidationError(
        offer
          ? 'choice: only an acceptance carries a choice'
          : 'choice: this proposal has one price, so there is nothing to choose',
      );
    return undefined;
  }
  if (!input.choice) throw new ValidationError('choice: choose an option to accept this proposal');
  const checked = validateChoice(offer, input.choice);
  if ('problem' in checked) throw new ValidationError(problemText(checked.problem));
  return checked.choice;
}

/**
 * POST /api/customer-portal/proposal/{token}/action: accept or decline, once. The status write is
 * conditional on the proposal still being open and valid, so of many parallel answers exactly one
 * wins; the others get 409 with what happened.
 */
export async function actOnProposal(
  token: string,
  input: { action: PortalAction; notes: string | null; choice?: ChoiceInput },
  now = new Date(),
): Promise<PortalActionResponse> {
  const proposal = await proposalOfToken(token, now);
  const chosen = choiceOf(proposal, input);
  const event = input.action === 'accept' ? 'accept' : 'decline';
  // Noted before the decision is written, so a request that dies after it still has its follow-ups seen
  // through by the sweep (docs/decisions.md, "Decisions are seen through").
  const pending = {
    decidedAt: now.toISOString(),
    accountId: proposal.accountId,
    proposalId: proposal.proposalId,
  };
  await putPendingDecision(pending);
  let decided: ProposalRecord;
  try {
    const to = nextStatus(proposal.status, event);
    const transition = {
      from: statusesAllowing(event),
      at: now,
      validAt: now,
      set: {
        decidedAt: now.toISOString(),
        decisionNotes: input.notes,
        // Stored by the same conditional write that accepts; the list total becomes the chosen total.
        ...(chosen && { choice: chosen, totalCents: chosen.totalCents }),
      },
    };
    // An acceptance also claims the estimate, so a second open proposal of it can never be accepted.
    decided =
      to === 'accepted'
        ? await saveProposalAccepted(proposal.accountId, proposal.proposalId, proposal.estimateId, {
            ...transition,
            to,
          })
        : await saveProposalStatus(proposal.accountId, proposal.proposalId, { ...transition, to });
  } catch (error) {
    const current =
      error instanceof VersionConflictError
        ? await getProposal(proposal.accountId, proposal.proposalId)
        : proposal;
    // Not this request's decision (a write whose answer was lost and was retried is, and keeps its note).
    if (current?.decidedAt !== pending.decidedAt) await deletePendingDecision(pending);
    if (error instanceof EstimateAlreadyAcceptedError)
      throw new ConflictError(PROPOSAL_MESSAGES.alreadyAccepted, { cause: error });
    if (current && (current.status === 'accepted' || current.status === 'rejected')) {
      // Finish its follow-ups if the request that made it failed half-way (the homeowner's retry
      // lands here): a no-op once done, InProgressError while that request is still at it. A
      // failure answers 5xx, not 409, so the homeowner's retry tries the follow-ups again.
      await completeDecision(current).catch((healError: unknown) => {
        if (!(healError instanceof InProgressError)) throw healError;
      });
      throw new ConflictError(PROPOSAL_MESSAGES.alreadyDecided(current.status), { cause: error });
    }
    if (error instanceof VersionConflictError)
      throw new GoneError(PROPOSAL_MESSAGES.linkExpired(validityDaysOf(proposal)), { cause: error });
    return conflictFrom(error);
  }
  await completeDecision(decided).catch((followUpError: unknown) => {
    // Only a concurrent healer can hold the lease; it does the same work.
    if (!(followUpError instanceof InProgressError)) throw followUpError;
  });
  const [account, settings] = await Promise.all([
    getAccount(proposal.accountId),
    getAccountSettings(proposal.accountId),
  ]);
  const company = account?.name ?? 'your contractor';
  const signNow =
    decided.status === 'accepted' &&
    settings.defaults.sign_after_accept &&
    account !== undefined &&
    entitlementsOf(account, now).signatures;
  return {
    status: decided.status,
    message:
      decided.status !== 'accepted'
        ? `${company} has been told that you declined the proposal.`
        : signNow
          ? `${company} has your acceptance. You can sign the contract now.`
          : `${company} has your acceptance and will send the contract for your signature.`,
    ...(decided.status === 'accepted' && { sign_now: signNow }),
  };
}
