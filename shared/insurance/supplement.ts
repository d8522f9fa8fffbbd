// The supplement builder's rules (docs/product.md#insurance): read a carrier's scope (table or CSV), compare it with
// the measured roof and list each missing or under-scoped line with the measured quantity, the
// difference and the evidence. Pure and factual: Ridgeline documents, it does not negotiate.

import { parseCsv } from '../kernel/csv.js';
import { formatNumber } from '../kernel/format.js';
import { MATERIAL_SPECS } from '../estimates/measurement/materials.js';
import { STEEP_TIER_LABELS } from '../estimates/measurement/pitch.js';
import type { Measurement } from '../estimates/measurement/types.js';

/** The note every supplement screen and PDF shows. */
export const SUPPLEMENT_NOTE = 'Ridgeline documents, and does not negotiate the claim.';

/** Messages the supplement route and screen share. */
export const SUPPLEMENT_MESSAGES = {
  notInsurance: 'Add the carrier and claim details to the project first',
  noEstimate: 'This project has no measured estimate to compare the scope with',
  nothingToSupplement: 'The scope covers every measured line: there is nothing to supplement',
} as const;

/** Units a carrier scope line may use (Xactimate-style). */
export const SCOPE_UNITS = ['SQ', 'SF', 'LF', 'EA', 'LS', '%'] as const;
export type ScopeUnit = (typeof SCOPE_UNITS)[number];

/** One line of the carrier's scope. */
export interface ScopeLine {
  code: string;
  description: string;
  quantity: number;
  unit: ScopeUnit;
  unitPrice: number;
}

/** What the rules measure, one per rule. */
export const SUPPLEMENT_RULES = [
  'shingles',
  'drip_edge',
  'starter',
  'ridge_cap',
  'ice_water',
  'steep_1',
  'steep_2',
  'steep_3',
  'high_roof',
  'overhead_profit',
] as const;
export type SupplementRule = (typeof SUPPLEMENT_RULES)[number];

/** What each rule's line is called and in which unit it is compared. */
export const RULE_ITEMS: Record<SupplementRule, { item: string; unit: ScopeUnit }> = {
  shingles: { item: 'Laminated shingles at the suggested waste', unit: 'SQ' },
  drip_edge: { item: 'Drip edge (eaves + rakes)', unit: 'LF' },
  starter: { item: 'Starter course (eaves + rakes)', unit: 'LF' },
  ridge_cap: { item: 'Hip & ridge cap', unit: 'LF' },
  ice_water: { item: 'Ice & water barrier (eaves and valleys)', unit: 'SF' },
  steep_1: { item: `Steep roof charge ${STEEP_TIER_LABELS[1]}`, unit: 'SQ' },
  steep_2: { item: `Steep roof charge ${STEEP_TIER_LABELS[2]}`, unit: 'SQ' },
  steep_3: { item: `Steep roof charge ${STEEP_TIER_LABELS[3]}`, unit: 'SQ' },
  high_roof: { item: 'High roof charge (2 stories or more)', unit: 'SQ' },
  overhead_profit: { item: 'Overhead & profit (10% + 10%)', unit: '%' },
};

/** Usual overhead and profit, in percent of the line total (10 % + 10 %). */
export const OVERHEAD_PROFIT_PERCENT = 20;

/**
 * Which rule a carrier line answers, from its code and description (Xactimate-style wording such as
 * "RFG DRIP", "Drip edge", "RFG STEEP+ Additional charge for steep roof - 10/12 - 12/12 slope");
 * null for a line the rules do not measure (tear-off, vents, flashing...).
 */
