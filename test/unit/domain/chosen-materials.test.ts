import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { defaultCatalogue } from '../../../shared/estimates/catalogue.js';
import { buildingInsights } from '../../../shared/estimates/measurement/building-insights.js';
import {
  chosenMaterialOrder,
  type ChosenLine,
} from '../../../shared/estimates/measurement/chosen-materials.js';
import { measureRoof } from '../../../shared/estimates/measurement/measure-roof.js';
import { priceUpgrade } from '../../../shared/estimates/option-pricing.js';
import { DEFAULT_RATES } from '../../../shared/estimates/pricing.js';

/** The 200 fixture roof as the engine measures it. */
const roof = measureRoof(
  buildingInsights.parse(
    JSON.parse(readFileSync('test/fixtures/google/solar-building-insights-200.json', 'utf8')),
  ),
  { now: new Date('2026-11-21T12:00:00Z') },
);
const catalogue = defaultCatalogue(DEFAULT_RATES);
const upgrade = (id: string) => {
  const priced = priceUpgrade(
    catalogue.upgrades.find((entry) => entry.id === id)!,
    roof,
  );
  return { name: priced.upgrade.name, basis: priced.upgrade.basis, quantity: priced.quantity };
};
const measured = (item: string) => roof.materials.find((line) => line.item === item)!;

describe('chosenMaterialOrder on the fixture roof', () => {
  const better: ChosenLine = {
    name: 'Impact-resistant designer shingles',
    material: 'asphalt_shingles',
    colour: 'Slate Gray',
    upgrades: [upgrade('ridge-vent'), upgrade('ice-water-full-deck'), upgrade('skylight-flashing')],
  };

  it("orders the chosen shingle line's bundles under its name and colour, and each upgrade in its unit", () => {
    const order = chosenMaterialOrder(roof, better);
    const field = measured('Field shingles');
    expect(order[0]).toEqual({
      item: 'Field shingles — Impact-resistant designer shingles, Slate Gray',
      quantity: field.quantity,
      unit: 'bundles',
    });
    expect(field.quantity).toBeGreaterThan(0);
    // The ridge vent is ordered once, in linear feet of ridge.
    const vents = order.filter((line) => line.item === 'Ridge vent');
    expect(vents).toEqual([{ item: 'Ridge vent', quantity: Math.ceil(roof.edges.ridgeFt), unit: 'ft' }]);
    expect(order).toContainEqual({
      item: 'Full-deck ice & water shield',
      quantity: Math.ceil(roof.adjustedAreaSqft / 10) / 10,
      unit: 'squares',
    });
    expect(order.at(-1)).toEqual({ item: 'Skylight flashing kit', quantity: 1, unit: 'pieces' });
    // The other measured lines stay as measured.
    expect(order).toContainEqual({
      item: 'Starter strip',
      quantity: measured('Starter strip').quantity,
      unit: 'bundles',
    });
  });

  it('orders metal in squares with its trim in place of shingles, starter, cap and drip edge', () => {
    const order = chosenMaterialOrder(roof, {
      name: 'Standing-seam metal',
      material: 'metal_roofing',
      colour: 'Dark Bronze',
      upgrades: [],
    });
    const items = order.map((line) => line.item);
    expect(order[0]).toEqual({
      item: 'Metal panels — Standing-seam metal, Dark Bronze',
      quantity: Math.ceil((measured('Field shingles').quantity / 3) * 10) / 10,
      unit: 'squares',
    });
    expect(order).toContainEqual({
      item: 'Ridge & hip trim',
      quantity: Math.ceil((roof.edges.ridgeFt + roof.edges.hipFt) / 9.5),
      unit: '10 ft pieces',
    });
    expect(items).toContain('Eave & rake trim');
    for (const gone of ['Field shingles', 'Starter strip', 'Hip & ridge cap', 'Drip edge'])
      expect(items).not.toContain(gone);
    expect(items).toContain('Synthetic underlayment');
  });

  it('orders tile in squares with ridge tile in feet, and flat roofs as one membrane in whole squares', () => {
    const tile = chosenMaterialOrder(roof, {
      name: 'Clay tile',
      material: 'tile_roofing',
      colour: null,
      upgrades: [],
    });
    expect(tile[0]).toMatchObject({ item: 'Field tile — Clay tile', unit: 'squares' });
    expect(tile[1]).toEqual({
      item: 'Ridge & hip tile',
      quantity: Math.ceil(roof.edges.ridgeFt + roof.edges.hipFt),
      unit: 'ft',
    });
    const flat = chosenMaterialOrder(roof, {
      name: 'TPO membrane',
      material: 'flat_roofing',
      colour: 'White',
      upgrades: [],
    });
    expect(flat.map((line) => line.item)).toEqual(['Field membrane — TPO membrane, White', 'Drip edge']);
    expect(flat[0].quantity).toBe(Math.ceil(measured('Field shingles').quantity / 3));
  });

  it('leaves trims out when an older proposal froze no edges', () => {
    const order = chosenMaterialOrder(
      { materials: roof.materials, edges: null },
      { name: 'Metal', material: 'metal_roofing', colour: null, upgrades: [] },
    );
    expect(order.map((line) => line.item)).not.toContain('Ridge & hip trim');
    expect(order[0].item).toBe('Metal panels — Metal');
  });
});
