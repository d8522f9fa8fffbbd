import { addDays } from '../kernel/time.js';
/**
 * Proposal lifecycle (docs/product.md#documents): statuses, the one state machine every writer goes
 * through, link validity and the spec's messages. Pure: no clock is read here, `now` is passed in.
 */

/**
 * Every stored status. The spec's six plus `withdrawn`: an open proposal replaced by a newer one for
 * the same estimate, so the homeowner never holds two live prices (its link answers 410).
 */
export const PROPOSAL_STATUSES = [
  'draft',
  'sent',
  'viewed',
  'accepted',
  'rejected',
  'expired',
  'withdrawn',
] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

/** The filter tabs of the Proposals screen (docs/product.md#documents). */
export const PROPOSAL_TABS = ['all', 'draft', 'sent', 'viewed', 'accepted', 'rejected'] as const;
export type ProposalTab = (typeof PROPOSAL_TABS)[number];

/** What can happen to a proposal. */
export type ProposalEvent = 'send' | 'view' | 'accept' | 'decline' | 'expire' | 'withdraw';

/** A proposal link works this many days after it is sent (docs/product.md#documents). */
export const PROPOSAL_VALID_DAYS = 30;
/** A contract signing link works this many days after it is sent. */
export const SIGNING_LINK_VALID_DAYS = 14;

const TRANSITIONS: Record<ProposalEvent, Partial<Record<ProposalStatus, ProposalStatus>>> = {
  send: { draft: 'sent' },
  view: { sent: 'viewed' },
  accept: { sent: 'accepted', viewed: 'accepted' },
  decline: { sent: 'rejected', viewed: 'rejected' },
  expire: { sent: 'expired', viewed: 'expired' },
  withdraw: { draft: 'withdrawn', sent: 'withdrawn', viewed: 'withdrawn' },
};

/** A transition the state machine does not allow (the API answers 409 and changes nothing). */
export class InvalidTransitionError extends Error {
  constructor(
    readonly from: ProposalStatus,
    readonly event: ProposalEvent,
  ) {
    super(`A ${from} proposal cannot ${event === 'view' ? 'be viewed' : event}`);
    this.name = 'InvalidTransitionError';
  }
}

/** The status a proposal moves to on an event; throws InvalidTransitionError when the move is not allowed. */
export function nextStatus(from: ProposalStatus, event: ProposalEvent): ProposalStatus {
  const to = TRANSITIONS[event][from];
  if (!to) throw new InvalidTransitionError(from, event);
  return to;
}

/** The statuses an event may start from (the condition of the conditional write that performs it). */
export function statusesAllowing(event: ProposalEvent): ProposalStatus[] {
  return Object.keys(TRANSITIONS[event]) as ProposalStatus[];
}

/**
 * The contractor's `PUT /api/proposals/{id}/status?new_status=`: only draft → sent is theirs to make
 * (viewing, accepting and declining belong to the homeowner; expiry to the clock).
 */
export function contractorTransition(from: ProposalStatus, to: ProposalStatus): ProposalStatus {
  if (to !== 'sent') throw new InvalidTransitionError(from, 'send');
  return nextStatus(from, 'send');
}

/** Statuses whose link the homeowner can still act on (before the validity check). */
export const OPEN_STATUSES: readonly ProposalStatus[] = ['sent', 'viewed'];

/** When a proposal sent at `sentAt` stops working (the account's validity setting, at most 30 days). */
export function proposalValidUntil(sentAt: Date, days: number = PROPOSAL_VALID_DAYS): Date {
  return addDays(sentAt, Math.min(days, PROPOSAL_VALID_DAYS));
}

/** When a signing link issued at `issuedAt` stops working. */
export function signingLinkValidUntil(issuedAt: Date): Date {
  return addDays(issuedAt, SIGNING_LINK_VALID_DAYS);
}

/** True once `validUntil` (ISO) is reached. */
export function isPastValidity(validUntil: string | null, now: Date): boolean {
  return validUntil !== null && Date.parse(validUntil) <= now.getTime();
}

/**
 * The status to show: an open proposal past its validity is expired even before anyone wrote that
 * down (expiry is recorded lazily, when the link is next opened).
 */
