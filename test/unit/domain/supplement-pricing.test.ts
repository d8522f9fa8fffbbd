import { describe, expect, it } from 'vitest';
import {
  priceSupplement,
  type ScopeLine,
  type SupplementLine,
} from '../../../shared/insurance/supplement.js';

// How the kept supplement lines are priced (docs/product.md#insurance): the contractor's unit price wins over the
// carrier's, unpriced lines stay unpriced, O&P is its percent of the scope total, dropped lines go.

const scope: ScopeLine[] = [
  { code: 'RFG 300S', description: 'Laminated shingles', quantity: 30, unit: 'SQ', unitPrice: 250 },
  { code: 'RFG DRIP', description: 'Drip edge', quantity: 229, unit: 'LF', unitPrice: 3.1 },
  { code: 'O&P', description: 'Overhead & profit', quantity: 20, unit: '%', unitPrice: 0 },
];

const line = (
  rule: SupplementLine['rule'],
  unit: SupplementLine['unit'],
  difference: number,
  unitPrice: number | null,
): SupplementLine => ({
  rule,
  item: rule,
  unit,
  measured: difference,
  carrier: 0,
  difference,
  unitPrice,
  evidence: '',
  status: 'missing',
});

describe('priceSupplement', () => {
  it('prices the difference at the carrier’s unit price: 36 LF × $3.10 = $111.60', () => {
    expect(priceSupplement([line('drip_edge', 'LF', 36, 3.1)], scope)).toMatchObject([
      { unitPrice: 3.1, amount: 111.6 },
    ]);
  });

  it('the contractor’s unit price wins; a line nobody priced stays unpriced', () => {
    const priced = priceSupplement(
      [line('steep_1', 'SQ', 6.26, null), line('starter', 'LF', 265, null)],
      scope,
      {
        unitPrices: { steep_1: 70.5 },
      },
    );
    expect(priced.map((found) => [found.rule, found.unitPrice, found.amount])).toEqual([
      ['steep_1', 70.5, 441.33],
      ['starter', null, null],
    ]);
  });

  it('O&P is its percent of the scope total without O&P lines: 20 % of $8,209.90 = $1,641.98', () => {
    expect(priceSupplement([line('overhead_profit', '%', 20, null)], scope)).toMatchObject([
      { unitPrice: null, amount: 1641.98 },
    ]);
  });

  it('drops the lines the contractor excluded', () => {
    const kept = priceSupplement(
      [line('drip_edge', 'LF', 36, 3.1), line('steep_1', 'SQ', 6.26, null)],
      scope,
      {
        excluded: ['drip_edge'],
      },
    );
    expect(kept.map((found) => found.rule)).toEqual(['steep_1']);
  });
});
