import { linkState, PROPOSAL_MESSAGES } from '@shared/documents/proposals.js';
import type { ResendCurrentResponse } from '@shared/documents/schemas/proposals.js';
import { guardSend } from '../../accounts/index.js';
import { hit, type RateLimit } from '../../platform/data/rate-limit.js';
import { VersionConflictError } from '../../platform/data/versioned.js';
import { HttpError, TooManyRequestsError } from '../../platform/errors.js';
import { hashToken, newSecureToken } from '../../platform/secure-token.js';
import { findProposalByTokenHash, getProposal, saveProposalTokenRotated } from '../data/proposals.js';
import { mailProposalLink } from './proposals-service.js';
import { currentProposalOf } from './superseded-links.js';

// A superseded link asks for the current proposal's link (docs/decisions.md, "A superseded link names
// the current one"): mailed only to the address recorded on that proposal, under a rotated token.

/** Requests from one client address: over it, 429 whatever the token (so the refusal tells nothing). */
export const RESEND_BY_ADDRESS: RateLimit = {
  scope: 'proposal-resend-address',
  limit: 10,
  windowSeconds: 3600,
};
/** Mails per superseded link: over it, the same 202 and no mail. */
const RESEND_BY_LINK: RateLimit = { scope: 'proposal-resend-link', limit: 3, windowSeconds: 3600 };

/**
 * POST /api/customer-portal/proposal/{token}/resend-current: the same 202 answer whether or not a
 * mail went out (no oracle); a mail goes only for a superseded link whose estimate has an open newer
 * proposal.
 */
export async function resendCurrent(
  token: string,
  client: string,
  now = new Date(),
): Promise<ResendCurrentResponse> {
  await hit(RESEND_BY_ADDRESS, client, now);
  const hash = hashToken(token);
  const withinLimit = await hit(RESEND_BY_LINK, hash, now).then(
    () => true,
    (error: unknown) => {
      if (error instanceof TooManyRequestsError) return false;
      throw error;
    },
  );
  if (withinLimit) await resendFor(hash, now);
  return { message: PROPOSAL_MESSAGES.resendRequested };
}

/**
 * Tokens are stored only as hashes, so the newest proposal's link cannot be mailed again as it was:
 * its token is rotated (the previously mailed link stops working) and the fresh link mailed.
 */
async function resendFor(hash: string, now: Date): Promise<void> {
  const reference = await findProposalByTokenHash(hash);
  // Everything below stays in the account the token belongs to.
  const proposal = reference && (await getProposal(reference.accountId, reference.proposalId));
  if (!proposal || proposal.tokenHash !== hash) return;
  if (proposal.status !== 'withdrawn' || proposal.withdrawnReason !== 'superseded') return;
  const current = await currentProposalOf(proposal.accountId, proposal.estimateId, now);
  if (!current?.tokenHash || linkState(current, now) !== 'open') return;
  const newest = await getProposal(current.accountId, current.proposalId);
  if (!newest?.tokenHash) return;
  // A refusal of the send guard (cap, suppression, pause, plan) means no mail; the answer stays the same.
  const permit = await guardSend(newest.accountId, [newest.customerEmail], now).catch((error: unknown) => {
    if (error instanceof HttpError) return null;
    throw error;
  });
  if (!permit) return;
  const fresh = newSecureToken();
  try {
    await saveProposalTokenRotated(newest, newest.tokenHash, fresh.hash, now);
  } catch (error) {
    // Changed meanwhile (decided, superseded, rotated by a parallel request): nothing to mail.
    if (error instanceof VersionConflictError) return;
    throw error;
  }
  await mailProposalLink(
    permit,
    { ...newest, tokenHash: fresh.hash },
    fresh.token,
    `proposal-link#${newest.proposalId}#${fresh.hash.slice(0, 16)}`,
  );
}
