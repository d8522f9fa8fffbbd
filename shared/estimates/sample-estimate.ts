/**
 * The landing page's static sample estimate (docs/product.md#public-site): a made-up contractor and house,
 * priced per square with the marketing demo's own rates. "Customize Rates" recomputes it live.
 * Money is computed in integer cents, one rounding per line.
 */

import { centsAsDollars, formatNumber } from '../kernel/format.js';

/** Editable rates of the sample (dollars per square; percentages). */
export interface SampleRates {
  shingles: number;
  underlayment: number;
  tearOff: number;
  install: number;
  markupPercent: number;
  taxPercent: number;
}

/** The sample's contractor header. */
export interface SampleCompany {
  name: string;
  license: string;
  phone: string;
  email: string;
}

/** Sample defaults: shingles 125, underlayment 35, tear-off 75, install 125; markup 35 %, tax 8.25 %. */
export const DEFAULT_SAMPLE_RATES: SampleRates = {
  shingles: 125,
  underlayment: 35,
  tearOff: 75,
  install: 125,
  markupPercent: 35,
  taxPercent: 8.25,
};
/** Roof complexity factor applied to the measured area. */
export const SAMPLE_COMPLEXITY_FACTOR = 1.2;

/** The made-up contractor of the sample. */
export const SAMPLE_COMPANY: SampleCompany = {
  name: 'Lone Star Roofing Co.',
  license: 'TX-RC-48213',
  phone: '(512) 555-0187',
  email: 'estimates@lonestarroofing.example',
};

/** The made-up property of the sample. */
export const SAMPLE_PROPERTY = {
  address: '1842 Maple Ridge Dr, Austin, TX 78745',
  measurementDate: 'March 14, 2026',
  roofArea: 2400,
  complexity: 'Moderate (hip roof, 2 valleys)',
  actualArea: Math.round(2400 * SAMPLE_COMPLEXITY_FACTOR),
} as const;

/** The sample's estimate number. */
export const SAMPLE_ESTIMATE_NUMBER = 'EST-2026-0314';

/** One material or labor line. */
export interface SampleLine {
  item: string;
  unit: string;
  rate: number;
  total: number;
}

/** The priced sample (dollars with cents). */
export interface SampleEstimate {
  materials: SampleLine[];
  labor: SampleLine[];
  summary: {
    materialsSubtotal: number;
    laborSubtotal: number;
    subtotal: number;
    markup: number;
    markupAmount: number;
    beforeTax: number;
    tax: number;
    taxAmount: number;
    total: number;
  };
}

const cents = (dollars: number) => Math.round(dollars * 100);

/** Prices the sample with the given rates (negative or non-numeric rates count as 0). */
export function priceSample(
  rates: SampleRates,
  actualArea: number = SAMPLE_PROPERTY.actualArea,
): SampleEstimate {
  const safe = (value: number) => (Number.isFinite(value) && value > 0 ? value : 0);
  const squares = actualArea / 100;
  const unit = `${formatNumber(squares, 1)} squares`;
  const line = (item: string, rate: number): SampleLine => ({
    item,
    unit,
    rate: safe(rate),
    total: centsAsDollars(Math.round(squares * cents(safe(rate)))),
  });
  const materials = [
    line('Architectural shingles', rates.shingles),
    line('Synthetic underlayment', rates.underlayment),
  ];
  const labor = [line('Tear-off and disposal', rates.tearOff), line('Installation', rates.install)];
  const sum = (lines: SampleLine[]) => lines.reduce((total, entry) => total + cents(entry.total), 0);
  const materialsSubtotal = sum(materials);
  const laborSubtotal = sum(labor);
  const subtotal = materialsSubtotal + laborSubtotal;
  const markupAmount = Math.round((subtotal * safe(rates.markupPercent)) / 100);
  const beforeTax = subtotal + markupAmount;
  const taxAmount = Math.round((beforeTax * safe(rates.taxPercent)) / 100);
  return {
    materials,
    labor,
    summary: {
      materialsSubtotal: centsAsDollars(materialsSubtotal),
      laborSubtotal: centsAsDollars(laborSubtotal),
      subtotal: centsAsDollars(subtotal),
      markup: safe(rates.markupPercent),
      markupAmount: centsAsDollars(markupAmount),
      beforeTax: centsAsDollars(beforeTax),
      tax: safe(rates.taxPercent),
      taxAmount: centsAsDollars(taxAmount),
      total: centsAsDollars(beforeTax + taxAmount),
    },
  };
}
