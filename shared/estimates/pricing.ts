import { humanLabels } from '../kernel/format.js';
import type { Complexity, RoofType } from './measurement/types.js';

// Pricing of a measured roof with the contractor's rates (docs/product.md#estimates). Every figure is integer cents; each
// line is rounded once, half up. Areas enter in tenths of a square foot, waste and discount in
// tenths of a percent, multipliers in hundredths, so each line is one exact integer division.

/** A contractor's rates (docs/product.md#estimates): dollars per ft², multipliers, margin in percent. */
export interface Rates {
  asphalt_shingles_per_sqft: number;
  metal_roofing_per_sqft: number;
  tile_roofing_per_sqft: number;
  flat_roofing_per_sqft: number;
  labor_per_sqft: number;
  tear_off_per_sqft: number;
  disposal_per_sqft: number;
  underlayment_per_sqft: number;
  simple_complexity_multiplier: number;
  moderate_complexity_multiplier: number;
  complex_complexity_multiplier: number;
  profit_margin_percentage: number;
}

/** Default rates (docs/product.md#estimates), used until an account saves its own. */
export const DEFAULT_RATES: Rates = {
  asphalt_shingles_per_sqft: 1.5,
  metal_roofing_per_sqft: 3.5,
  tile_roofing_per_sqft: 4,
  flat_roofing_per_sqft: 2.5,
  labor_per_sqft: 2.5,
  tear_off_per_sqft: 1,
  disposal_per_sqft: 0.5,
  underlayment_per_sqft: 0.75,
  simple_complexity_multiplier: 1,
  moderate_complexity_multiplier: 1.25,
  complex_complexity_multiplier: 1.5,
  profit_margin_percentage: 20,
};

/** Roof materials an estimate can be priced for. */
export const ROOF_MATERIALS = ['asphalt_shingles', 'metal_roofing', 'tile_roofing', 'flat_roofing'] as const;
export type RoofMaterial = (typeof ROOF_MATERIALS)[number];

/** How each material is called on screen. */
export const ROOF_MATERIAL_LABELS = humanLabels(ROOF_MATERIALS);

/** The rate each material is priced with. */
export const MATERIAL_RATE: Record<RoofMaterial, keyof Rates> = {
  asphalt_shingles: 'asphalt_shingles_per_sqft',
  metal_roofing: 'metal_roofing_per_sqft',
  tile_roofing: 'tile_roofing_per_sqft',
  flat_roofing: 'flat_roofing_per_sqft',
};

const MULTIPLIER: Record<Complexity, keyof Rates> = {
  simple: 'simple_complexity_multiplier',
  moderate: 'moderate_complexity_multiplier',
  complex: 'complex_complexity_multiplier',
};

/** The material an estimate is priced with when none is chosen: flat roofing on a flat roof, else shingles. */
export function defaultRoofMaterial(roofType: RoofType): RoofMaterial {
  return roofType === 'flat' ? 'flat_roofing' : 'asphalt_shingles';
}

/** numerator / denominator rounded half up, for non-negative integers. */
export function divideHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** Dollars to whole cents. */
export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** A total after a discount of d % (0 < d ≤ 100, to the tenth); no discount leaves it unchanged. */
export function discountedCents(totalCents: number, discountPercent: number | null | undefined): number {
  if (!discountPercent) return totalCents;
  return divideHalfUp(totalCents * (1000 - Math.round(discountPercent * 10)), 1000);
}

/** What a price is computed from. */
export interface PriceInput {
  /** Adjusted roof area, ft² (priced to the tenth). */
  areaSqft: number;
  /** Suggested waste, percent (to the tenth). */
  wastePercent: number;
  complexity: Complexity;
  material: RoofMaterial;
  rates: Rates;
  /** 0 < d ≤ 100 (to the tenth), or null for none. */
  discountPercent?: number | null;
  /** A catalogue line's own material price, cents per square (100 ft²), in place of `rates[material]`. */
  materialRatePerSquareCents?: number;
  /** A catalogue line's change to the labor part, whole percent (−50 to +100); none is 0. */
  laborAdjustmentPercent?: number;
}

