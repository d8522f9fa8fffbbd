import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { defaultCatalogue, type CatalogueUpgrade } from '../../../shared/estimates/catalogue.js';
import { buildingInsights } from '../../../shared/estimates/measurement/building-insights.js';
import { measureRoof } from '../../../shared/estimates/measurement/measure-roof.js';
import {
  isPositivePrice,
  optionTotal,
  priceLine,
  priceOptions,
  priceUpgrade,
  type OptionRoof,
} from '../../../shared/estimates/option-pricing.js';
import { DEFAULT_RATES } from '../../../shared/estimates/pricing.js';

/** The 200 fixture roof as the engine measures it: 2,702.1 ft², 15 % waste, moderate, hip. */
const fixtureRoof = () =>
  measureRoof(
    buildingInsights.parse(
      JSON.parse(readFileSync('test/fixtures/google/solar-building-insights-200.json', 'utf8')),
    ),
    { now: new Date('2026-11-21T12:00:00Z') },
  );

const upgrade = (
  basis: CatalogueUpgrade['basis'],
  unit_price: number,
  quantity_each = 1,
): CatalogueUpgrade => ({
  id: basis,
  name: basis,
  basis,
  unit_price,
  quantity_each,
  description: '',
});

describe('the fixture roof priced per option (default catalogue, default rates)', () => {
  const roof = fixtureRoof();
  const { options, upgrades } = priceOptions(roof, defaultCatalogue(DEFAULT_RATES), DEFAULT_RATES);

  it('prices good, better and best with each line’s rate, waste and labor adjustment', () => {
    expect(roof).toMatchObject({
      adjustedAreaSqft: 2702.1,
      suggestedWastePercent: 15,
      complexity: 'moderate',
    });
    expect(
      options.map((option) => [
        option.line.tier,
        option.basis,
        option.price.materialsCents,
        option.price.laborCents,
        option.price.finalCents,
      ]),
    ).toEqual([
      // Good = the estimate: 2,702.1 × 1.15 × ($1.50 + $0.75) = $6,991.68; 2,702.1 × $4.00 × 1.25 = $13,510.50; × 1.20
      ['Good', '27.1 squares + 15% waste', 699_168, 1_351_050, 2_460_262],
      // Better: $263 a square → 2,702.1 × 1.15 × ($2.63 + $0.75) = $10,503.06; labor × 1.10 = $14,861.55
      ['Better', '27.1 squares + 15% waste', 1_050_306, 1_486_155, 3_043_753],
      // Best: metal $350 a square → $13,206.51375 → $13,206.51; labor × 1.25 = $16,888.125 → $16,888.13 (half up)
      ['Best', '27.1 squares + 15% waste', 1_320_651, 1_688_813, 3_611_357],
    ]);
  });

  it('counts each upgrade from the measured roof and its edges, with its quantity in words', () => {
    expect(roof.edges).toMatchObject({ eaveFt: 229.2, rakeFt: 36.1, ridgeFt: 32.9, valleyFt: 36.2 });
    expect(
      upgrades.map((priced) => [priced.upgrade.id, priced.quantity, priced.basis, priced.priceCents]),
    ).toEqual([
      // 27.021 squares, rounded up to the tenth, × $125
      ['ice-water-full-deck', 27.1, '27.1 squares', 338_750],
      ['ridge-vent', 33, '33 ft of ridge', 29_700],
      // 229.2 + 36.1 = 265.3 ft → 266 ft × $3.75
      ['drip-edge', 266, '266 ft of eaves and rakes', 99_750],
      ['gutter-guards', 230, '230 ft of eaves', 276_000],
      ['skylight-flashing', 1, '1 unit', 35_000],
    ]);
    expect(upgrades.every((priced) => priced.available)).toBe(true);
  });

  it('adds the chosen upgrades to an option at their sell price (no margin, no discount)', () => {
    const [good] = options;
    expect(optionTotal(good, [])).toBe(2_460_262);
    expect(optionTotal(good, [upgrades[1], upgrades[4]])).toBe(2_460_262 + 29_700 + 35_000);
    const discounted = priceOptions(roof, defaultCatalogue(DEFAULT_RATES), DEFAULT_RATES, {
      discountPercent: 10,
      upgradeIds: ['ridge-vent'],
    });
    expect(discounted.options[0].price.finalCents).toBe(2_214_236);
    expect(optionTotal(discounted.options[0], discounted.upgrades)).toBe(2_214_236 + 29_700);
  });

  it('prices only the lines and upgrades selected, in catalogue order', () => {
    const some = priceOptions(roof, defaultCatalogue(DEFAULT_RATES), DEFAULT_RATES, {
      lineIds: ['best', 'good'],
      upgradeIds: [],
    });
    expect(some.options.map((option) => option.line.id)).toEqual(['good', 'best']);
    expect(some.upgrades).toEqual([]);
  });
});