export function ruleOf(line: Pick<ScopeLine, 'code' | 'description'>): SupplementRule | null {
  // "w/out felt" describes a shingle line, not a felt one.
  const text = `${line.code} ${line.description}`.toLowerCase().replace(/w\/o(ut)? felt/g, '');
  if (/overhead|o&p|o & p/.test(text)) return 'overhead_profit';
  // Tear-off, haul-off and the items the roof does not measure (vents, flashing, felt).
  if (/remove|tear[ -]?off|haul|debris|vent|flash|felt|underlay/.test(text)) return null;
  if (/steep/.test(text)) {
    if (/\+\+|greater than 12|over 12|> ?12/.test(text)) return 'steep_3';
    if (/\+|10\/12|12\/12/.test(text)) return 'steep_2';
    return 'steep_1';
  }
  if (/high roof|\bhigh\b/.test(text)) return 'high_roof';
  if (/drip/.test(text)) return 'drip_edge';
  if (/starter/.test(text)) return 'starter';
  if (/ridge|hip/.test(text)) return 'ridge_cap';
  if (/ice|water barrier|i&w/.test(text)) return 'ice_water';
  if (/shingle|laminated|3[ -]tab/.test(text)) return 'shingles';
  return null;
}

/** A carrier quantity in the rule's unit (SF and SQ convert); null when the units do not compare. */
function inUnit(quantity: number, from: ScopeUnit, to: ScopeUnit): number | null {
  if (from === to) return quantity;
  if (from === 'SF' && to === 'SQ') return quantity / 100;
  if (from === 'SQ' && to === 'SF') return quantity * 100;
  return null;
}

/** What the roof measured, as the rules need it (a stored Measurement fits). */
export type MeasuredRoof = Pick<
  Measurement,
  'wasteTable' | 'suggestedWastePercent' | 'edges' | 'steepSlope'
> &
  Partial<Pick<Measurement, 'adjustedSquares'>>;