/** A priced estimate, in cents. */
export interface PriceBreakdown {
  material: RoofMaterial;
  areaSqft: number;
  wastePercent: number;
  complexity: Complexity;
  complexityMultiplier: number;
  /** Material rate per ft², to the cent (a catalogue line's price per square / 100, rounded). */
  materialRateCents: number;
  underlaymentRateCents: number;
  laborRateCents: number;
  materialsCents: number;
  laborCents: number;
  subtotalCents: number;
  marginPercent: number;
  marginCents: number;
  totalCents: number;
  discountPercent: number | null;
  discountCents: number;
  finalCents: number;
}

/**
 * materials = A × (1 + w) × (rate[M] + underlayment); labor = A × (labor + tear-off + disposal) × c × (1 + a);
 * subtotal = materials + labor; total = subtotal × (1 + m); final = total × (1 − d/100). A catalogue
 * line brings its own material rate per square and labor adjustment a (docs/decisions.md, "Catalogue
 * lines price like an estimate"); without them a = 0 and the rate is the material's.
 */
export function priceEstimate(input: PriceInput): PriceBreakdown {
  const { rates } = input;
  const areaTenths = Math.round(input.areaSqft * 10);
  const wasteTenths = Math.round(input.wastePercent * 10);
  const multiplier = rates[MULTIPLIER[input.complexity]];
  const multiplierHundredths = Math.round(multiplier * 100);
  // Per square, so a line's price per square stays exact; the material rates per ft² are whole cents,
  // so × 100 / 100 leaves every existing estimate's figures unchanged.
  const materialRatePerSquareCents =
    input.materialRatePerSquareCents ?? 100 * toCents(rates[MATERIAL_RATE[input.material]]);
  const underlaymentRateCents = toCents(rates.underlayment_per_sqft);
  const laborRateCents =
    toCents(rates.labor_per_sqft) + toCents(rates.tear_off_per_sqft) + toCents(rates.disposal_per_sqft);
  const laborAdjustmentPercent = Math.round(input.laborAdjustmentPercent ?? 0);

  const materialsCents = productShare(
    [areaTenths, 1000 + wasteTenths, materialRatePerSquareCents + 100 * underlaymentRateCents],
    10 * 1000 * 100,
  );
  const laborCents = productShare(
    [areaTenths, laborRateCents, multiplierHundredths, 100 + laborAdjustmentPercent],
    10 * 100 * 100,
  );
  const subtotalCents = materialsCents + laborCents;
  const marginPercent = Math.round(rates.profit_margin_percentage);
  const totalCents = divideHalfUp(subtotalCents * (100 + marginPercent), 100);
  const discountPercent = input.discountPercent ? Math.round(input.discountPercent * 10) / 10 : null;
  const finalCents = discountedCents(totalCents, discountPercent);
  return {
    material: input.material,
    areaSqft: areaTenths / 10,
    wastePercent: wasteTenths / 10,
    complexity: input.complexity,
    complexityMultiplier: multiplier,
    materialRateCents: divideHalfUp(materialRatePerSquareCents, 100),
    underlaymentRateCents,
    laborRateCents,
    materialsCents,
    laborCents,
    subtotalCents,
    marginPercent,
    marginCents: totalCents - subtotalCents,
    totalCents,
    discountPercent,
    discountCents: totalCents - finalCents,
    finalCents,
  };
}

/** The product of non-negative integer factors / denominator, half up; exact even past 2^53 (then in BigInt). */
function productShare(factors: number[], denominator: number): number {
  const numerator = factors.reduce((product, factor) => product * factor, 1);
  if (Number.isSafeInteger(2 * numerator + denominator)) return divideHalfUp(numerator, denominator);
  const big = factors.reduce((product, factor) => product * BigInt(factor), 1n);
  const divisor = BigInt(denominator);
  return Number((2n * big + divisor) / (2n * divisor));
}
