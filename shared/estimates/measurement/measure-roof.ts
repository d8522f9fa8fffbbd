import type { BuildingInsights } from './building-insights.js';
import { estimateEdges } from './edges.js';
import { materialList, shingleBundles } from './materials.js';
import { centroid, facetOutlines } from './outlines.js';
import {
  compassPoint,
  pitchFactor,
  SQFT_PER_M2,
  slopeClass,
  STEEP_TIER_LABELS,
  steepTier,
  type SteepTier,
} from './pitch.js';
import { planFacets } from './plan.js';
import { assessQuality, type MeasureContext } from './quality.js';
import { pitchRows, roofSquares } from './roof-area.js';
import { findSections, roofTypeOf } from './roof-shape.js';
import type { Complexity, Measurement } from './types.js';
import { suggestedWaste, wasteRungs } from './waste.js';

export type { MeasureContext } from './quality.js';

const round1 = (value: number) => Math.round(value * 10) / 10;
const round2 = (value: number) => Math.round(value * 100) / 100;
const round3 = (value: number) => Math.round(value * 1000) / 1000;

/** Facet tiers [H]: simple ≤4 facets and no valleys; moderate 5–10 facets and ≤2 valleys; complex beyond. */
export function complexityOf(facets: number, valleys: number): Complexity {
  if (facets <= 4 && valleys === 0) return 'simple';
  if (facets <= 10 && valleys <= 2) return 'moderate';
  return 'complex';
}

/**
 * Measures a roof from a Solar `buildingInsights` answer (docs/product.md#estimates): facets with
 * pitch and area, totals, pitch breakdown, shape, complexity, waste ladder, steep squares, estimated
 * edges, materials, QA flags and an accuracy rating. Pure: same input, same output.
 */
