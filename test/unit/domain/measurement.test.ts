import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  simulateBuildingInsights,
  simulatedRoofAt,
  simulateGeocode,
} from '../../../infra/local/google-simulator.js';
import {
  buildingInsights,
  type BuildingInsights,
} from '../../../shared/estimates/measurement/building-insights.js';
import { complexityOf, measureRoof } from '../../../shared/estimates/measurement/measure-roof.js';
import { pitchFactor, steepTier, wholePitch } from '../../../shared/estimates/measurement/pitch.js';
import { measurementSchema } from '../../../shared/estimates/measurement/types.js';
import { suggestedWaste, wasteRungs } from '../../../shared/estimates/measurement/waste.js';

const fixture = () =>
  buildingInsights.parse(
    JSON.parse(readFileSync('test/fixtures/google/solar-building-insights-200.json', 'utf8')),
  );
const now = new Date('2026-05-20T12:00:00Z');

describe('measureRoof on the 200 fixture', () => {
  const measurement = measureRoof(fixture(), { now });

  it('finds 7 facets with pitches 6,6,6,6,8,8,2 /12', () => {
    expect(measurement.facets).toHaveLength(7);
    expect(measurement.facets.map((facet) => facet.pitch)).toEqual([6, 6, 6, 6, 8, 8, 2]);
  });

  it('measures 2,632.1 ft² (26.32 sq) and adjusts ×1.0266 to 2,702.1 ft²', () => {
    expect(measurement.totalAreaSqft).toBe(2632.1);
    expect(measurement.squares).toBe(26.32);
    expect(measurement.coverageRatio).toBe(1.0266);
    expect(measurement.adjustedAreaSqft).toBe(2702.1);
  });

  // 73.65 % rounds down so the shares add up to 100.0 % (each alone would read 73.7 + 23.8 + 2.6 = 100.1).
  it('has predominant pitch 6/12 (73.6 %), 8/12 23.8 %, 2/12 2.6 %, summing to 100 % and to the headline area', () => {
    expect(measurement.predominantPitch).toBe(6);
    const areas = measurement.pitchBreakdown.map((row) => row.areaSqft);
    expect(areas.reduce((sum, area) => sum + area, 0)).toBe(Math.round(measurement.adjustedAreaSqft));
    expect(measurement.pitchBreakdown.map((row) => [row.pitch, row.percent])).toEqual([
      [6, 73.6],
      [8, 23.8],
      [2, 2.6],
    ]);
  });

  it('puts 625.5 ft² (6.26 sq, the garage) in steep tier 1 and nothing steeper', () => {
    expect(measurement.steepSlope).toEqual([{ tier: 1, label: '7–9/12', areaSqft: 625.5, squares: 6.26 }]);
    expect(measurement.facets.filter((facet) => facet.steepTier === 1).map((facet) => facet.index)).toEqual([
      5, 6,
    ]);
  });

  // The measurement design gives 30.27 sq / 91 bundles on the planes-found area; the adjusted area
  // (×1.0266) now drives materials as it drives the price: 31.07 sq, 94 bundles, 82 at 0 %.
  it('suggests hip 12 + 2 valleys 3 = 15 %: 31.07 sq and 94 bundles on the adjusted area; 82 bundles at 0 %', () => {
    expect(measurement.roofType).toBe('hip');
    expect(measurement.valleys).toBe(2);
    expect(measurement.wasteFactors).toEqual([
      { label: 'Hip roof', percent: 12 },
      { label: '2 valleys', percent: 3 },
    ]);
    expect(measurement.suggestedWastePercent).toBe(15);
    const suggested = measurement.wasteTable.find((row) => row.suggested);
    expect(suggested).toMatchObject({ percent: 15, areaSqft: 3107.4, squares: 31.07, bundles: 94 });
    expect(measurement.wasteTable.find((row) => row.percent === 0)).toMatchObject({
      areaSqft: measurement.adjustedAreaSqft,
      bundles: 82,
    });
    expect(measurement.wasteTable.map((row) => row.percent)).toEqual([0, 5, 10, 12, 15, 17, 20]);
    expect(measurement.materials.find((line) => line.key === 'field_shingles')).toMatchObject({
      quantity: 94,
      unit: 'bundles',
      basis: '2,702 ft² + 15 % waste, 3 bundles per square',
    });
  });

  it('prices and orders materials from one area: the adjusted one', () => {
    const atZero = measurement.wasteTable.find((row) => row.percent === 0)!;
    expect(atZero.areaSqft).toBe(measurement.adjustedAreaSqft);
    expect(atZero.squares).toBe(measurement.adjustedSquares);
    const insights = fixture();
    const planesOnly = measureRoof(
      { ...insights, solarPotential: { ...insights.solarPotential, buildingStats: undefined } },
      { now },
    );
    expect(planesOnly.coverageRatio).toBe(1);
    expect(planesOnly.wasteTable.find((row) => row.suggested)).toMatchObject({ squares: 30.27, bundles: 91 });
  });

  it('sees the main hip, the garage as a gable wing and the porch as an attachment; 7 facets is moderate', () => {
    expect(measurement.sections.map((section) => [section.kind, section.role, section.facets])).toEqual([
      ['hip', 'main', [1, 2, 3, 4]],
      ['gable', 'wing', [5, 6]],
      ['shed', 'attachment', [7]],
    ]);
    expect(measurement.complexity).toBe('moderate');
  });

  it('estimates edges (flagged) and derives the other materials from them', () => {
    expect(measurement.edges.estimated).toBe(true);
    expect(measurement.edges.hipFt).toBeGreaterThan(80);
    expect(measurement.edges.valleyFt).toBeGreaterThan(20);
    expect(measurement.edges.rakeFt).toBeGreaterThan(0);
    const starter = measurement.materials.find((line) => line.key === 'starter')!;
    expect(starter.quantity).toBe(Math.ceil((measurement.edges.eaveFt + measurement.edges.rakeFt) / 100));
    const cap = measurement.materials.find((line) => line.key === 'hip_ridge_cap')!;
    expect(cap.quantity).toBe(Math.ceil((measurement.edges.hipFt + measurement.edges.ridgeFt) / 25));
  });

  it('draws every facet as a closed outline inside the extent', () => {
    for (const facet of measurement.facets) {
      expect(facet.outline.length).toBeGreaterThanOrEqual(3);
      for (const [x, y] of facet.outline) {
        expect(x).toBeGreaterThanOrEqual(measurement.extent.minX);
        expect(y).toBeLessThanOrEqual(measurement.extent.maxY);
      }
    }
    // The hip ends are triangles, the sides trapezoids.
    expect(measurement.facets.map((facet) => facet.outline.length).slice(0, 4)).toEqual([4, 4, 3, 3]);
  });

  it('satisfies its own published schema', () => {
    expect(measurementSchema.safeParse(measurement).success).toBe(true);
  });
});

