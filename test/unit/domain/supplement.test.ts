import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildingInsights } from '../../../shared/estimates/measurement/building-insights.js';
import { measureRoof } from '../../../shared/estimates/measurement/measure-roof.js';
import {
  compareScope,
  measuredQuantities,
  parseScopeCsv,
  ruleOf,
  type ScopeLine,
  type SupplementLine,
} from '../../../shared/insurance/supplement.js';

// Worked examples of each supplement rule on the measurement fixture (the 200 building insights):
// eaves 229.2 ft, rakes 36.1 ft, ridges 32.9 ft, hips 110.3 ft, valleys 36.2 ft; 31.07 squares at the
// suggested 15 % waste; 6.26 squares at 7–9/12; 27.02 adjusted squares.

const roof = measureRoof(
  buildingInsights.parse(
    JSON.parse(readFileSync('test/fixtures/google/solar-building-insights-200.json', 'utf8')),
  ),
  { now: new Date('2026-05-20T12:00:00Z') },
);

const line = (
  code: string,
  description: string,
  quantity: number,
  unit: ScopeLine['unit'],
  unitPrice = 1,
): ScopeLine => ({
  code,
  description,
  quantity,
  unit,
  unitPrice,
});

/** A scope that is complete for every measured rule, so each test changes exactly one line. */
const complete: ScopeLine[] = [
  line('RFG 300S', 'Laminated comp. shingle rfg. - w/out felt', 31.07, 'SQ', 265),
  line('RFG DRIP', 'Drip edge', 265, 'LF', 3.1),
  line('RFG ASTR', 'Asphalt starter - universal starter course', 265, 'LF', 2.2),
  line('RFG RIDGC', 'Hip / Ridge cap - composition shingles', 143, 'LF', 5.4),
  line('RFG IWS', 'Ice & water barrier', 1484, 'SF', 1.9),
  line('RFG STEEP', 'Additional charge for steep roof - 7/12 - 9/12 slope', 6.26, 'SQ', 70),
  line('O&P', 'Overhead & profit', 20, '%', 0),
];

const without = (code: string, replacement?: ScopeLine) =>
  complete.flatMap((scopeLine) =>
    scopeLine.code === code ? (replacement ? [replacement] : []) : [scopeLine],
  );

const only = (lines: SupplementLine[]) =>
  lines.map((found) => [found.rule, found.status, found.measured, found.carrier, found.difference]);

describe('the measured quantities of the fixture roof', () => {
  it('are the worked numbers', () => {
    expect(measuredQuantities(roof, null).map((quantity) => [quantity.rule, quantity.quantity])).toEqual([
      ['shingles', 31.07],
      ['drip_edge', 265],
      ['starter', 265],
      ['ridge_cap', 143],
      ['ice_water', 1484],
      ['steep_1', 6.26],
    ]);
  });

  it('a complete scope yields no supplement line', () => {
    expect(compareScope(complete, roof, null)).toEqual([]);
  });
});