/** One measured quantity and why. */
export interface MeasuredQuantity {
  rule: SupplementRule;
  quantity: number;
  evidence: string;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * The roof's quantities per rule: squares at the suggested waste; drip edge and starter on eaves +
 * rakes; cap on hips + ridges; ice & water 6 ft up the eaves and 3 ft along the valleys; steep squares
 * per tier; the high-roof charge on all squares when the building has 2 stories or more (only when
 * `stories` is known). O&P is decided from the scope, not measured.
 */
export function measuredQuantities(roof: MeasuredRoof, stories: number | null): MeasuredQuantity[] {
  const { edges } = roof;
  const suggested = roof.wasteTable.find((row) => row.suggested) ?? roof.wasteTable[0];
  const perimeter = edges.eaveFt + edges.rakeFt;
  const cap = edges.hipFt + edges.ridgeFt;
  const iceWater =
    edges.eaveFt * MATERIAL_SPECS.iceWaterEaveWidthFt + edges.valleyFt * MATERIAL_SPECS.iceWaterValleyWidthFt;
  const ft = (value: number) => `${formatNumber(value)} ft`;
  const out: MeasuredQuantity[] = [
    {
      rule: 'shingles',
      quantity: round2(suggested?.squares ?? 0),
      evidence: `${formatNumber(suggested?.areaSqft ?? 0)} ft² measured incl. ${roof.suggestedWastePercent}% waste from the roof's geometry`,
    },
    {
      rule: 'drip_edge',
      quantity: Math.round(perimeter),
      evidence: `Eaves ${ft(edges.eaveFt)} + rakes ${ft(edges.rakeFt)}`,
    },
    {
      rule: 'starter',
      quantity: Math.round(perimeter),
      evidence: `Eaves ${ft(edges.eaveFt)} + rakes ${ft(edges.rakeFt)}`,
    },
    {
      rule: 'ridge_cap',
      quantity: Math.round(cap),
      evidence: `Hips ${ft(edges.hipFt)} + ridges ${ft(edges.ridgeFt)}`,
    },
    {
      rule: 'ice_water',
      quantity: Math.round(iceWater),
      evidence: `Eaves ${ft(edges.eaveFt)} × ${MATERIAL_SPECS.iceWaterEaveWidthFt} ft + valleys ${ft(edges.valleyFt)} × ${MATERIAL_SPECS.iceWaterValleyWidthFt} ft`,
    },
  ];
  for (const tier of roof.steepSlope) {
    if (tier.squares <= 0 || tier.tier < 1 || tier.tier > 3) continue;
    out.push({
      rule: `steep_${tier.tier}` as SupplementRule,
      quantity: round2(tier.squares),
      evidence: `${formatNumber(tier.areaSqft)} ft² of facets at ${tier.label}`,
    });
  }
  if (stories !== null && stories >= 2) {
    const squares = round2(roof.adjustedSquares ?? suggested?.squares ?? 0);
    out.push({
      rule: 'high_roof',
      quantity: squares,
      evidence: `${stories}-story building, ${squares} squares of roof`,
    });
  }
  return out;
}

/** One line of the supplement: a measured item the scope leaves out or under-scopes. */
export interface SupplementLine {
  rule: SupplementRule;
  item: string;
  unit: ScopeUnit;
  measured: number;
  /** What the carrier's scope has, in the same unit (0 when missing). */
  carrier: number;
  difference: number;
  /** The carrier's unit price when it has the line, else null (the contractor fills it). */
  unitPrice: number | null;
  evidence: string;
  status: 'missing' | 'under_scoped';
}

/** Differences smaller than this share of the measured quantity are rounding, not under-scoping. */
export const UNDER_SCOPE_TOLERANCE = 0.02;

/** Total of a scope's priced lines (O&P lines excluded). */
export function scopeTotal(scope: readonly ScopeLine[]): number {
  return round2(
    scope
      .filter((line) => ruleOf(line) !== 'overhead_profit')
      .reduce((sum, line) => sum + line.quantity * line.unitPrice, 0),
  );
}

/**
 * Compare the carrier's scope with the measured roof: every rule whose measured quantity exceeds the
 * scope's (summed over the lines that answer it, converted to the rule's unit) by more than the
 * tolerance is listed; O&P is listed when no scope line carries it.
 */
export function compareScope(
  scope: readonly ScopeLine[],
  roof: MeasuredRoof,
  stories: number | null,
): SupplementLine[] {
  const lines: SupplementLine[] = [];
  for (const measured of measuredQuantities(roof, stories)) {
    const { item, unit } = RULE_ITEMS[measured.rule];
    const answering = scope.filter((line) => ruleOf(line) === measured.rule);
    const carrier = round2(
      answering.reduce((sum, line) => sum + (inUnit(line.quantity, line.unit, unit) ?? 0), 0),
    );
    const difference = round2(measured.quantity - carrier);
    if (difference <= measured.quantity * UNDER_SCOPE_TOLERANCE) continue;
    const priced = answering.find((line) => inUnit(1, line.unit, unit) !== null);
    lines.push({
      rule: measured.rule,
      item,
      unit,
      measured: measured.quantity,
      carrier,
      difference,
      unitPrice: priced ? round2(priced.unitPrice / (inUnit(1, priced.unit, unit) ?? 1)) : null,
      evidence: measured.evidence,
      status: carrier === 0 ? 'missing' : 'under_scoped',
    });
  }
  if (scope.length > 0 && !scope.some((line) => ruleOf(line) === 'overhead_profit')) {
    lines.push({
      rule: 'overhead_profit',
      item: RULE_ITEMS.overhead_profit.item,
      unit: '%',
      measured: OVERHEAD_PROFIT_PERCENT,
      carrier: 0,
      difference: OVERHEAD_PROFIT_PERCENT,
      unitPrice: null,
      evidence: `No overhead & profit line in the carrier scope (scope total ${formatNumber(scopeTotal(scope), 2)})`,
      status: 'missing',
    });
  }
  return lines;
}

/** One refused row of a CSV import: its 1-based line number in the file and why. */
export interface ScopeRowError {
  row: number;
  message: string;
}

/** Header names a scope CSV may use for each column (exported estimates vary). */
const COLUMNS: Record<keyof ScopeLine, readonly string[]> = {
  code: ['code', 'item code', 'sel', 'selector'],
  description: ['description', 'desc', 'item'],
  quantity: ['quantity', 'qty'],
  unit: ['unit', 'units', 'uom'],
  unitPrice: ['unit price', 'unit_price', 'price', 'unit cost', 'rate'],
};

/**
 * Reads a carrier scope CSV (header row first; columns code, description, quantity, unit, unit
 * price in any order). Good rows become lines; each bad row is reported with its line number and the
 * reason, so the contractor fixes exactly those.
 */
export function parseScopeCsv(text: string): { lines: ScopeLine[]; errors: ScopeRowError[] } {
  const rows = parseCsv(text).filter((row) => row.some((cell) => cell.trim() !== ''));
  if (rows.length === 0) return { lines: [], errors: [{ row: 1, message: 'The file is empty' }] };
  const header = rows[0].map((cell) => cell.trim().toLowerCase());
  const index = Object.fromEntries(
    Object.entries(COLUMNS).map(([key, names]) => [key, header.findIndex((cell) => names.includes(cell))]),
  ) as Record<keyof ScopeLine, number>;
  const absent = (Object.keys(index) as (keyof ScopeLine)[]).filter(
    (key) => key !== 'code' && index[key] < 0,
  );
  if (absent.length)
    return { lines: [], errors: [{ row: 1, message: `Missing column(s): ${absent.join(', ')}` }] };
  const lines: ScopeLine[] = [];
  const errors: ScopeRowError[] = [];
  rows.slice(1).forEach((row, offset) => {
    const at = offset + 2;
    const cell = (key: keyof ScopeLine) => (index[key] >= 0 ? (row[index[key]] ?? '').trim() : '');
    const description = cell('description');
    const quantity = Number(cell('quantity').replace(/,/g, ''));
    const unit = cell('unit').toUpperCase();
    const unitPrice = Number(cell('unitPrice').replace(/[$,]/g, ''));
    const problems: string[] = [];
    if (!description) problems.push('description is empty');
    if (!cell('quantity') || !Number.isFinite(quantity) || quantity < 0)
      problems.push('quantity must be a number ≥ 0');
    if (!(SCOPE_UNITS as readonly string[]).includes(unit))
      problems.push(`unit must be one of ${SCOPE_UNITS.join(', ')}`);
    if (!cell('unitPrice') || !Number.isFinite(unitPrice) || unitPrice < 0)
      problems.push('unit price must be a number ≥ 0');
    if (problems.length) errors.push({ row: at, message: problems.join('; ') });
    else lines.push({ code: cell('code'), description, quantity, unit: unit as ScopeUnit, unitPrice });
  });
  return { lines, errors };
}

/** A supplement line with the unit price used and what the difference comes to (null when unpriced). */
export interface PricedSupplementLine extends SupplementLine {
  amount: number | null;
}

/**
 * The kept lines priced: the contractor's unit price wins over the carrier's; a line's amount is the
 * difference times the unit price, and a percent line (O&P) is that share of the scope total.
 */
export function priceSupplement(
  lines: readonly SupplementLine[],
  scope: readonly ScopeLine[],
  options: {
    excluded?: readonly SupplementRule[];
    unitPrices?: Partial<Record<SupplementRule, number>>;
  } = {},
): PricedSupplementLine[] {
  const total = scopeTotal(scope);
  return lines
    .filter((line) => !options.excluded?.includes(line.rule))
    .map((line) => {
      if (line.unit === '%')
        return { ...line, unitPrice: null, amount: round2((total * line.difference) / 100) };
      const unitPrice = options.unitPrices?.[line.rule] ?? line.unitPrice;
      return { ...line, unitPrice, amount: unitPrice === null ? null : round2(line.difference * unitPrice) };
    });
}
