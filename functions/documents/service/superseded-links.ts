import { linkState, PROPOSAL_MESSAGES } from '@shared/documents/proposals.js';
import type { SupersededLinkBody } from '@shared/documents/schemas/proposals.js';
import { humanNumber } from '@shared/kernel/human-numbers.js';
import { GoneError } from '../../platform/errors.js';
import { listProposalsOfEstimate, type ProposalListItem, type ProposalRecord } from '../data/proposals.js';

// A link withdrawn because a newer proposal of its estimate was sent (docs/decisions.md, "A superseded
// link names the current one"): its 410 names the newest proposal, which the homeowner can have re-sent.

/** The estimate's newest sent proposal whose link still opens (open or decided), within the same account. */
export async function currentProposalOf(
  accountId: string,
  estimateId: string,
  now: Date,
): Promise<(ProposalListItem & { sentAt: string }) | undefined> {
  const proposals = await listProposalsOfEstimate(accountId, estimateId);
  const live = proposals.filter(
    (item): item is ProposalListItem & { sentAt: string } =>
      item.sentAt !== null && ['open', 'decided'].includes(linkState(item, now)),
  );
  return live.sort((a, b) => b.sentAt.localeCompare(a.sentAt))[0];
}

/** The 410 of a withdrawn link: with `current` when it was superseded and a newer link opens, else today's. */
export async function withdrawnError(proposal: ProposalRecord, now: Date): Promise<GoneError> {
  if (proposal.withdrawnReason !== 'superseded') return new GoneError(PROPOSAL_MESSAGES.linkWithdrawn);
  const current = await currentProposalOf(proposal.accountId, proposal.estimateId, now);
  if (!current) return new GoneError(PROPOSAL_MESSAGES.linkWithdrawn);
  const body: Omit<SupersededLinkBody, 'detail'> = {
    current: {
      number: current.humanNumber ? humanNumber('proposal', current.humanNumber) : null,
      sent_at: current.sentAt,
    },
  };
  return new GoneError(PROPOSAL_MESSAGES.linkSuperseded, { body });
}