describe('line pricing rules', () => {
  const roof: OptionRoof = {
    adjustedAreaSqft: 1000,
    suggestedWastePercent: 12,
    complexity: 'simple',
    edges: { eaveFt: 0, rakeFt: 0, ridgeFt: 0, valleyFt: 0 },
  };
  const line = { ...defaultCatalogue(DEFAULT_RATES).lines[0] };

  it('uses a fixed waste instead of the suggested one, and shows it', () => {
    const fixed = priceLine({ ...line, waste: 7.5 }, roof, DEFAULT_RATES);
    // 1,000 × 1.075 × ($1.50 + $0.75) = $2,418.75
    expect(fixed.price.materialsCents).toBe(241_875);
    expect(fixed.basis).toBe('10 squares + 7.5% waste');
    expect(priceLine(line, roof, DEFAULT_RATES).basis).toBe('10 squares + 12% waste');
  });

  it('keeps a price per square in cents exact: $245.55 a square is $2.4555 per ft²', () => {
    const option = priceLine(
      { ...line, price_per_square: 245.55 },
      { ...roof, adjustedAreaSqft: 1 },
      DEFAULT_RATES,
    );
    // 1 × 1.12 × ($2.4555 + $0.75) = $3.59016 → 359 cents (a rate rounded to $2.46 would give 360)
    expect(option.price.materialsCents).toBe(359);
  });

  it('adjusts the labor part only, down to half', () => {
    const lower = priceLine({ ...line, labor_adjustment_percent: -50 }, roof, DEFAULT_RATES);
    expect(lower.price.laborCents).toBe(200_000);
    expect(lower.price.materialsCents).toBe(priceLine(line, roof, DEFAULT_RATES).price.materialsCents);
  });

  it('stays exact past 2^53 in the intermediate products (a 400,000 ft² roof at the highest rates)', () => {
    const rates = {
      ...DEFAULT_RATES,
      underlayment_per_sqft: 100,
      labor_per_sqft: 100,
      tear_off_per_sqft: 100,
      disposal_per_sqft: 100,
      complex_complexity_multiplier: 3,
    };
    const big = priceLine(
      { ...line, price_per_square: 9_999.99, waste: 50, labor_adjustment_percent: 100 },
      { ...roof, adjustedAreaSqft: 400_000.1, complexity: 'complex' },
      rates,
    );
    const materials = (4_000_001n * 1500n * (999_999n + 1_000_000n) * 2n + 1_000_000n) / 2_000_000n;
    const labor = (4_000_001n * 30_000n * 300n * 200n * 2n + 100_000n) / 200_000n;
    expect(4_000_001 * 1500 * 1_999_999).toBeGreaterThan(Number.MAX_SAFE_INTEGER);
    expect(big.price.materialsCents).toBe(Number(materials));
    expect(big.price.laborCents).toBe(Number(labor));
  });
});

describe('upgrade quantities', () => {
  const roof: OptionRoof = {
    adjustedAreaSqft: 1890.01,
    suggestedWastePercent: 10,
    complexity: 'simple',
    edges: { eaveFt: 96.2, rakeFt: 60, ridgeFt: 42, valleyFt: 0 },
  };

  it('rounds squares up to the tenth and feet up to the foot', () => {
    expect(priceUpgrade(upgrade('square', 99.99), roof)).toMatchObject({
      quantity: 19,
      basis: '19 squares',
      // 19.0 × $99.99
      priceCents: 189_981,
    });
    expect(priceUpgrade(upgrade('square', 10), { ...roof, adjustedAreaSqft: 1890 })).toMatchObject({
      quantity: 18.9,
      basis: '18.9 squares',
      priceCents: 18_900,
    });
    expect(priceUpgrade(upgrade('ridge_ft', 9), roof)).toMatchObject({
      quantity: 42,
      basis: '42 ft of ridge',
      priceCents: 37_800,
    });
    expect(priceUpgrade(upgrade('eave_ft', 1), roof)).toMatchObject({
      quantity: 97,
      basis: '97 ft of eaves',
    });
    expect(priceUpgrade(upgrade('rake_ft', 1), roof)).toMatchObject({
      quantity: 60,
      basis: '60 ft of rakes',
    });
    expect(priceUpgrade(upgrade('eave_rake_ft', 1), roof)).toMatchObject({
      quantity: 157,
      basis: '157 ft of eaves and rakes',
    });
  });

  it('says "1 square" and "1 unit", and counts an each upgrade by its own quantity', () => {
    expect(priceUpgrade(upgrade('square', 50), { ...roof, adjustedAreaSqft: 100 }).basis).toBe('1 square');
    expect(priceUpgrade(upgrade('each', 350), roof)).toMatchObject({
      quantity: 1,
      basis: '1 unit',
      priceCents: 35_000,
    });
    expect(priceUpgrade(upgrade('each', 350, 3), roof)).toMatchObject({
      quantity: 3,
      basis: '3 units',
      priceCents: 105_000,
    });
  });

  it('marks an upgrade the roof has nothing for (no valleys) as not available, at $0', () => {
    expect(priceUpgrade(upgrade('valley_ft', 8), roof)).toMatchObject({
      quantity: 0,
      basis: '0 ft of valleys',
      priceCents: 0,
      available: false,
    });
  });
});

describe('isPositivePrice (the save-time check on every price)', () => {
  it('accepts a price of at least one cent once rounded', () => {
    expect(isPositivePrice(0.01)).toBe(true);
    expect(isPositivePrice(0.005)).toBe(true);
    expect(isPositivePrice(0.004)).toBe(false);
    expect(isPositivePrice(0)).toBe(false);
    expect(isPositivePrice(-5)).toBe(false);
    expect(isPositivePrice(Number.NaN)).toBe(false);
  });
});
