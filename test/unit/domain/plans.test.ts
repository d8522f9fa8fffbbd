import { describe, expect, it } from 'vitest';
import {
  partnerEarnings,
  planOf,
  PRESALE_PACKAGES,
  presaleMonthlyPrice,
  presaleStruckPrice,
  presaleTotalDue,
  yearlyMonthlyPrice,
  yearlySavings,
} from '../../../shared/kernel/plans.js';

describe('plans', () => {
  it('prices Professional at $499 with 250 reports and 5 seats (settled conflicts)', () => {
    expect(planOf('pro')).toMatchObject({
      name: 'Professional',
      monthlyPrice: 499,
      reports: 250,
      seats: 5,
      popular: true,
    });
    expect(planOf('starter')).toMatchObject({ monthlyPrice: 299, reports: 50, seats: 2 });
    expect(planOf('enterprise')).toMatchObject({ monthlyPrice: 999, reports: null, seats: null });
  });

  it('makes yearly billing 20% cheaper, rounded, and states the yearly saving', () => {
    expect([299, 499, 999].map(yearlyMonthlyPrice)).toEqual([239, 399, 799]);
    expect([299, 499, 999].map(yearlySavings)).toEqual([720, 1200, 2400]);
  });

  it('derives the presale packages', () => {
    const byId = Object.fromEntries(PRESALE_PACKAGES.map((pkg) => [pkg.id, pkg]));
    expect(byId.starter_presale).toMatchObject({
      originalPrice: 897,
      presalePrice: 597,
      savings: 550,
      setupFee: 250,
    });
    expect(byId.pro_presale).toMatchObject({
      originalPrice: 1497,
      presalePrice: 997,
      savings: 750,
      popular: true,
    });
    expect(byId.enterprise_presale).toMatchObject({ originalPrice: 2997, presalePrice: 2322, savings: 925 });
    expect(PRESALE_PACKAGES.map(presaleMonthlyPrice)).toEqual([199, 332, 774]);
    expect(presaleTotalDue(byId.pro_presale)).toBe(1247);
    expect(presaleStruckPrice(byId.pro_presale)).toBe(1997);
  });

  it('computes partner earnings from referrals parsed as a whole number ≥ 0', () => {
    expect(partnerEarnings('10', 499, 'referral')).toBe(1497);
    expect(partnerEarnings('10', 499, 'reseller')).toBe(2994);
    expect(partnerEarnings('3.9', 299, 'referral')).toBe(269);
    expect(partnerEarnings('', 999, 'referral')).toBe(0);
    expect(partnerEarnings('-4', 999, 'reseller')).toBe(0);
    expect(partnerEarnings('abc', 999, 'reseller')).toBe(0);
  });
});
