/**
 * Seats, member status and the subscription status the profile shows (docs/product.md#accounts).
 * Seat numbers come from the plans (shared/kernel/plans.ts), the one place they are written.
 */
import type { PlanTier } from '../kernel/constants.js';
import { PLANS } from '../kernel/plans.js';
import { capitalize } from '../kernel/format.js';

/** Users each tier includes; null means unlimited (starter 2, pro 5, enterprise unlimited). */
export const PLAN_SEATS: Readonly<Record<PlanTier, number | null>> = Object.fromEntries(
  PLANS.map((plan) => [plan.tier, plan.seats]),
) as Record<PlanTier, number | null>;

/** The message when the plan has no free seat. */
export function seatLimitMessage(tier: PlanTier): string {
  return `Your ${tierLabel(tier)} plan includes ${PLAN_SEATS[tier]} users and all of them are taken. Upgrade your plan to add more team members.`;
}

/** The tier as the plan banner names it: Starter, Pro, Enterprise. */
export function tierLabel(tier: PlanTier): string {
  return capitalize(tier);
}

/** The plan banner of the team page, e.g. "Current Plan: Pro (5 Users)". */
export function planBannerText(tier: PlanTier): string {
  const seats = PLAN_SEATS[tier];
  return `Current Plan: ${tierLabel(tier)} (${seats === null ? 'Unlimited' : seats} Users)`;
}

/** A member's state: invited (no sign-in yet), active, or removed (access revoked). */
export const MEMBER_STATUSES = ['active', 'invited', 'removed'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

/** The status of a member from its stored flags. */
export function memberStatus(member: { isActive: boolean; invitePending?: boolean }): MemberStatus {
  if (!member.isActive) return 'removed';
  return member.invitePending ? 'invited' : 'active';
}

/** Subscription status as the profile shows it (docs/product.md#accounts). */
export const SUBSCRIPTION_VIEW_STATUSES = ['active', 'trial', 'free'] as const;
export type SubscriptionViewStatus = (typeof SUBSCRIPTION_VIEW_STATUSES)[number];

/**
 * The account's subscription status at `now`: active while paid, trial while the trial has not
 * ended, else free. Logo upload is allowed for active and trial (docs/product.md#accounts).
 */
export function subscriptionStatusAt(
  account: { subscriptionStatus: string; trialEndsAt: string | null },
  now: Date,
): SubscriptionViewStatus {
  if (account.subscriptionStatus === 'active') return 'active';
  if (
    account.subscriptionStatus === 'trial' &&
    account.trialEndsAt &&
    Date.parse(account.trialEndsAt) > now.getTime()
  )
    return 'trial';
  return 'free';
}

/** Whether a subscription status may upload or delete the company logo. */
export function canUseLogo(status: SubscriptionViewStatus): boolean {
  return status === 'active' || status === 'trial';
}
