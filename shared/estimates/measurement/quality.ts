import type { BuildingInsights, ImageryQuality } from './building-insights.js';
import type { Complexity, QualityWarning, RoofType } from './types.js';

// QA flags and the accuracy rating (docs/product.md#estimates) [H]: a starting figure by imagery
// quality (the product's 99.2 % claim is for HIGH imagery), less deductions for each thing a
// reviewer would question. Never a constant: every input moves it.

/** What the providers know about a measurement besides the Solar answer. */
export interface MeasureContext {
  /** The date the measurement is made (imagery age is counted to it). */
  now: Date;
  /** HIGH imagery was not found and MEDIUM was used. */
  qualityFallback?: boolean;
  /** The data came from the local simulator, not Google. */
  simulated?: boolean;
  /** Geocoding's location_type (ROOFTOP is exact). */
  locationType?: string;
  /** False when Solar's building is not the geocoded place. */
  placeMatches?: boolean;
}

const START: Record<ImageryQuality, number> = { HIGH: 99.2, MEDIUM: 96.5, LOW: 93, BASE: 90 };
/** Imagery older than this is flagged. */
export const OLD_IMAGERY_MONTHS = 24;
/** A building footprint this much larger than the segmented roof is flagged for review. */
export const COVERAGE_REVIEW_RATIO = 1.1;
/** Largest mismatch between a segment's area and its footprint over cos(pitch). */
const SEGMENT_TOLERANCE = 0.02;

function monthsBetween(from: { year: number; month: number; day: number }, to: Date): number {
  const months = (to.getUTCFullYear() - from.year) * 12 + (to.getUTCMonth() + 1 - from.month);
  return to.getUTCDate() < from.day ? months - 1 : months;
}

/** Facet numbers (1-based) whose sloped area disagrees with footprint / cos(pitch) by over 2 %. */
export function mismatchedSegments(insights: BuildingInsights): number[] {
  return insights.solarPotential.roofSegmentStats.flatMap((segment, index) => {
    const ground = segment.stats.groundAreaMeters2;
    if (ground === undefined || segment.stats.areaMeters2 <= 0) return [];
    const expected = ground / Math.cos((segment.pitchDegrees * Math.PI) / 180);
    return Math.abs(expected - segment.stats.areaMeters2) / segment.stats.areaMeters2 > SEGMENT_TOLERANCE
      ? [index + 1]
      : [];
  });
}

/** Quality block and accuracy rating of a measurement. */
export function assessQuality(
  insights: BuildingInsights,
  context: MeasureContext,
  facts: { coverageRatio: number; roofType: RoofType; complexity: Complexity },
) {
  const warnings: QualityWarning[] = [];
  const quality = insights.imageryQuality;
  let rating = START[quality];

  const date = insights.imageryDate;
  const ageMonths = date ? Math.max(0, monthsBetween(date, context.now)) : null;
  if (ageMonths !== null && ageMonths > OLD_IMAGERY_MONTHS) {
    warnings.push({
      code: 'imagery_old',
      message: `Imagery is ${ageMonths} months old; changes to the roof since then will not show.`,
    });
    rating -= Math.min(4, (ageMonths - OLD_IMAGERY_MONTHS) * 0.1);
  }
  rating -= Math.min(6, Math.max(0, facts.coverageRatio - 1) * 20);
  if (facts.coverageRatio > COVERAGE_REVIEW_RATIO) {
    warnings.push({
      code: 'coverage_ratio',
      message: `The building's footprint is ${Math.round((facts.coverageRatio - 1) * 100)} % larger than the roof planes found; review for missed sections.`,
    });
  }
  if (context.qualityFallback) {
    warnings.push({
      code: 'quality_fallback',
      message: 'High-resolution imagery was not available here; measured from medium-resolution imagery.',
    });
  }
  const mismatched = mismatchedSegments(insights);
  if (mismatched.length) {
    warnings.push({
      code: 'segment_mismatch',
      message: `Facet ${mismatched.join(', ')}: area and footprint disagree by more than 2 %; review.`,
    });
    rating -= Math.min(3, mismatched.length);
  }
  if (context.locationType && context.locationType !== 'ROOFTOP') {
    warnings.push({
      code: 'approximate_location',
      message:
        'The address was located approximately (not to the rooftop); confirm the right building was measured.',
    });
    rating -= 3;
  }
  if (context.placeMatches === false) {
    warnings.push({
      code: 'building_mismatch',
      message: 'The building measured is not the one the address points to; confirm before sending.',
    });
    rating -= 5;
  }
  if (context.simulated) {
    warnings.push({
      code: 'simulated',
      message: 'Simulated imagery: local demo data, not a real measurement.',
    });
  }
  if (facts.roofType === 'flat') rating -= 2;
  if (facts.complexity === 'complex') rating -= 1;

  const imageryDate = date
    ? `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`
    : null;
  return {
    quality: { imageryDate, imageryQuality: quality, imageryAgeMonths: ageMonths, warnings },
    accuracyRating: Math.round(Math.min(99.9, Math.max(50, rating)) * 10) / 10,
  };
}
