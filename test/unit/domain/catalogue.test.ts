import { describe, expect, it } from 'vitest';
import { defaultCatalogue, lineFromRates, type Catalogue } from '../../../shared/estimates/catalogue.js';
import { priceLine, type OptionRoof } from '../../../shared/estimates/option-pricing.js';
import {
  DEFAULT_RATES,
  priceEstimate,
  ROOF_MATERIALS,
  type Rates,
} from '../../../shared/estimates/pricing.js';
import { catalogueSchema, saveCatalogueRequest } from '../../../shared/estimates/schemas/catalogue.js';
import { COMPLEXITIES } from '../../../shared/estimates/measurement/types.js';

const edges = { eaveFt: 120, rakeFt: 80, ridgeFt: 40, valleyFt: 0 };

/** Rates a contractor might have typed: odd cents, high and low multipliers and margins. */
const RATE_FIXTURES: Rates[] = [
  DEFAULT_RATES,
  {
    ...DEFAULT_RATES,
    asphalt_shingles_per_sqft: 1.65,
    metal_roofing_per_sqft: 4.37,
    tile_roofing_per_sqft: 6.01,
    flat_roofing_per_sqft: 2.99,
    underlayment_per_sqft: 0.83,
    labor_per_sqft: 2.75,
    tear_off_per_sqft: 1.15,
    disposal_per_sqft: 0.35,
    moderate_complexity_multiplier: 1.35,
    profit_margin_percentage: 22,
  },
  {
    ...DEFAULT_RATES,
    asphalt_shingles_per_sqft: 0.01,
    underlayment_per_sqft: 0,
    simple_complexity_multiplier: 0.5,
    complex_complexity_multiplier: 3,
    profit_margin_percentage: 0,
  },
  { ...DEFAULT_RATES, tile_roofing_per_sqft: 99.99, labor_per_sqft: 100, profit_margin_percentage: 100 },
];

/** Roofs from a shed to the 200 fixture (2,702.1 ft², 15 % waste) and a large commercial-size one. */
const ROOFS: Omit<OptionRoof, 'complexity'>[] = [
  { adjustedAreaSqft: 2702.1, suggestedWastePercent: 15, edges },
  { adjustedAreaSqft: 0.1, suggestedWastePercent: 0, edges },
  { adjustedAreaSqft: 1333.3, suggestedWastePercent: 12.5, edges },
  { adjustedAreaSqft: 1987.65, suggestedWastePercent: 17.3, edges },
  { adjustedAreaSqft: 48_211.7, suggestedWastePercent: 20, edges },
];

describe('lineFromRates: the single-price rates as one catalogue line', () => {
  it('prices every roof exactly as the estimate did, for every material, complexity, rate set and discount', () => {
    let compared = 0;
    for (const rates of RATE_FIXTURES)
      for (const material of ROOF_MATERIALS)
        for (const roof of ROOFS)
          for (const complexity of COMPLEXITIES)
            for (const discountPercent of [null, 10, 12.5]) {
              const line = lineFromRates(rates, material);
              const option = priceLine(line, { ...roof, complexity }, rates, discountPercent);
              const estimate = priceEstimate({
                areaSqft: roof.adjustedAreaSqft,
                wastePercent: roof.suggestedWastePercent,
                complexity,
                material,
                rates,
                discountPercent,
              });
              expect(option.price).toEqual(estimate);
              compared++;
            }
    expect(compared).toBe(RATE_FIXTURES.length * 4 * ROOFS.length * 3 * 3);
  });

  it('turns a rate per ft² into the same price per square: $1.65 per ft² is $165 a square', () => {
    const line = lineFromRates({ ...DEFAULT_RATES, asphalt_shingles_per_sqft: 1.65 }, 'asphalt_shingles');
    expect(line).toMatchObject({
      id: 'asphalt-shingles',
      name: 'Asphalt shingles',
      material: 'asphalt_shingles',
      price_per_square: 165,
      waste: 'suggested',
      labor_adjustment_percent: 0,
    });
    expect(lineFromRates(DEFAULT_RATES, 'metal_roofing').price_per_square).toBe(350);
  });
});

describe('defaultCatalogue: what a new account starts with', () => {
  const catalogue = defaultCatalogue(DEFAULT_RATES);

  it('offers good, better and best from the account rates and five upgrades', () => {
    expect(catalogue.lines.map((line) => [line.tier, line.name, line.price_per_square])).toEqual([
      ['Good', 'Architectural shingles', 150],
      ['Better', 'Impact-resistant designer shingles', 263],
      ['Best', 'Standing-seam metal', 350],
    ]);
    expect(catalogue.upgrades.map((upgrade) => [upgrade.name, upgrade.basis, upgrade.unit_price])).toEqual([
      ['Full-deck ice & water shield', 'square', 125],
      ['Ridge vent', 'ridge_ft', 9],
      ['Drip edge', 'eave_rake_ft', 3.75],
      ['Gutter guards', 'eave_ft', 12],
      ['Skylight flashing kit', 'each', 350],
    ]);
    for (const line of catalogue.lines) {
      expect(line.warranty).toMatch(/warranty/);
      expect(line.colours.length).toBeGreaterThanOrEqual(3);
      expect(line.colours.length).toBeLessThanOrEqual(5);
    }
  });

  it('follows the account rates: a contractor at $1.80 shingles and $4.25 metal', () => {
    const own = defaultCatalogue({
      ...DEFAULT_RATES,
      asphalt_shingles_per_sqft: 1.8,
      metal_roofing_per_sqft: 4.25,
    });
    expect(own.lines.map((line) => line.price_per_square)).toEqual([180, 315, 425]);
  });

  it('is a valid catalogue that saves unchanged', () => {
    expect(catalogueSchema.parse(catalogue)).toEqual(catalogue);
  });
});

