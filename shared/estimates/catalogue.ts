import { keysOf } from '../kernel/format.js';
import { MATERIAL_RATE, ROOF_MATERIAL_LABELS, toCents, type Rates, type RoofMaterial } from './pricing.js';

// The contractor's catalogue (docs/product.md#estimates): the roof lines a proposal offers side by side
// (good / better / best) and the upgrades a homeowner may add. Prices are dollars as typed; pricing
// turns them into integer cents once (option-pricing.ts).

/** One roof a proposal can offer: its material price per square and how it differs from the account's rates. */
export interface CatalogueLine {
  /** Short slug, unique in the catalogue (letters, digits, `-`, `_`). */
  id: string;
  name: string;
  /** Free label shown above the option, e.g. "Good", "Better", "Best". */
  tier: string;
  /** Which roof covering the line is: names it in documents (docs/decisions.md, "Catalogue lines"). */
  material: RoofMaterial;
  /** Material cost per square (100 ft²), dollars; underlayment, labor and margin come from the rates. */
  price_per_square: number;
  /** The measurement's suggested waste, or a fixed percentage (0–50, to the tenth). */
  waste: 'suggested' | number;
  /** Change to the labor part, whole percent (−50 to +100). */
  labor_adjustment_percent: number;
  warranty: string;
  colours: string[];
}

/**
 * What an upgrade's quantity can be counted in, read from the measurement, and how each reads on
 * screen (the unit of its price).
 */
export const UPGRADE_BASIS_LABELS = {
  square: 'Per square',
  ridge_ft: 'Per foot of ridge',
  eave_ft: 'Per foot of eaves',
  rake_ft: 'Per foot of rakes',
  eave_rake_ft: 'Per foot of eaves and rakes',
  valley_ft: 'Per foot of valleys',
  each: 'Each',
};
/** The upgrade bases, in the form's order. */
export const UPGRADE_BASES = keysOf(UPGRADE_BASIS_LABELS);
export type UpgradeBasis = (typeof UPGRADE_BASES)[number];

/** An add-on a homeowner may choose with any line. */
export interface CatalogueUpgrade {
  id: string;
  name: string;
  basis: UpgradeBasis;
  /** Sell price per unit, dollars: no margin is added (docs/decisions.md, "Catalogue lines"). */
  unit_price: number;
  /** How many, for `each` (1 when not given); the other bases read their quantity from the roof. */
  quantity_each: number;
  description: string;
}

/** A contractor's catalogue. */
export interface Catalogue {
  lines: CatalogueLine[];
  upgrades: CatalogueUpgrade[];
}

/** Bounds of a catalogue (the schema checks them; screens show them). */
export const CATALOGUE_LIMITS = {
  lines: { min: 1, max: 12 },
  upgrades: { min: 0, max: 20 },
  colours: { max: 12, length: 40 },
  id: 40,
  name: 80,
  tier: 30,
  text: 500,
  /** $100 per ft², the highest rate the rates form accepts. */
  pricePerSquare: 10_000,
  unitPrice: 100_000,
  wastePercent: { min: 0, max: 50 },
  laborAdjustmentPercent: { min: -50, max: 100 },
  quantityEach: { min: 1, max: 100 },
} as const;

/** The price per square of a per-ft² rate: $1.65 per ft² is $165 per square (whole cents stay exact). */
function perSquare(ratePerSqft: number): number {
  return toCents(ratePerSqft);
}

/**
 * The account's single-price rates as one line: priced on a roof it gives exactly `priceEstimate` with
 * that material (suggested waste, no labor adjustment), so an estimate keeps its price.
 */
export function lineFromRates(rates: Rates, material: RoofMaterial): CatalogueLine {
  return {
    id: material.replace(/_/g, '-'),
    name: ROOF_MATERIAL_LABELS[material],
    tier: 'Standard',
    material,
    price_per_square: perSquare(rates[MATERIAL_RATE[material]]),
    waste: 'suggested',
    labor_adjustment_percent: 0,
    warranty: '',
    colours: [],
  };
}

/** Whole dollars, so a derived default price reads like one a person typed. */
function wholeDollars(dollars: number): number {
  return Math.round(dollars);
}

/**
 * The catalogue of a new account: good / better / best from its rates (shingles at the asphalt rate,
 * impact-resistant designer shingles at 1.75 × it with 10 % more labor, standing-seam metal at the metal
 * rate with 25 % more labor) and five common upgrades at typical installed US prices.
 */
export function defaultCatalogue(rates: Rates): Catalogue {
  const asphalt = perSquare(rates.asphalt_shingles_per_sqft);
  return {
    lines: [
      {
        ...lineFromRates(rates, 'asphalt_shingles'),
        id: 'good',
        name: 'Architectural shingles',
        tier: 'Good',
        warranty: 'Manufacturer’s 30-year limited warranty; 5-year workmanship warranty',
        colours: ['Charcoal', 'Weathered Wood', 'Driftwood', 'Pewter Gray', 'Barkwood'],
      },
      {
        ...lineFromRates(rates, 'asphalt_shingles'),
        id: 'better',
        name: 'Impact-resistant designer shingles',
        tier: 'Better',
        price_per_square: wholeDollars(asphalt * 1.75),
        labor_adjustment_percent: 10,
        warranty:
          'Manufacturer’s lifetime limited warranty, Class 4 impact rating, 130 mph wind; 10-year workmanship warranty',
        colours: ['Midnight Black', 'Slate Gray', 'Aged Cedar', 'Harbor Blue'],
      },
      {
        ...lineFromRates(rates, 'metal_roofing'),
        id: 'best',
        name: 'Standing-seam metal',
        tier: 'Best',
        labor_adjustment_percent: 25,
        warranty: '40-year paint finish warranty; 15-year workmanship warranty',
        colours: ['Matte Black', 'Charcoal Gray', 'Galvalume', 'Dark Bronze', 'Forest Green'],
      },
    ],
    upgrades: [
      {
        id: 'ice-water-full-deck',
        name: 'Full-deck ice & water shield',
        basis: 'square',
        unit_price: 125,
        quantity_each: 1,
        description: 'Self-adhering membrane over the whole deck instead of only at eaves and valleys.',
      },
      {
        id: 'ridge-vent',
        name: 'Ridge vent',
        basis: 'ridge_ft',
        unit_price: 9,
        quantity_each: 1,
        description: 'Shingle-over ridge vent along every ridge for continuous attic ventilation.',
      },
      {
        id: 'drip-edge',
        name: 'Drip edge',
        basis: 'eave_rake_ft',
        unit_price: 3.75,
        quantity_each: 1,
        description: 'Pre-finished aluminum drip edge on every eave and rake.',
      },
      {
        id: 'gutter-guards',
        name: 'Gutter guards',
        basis: 'eave_ft',
        unit_price: 12,
        quantity_each: 1,
        description: 'Micro-mesh guards on the gutters along every eave.',
      },
      {
        id: 'skylight-flashing',
        name: 'Skylight flashing kit',
        basis: 'each',
        unit_price: 350,
        quantity_each: 1,
        description: 'New step flashing and saddle kit around an existing skylight.',
      },
    ],
  };
}
