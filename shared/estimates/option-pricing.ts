import { formatCount, formatNumber } from '../kernel/format.js';
import type { Catalogue, CatalogueLine, CatalogueUpgrade, UpgradeBasis } from './catalogue.js';
import { ceilQty } from './measurement/materials.js';
import type { Complexity, EdgeLengths } from './measurement/types.js';
import { divideHalfUp, priceEstimate, toCents, type PriceBreakdown, type Rates } from './pricing.js';

// Prices the catalogue on a measured roof (docs/decisions.md, "Catalogue lines price like an estimate"):
// each line through `priceEstimate` with its own rate per square, waste and labor adjustment; each
// upgrade as quantity × sell price, one rounding, no margin and no discount.

/** What options are priced from: the parts of a measurement they read. */
export interface OptionRoof {
  adjustedAreaSqft: number;
  suggestedWastePercent: number;
  complexity: Complexity;
  edges: Pick<EdgeLengths, 'eaveFt' | 'rakeFt' | 'ridgeFt' | 'valleyFt'>;
}

/** Which lines and upgrades to price (all when not given) and the discount on each line. */
export interface OptionSelection {
  lineIds?: readonly string[];
  upgradeIds?: readonly string[];
  /** 0 < d ≤ 100 (to the tenth) off each line's total, or null for none. */
  discountPercent?: number | null;
}

/** A catalogue line priced on a roof. */
export interface PricedOption {
  line: CatalogueLine;
  price: PriceBreakdown;
  /** What the price was computed on, e.g. "27.1 squares + 15% waste". */
  basis: string;
}

/** An upgrade priced on a roof. */
export interface PricedUpgrade {
  upgrade: CatalogueUpgrade;
  /** Squares to the tenth, whole feet or a count. */
  quantity: number;
  priceCents: number;
  /** The quantity in words, e.g. "42 ft of ridge", "1 unit". */
  basis: string;
  /** False when the roof has none of what it is counted in (no valleys for a per-valley-foot upgrade). */
  available: boolean;
}

/** Whether a price in dollars is one a homeowner can be charged: at least one cent once rounded. */
export function isPositivePrice(dollars: number): boolean {
  return Number.isFinite(dollars) && toCents(dollars) > 0;
}

/** A roof's squares rounded up to the tenth, as roofers order and bill them. */
function squaresUpToTenth(areaSqft: number): number {
  return ceilQty(areaSqft / 10) / 10;
}

/** "1 square", "27.1 squares", "27 squares". */
function squaresText(squares: number): string {
  return formatCount(squares, 'square', Number.isInteger(squares) ? 0 : 1);
}

function percentText(percent: number): string {
  return `${formatNumber(percent, Number.isInteger(percent) ? 0 : 1)}%`;
}

/** The waste percentage a line is priced with. */
export function lineWastePercent(line: CatalogueLine, roof: OptionRoof): number {
  return line.waste === 'suggested' ? roof.suggestedWastePercent : line.waste;
}

/** One line on a roof: `priceEstimate` with the line's rate per square, waste and labor adjustment. */
export function priceLine(
  line: CatalogueLine,
  roof: OptionRoof,
  rates: Rates,
  discountPercent: number | null = null,
): PricedOption {
  const wastePercent = lineWastePercent(line, roof);
  const price = priceEstimate({
    areaSqft: roof.adjustedAreaSqft,
    wastePercent,
    complexity: roof.complexity,
    material: line.material,
    rates,
    discountPercent,
    materialRatePerSquareCents: toCents(line.price_per_square),
    laborAdjustmentPercent: line.labor_adjustment_percent,
  });
  const basis = `${squaresText(squaresUpToTenth(roof.adjustedAreaSqft))} + ${percentText(price.wastePercent)} waste`;
  return { line, price, basis };
}

const LINEAR: Record<
  Exclude<UpgradeBasis, 'square' | 'each'>,
  [string, (edges: OptionRoof['edges']) => number]
> = {
  ridge_ft: ['ridge', (edges) => edges.ridgeFt],
  eave_ft: ['eaves', (edges) => edges.eaveFt],
  rake_ft: ['rakes', (edges) => edges.rakeFt],
  eave_rake_ft: ['eaves and rakes', (edges) => edges.eaveFt + edges.rakeFt],
  valley_ft: ['valleys', (edges) => edges.valleyFt],
};

/**
 * One upgrade on a roof: squares are the adjusted area (no waste) rounded up to the tenth, feet the
 * measured edges rounded up to the foot, `each` its own count; price = quantity × unit price, once rounded.
 */
export function priceUpgrade(upgrade: CatalogueUpgrade, roof: OptionRoof): PricedUpgrade {
  const unitCents = toCents(upgrade.unit_price);
  if (upgrade.basis === 'square') {
    const tenths = ceilQty(roof.adjustedAreaSqft / 10);
    const quantity = tenths / 10;
    return {
      upgrade,
      quantity,
      priceCents: divideHalfUp(tenths * unitCents, 10),
      basis: squaresText(quantity),
      available: tenths > 0,
    };
  }
  if (upgrade.basis === 'each') {
    const quantity = upgrade.quantity_each;
    return {
      upgrade,
      quantity,
      priceCents: quantity * unitCents,
      basis: formatCount(quantity, 'unit'),
      available: quantity > 0,
    };
  }
  const [edgeName, feetOf] = LINEAR[upgrade.basis];
  const quantity = ceilQty(feetOf(roof.edges));
  return {
    upgrade,
    quantity,
    priceCents: quantity * unitCents,
    basis: `${formatNumber(quantity)} ft of ${edgeName}`,
    available: quantity > 0,
  };
}

function chosen<T extends { id: string }>(items: readonly T[], ids: readonly string[] | undefined): T[] {
  return ids ? items.filter((item) => ids.includes(item.id)) : [...items];
}

/** The catalogue priced on a roof: each selected line as an option and each selected upgrade, in catalogue order. */
export function priceOptions(
  roof: OptionRoof,
  catalogue: Catalogue,
  rates: Rates,
  selection: OptionSelection = {},
): { options: PricedOption[]; upgrades: PricedUpgrade[] } {
  const discount = selection.discountPercent ?? null;
  return {
    options: chosen(catalogue.lines, selection.lineIds).map((line) => priceLine(line, roof, rates, discount)),
    upgrades: chosen(catalogue.upgrades, selection.upgradeIds).map((upgrade) => priceUpgrade(upgrade, roof)),
  };
}

/** What a homeowner pays for an option with the upgrades they chose: the line's final price plus each upgrade. */
export function optionTotal(option: PricedOption, upgrades: readonly PricedUpgrade[]): number {
  return upgrades.reduce((total, upgrade) => total + upgrade.priceCents, option.price.finalCents);
}
