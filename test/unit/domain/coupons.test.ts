import { describe, expect, it } from 'vitest';
import {
  canToggle,
  couponGrant,
  couponStatus,
  describeGrant,
  finalUses,
  redemptionRefusal,
  settleHold,
  usesLeft,
  type CouponTerms,
} from '../../../shared/operations/coupons.js';
import { createCouponRequest } from '../../../shared/operations/schemas/coupons.js';

const NOW = new Date('2026-11-23T12:00:00Z');

function coupon(overrides: Partial<CouponTerms> = {}): CouponTerms {
  return {
    coupon_type: 'free_beta',
    discount_percent: null,
    discount_fixed: null,
    trial_days: null,
    grants_beta_access: true,
    max_uses: null,
    max_uses_per_user: 1,
    current_uses: 0,
    valid_from: null,
    valid_until: null,
    status: 'active',
    ...overrides,
  };
}

describe('coupon status rules (docs/product.md#operations)', () => {
  it('derives expired past valid_until and depleted at max uses; disabled wins', () => {
    expect(couponStatus(coupon(), NOW)).toBe('active');
    expect(couponStatus(coupon({ valid_until: '2026-11-23T11:59:59Z' }), NOW)).toBe('expired');
    expect(couponStatus(coupon({ max_uses: 2, current_uses: 2 }), NOW)).toBe('depleted');
    expect(couponStatus(coupon({ max_uses: 0 }), NOW)).toBe('depleted');
    expect(couponStatus(coupon({ max_uses: null, current_uses: 10_000 }), NOW)).toBe('active');
    expect(couponStatus(coupon({ status: 'disabled', max_uses: 1, current_uses: 1 }), NOW)).toBe('disabled');
  });

  it('toggles only active and disabled coupons', () => {
    expect(canToggle(coupon(), NOW)).toBe(true);
    expect(canToggle(coupon({ status: 'disabled' }), NOW)).toBe(true);
    expect(canToggle(coupon({ valid_until: '2020-01-01T00:00:00Z' }), NOW)).toBe(false);
    expect(canToggle(coupon({ max_uses: 1, current_uses: 1 }), NOW)).toBe(false);
  });

  it('names the exact reason a redemption is refused', () => {
    expect(redemptionRefusal(undefined, 0, NOW)).toBe('unknown');
    expect(redemptionRefusal(coupon({ status: 'disabled' }), 0, NOW)).toBe('disabled');
    expect(redemptionRefusal(coupon({ valid_from: '2026-12-01T00:00:00Z' }), 0, NOW)).toBe('not_yet_valid');
    expect(redemptionRefusal(coupon({ valid_until: '2026-11-01T00:00:00Z' }), 0, NOW)).toBe('expired');
    expect(redemptionRefusal(coupon({ max_uses: 1, current_uses: 1 }), 0, NOW)).toBe('used_up');
    expect(redemptionRefusal(coupon({ max_uses_per_user: 2 }), 2, NOW)).toBe('already_used');
    expect(redemptionRefusal(coupon({ max_uses_per_user: 2 }), 1, NOW)).toBeNull();
  });
});

describe('checkout holds (docs/decisions.md, "Coupon holds")', () => {
  it('counts pending holds with final uses: three open checkouts use up a 3-use code', () => {
    const held = coupon({ max_uses: 3, current_uses: 3 });
    expect(usesLeft(held)).toBe(0);
    expect(couponStatus(held, NOW)).toBe('depleted');
    expect(redemptionRefusal(held, 0, NOW)).toBe('used_up');
    expect(finalUses({ current_uses: 3, pending_uses: 3 })).toBe(0);
    expect(finalUses({ current_uses: 3 })).toBe(3);
    expect(usesLeft(coupon({ max_uses: null, current_uses: 40 }))).toBeNull();
    expect(usesLeft(coupon({ max_uses: 3, current_uses: 1 }))).toBe(2);
  });

  it('an expired session gives the use back to the code and the person; a completed one makes it final', () => {
    expect(settleHold('pending', 'released')).toEqual({
      state: 'released',
      uses: -1,
      pending: -1,
      personUses: -1,
    });
    expect(settleHold('pending', 'final')).toEqual({ state: 'final', uses: 0, pending: -1, personUses: 0 });
  });

  it('settles a hold once: a repeated or late event, or a use that never was a hold, changes nothing', () => {
    for (const state of ['final', 'released', undefined] as const) {
      expect(settleHold(state, 'released')).toBeNull();
      expect(settleHold(state, 'final')).toBeNull();
    }
  });
});