export function measureRoof(insights: BuildingInsights, context: MeasureContext): Measurement {
  const { facets: plan, frame } = planFacets(insights);
  const sections = findSections(plan);
  const sectionOfFacet = new Map<number, number>();
  sections.forEach((section, index) =>
    section.facets.forEach((facet) => sectionOfFacet.set(facet.index, index)),
  );
  const outlines = facetOutlines(sections, frame);

  const facets = plan.map((facet) => {
    const outline = outlines.get(facet.index) ?? [];
    const tier: SteepTier = facet.flat ? 0 : steepTier(facet.pitch);
    return {
      index: facet.index + 1,
      pitchDegrees: round2(insights.solarPotential.roofSegmentStats[facet.index].pitchDegrees),
      pitch: facet.pitch,
      pitchFactor: round3(pitchFactor(facet.rise)),
      azimuthDegrees: round1(facet.azimuth),
      direction: facet.flat ? 'flat' : compassPoint(facet.azimuth),
      areaSqft: facet.slopedM2 * SQFT_PER_M2,
      groundAreaSqft: facet.groundM2 * SQFT_PER_M2,
      steepTier: tier,
      slopeClass: slopeClass(facet.pitch),
      section: sectionOfFacet.get(facet.index) ?? 0,
      center: centroid(outline).map(round2) as [number, number],
      outline: outline.map(([x, y]) => [round2(x), round2(y)] as [number, number]),
    };
  });

  const total = facets.reduce((sum, facet) => sum + facet.areaSqft, 0);
  const wholeGround = insights.solarPotential.wholeRoofStats.groundAreaMeters2;
  const buildingGround = insights.solarPotential.buildingStats?.groundAreaMeters2;
  const coverageRatio = wholeGround && buildingGround ? buildingGround / wholeGround : 1;
  const adjusted = total * coverageRatio;

  const byPitch = new Map<number, number>();
  for (const facet of facets) byPitch.set(facet.pitch, (byPitch.get(facet.pitch) ?? 0) + facet.areaSqft);
  // The table shares the headline (adjusted) area out by pitch, so its rows add up to it.
  const pitchBreakdown = pitchRows(
    [...byPitch.entries()]
      .sort((a, b) => b[1] - a[1] || b[0] - a[0])
      .map(([pitch, area]) => ({ pitch, areaSqft: area, percent: 0 })),
    round1(adjusted),
  );
  const predominantPitch = pitchBreakdown[0].pitch;

  const roofType = roofTypeOf(sections, predominantPitch);
  const valleys = 2 * sections.filter((section) => section.role === 'wing').length;
  const dormers = sections.filter((section) => section.role === 'dormer').length;
  const complexity = complexityOf(facets.length, valleys);
  const waste = suggestedWaste(roofType, facets.length, valleys, dormers);

  const areaOf = (keep: (facet: (typeof facets)[number]) => boolean) =>
    facets.filter(keep).reduce((sum, facet) => sum + facet.areaSqft, 0);
  // One roof area: the footprint-corrected (adjusted) area drives the price AND the materials, so
  // each slope class's planes-found area is scaled by the same coverage ratio.
  const adjustedOf = (keep: (facet: (typeof facets)[number]) => boolean) => areaOf(keep) * coverageRatio;
  const shingleArea = adjustedOf((facet) => facet.slopeClass !== 'low_slope');
  const lowSlopeArea = adjustedOf((facet) => facet.slopeClass === 'low_slope');
  const edges = estimateEdges(sections);
  const { quality, accuracyRating } = assessQuality(insights, context, {
    coverageRatio,
    roofType,
    complexity,
  });

  const xs = facets.flatMap((facet) => facet.outline.map((point) => point[0]));
  const ys = facets.flatMap((facet) => facet.outline.map((point) => point[1]));

  return {
    facets: facets.map((facet) => ({
      ...facet,
      areaSqft: round1(facet.areaSqft),
      groundAreaSqft: round1(facet.groundAreaSqft),
    })),
    sections: sections.map((section) => ({
      kind: section.kind,
      role: section.role,
      facets: section.facets.map((facet) => facet.index + 1),
      areaSqft: round1(section.slopedM2 * SQFT_PER_M2),
    })),
    totalAreaSqft: round1(total),
    adjustedAreaSqft: round1(adjusted),
    coverageRatio: Math.round(coverageRatio * 10_000) / 10_000,
    squares: round2(total / 100),
    adjustedSquares: roofSquares(round1(adjusted)),
    predominantPitch,
    pitchBreakdown,
    lowSlopeAreaSqft: round1(lowSlopeArea),
    roofType,
    complexity,
    valleys,
    dormers,
    suggestedWastePercent: waste.percent,
    wasteFactors: waste.factors,
    wasteTable: wasteRungs(waste.percent).map((percent) => ({
      percent,
      areaSqft: round1((adjusted * (100 + percent)) / 100),
      squares: round2((adjusted * (100 + percent)) / 100 / 100),
      bundles: shingleBundles(shingleArea, percent),
      suggested: percent === waste.percent,
    })),
    steepSlope: ([1, 2, 3] as const).flatMap((tier) => {
      const area = areaOf((facet) => facet.steepTier === tier);
      return area > 0
        ? [{ tier, label: STEEP_TIER_LABELS[tier], areaSqft: round1(area), squares: round2(area / 100) }]
        : [];
    }),
    edges,
    materials: materialList({
      shingleAreaSqft: shingleArea,
      lowSlopeAreaSqft: lowSlopeArea,
      doubleUnderlaymentAreaSqft: adjustedOf((facet) => facet.slopeClass === 'double_underlayment'),
      wastePercent: waste.percent,
      edges,
    }),
    quality,
    accuracyRating,
    extent: xs.length
      ? { minX: Math.min(...xs), maxX: Math.max(...xs), minY: Math.min(...ys), maxY: Math.max(...ys) }
      : { minX: -1, maxX: 1, minY: -1, maxY: 1 },
  };
}
