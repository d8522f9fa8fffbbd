import { formatCount } from '../../kernel/format.js';
import type { MaterialLine, Measurement, RoofSection } from './types.js';

// One roof, the same numbers everywhere (docs/decisions.md): the area every screen, document and export
// shows is the footprint-corrected (adjusted) area, and its squares are that area / 100 to the hundredth.
// Every copy (estimate, project, proposal, contract, report, export) reads these functions.

/**
 * Squares of an area in ft²: the area as it reads (to the whole foot) / 100, so 1,880.6 ft² reads
 * "1,881 sq ft" and "18.81 squares" and the two never disagree.
 */
export function roofSquares(areaSqft: number): number {
  return Math.round(areaSqft) / 100;
}

/** A rate per ft² as the rate per square roofers quote: $1.50 per ft² → $150 per square. */
export function perSquare(ratePerSqft: number): number {
  return Math.round(ratePerSqft * 100 * 100) / 100;
}

/** The roof's one area and its squares, from a measurement (or any record holding its adjusted area). */
export function roofArea(measurement: Pick<Measurement, 'adjustedAreaSqft'>): {
  areaSqft: number;
  squares: number;
} {
  return { areaSqft: measurement.adjustedAreaSqft, squares: roofSquares(measurement.adjustedAreaSqft) };
}

/**
 * Whole-number shares of `whole` in proportion to `parts`, summing to exactly `whole` (largest
 * remainder): the rows of a table then add up to its headline. `step` is the unit (0.1 for tenths).
 */
export function partsOfWhole(parts: readonly number[], whole: number, step = 1): number[] {
  const units = Math.round(whole / step);
  const sum = parts.reduce((total, part) => total + part, 0);
  if (sum <= 0 || parts.length === 0) return parts.map(() => 0);
  const exact = parts.map((part) => (part / sum) * units);
  const floors = exact.map((value) => Math.floor(value));
  let left = units - floors.reduce((total, value) => total + value, 0);
  const order = exact
    .map((value, index) => ({ index, remainder: value - floors[index] }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    floors[index] += 1;
    left -= 1;
  }
  // Back from units to the step, without float noise such as 73.60000000000001.
  const digits = Math.max(0, Math.round(-Math.log10(step)));
  return floors.map((value) => Number((value * step).toFixed(digits)));
}

/** One row of the pitch table. */
export interface PitchRow {
  pitch: number;
  areaSqft: number;
  percent: number;
}

/**
 * The pitch table of a roof: each pitch's share of the headline (adjusted) area in whole ft², summing to
 * the headline as it reads (rounded to the foot), and its percent to the tenth, summing to 100.0. Order
 * kept (predominant first). Idempotent, so a stored table passed again reads the same.
 */
export function pitchRows(rows: readonly PitchRow[], adjustedAreaSqft: number): PitchRow[] {
  const areas = partsOfWhole(
    rows.map((row) => row.areaSqft),
    Math.round(adjustedAreaSqft),
  );
  // Shares from the rounded areas, so the table passed again reads the same.
  const percents = partsOfWhole(areas, 100, 0.1);
  return rows.map((row, index) => ({ pitch: row.pitch, areaSqft: areas[index], percent: percents[index] }));
}

/**
 * Valleys of a roof, counted as its edges are estimated: two where a gable or hip wing or dormer joins
 * the main roof, none for a shed or flat one. So "2 valleys" always sits beside valley feet, and
 * "0 valleys" beside none.
 */
export function valleyCount(sections: readonly Pick<RoofSection, 'kind' | 'role'>[]): number {
  return (
    sections.filter(
      (section) =>
        (section.role === 'wing' || section.role === 'dormer') &&
        (section.kind === 'gable' || section.kind === 'hip'),
    ).length * 2
  );
}

/** True when the roof has shingles (a field-shingle line): a flat roof has membrane, not bundles. */
export function hasShingles(materials: readonly Pick<MaterialLine, 'key'>[]): boolean {
  return materials.some((line) => line.key === 'field_shingles');
}

/** Each unit a material is counted in, singular and plural as a person reads them. */
const UNIT_WORDS: Record<string, [string, string]> = {
  bundles: ['bundle', 'bundles'],
  rolls: ['roll', 'rolls'],
  squares: ['square', 'squares'],
  pieces: ['piece', 'pieces'],
  '10 ft pieces': ['10 ft piece', '10 ft pieces'],
  ft: ['ft', 'ft'],
};

/**
 * A material quantity with its unit, singular for exactly 1: "1 roll", "68 bundles", "22 pieces of
 * 10 ft" (not "22 10 ft pieces", where two numbers run together). Squares keep their tenth.
 */
export function materialQuantityText(line: Pick<MaterialLine, 'quantity' | 'unit'>): string {
  if (line.unit === '10 ft pieces') return `${formatCount(line.quantity, 'piece')} of 10 ft`;
  const [singular, plural] = UNIT_WORDS[line.unit] ?? [line.unit, line.unit];
  const digits = Number.isInteger(line.quantity) ? 0 : 1;
  return formatCount(line.quantity, singular, digits, plural);
}
