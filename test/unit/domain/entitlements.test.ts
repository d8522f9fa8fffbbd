import { describe, expect, it } from 'vitest';
import {
  canAddSeat,
  entitlementsAt,
  membersOverPlan,
  PAST_DUE_GRACE_DAYS,
  type PlanFacts,
} from '../../../shared/kernel/entitlements.js';
import { signaturesUpgradeMessage } from '../../../shared/kernel/plans.js';

const now = new Date('2026-11-23T12:00:00Z');
const DAY = 86_400_000;
const at = (offsetDays: number) => new Date(now.getTime() + offsetDays * DAY).toISOString();
const trial = (endsInDays: number): PlanFacts => ({
  tier: 'pro',
  subscriptionStatus: 'trial',
  trialEndsAt: at(endsInDays),
});

describe('entitlementsAt (the one plan-enforcement function)', () => {
  it('a running trial may do everything its tier includes', () => {
    expect(entitlementsAt(trial(3), now)).toMatchObject({
      state: 'trial',
      seats: 5,
      monthlyMeasurements: 250,
      canUploadLogo: true,
      canUsePaidActions: true,
      starterBranding: false,
      blockedReason: null,
    });
  });

  it('a trial past its end is read-only for paid actions, with a message naming the date and billing', () => {
    const ended = entitlementsAt(trial(-1), now);
    expect(ended.state).toBe('read_only');
    expect(ended.canUsePaidActions).toBe(false);
    expect(ended.canUploadLogo).toBe(false);
    expect(ended.blockedReason).toBe(
      'Your free trial ended on November 22, 2026. Your data stays readable and exportable. Subscribe on the Billing page to continue.',
    );
    // The very moment it ends counts as ended.
    expect(entitlementsAt(trial(0), now).canUsePaidActions).toBe(false);
  });

  it('an active subscription follows its tier: starter has 2 seats, 50 measurements and the branding line', () => {
    const starter = entitlementsAt(
      { tier: 'starter', subscriptionStatus: 'active', trialEndsAt: null, stripeStatus: 'active' },
      now,
    );
    expect(starter).toMatchObject({
      state: 'active',
      seats: 2,
      monthlyMeasurements: 50,
      starterBranding: true,
    });
    const enterprise = entitlementsAt(
      { tier: 'enterprise', subscriptionStatus: 'active', trialEndsAt: null, stripeStatus: 'active' },
      now,
    );
    expect(enterprise).toMatchObject({ seats: null, monthlyMeasurements: null, starterBranding: false });
  });

  it('more members than the plan has seats (a plan changed outside the Billing page) stops paid actions until the team fits', () => {
    const starter = (seatsUsed: number): PlanFacts => ({
      tier: 'starter',
      subscriptionStatus: 'active',
      trialEndsAt: null,
      stripeStatus: 'active',
      seatsUsed,
    });
    const over = entitlementsAt(starter(4), now);
    expect(over).toMatchObject({ state: 'active', canUsePaidActions: false, canUploadLogo: true });
    expect(over.blockedReason).toBe(
      'Your Starter plan includes 2 users and your team has 4. Remove 2 members on the Team page, or change plan on the Billing page, to continue.',
    );
    expect(entitlementsAt(starter(2), now)).toMatchObject({ canUsePaidActions: true, blockedReason: null });
    expect(entitlementsAt({ ...starter(40), tier: 'enterprise' }, now).canUsePaidActions).toBe(true);
  });

  it(`past_due keeps working for ${PAST_DUE_GRACE_DAYS} days with the grace end, then stops`, () => {
    const facts = (sinceDays: number): PlanFacts => ({
      tier: 'pro',
      subscriptionStatus: 'active',
      trialEndsAt: null,
      stripeStatus: 'past_due',
      pastDueSince: at(-sinceDays),
    });
    const inGrace = entitlementsAt(facts(6.9), now);
    expect(inGrace).toMatchObject({ state: 'past_due', canUsePaidActions: true, canUploadLogo: true });
    expect(inGrace.graceEndsAt).toBe(at(0.1));
    const over = entitlementsAt(facts(7), now);
    expect(over).toMatchObject({ state: 'read_only', canUsePaidActions: false, graceEndsAt: null });
    expect(over.blockedReason).toMatch(/more than 7 days overdue/);
  });

  it('unpaid and canceled subscriptions are read-only whatever the stored profile status says', () => {
    for (const stripeStatus of ['unpaid', 'canceled', 'incomplete_expired']) {
      const result = entitlementsAt(
        { tier: 'pro', subscriptionStatus: 'active', trialEndsAt: null, stripeStatus },
        now,
      );
      expect(result.state, stripeStatus).toBe('read_only');
      expect(result.canUsePaidActions).toBe(false);
    }
    expect(
      entitlementsAt(
        { tier: 'pro', subscriptionStatus: 'active', trialEndsAt: null, stripeStatus: 'canceled' },
        now,
      ).blockedReason,
    ).toMatch(/^Your subscription has been cancelled\./);
  });

  it('a free account (no trial, no subscription) is read-only; a paid one without Stripe (presale) is active', () => {
    expect(entitlementsAt({ tier: 'pro', subscriptionStatus: 'free', trialEndsAt: null }, now).state).toBe(
      'read_only',
    );
    expect(entitlementsAt({ tier: 'pro', subscriptionStatus: 'active', trialEndsAt: null }, now).state).toBe(
      'active',
    );
  });
});

describe('membersOverPlan', () => {
  it('digital signatures come with Professional and Enterprise and with any running trial, never with Starter', () => {
    const active = (tier: PlanFacts['tier']): PlanFacts => ({
      tier,
      subscriptionStatus: 'active',
      trialEndsAt: null,
    });
    expect(entitlementsAt(active('starter'), now).signatures).toBe(false);
    expect(entitlementsAt(active('pro'), now).signatures).toBe(true);
    expect(entitlementsAt(active('enterprise'), now).signatures).toBe(true);
    expect(entitlementsAt({ ...trial(3), tier: 'starter' }, now).signatures).toBe(true);
    expect(entitlementsAt({ ...trial(-1), tier: 'starter' }, now).signatures).toBe(false);
    expect(signaturesUpgradeMessage()).toBe(
      'Digital signatures come with the Professional or Enterprise plan. Upgrade on the Billing page to send documents for signature.',
    );
  });

  it('counts how many members must go before a smaller plan fits', () => {
    expect(membersOverPlan('starter', 3)).toBe(1);
    expect(membersOverPlan('starter', 2)).toBe(0);
    expect(membersOverPlan('pro', 9)).toBe(4);
    expect(membersOverPlan('enterprise', 500)).toBe(0);
  });

  it('decides an invite from the entitlement seats: the trial tier, then a synced Stripe tier', () => {
    expect(canAddSeat(entitlementsAt(trial(3), now), 4)).toBe(true);
    expect(canAddSeat(entitlementsAt(trial(3), now), 5)).toBe(false);
    const starter: PlanFacts = { ...trial(-1), tier: 'starter', stripeStatus: 'active' };
    expect(canAddSeat(entitlementsAt(starter, now), 1)).toBe(true);
    expect(canAddSeat(entitlementsAt(starter, now), 2)).toBe(false);
    expect(canAddSeat(entitlementsAt({ ...starter, tier: 'enterprise' }, now), 10_000)).toBe(true);
  });
});