export function effectiveStatus(
  proposal: { status: ProposalStatus; validUntil: string | null },
  now: Date,
): ProposalStatus {
  return OPEN_STATUSES.includes(proposal.status) && isPastValidity(proposal.validUntil, now)
    ? 'expired'
    : proposal.status;
}

/** What the homeowner's link answers for a proposal in a given state. */
export type LinkState = 'open' | 'decided' | 'expired' | 'withdrawn';

/**
 * Whether the homeowner's link shows the decision form, the decided proposal, or answers 410. A
 * link works 30 days from sending whatever happened since (docs/product.md#documents); a withdrawn one never.
 */
export function linkState(
  proposal: { status: ProposalStatus; validUntil: string | null },
  now: Date,
): LinkState {
  if (proposal.status === 'withdrawn' || proposal.status === 'draft') return 'withdrawn';
  if (proposal.status === 'expired' || isPastValidity(proposal.validUntil, now)) return 'expired';
  if (proposal.status === 'accepted' || proposal.status === 'rejected') return 'decided';
  return 'open';
}

/** The homeowner's two answers (docs/product.md#documents). */
export const PORTAL_ACTIONS = ['accept', 'decline'] as const;
export type PortalAction = (typeof PORTAL_ACTIONS)[number];

/** Messages of the Proposals screen and the customer portal (docs/product.md#documents). */
export const PROPOSAL_MESSAGES = {
  statusFailed: 'Failed to update proposal status',
  deleteConfirm: 'Are you sure you want to delete this proposal?',
  deleteFailed: 'Failed to delete proposal',
  loggedOut: 'Please log in to access proposals.',
  missingCustomer: 'Please provide customer name and email',
  sendFailed: 'Failed to send proposal. Please try again.',
  sent: (email: string) => `Proposal sent successfully to ${email}!`,
  linkInvalid: 'This proposal link is invalid or has expired.',
  /** The spec's text, with the validity the proposal was sent with (Settings may set fewer than 30 days). */
  linkExpired: (days: number = PROPOSAL_VALID_DAYS) =>
    `This proposal link has expired (valid for ${days} ${days === 1 ? 'day' : 'days'}).`,
  linkWithdrawn:
    'This proposal has been withdrawn by the contractor. Please contact them for an updated proposal.',
  linkSuperseded:
    'This proposal has been replaced by a newer one from your contractor. Open the link in their latest email, or have it sent again.',
  resendRequested:
    'If there is a newer proposal for this link, its link is on its way to the email address it was sent to.',
  loadFailed: 'Unable to load proposal. Please try again later.',
  /** Spec: "Error {action}ing proposal" — written out so decline reads "declining", not "declineing". */
  actionFailed: (action: PortalAction) =>
    `Error ${action === 'accept' ? 'accepting' : 'declining'} proposal. Please try again.`,
  alreadyDecided: (status: ProposalStatus) =>
    `This proposal has already been ${status === 'accepted' ? 'accepted' : 'declined'}.`,
  onlyDraftsDeleted: 'Only draft proposals can be deleted.',
  alreadyAccepted: 'The customer has already accepted a proposal for this estimate.',
  notMeasured: 'This estimate has no measured roof and price yet.',
} as const;

/** Messages (docs/product.md#documents) of the estimate's contract and signing actions and the signing page. */
export const CONTRACT_MESSAGES = {
  downloadFailed: 'Failed to download PDF',
  generateFailed: 'Failed to generate contract',
  generated: 'Contract generated successfully!',
  signingFailed: 'Failed to send for signing',
  signingSent: 'Document sent for digital signature!',
  notAccepted: 'The customer has not accepted the proposal yet.',
  noContract: 'Generate the contract first.',
  signLater: 'Your contractor will send you the contract to sign.',
  alreadySigned: 'This contract has already been signed.',
  noCustomerEmail: 'This estimate has no customer email to send the signing link to.',
  linkInvalid: 'This signing link is invalid.',
  linkExpired: 'This signing link has expired. Please ask your contractor for a new one.',
  linkUsed: 'This signing link has already been used.',
  linkReplaced:
    'This signing link was replaced by a newer one. Please use the latest link your contractor sent.',
  signing: 'This contract is being signed right now.',
  missingSignature: 'Please draw your signature',
  missingName: 'Please type your full name',
  mustAgree: 'Please confirm that you agree to sign electronically',
  badSignature: 'The signature must be a PNG image drawn on the page',
} as const;