describe('catalogue validation (a 400 names the line or upgrade and the field)', () => {
  const base = () => structuredClone(defaultCatalogue(DEFAULT_RATES)) as Catalogue;
  const firstMessage = (catalogue: unknown) => {
    const result = saveCatalogueRequest.safeParse({ catalogue });
    return result.success
      ? null
      : { path: result.error.issues[0].path.join('.'), message: result.error.issues[0].message };
  };

  it('refuses a free or negative price, naming the line or upgrade', () => {
    const free = base();
    free.lines[1].price_per_square = 0;
    expect(firstMessage(free)).toEqual({
      path: 'catalogue.lines.1.price_per_square',
      message: 'Line 2: price per square must be more than 0',
    });
    const negative = base();
    negative.upgrades[3].unit_price = -12;
    expect(firstMessage(negative)?.message).toBe('Upgrade 4: unit price must be more than 0');
    const halfCent = base();
    halfCent.lines[0].price_per_square = 0.004;
    expect(firstMessage(halfCent)?.message).toBe('Line 1: price per square must be more than 0');
  });

  it('checks waste, labor adjustment, bases and required fields one by one', () => {
    const cases: [(catalogue: Catalogue) => void, string][] = [
      [(c) => (c.lines[0].waste = 51), 'Line 1: waste must be between 0 and 50 %'],
      [(c) => (c.lines[0].waste = 12.25), 'Line 1: waste must be in steps of 0.1'],
      [
        (c) => ((c.lines[2] as { waste: unknown }).waste = 'lots'),
        'Line 3: waste must be "suggested" or a percentage from 0 to 50',
      ],
      [
        (c) => (c.lines[1].labor_adjustment_percent = -60),
        'Line 2: labor adjustment must be between -50 and 100 %',
      ],
      [(c) => (c.lines[1].labor_adjustment_percent = 2.5), 'Line 2: labor adjustment must be a whole number'],
      [(c) => (c.lines[0].name = '   '), 'Line 1: name is required'],
      [(c) => delete (c.lines[2] as Partial<Catalogue['lines'][number]>).tier, 'Line 3: tier is required'],
      [
        (c) => ((c.upgrades[0] as { basis: string }).basis = 'per_roof'),
        'Upgrade 1: basis must be one of: square, ridge_ft, eave_ft, rake_ft, eave_rake_ft, valley_ft, each',
      ],
      [(c) => (c.upgrades[4].quantity_each = 0), 'Upgrade 5: quantity must be between 1 and 100'],
      [(c) => (c.lines[0].id = 'good line'), 'Line 1: id may only hold letters, digits, - and _'],
      [
        (c) => (c.lines[0].price_per_square = 10_000.01),
        'Line 1: price per square must be at most $10,000.00',
      ],
      [(c) => (c.lines[0].price_per_square = 150.005), 'Line 1: price per square must be in whole cents'],
      [(c) => (c.lines = []), 'The catalogue needs at least one line'],
    ];
    for (const [change, message] of cases) {
      const catalogue = base();
      change(catalogue);
      expect(firstMessage(catalogue)?.message).toBe(message);
    }
  });

  it('needs unique ids and unique colours, trims colours and keeps at most 12', () => {
    const twice = base();
    twice.lines[2].id = 'good';
    expect(firstMessage(twice)).toEqual({
      path: 'catalogue.lines.2.id',
      message: 'Line 3: id "good" is already used by another line',
    });
    const upgradeTwice = base();
    upgradeTwice.upgrades[1].id = 'drip-edge';
    expect(firstMessage(upgradeTwice)?.message).toBe(
      'Upgrade 3: id "drip-edge" is already used by another upgrade',
    );
    const colours = base();
    colours.lines[1].colours = ['  Slate Gray ', 'Harbor Blue', 'slate gray'];
    expect(firstMessage(colours)).toEqual({
      path: 'catalogue.lines.1.colours.2',
      message: 'Line 2: colour "slate gray" is listed twice',
    });
    const trimmed = base();
    trimmed.lines[0].colours = ['  Charcoal ', 'Driftwood'];
    expect(catalogueSchema.parse(trimmed).lines[0].colours).toEqual(['Charcoal', 'Driftwood']);
    const many = base();
    many.lines[0].colours = Array.from({ length: 13 }, (_, i) => `Colour ${i}`);
    expect(firstMessage(many)?.message).toBe('Line 1: at most 12 colours');
  });

  it('fills what a form may leave out: material (shingles), warranty, colours, description, count', () => {
    const catalogue = catalogueSchema.parse({
      lines: [
        {
          id: 'a',
          name: 'Shingles',
          tier: 'Good',
          price_per_square: 150,
          waste: 'suggested',
          labor_adjustment_percent: 0,
        },
      ],
      upgrades: [{ id: 'vent', name: 'Box vent', basis: 'each', unit_price: 85 }],
    });
    expect(catalogue.lines[0]).toMatchObject({ material: 'asphalt_shingles', warranty: '', colours: [] });
    expect(catalogue.upgrades[0]).toMatchObject({ quantity_each: 1, description: '' });
  });

  it('refuses unknown fields (no account or user can be slipped in)', () => {
    const extra = { ...base(), accountId: 'B' };
    expect(saveCatalogueRequest.safeParse({ catalogue: extra }).success).toBe(false);
    const lineExtra = base();
    (lineExtra.lines[0] as unknown as Record<string, unknown>).accountId = 'B';
    expect(firstMessage(lineExtra)?.path).toBe('catalogue.lines.0');
  });
});