describe('one rule at a time (worked examples)', () => {
  it('squares at the suggested waste: 28.5 SQ against 31.07 SQ is 2.57 SQ short; 3,107 SF converts and passes', () => {
    const short = compareScope(
      without('RFG 300S', line('RFG 300S', 'Laminated shingles', 28.5, 'SQ', 265)),
      roof,
      null,
    );
    expect(only(short)).toEqual([['shingles', 'under_scoped', 31.07, 28.5, 2.57]]);
    expect(short[0].evidence).toContain('15% waste');
    expect(short[0].unitPrice).toBe(265);
    expect(
      compareScope(without('RFG 300S', line('RFG 300S', 'Laminated shingles', 3107, 'SF', 2.65)), roof, null),
    ).toEqual([]);
  });

  it('differences within 2 % are rounding: 31 SQ against 31.07 SQ passes', () => {
    expect(
      compareScope(without('RFG 300S', line('RFG 300S', 'Laminated shingles', 31, 'SQ')), roof, null),
    ).toEqual([]);
  });

  it('drip edge = eaves + rakes: 229 LF (eaves only) against 265 LF is 36 LF short', () => {
    const found = compareScope(
      without('RFG DRIP', line('RFG DRIP', 'Drip edge', 229, 'LF', 3.1)),
      roof,
      null,
    );
    expect(only(found)).toEqual([['drip_edge', 'under_scoped', 265, 229, 36]]);
    expect(found[0].evidence).toBe('Eaves 229 ft + rakes 36 ft');
  });

  it('starter: a scope without it misses 265 LF', () => {
    expect(only(compareScope(without('RFG ASTR'), roof, null))).toEqual([
      ['starter', 'missing', 265, 0, 265],
    ]);
  });

  it('hip & ridge cap: 33 LF (ridges only) against hips 110 + ridges 33 = 143 LF is 110 LF short', () => {
    const found = compareScope(without('RFG RIDGC', line('RFG RIDGC', 'Ridge cap', 33, 'LF')), roof, null);
    expect(only(found)).toEqual([['ridge_cap', 'under_scoped', 143, 33, 110]]);
  });

  it('ice & water at eaves and valleys: 229.2 × 6 + 36.2 × 3 = 1,484 SF; eaves only (1,375 SF) is 109 SF short', () => {
    const found = compareScope(
      without('RFG IWS', line('RFG IWS', 'Ice & water barrier', 1375, 'SF')),
      roof,
      null,
    );
    expect(only(found)).toEqual([['ice_water', 'under_scoped', 1484, 1375, 109]]);
  });

  it('steep charge by tier: no 7–9/12 line misses the 6.26 SQ of the 8/12 garage', () => {
    const found = compareScope(without('RFG STEEP'), roof, null);
    expect(only(found)).toEqual([['steep_1', 'missing', 6.26, 0, 6.26]]);
    expect(found[0].evidence).toBe('626 ft² of facets at 7–9/12');
  });

  it('high roof only when the stories are known and 2 or more: 27.02 SQ', () => {
    expect(compareScope(complete, roof, 1)).toEqual([]);
    expect(only(compareScope(complete, roof, 2))).toEqual([['high_roof', 'missing', 27.02, 0, 27.02]]);
  });

  it('O&P: a scope without an overhead & profit line gets the 10 % + 10 % line', () => {
    const found = compareScope(without('O&P'), roof, null);
    expect(only(found)).toEqual([['overhead_profit', 'missing', 20, 0, 20]]);
  });

  it('the issue’s walk: no drip edge on the rakes and no steep charge list both with measured quantities', () => {
    const scope = without('RFG STEEP').map((scopeLine) =>
      scopeLine.code === 'RFG DRIP' ? { ...scopeLine, quantity: 229 } : scopeLine,
    );
    expect(only(compareScope(scope, roof, null))).toEqual([
      ['drip_edge', 'under_scoped', 265, 229, 36],
      ['steep_1', 'missing', 6.26, 0, 6.26],
    ]);
  });
});

describe('reading carrier lines', () => {
  it('maps Xactimate-style lines to rules and ignores tear-off, vents and felt', () => {
    expect(
      ruleOf(line('RFG STEEP+', 'Additional charge for steep roof - 10/12 - 12/12 slope', 1, 'SQ')),
    ).toBe('steep_2');
    expect(
      ruleOf(line('RFG STEEP++', 'Additional charge for steep roof greater than 12/12 slope', 1, 'SQ')),
    ).toBe('steep_3');
    expect(ruleOf(line('RFG HIGH', 'Additional charge for high roof (2 stories or greater)', 1, 'SQ'))).toBe(
      'high_roof',
    );
    expect(ruleOf(line('RFG ARMV', 'Tear off, haul and dispose of comp. shingles', 1, 'SQ'))).toBeNull();
    expect(ruleOf(line('RFG RIDGV', 'Ridge vent - shingle-over style', 1, 'LF'))).toBeNull();
    expect(ruleOf(line('RFG FELT15', 'Roofing felt - 15 lb.', 1, 'SQ'))).toBeNull();
  });

  it('imports a CSV with the columns in any order and reports each bad row by its line number', () => {
    const csv = [
      'Description,Qty,Unit,Unit Price,Code',
      'Drip edge,229,LF,3.10,RFG DRIP',
      'Starter,abc,LF,2.20,RFG ASTR',
      ',10,SQ,1,RFG X',
      'Ice & water barrier,"1,375",SF,$1.90,RFG IWS',
      'Ridge cap,33,yards,5,RFG RIDGC',
      '',
    ].join('\r\n');
    const { lines, errors } = parseScopeCsv(csv);
    expect(lines).toEqual([
      line('RFG DRIP', 'Drip edge', 229, 'LF', 3.1),
      line('RFG IWS', 'Ice & water barrier', 1375, 'SF', 1.9),
    ]);
    expect(errors).toEqual([
      { row: 3, message: 'quantity must be a number ≥ 0' },
      { row: 4, message: 'description is empty' },
      { row: 6, message: 'unit must be one of SQ, SF, LF, EA, LS, %' },
    ]);
  });

  it('a file without the needed columns is refused as a whole', () => {
    expect(parseScopeCsv('Item,Amount\nDrip,3')).toEqual({
      lines: [],
      errors: [{ row: 1, message: 'Missing column(s): quantity, unit, unitPrice' }],
    });
  });
});
