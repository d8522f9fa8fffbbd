import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RATES,
  defaultRoofMaterial,
  discountedCents,
  divideHalfUp,
  priceEstimate,
} from '../../../shared/estimates/pricing.js';
import {
  applyDiscountRequest,
  createEstimateRequest,
  INVALID_ADDRESS_MESSAGE,
  INVALID_DISCOUNT_MESSAGE,
} from '../../../shared/estimates/schemas/estimates.js';
import { ratesSchema, saveRatesRequest } from '../../../shared/estimates/schemas/rates.js';

describe('priceEstimate (integer cents)', () => {
  const fixturePrice = () =>
    priceEstimate({
      areaSqft: 2702.1,
      wastePercent: 15,
      complexity: 'moderate',
      material: 'asphalt_shingles',
      rates: DEFAULT_RATES,
    });

  it('prices the 200 fixture roof with the default rates', () => {
    const price = fixturePrice();
    // materials = 2,702.1 × 1.15 × (1.50 + 0.75) = 6,991.68375 → $6,991.68
    expect(price.materialsCents).toBe(699_168);
    // labor = 2,702.1 × (2.50 + 1.00 + 0.50) × 1.25 = 13,510.50
    expect(price.laborCents).toBe(1_351_050);
    expect(price.subtotalCents).toBe(2_050_218);
    // total = subtotal × 1.20 = 24,602.616 → $24,602.62
    expect(price.totalCents).toBe(2_460_262);
    expect(price.marginCents).toBe(2_460_262 - 2_050_218);
    expect(price.finalCents).toBe(price.totalCents);
    expect(price.discountPercent).toBeNull();
  });

  it('applies a discount to the total: 10 % of $24,602.62 leaves $22,142.36', () => {
    const price = priceEstimate({
      areaSqft: 2702.1,
      wastePercent: 15,
      complexity: 'moderate',
      material: 'asphalt_shingles',
      rates: DEFAULT_RATES,
      discountPercent: 10,
    });
    expect(price.finalCents).toBe(2_214_236);
    expect(price.discountCents).toBe(2_460_262 - 2_214_236);
    expect(discountedCents(2_460_262, 12.5)).toBe(divideHalfUp(2_460_262 * 875, 1000));
    expect(discountedCents(2_460_262, 100)).toBe(0);
  });

  it('uses the material rate and the complexity multiplier of the roof', () => {
    const metal = priceEstimate({
      areaSqft: 1000,
      wastePercent: 10,
      complexity: 'complex',
      material: 'metal_roofing',
      rates: DEFAULT_RATES,
    });
    expect(metal.materialsCents).toBe(1000 * 1.1 * (350 + 75));
    expect(metal.laborCents).toBe(1000 * 400 * 1.5);
    expect(defaultRoofMaterial('flat')).toBe('flat_roofing');
    expect(defaultRoofMaterial('hip')).toBe('asphalt_shingles');
  });

  it('rounds each line once, half up', () => {
    expect(divideHalfUp(5, 10)).toBe(1);
    expect(divideHalfUp(15, 10)).toBe(2);
    expect(divideHalfUp(14, 10)).toBe(1);
    // 0.1 ft² × $1.00 + $0.75 at 0 % waste = 17.5 cents → 18
    const tiny = priceEstimate({
      areaSqft: 0.1,
      wastePercent: 0,
      complexity: 'simple',
      material: 'asphalt_shingles',
      rates: { ...DEFAULT_RATES, asphalt_shingles_per_sqft: 1 },
    });
    expect(tiny.materialsCents).toBe(18);
  });
});

describe('rates validation (docs/product.md#estimates)', () => {
  it('accepts the defaults and refuses each out-of-bounds field with its own message', () => {
    expect(ratesSchema.safeParse(DEFAULT_RATES).success).toBe(true);
    const bad = {
      ...DEFAULT_RATES,
      asphalt_shingles_per_sqft: -1,
      moderate_complexity_multiplier: 3.5,
      profit_margin_percentage: 20.5,
      labor_per_sqft: 2.555,
    };
    const result = ratesSchema.safeParse(bad);
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages).toEqual({
      asphalt_shingles_per_sqft: 'Asphalt shingles must be between 0 and 100',
      moderate_complexity_multiplier: 'Moderate roofs must be between 0.5 and 3',
      profit_margin_percentage: 'Profit margin must be a whole number',
      labor_per_sqft: 'Labor must be in steps of 0.01',
    });
    expect(ratesSchema.safeParse({ ...DEFAULT_RATES, simple_complexity_multiplier: 1.15 }).success).toBe(
      true,
    );
    expect(ratesSchema.safeParse({ ...DEFAULT_RATES, simple_complexity_multiplier: 1.12 }).success).toBe(
      false,
    );
  });

  it('refuses a rates body with unknown fields (no injected account or user)', () => {
    expect(saveRatesRequest.safeParse({ rates: { ...DEFAULT_RATES, accountId: 'B' } }).success).toBe(false);
    expect(saveRatesRequest.safeParse({ rates: DEFAULT_RATES, accountId: 'B' }).success).toBe(false);
  });
});

describe('estimate request validation', () => {
  it('needs an address of 5 characters and a last name', () => {
    const short = createEstimateRequest.safeParse({ address: '  12 ', customer_last_name: 'Lopez' });
    expect(short.error?.issues[0].message).toBe(INVALID_ADDRESS_MESSAGE);
    const missing = createEstimateRequest.safeParse({ address: '12 Oak Street' });
    expect(missing.error?.issues[0].message).toBe('Customer last name is required');
    const ok = createEstimateRequest.parse({
      address: ' 12 Oak Street ',
      customer_last_name: 'Lopez',
      customer_email: '',
      scheduled_install_date: '',
    });
    expect(ok).toMatchObject({
      address: '12 Oak Street',
      customer_email: null,
      scheduled_install_date: null,
      customer_first_name: null,
    });
  });

  it('takes discounts in (0, 100] in steps of 0.1 with the spec message', () => {
    for (const value of [0, -5, 100.1, 12.25])
      expect(applyDiscountRequest.safeParse({ discount_percent: value }).error?.issues[0].message).toBe(
        INVALID_DISCOUNT_MESSAGE,
      );
    for (const value of [0.1, 10, 12.5, 100])
      expect(applyDiscountRequest.safeParse({ discount_percent: value }).success).toBe(true);
  });
});
