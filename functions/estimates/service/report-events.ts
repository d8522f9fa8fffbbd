import { decodeTime } from 'ulid';
import { monthOf, type AcceptedChoice, type ReportEvent } from '@shared/jobs/reports.js';
import type { Complexity } from '@shared/estimates/measurement/types.js';
import { daysBetween } from '@shared/kernel/time.js';
import { addCollectedChange, addReportEvent } from '../data/reports.js';
import { errorFields, log } from '../../platform/log.js';

// The reports read model's write-time hooks: one call each from estimates, proposals and the portal.
// A hook never fails the business action it follows: a lost count is logged. The read side is
// reports-service.ts (jobs); the counters live with estimates, where a job's first event happens.

/** What a proposal event counts (a stored proposal fits). */
export interface ReportedProposal {
  accountId: string;
  proposalId: string;
  estimateId: string;
  totalCents: number;
  complexity: Complexity;
  /** The homeowner's choice among options, when accepted with one (docs/decisions.md, "Reports count the choice"). */
  choice?: { tier: string; upgrades: readonly unknown[]; plan: unknown };
}

/** What an acceptance counts of its choice; nothing for a one-price proposal. */
function acceptedChoice(proposal: ReportedProposal): { choice?: AcceptedChoice } {
  const { choice } = proposal;
  if (!choice) return {};
  return { choice: { tier: choice.tier, upgrades: choice.upgrades.length, financed: choice.plan !== null } };
}

async function count(accountId: string, eventKey: string, at: Date, event: ReportEvent): Promise<void> {
  try {
    await addReportEvent(accountId, eventKey, monthOf(at), event, at);
  } catch (error) {
    log('error', 'report counter not updated', { accountId, eventKey, ...errorFields(error) });
  }
}

/** Hook: an estimate was created (the address typed). */
export function recordEstimateCreated(accountId: string, estimateId: string, at: Date): Promise<void> {
  return count(accountId, `estimate-created#${estimateId}`, at, { kind: 'estimate-created' });
}

/** Days from an estimate's creation (its ULID's time) to `at`; 0 for an id that is not a ULID. */
function daysSinceEstimate(estimateId: string, at: Date): number {
  try {
    return Math.max(0, daysBetween(decodeTime(estimateId), at.getTime()));
  } catch {
    return 0;
  }
}

/** Hook: a proposal was sent, viewed, accepted or declined (each counted once per proposal). */
export function recordProposalEvent(
  proposal: ReportedProposal,
  kind: 'sent' | 'viewed' | 'accepted' | 'declined',
  at: Date,
): Promise<void> {
  const event: ReportEvent =
    kind === 'sent'
      ? {
          kind: 'proposal-sent',
          cents: proposal.totalCents,
          daysSinceEstimate: daysSinceEstimate(proposal.estimateId, at),
        }
      : kind === 'viewed'
        ? { kind: 'proposal-viewed', cents: proposal.totalCents }
        : kind === 'accepted'
          ? {
              kind: 'proposal-accepted',
              cents: proposal.totalCents,
              complexity: proposal.complexity,
              ...acceptedChoice(proposal),
            }
          : { kind: 'proposal-declined', complexity: proposal.complexity };
  const key = kind === 'accepted' || kind === 'declined' ? 'decided' : kind;
  return count(proposal.accountId, `proposal-${key}#${proposal.proposalId}`, at, event);
}

/**
 * Hook: a homeowner payment as Stripe has it now (succeeded: its amount less refunds; else nothing
 * collected); the change since the last read counts in the month of `at`.
 */
export async function recordPaymentCollected(
  payment: { accountId: string; paymentIntentId: string; netCents: number; readAt: number },
  at: Date,
): Promise<void> {
  try {
    await addCollectedChange(
      payment.accountId,
      payment.paymentIntentId,
      payment.netCents,
      payment.readAt,
      monthOf(at),
    );
  } catch (error) {
    log('error', 'collected revenue not updated', { ...payment, ...errorFields(error) });
  }
}

/** Hook: a signed contract's deposit was paid (counted once per proposal, in the month paid). */
export function recordDepositPaid(
  accountId: string,
  proposalId: string,
  signedAt: string,
  at: Date,
): Promise<void> {
  return count(accountId, `deposit-paid#${proposalId}`, at, {
    kind: 'deposit-paid',
    daysSinceSigned: Math.max(0, daysBetween(signedAt, at.getTime())),
  });
}