describe('quality flags and the accuracy rating', () => {
  it('flags old imagery and rates HIGH imagery below 99.2 by its age and coverage', () => {
    const measurement = measureRoof(fixture(), { now });
    expect(measurement.quality).toMatchObject({
      imageryDate: '2023-06-14',
      imageryQuality: 'HIGH',
      imageryAgeMonths: 35,
    });
    expect(measurement.quality.warnings.map((warning) => warning.code)).toEqual(['imagery_old']);
    expect(measurement.accuracyRating).toBeLessThan(99.2);
    expect(measurement.accuracyRating).toBeGreaterThan(95);
  });

  it('moves with every input: fresher imagery rates higher, fallback, location and simulation are flagged', () => {
    const fresh = measureRoof(fixture(), { now: new Date('2024-01-01T00:00:00Z') });
    const old = measureRoof(fixture(), { now });
    expect(fresh.quality.warnings).toEqual([]);
    expect(fresh.accuracyRating).toBeGreaterThan(old.accuracyRating);

    const medium: BuildingInsights = { ...fixture(), imageryQuality: 'MEDIUM' };
    const flagged = measureRoof(medium, {
      now: new Date('2024-01-01T00:00:00Z'),
      qualityFallback: true,
      locationType: 'RANGE_INTERPOLATED',
      simulated: true,
      placeMatches: false,
    });
    expect(flagged.quality.warnings.map((warning) => warning.code)).toEqual([
      'quality_fallback',
      'approximate_location',
      'building_mismatch',
      'simulated',
    ]);
    expect(flagged.accuracyRating).toBeLessThan(fresh.accuracyRating - 5);
  });

  it('flags a footprint much larger than the roof planes (ratio over 1.10)', () => {
    const data = fixture();
    data.solarPotential.buildingStats = { ...data.solarPotential.buildingStats!, groundAreaMeters2: 250 };
    const measurement = measureRoof(data, { now: new Date('2024-01-01T00:00:00Z') });
    expect(measurement.coverageRatio).toBeGreaterThan(1.1);
    expect(measurement.quality.warnings.map((warning) => warning.code)).toContain('coverage_ratio');
  });

  it('flags a facet whose area disagrees with its footprint and pitch', () => {
    const data = fixture();
    data.solarPotential.roofSegmentStats[2].stats.areaMeters2 = 25;
    expect(
      measureRoof(data, { now }).quality.warnings.find((warning) => warning.code === 'segment_mismatch')
        ?.message,
    ).toMatch(/^Facet 3:/);
  });
});

