/**
 * Plan enforcement (docs/product.md#billing): the ONE function that says what an account may do from
 * its subscription — seats, the monthly measurement quota, logo upload, starter branding, and
 * whether paid actions (measurements, sending proposals, invites) run at all. Pure; time injected.
 */
import type { PlanTier } from './constants.js';
import { planOf } from './plans.js';
import { DAY_MS } from './time.js';

/** Days a past-due account keeps working (with a banner) before paid actions stop. */
export const PAST_DUE_GRACE_DAYS = 7;

/** The billing facts of an account as stored (trial dates from sign-up, the rest synced from Stripe). */
export interface PlanFacts {
  tier: PlanTier;
  subscriptionStatus: 'active' | 'trial' | 'free';
  trialEndsAt: string | null;
  /** Stripe's status of the account's subscription (`active`, `past_due`, `unpaid`, `canceled`…), if any. */
  stripeStatus?: string | null;
  /** When the subscription first went past due (ISO), while it still is. */
  pastDueSince?: string | null;
  /** End of a prepaid period without a Stripe subscription (a presale package), if any. */
  paidThrough?: string | null;
  /** Active plus invited members, when known: more than the plan's seats stops paid actions. */
  seatsUsed?: number;
}

/** Where an account stands: trial, active, past due within the grace, or read-only for paid actions. */
export const PLAN_STATES = ['trial', 'active', 'past_due', 'read_only'] as const;
export type PlanState = (typeof PLAN_STATES)[number];

/** What the account may do right now. */
export interface Entitlements {
  state: PlanState;
  tier: PlanTier;
  /** Members (active + invited) the plan includes; null = unlimited. */
  seats: number | null;
  /** Roof measurements a calendar month; null = unlimited. */
  monthlyMeasurements: number | null;
  canUploadLogo: boolean;
  /** Starter shows "Created by Ridgeline" on the portal and PDFs. */
  starterBranding: boolean;
  /** Measurements, sending proposals and invites. */
  canUsePaidActions: boolean;
  /** The public API: plans that include it, and every trial (docs/product.md#public-api). */
  apiAccess: boolean;
  /** Requesting digital signatures: plans that include them, and every trial (docs/decisions.md). */
  signatures: boolean;
  /** End of the past-due grace (ISO), while in it. */
  graceEndsAt: string | null;
  /** Why paid actions stop (shown with the 402), or null when they run. */
  blockedReason: string | null;
}

const ENDED_STATUSES = new Set(['canceled', 'unpaid', 'incomplete_expired', 'paused']);

function dateText(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** The account's entitlements at `now`. */
export function entitlementsAt(facts: PlanFacts, now: Date): Entitlements {
  const plan = planOf(facts.tier);
  const base = {
    tier: facts.tier,
    seats: plan.seats,
    monthlyMeasurements: plan.reports,
    starterBranding: facts.tier === 'starter',
    graceEndsAt: null,
  };
  // A plan changed outside the Billing page (Stripe's portal or dashboard) can leave more members than
  // seats: paid actions wait until the team fits (docs/decisions.md "Seats after a plan change elsewhere").
  const over = plan.seats === null ? 0 : Math.max(0, (facts.seatsUsed ?? 0) - plan.seats);
  const open = (state: PlanState, graceEndsAt: string | null = null): Entitlements => ({
    ...base,
    state,
    graceEndsAt,
    canUploadLogo: true,
    canUsePaidActions: over === 0,
    apiAccess: plan.apiAccess || state === 'trial',
    signatures: plan.signatures || state === 'trial',
    blockedReason:
      over === 0
        ? null
        : `Your ${plan.name} plan includes ${plan.seats} users and your team has ${facts.seatsUsed}. Remove ${over} member${over === 1 ? '' : 's'} on the Team page, or change plan on the Billing page, to continue.`,
  });
  const readOnly = (blockedReason: string): Entitlements => ({
    ...base,
    state: 'read_only',
    canUploadLogo: false,
    canUsePaidActions: false,
    apiAccess: false,
    // The plan's own answer: a read-only account is refused by the paid-action check instead.
    signatures: plan.signatures,
    blockedReason: `${blockedReason} Your data stays readable and exportable. Subscribe on the Billing page to continue.`,
  });

  const stripe = facts.stripeStatus ?? null;
  if (stripe === 'active' || stripe === 'trialing') return open('active');
  if (stripe === 'past_due') {
    const since = Date.parse(facts.pastDueSince ?? '') || now.getTime();
    const graceEnds = since + PAST_DUE_GRACE_DAYS * DAY_MS;
    if (now.getTime() < graceEnds) return open('past_due', new Date(graceEnds).toISOString());
    return readOnly(`Your payment is more than ${PAST_DUE_GRACE_DAYS} days overdue.`);
  }
  if (stripe && ENDED_STATUSES.has(stripe))
    return readOnly(
      stripe === 'canceled' ? 'Your subscription has been cancelled.' : 'Your subscription is unpaid.',
    );

  if (facts.subscriptionStatus === 'active') {
    if (facts.paidThrough && Date.parse(facts.paidThrough) <= now.getTime())
      return readOnly(`Your prepaid presale period ended on ${dateText(facts.paidThrough)}.`);
    return open('active');
  }
  if (facts.subscriptionStatus === 'trial' && facts.trialEndsAt) {
    if (Date.parse(facts.trialEndsAt) > now.getTime()) return open('trial');
    return readOnly(`Your free trial ended on ${dateText(facts.trialEndsAt)}.`);
  }
  return readOnly('Your account has no active subscription.');
}

/** Whether an account with these entitlements and `seatsUsed` members (active + invited) may add one more. */
export function canAddSeat(entitlements: Pick<Entitlements, 'seats'>, seatsUsed: number): boolean {
  return entitlements.seats === null || seatsUsed < entitlements.seats;
}

/** Whether `seatsUsed` members fit a tier's seats; how many must go first when they do not. */
export function membersOverPlan(tier: PlanTier, seatsUsed: number): number {
  const seats = planOf(tier).seats;
  return seats === null ? 0 : Math.max(0, seatsUsed - seats);
}
