import { describe, expect, it } from 'vitest';
import { simulateBuildingInsights, simulateGeocode } from '../../../infra/local/google-simulator.js';
import { buildingInsights } from '../../../shared/estimates/measurement/building-insights.js';
import { measureRoof } from '../../../shared/estimates/measurement/measure-roof.js';
import {
  hasShingles,
  materialQuantityText,
  partsOfWhole,
  pitchRows,
  roofArea,
  roofSquares,
  valleyCount,
} from '../../../shared/estimates/measurement/roof-area.js';
import { formatSqft, formatSquares } from '../../../shared/kernel/format.js';

const now = new Date('2026-05-20T12:00:00Z');

/** Simulated roofs for addresses on one street, measured as the measure queue does. */
function measuredRoofs(count: number) {
  return Array.from({ length: count }, (_, i) => {
    const geocode = simulateGeocode(`${200 + i} Juniper Court`) as {
      results: { geometry: { location: { lat: number; lng: number } } }[];
    };
    const { lat, lng } = geocode.results[0].geometry.location;
    return measureRoof(buildingInsights.parse(simulateBuildingInsights(lat, lng, 'HIGH').body), { now });
  });
}

describe('one roof area, one squares figure', () => {
  it('reads the squares from the area as it is shown, so ft² and squares never disagree', () => {
    expect(roofSquares(1880.6)).toBe(18.81);
    expect(roofSquares(1840.4)).toBe(18.4);
    expect(roofArea({ adjustedAreaSqft: 1880.6 })).toEqual({ areaSqft: 1880.6, squares: 18.81 });
    expect(formatSqft(1880.6)).toBe('1,881 sq ft');
    expect(formatSquares(18.81)).toBe('18.81 squares');
    expect(formatSquares(1)).toBe('1.00 square');
  });

  it('gives every measured roof squares equal to its adjusted area / 100 as read', () => {
    for (const measurement of measuredRoofs(40))
      expect(measurement.adjustedSquares).toBe(Math.round(measurement.adjustedAreaSqft) / 100);
  });
});

describe('table rows that add up to their headline', () => {
  it('shares a whole out by largest remainder', () => {
    expect(partsOfWhole([1, 1, 1], 100)).toEqual([34, 33, 33]);
    expect(partsOfWhole([2, 1], 100, 0.1)).toEqual([66.7, 33.3]);
    expect(partsOfWhole([1, 1, 1], 100, 0.1)).toEqual([33.4, 33.3, 33.3]);
    expect(partsOfWhole([0, 0], 10)).toEqual([0, 0]);
  });

  it('makes the pitch table sum to the headline area and to 100 %, on every simulated roof', () => {
    for (const measurement of measuredRoofs(60)) {
      const rows = measurement.pitchBreakdown;
      expect(rows.reduce((sum, row) => sum + row.areaSqft, 0)).toBe(Math.round(measurement.adjustedAreaSqft));
      expect(Math.round(rows.reduce((sum, row) => sum + row.percent, 0) * 10)).toBe(1000);
      // Passing the stored table again (as screens and documents do) changes nothing.
      expect(pitchRows(rows, measurement.adjustedAreaSqft)).toEqual(rows);
    }
  });

  it('scales an old table (planes-found areas, 1,837 ft²) to its 1,881 ft² headline', () => {
    const old = [
      { pitch: 6, areaSqft: 1500.2, percent: 81.7 },
      { pitch: 8, areaSqft: 337.1, percent: 18.4 },
    ];
    const rows = pitchRows(old, 1880.6);
    expect(rows.map((row) => row.areaSqft)).toEqual([1536, 345]);
    expect(rows.map((row) => row.percent)).toEqual([81.7, 18.3]);
  });
});

describe('valleys, bundles and units as a person reads them', () => {
  it('counts two valleys per gable or hip wing or dormer, as the valley feet are estimated', () => {
    expect(valleyCount([{ kind: 'gable', role: 'main' }])).toBe(0);
    expect(
      valleyCount([
        { kind: 'gable', role: 'main' },
        { kind: 'gable', role: 'dormer' },
      ]),
    ).toBe(2);
    expect(
      valleyCount([
        { kind: 'hip', role: 'main' },
        { kind: 'shed', role: 'wing' },
      ]),
    ).toBe(0);
    for (const measurement of measuredRoofs(60))
      expect(valleyCount(measurement.sections) > 0, `valleys ${measurement.edges.valleyFt} ft`).toBe(
        measurement.edges.valleyFt > 0,
      );
  });

  it('gives a flat roof no shingle bundles (membrane instead) and a pitched roof its bundles', () => {
    const roofs = measuredRoofs(120);
    const flat = roofs.find((measurement) => measurement.roofType === 'flat')!;
    const pitched = roofs.find((measurement) => measurement.roofType === 'gable')!;
    expect(flat).toBeDefined();
    expect(hasShingles(flat.materials)).toBe(false);
    expect(flat.materials.map((line) => line.key)).toContain('membrane');
    expect(hasShingles(pitched.materials)).toBe(true);
    expect(pitched.wasteTable.every((row) => row.bundles > 0)).toBe(true);
  });

  it('writes quantities with their unit, singular for one', () => {
    expect(materialQuantityText({ quantity: 1, unit: 'rolls' })).toBe('1 roll');
    expect(materialQuantityText({ quantity: 2, unit: 'rolls' })).toBe('2 rolls');
    expect(materialQuantityText({ quantity: 1, unit: 'bundles' })).toBe('1 bundle');
    expect(materialQuantityText({ quantity: 22, unit: '10 ft pieces' })).toBe('22 pieces of 10 ft');
    expect(materialQuantityText({ quantity: 1, unit: '10 ft pieces' })).toBe('1 piece of 10 ft');
    expect(materialQuantityText({ quantity: 64, unit: 'ft' })).toBe('64 ft');
    expect(materialQuantityText({ quantity: 3.4, unit: 'squares' })).toBe('3.4 squares');
    expect(materialQuantityText({ quantity: 1, unit: 'squares' })).toBe('1 square');
  });
});
