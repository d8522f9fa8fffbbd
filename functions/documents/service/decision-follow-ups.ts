import { LEASE_SECONDS, InProgressError, runOnce } from '../../platform/data/dedupe.js';
import { formatCents } from '@shared/kernel/format.js';
import { config } from '../../platform/config.js';
import { getAccount, wantsNotice } from '../../accounts/index.js';
import { getUser } from '../../platform/data/users.js';
import { log } from '../../platform/log.js';
import { enqueue, enqueueEmail } from '../../platform/queue.js';
import { setEstimateFlags, recordProposalEvent } from '../../estimates/index.js';
import { publishEvent } from '../../integrations/index.js';
import { getProposal, type ProposalRecord } from '../data/proposals.js';
import { deletePendingDecision, listPendingDecisions } from '../data/pending-decisions.js';

// What follows a homeowner's decision, once, and the sweep that sees it through when the request that
// made the decision died half-way (docs/decisions.md, "Decisions are seen through").

const TIMELINE_NOTE_MAX = 300;

/** The acceptance's timeline line: who accepted and, when they wrote one, their note (shortened). */
function acceptanceDetail(proposal: ProposalRecord): string {
  const note = proposal.decisionNotes?.trim();
  if (!note) return proposal.customerName;
  const short = note.length > TIMELINE_NOTE_MAX ? `${note.slice(0, TIMELINE_NOTE_MAX - 1)}…` : note;
  return `${proposal.customerName}: “${short}”`;
}

/**
 * What follows a decision, once per proposal: an acceptance marks the estimate accepted and queues
 * the contract; the contractor is told either way. Retried from a later request or the sweep if it
 * failed; once done, the decision's note is removed.
 */
export async function completeDecision(proposal: ProposalRecord): Promise<void> {
  await runOnce('proposal-decision', `${proposal.accountId}#${proposal.proposalId}`, async () => {
    const accepted = proposal.status === 'accepted';
    await recordProposalEvent(
      proposal,
      accepted ? 'accepted' : 'declined',
      new Date(proposal.decidedAt ?? proposal.updatedAt),
    );
    if (accepted) {
      // The homeowner's note shows on the estimate's timeline too, not only in the mail (docs/product.md#documents).
      await setEstimateFlags(proposal.accountId, proposal.estimateId, { accepted: true }, new Date(), {
        accepted: acceptanceDetail(proposal),
      });
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
    // Settings → Defaults: "A homeowner accepted or declined a proposal" (on unless switched off).
    if (
      member &&
      member.accountId === proposal.accountId &&
      (await wantsNotice(proposal.accountId, 'proposal_decided'))
    ) {
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
    // Last, and never throwing: the contractor's own systems hear of it (docs/webhooks.md).
    if (accepted) await publishProposalAccepted(proposal);
  });
  const { decidedAt, accountId, proposalId } = proposal;
  if (decidedAt) await deletePendingDecision({ decidedAt, accountId, proposalId });
}

/** `proposal.accepted` to the account's webhook endpoints; a failure is logged, never the homeowner's. */
async function publishProposalAccepted(proposal: ProposalRecord): Promise<void> {
  await publishEvent(
    proposal.accountId,
    'proposal.accepted',
    {
      proposal_id: proposal.proposalId,
      estimate_id: proposal.estimateId,
      customer_name: proposal.customerName,
      customer_email: proposal.customerEmail,
      address: proposal.snapshot.propertyAddress,
      total_cents: proposal.totalCents,
      chosen_option: proposal.choice?.name ?? null,
      notes: proposal.decisionNotes ?? null,
      accepted_at: proposal.decidedAt ?? proposal.updatedAt,
    },
    { key: `proposal.accepted#${proposal.proposalId}` },
  );
}

/** Past this, a decision's follow-ups are not running any more: their once-only lease has run out. */
const SWEEP_AFTER_MS = (LEASE_SECONDS + 60) * 1000;
const SWEEP_BATCH = 100;

/**
 * Scheduled: sees through the follow-ups of decisions whose request died after writing them (a
 * timeout, a crash) and left the once-only lease to expire, so the estimate is marked, the contract
 * queued and the contractor told. A note whose decision was never written is dropped.
 */
export async function seeDecisionsThrough(now = new Date()): Promise<{ checked: number; completed: number }> {
  const notes = await listPendingDecisions(new Date(now.getTime() - SWEEP_AFTER_MS), SWEEP_BATCH);
  let completed = 0;
  for (const note of notes) {
    const proposal = await getProposal(note.accountId, note.proposalId);
    const decided = proposal?.status === 'accepted' || proposal?.status === 'rejected';
    if (!proposal || !decided || proposal.decidedAt !== note.decidedAt) {
      await deletePendingDecision(note);
      continue;
    }
    try {
      await completeDecision(proposal);
      completed += 1;
    } catch (error) {
      // One decision's failure must not stop the others; the next run tries it again.
      if (!(error instanceof InProgressError))
        log('error', 'decision follow-ups failed', { ...note, error: String(error) });
    }
  }
  return { checked: notes.length, completed };
}
