import { formatNumber } from '@shared/kernel/format.js';
import type { OptionRoof } from '@shared/estimates/option-pricing.js';

// The roof every example on My Rates is priced on, so the Rates card and the options agree. Its edges
// are those of a plain hip-and-gable house with one wing (moderate: 5–10 facets); real proposals read
// the measured roof instead.

/** A typical roof: 2,500 sq ft, moderate complexity, 15 % suggested waste, with its edges in feet. */
export const TYPICAL_ROOF: OptionRoof = {
  adjustedAreaSqft: 2500,
  suggestedWastePercent: 15,
  complexity: 'moderate',
  edges: { eaveFt: 180, rakeFt: 60, ridgeFt: 55, valleyFt: 24 },
};

/** The typical roof in squares (100 sq ft each), what a price per square divides by. */
export const TYPICAL_SQUARES = TYPICAL_ROOF.adjustedAreaSqft / 100;

/** The typical roof in words, naming the covering when one is priced: "2,500 sq ft, asphalt shingles, moderate complexity, 15 % waste". */
export function typicalRoofText(covering?: string): string {
  const { adjustedAreaSqft, complexity, suggestedWastePercent } = TYPICAL_ROOF;
  const parts = [`${formatNumber(adjustedAreaSqft)} sq ft`, covering, `${complexity} complexity`];
  return [...parts, `${suggestedWastePercent} % waste`].filter(Boolean).join(', ');
}

/** Its edges in words, for the upgrades counted by the foot. */
export function typicalEdgesText(): string {
  const { eaveFt, rakeFt, ridgeFt, valleyFt } = TYPICAL_ROOF.edges;
  return `${eaveFt} ft of eaves, ${rakeFt} ft of rakes, ${ridgeFt} ft of ridge, ${valleyFt} ft of valleys`;
}