describe('what a coupon grants (docs/decisions.md)', () => {
  it('free_beta: beta access and the 30-day free beta', () => {
    expect(couponGrant(coupon())).toEqual({ betaAccess: true, trialDays: 30, discount: null });
  });
  it('extended_trial: the 14-day trial plus trial_days, beta only when granted', () => {
    expect(
      couponGrant(coupon({ coupon_type: 'extended_trial', trial_days: 16, grants_beta_access: false })),
    ).toEqual({ betaAccess: false, trialDays: 30, discount: null });
  });
  it('discount: a Stripe percent or amount (cents), for the first payment unless told otherwise', () => {
    const percent = couponGrant(
      coupon({ coupon_type: 'discount', discount_percent: 25, grants_beta_access: false }),
    );
    expect(percent).toEqual({
      betaAccess: false,
      trialDays: 14,
      discount: { percentOff: 25, duration: 'once' },
    });
    const amount = couponGrant(
      coupon({ coupon_type: 'discount', discount_fixed: 49.99, grants_beta_access: false }),
    );
    expect(amount.discount).toEqual({ amountOffCents: 4999, duration: 'once' });
  });
  it("discount duration: Stripe's once, repeating for N months, or forever", () => {
    const months = couponGrant(
      coupon({ coupon_type: 'discount', discount_percent: 20, duration: 'repeating', duration_in_months: 3 }),
    );
    expect(months.discount).toEqual({ percentOff: 20, duration: 'repeating', durationInMonths: 3 });
    expect(describeGrant(months)).toContain('20% off your plan (first 3 months)');
    const forever = couponGrant(coupon({ coupon_type: 'discount', discount_fixed: 10, duration: 'forever' }));
    expect(forever.discount).toEqual({ amountOffCents: 1000, duration: 'forever' });
    expect(describeGrant(forever)).toContain('$10.00 off your plan (every payment)');
  });
  it('combo: all of it', () => {
    const grant = couponGrant(coupon({ coupon_type: 'combo', discount_percent: 50, trial_days: 16 }));
    expect(grant).toEqual({
      betaAccess: true,
      trialDays: 46,
      discount: { percentOff: 50, duration: 'once' },
    });
    expect(describeGrant(grant)).toBe(
      'This code gives you a 46-day free trial, beta tester access, 50% off your plan (first payment only).',
    );
  });
});

describe('coupon create validation (docs/product.md#operations)', () => {
  it('forces the code to upper case, defaults per-user uses to 1 and beta access off, blank max uses = unlimited', () => {
    const parsed = createCouponRequest.parse({ code: ' beta50 ', coupon_type: 'free_beta', max_uses: '' });
    expect(parsed).toMatchObject({
      code: 'BETA50',
      max_uses_per_user: 1,
      grants_beta_access: false,
      duration: 'once',
      duration_in_months: null,
      max_uses: null,
    });
  });
  it('a repeating discount needs its months; a duration is kept only for a discount', () => {
    const missing = createCouponRequest.safeParse({
      code: 'X',
      coupon_type: 'discount',
      discount_percent: 10,
      duration: 'repeating',
    });
    expect(missing.error?.issues[0]).toMatchObject({
      path: ['duration_in_months'],
      message: 'Months are required when the discount repeats',
    });
    const trial = createCouponRequest.parse({
      code: 'X',
      coupon_type: 'extended_trial',
      trial_days: 5,
      duration: 'forever',
    });
    expect(trial).toMatchObject({ duration: 'once', duration_in_months: null });
    const months = createCouponRequest.parse({
      code: 'X',
      coupon_type: 'combo',
      discount_percent: 10,
      duration: 'repeating',
      duration_in_months: 6,
    });
    expect(months).toMatchObject({ duration: 'repeating', duration_in_months: 6 });
  });
  it('names the field that is out of range', () => {
    const result = createCouponRequest.safeParse({
      code: 'X',
      coupon_type: 'discount',
      discount_percent: 150,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].path).toEqual(['discount_percent']);
  });
});

describe('operations mails', () => {
  it('tell a partner applicant each review step and escape what they typed', async () => {
    const { renderEmail } = await import('../../../shared/mail/registry.js');
    const mail = renderEmail({
      template: 'partner-application-status',
      data: { firstName: 'Jamie', company: '<b>Gulf</b>', status: 'approved' },
    });
    expect(mail.subject).toBe('Update on your Ridgeline partner application');
    expect(mail.text).toContain('has been approved');
    expect(mail.html).toContain('&lt;b&gt;Gulf&lt;/b&gt;');
  });
  it('tell operators about a new submission with a link to the CRM tab', async () => {
    const { renderEmail } = await import('../../../shared/mail/registry.js');
    const mail = renderEmail({
      template: 'operator-new-submission',
      data: {
        kind: 'gdpr',
        from: 'Sam <sam@example.com>',
        summary: 'Access',
        crmUrl: 'https://x/dashboard/admin/crm?tab=gdpr',
      },
    });
    expect(mail.subject).toBe('New GDPR request from Sam <sam@example.com>');
    expect(mail.html).toContain('Sam &lt;sam@example.com&gt;');
    expect(mail.text).toContain('tab=gdpr');
  });
});