describe('pitch and waste rules', () => {
  it('converts degrees to whole-inch pitch and factors like the multiplier table', () => {
    expect([9.46, 18.43, 26.57, 33.69, 45].map(wholePitch)).toEqual([2, 4, 6, 8, 12]);
    expect(pitchFactor(6).toFixed(3)).toBe('1.118');
    expect(pitchFactor(12).toFixed(3)).toBe('1.414');
    expect([6, 7, 9, 10, 12, 13].map(steepTier)).toEqual([0, 1, 1, 2, 2, 3]);
  });

  it('adds valleys and dormers to the shape base and puts an off-ladder suggestion on the ladder', () => {
    expect(suggestedWaste('gable', 6, 0, 1).percent).toBe(8.5);
    expect(suggestedWaste('complex', 14, 6, 2).percent).toBe(17 + 5 + 3);
    expect(suggestedWaste('hip', 24, 0, 0).factors[0]).toEqual({
      label: 'Cut-up roof (over 20 facets)',
      percent: 20,
    });
    expect(wasteRungs(8.5)).toEqual([0, 5, 8.5, 10, 12, 15, 17, 20]);
  });

  it('tiers complexity by facets and valleys', () => {
    expect(complexityOf(4, 0)).toBe('simple');
    expect(complexityOf(4, 2)).toBe('moderate');
    expect(complexityOf(10, 2)).toBe('moderate');
    expect(complexityOf(8, 4)).toBe('complex');
    expect(complexityOf(12, 0)).toBe('complex');
  });
});

describe('the engine on simulated buildings', () => {
  it('recognises every archetype the simulator builds, with 4–20 facets', () => {
    const seen = new Map<string, number>();
    for (let i = 0; i < 300; i++) {
      const geocode = simulateGeocode(`${200 + i} Juniper Court`) as {
        results: { geometry: { location: { lat: number; lng: number } } }[];
      };
      const { lat, lng } = geocode.results[0].geometry.location;
      const answer = simulateBuildingInsights(lat, lng, 'HIGH');
      const measurement = measureRoof(buildingInsights.parse(answer.body), { now });
      const { archetype } = simulatedRoofAt(lat, lng);
      expect(measurement.roofType, `${200 + i} Juniper Court`).toBe(archetype);
      expect(measurement.facets.length).toBeGreaterThanOrEqual(4);
      expect(measurement.facets.length).toBeLessThanOrEqual(20);
      expect(measurement.adjustedAreaSqft).toBeGreaterThan(900);
      expect(measurement.adjustedAreaSqft).toBeLessThan(9000);
      seen.set(archetype, (seen.get(archetype) ?? 0) + 1);
    }
    expect([...seen.keys()].sort()).toEqual(['complex', 'cross_gable', 'flat', 'gable', 'hip']);
  });

  it('answers the same building for the same address, and a different one for another', () => {
    const locate = (address: string) =>
      (simulateGeocode(address) as { results: { geometry: { location: { lat: number; lng: number } } }[] })
        .results[0].geometry.location;
    const first = locate('18 Birch Lane, Dublin, OH');
    expect(locate('18 birch lane,  dublin OH')).toEqual(first);
    expect(simulateBuildingInsights(first.lat, first.lng, 'HIGH')).toEqual(
      simulateBuildingInsights(first.lat, first.lng, 'HIGH'),
    );
    expect(locate('20 Birch Lane, Dublin, OH')).not.toEqual(first);
  });

  it('has addresses for each failure path', () => {
    expect(simulateGeocode('0 Nowhere Lane')).toEqual({ results: [], status: 'ZERO_RESULTS' });
    const at = (address: string) =>
      (simulateGeocode(address) as { results: { geometry: { location: { lat: number; lng: number } } }[] })
        .results[0].geometry.location;
    const vacant = at('Vacant Lot 4, Elm Road');
    expect(simulateBuildingInsights(vacant.lat, vacant.lng, 'MEDIUM').status).toBe(404);
    const rural = at('9 Rural Route 2');
    expect(simulateBuildingInsights(rural.lat, rural.lng, 'HIGH').status).toBe(404);
    expect(simulateBuildingInsights(rural.lat, rural.lng, 'MEDIUM')).toMatchObject({
      status: 200,
      body: { imageryQuality: 'MEDIUM' },
    });
    const quota = at('1 Over Quota Street');
    expect(simulateBuildingInsights(quota.lat, quota.lng, 'HIGH')).toMatchObject({
      status: 429,
      body: { error: { status: 'RESOURCE_EXHAUSTED' } },
    });
  });
});
