import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SAMPLE_RATES,
  priceSample,
  SAMPLE_PROPERTY,
} from '../../../shared/estimates/sample-estimate.js';
import { formatMoney } from '../../../shared/kernel/format.js';

describe('the sample estimate', () => {
  it('prices the default sample per square with 35% markup and 8.25% tax', () => {
    expect(SAMPLE_PROPERTY.actualArea).toBe(2880);
    const { materials, labor, summary } = priceSample(DEFAULT_SAMPLE_RATES);
    expect(materials.map((line) => line.total)).toEqual([3600, 1008]);
    expect(labor.map((line) => line.total)).toEqual([2160, 3600]);
    expect(summary).toEqual({
      materialsSubtotal: 4608,
      laborSubtotal: 5760,
      subtotal: 10368,
      markup: 35,
      markupAmount: 3628.8,
      beforeTax: 13996.8,
      tax: 8.25,
      taxAmount: 1154.74,
      total: 15151.54,
    });
    expect(formatMoney(summary.total)).toBe('$15,151.54');
  });

  it('recomputes when a rate changes and treats bad rates as 0', () => {
    const cheaper = priceSample({ ...DEFAULT_SAMPLE_RATES, shingles: 100, taxPercent: 0 });
    expect(cheaper.materials[0].total).toBe(2880);
    expect(cheaper.summary.taxAmount).toBe(0);
    expect(priceSample({ ...DEFAULT_SAMPLE_RATES, install: Number.NaN }).labor[1].total).toBe(0);
  });
});
