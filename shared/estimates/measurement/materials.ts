import { formatNumber } from '../../kernel/format.js';
import type { EdgeLengths, MaterialLine } from './types.js';

// Material quantities of a measured roof (docs/product.md#estimates). Waste applies to field shingles only; starter and
// cap are separate lines (the usual supplement fight).

/** Coverage and packaging assumptions, per product [H where the sources give a range]. */
export const MATERIAL_SPECS = {
  /** Laminated shingles: 3 bundles per square. */
  bundlesPerSquare: 3,
  starterFtPerBundle: 100,
  capFtPerBundle: 25,
  /** A 10 ft drip-edge piece covers 9.83 ft after its 2″ lap. */
  dripEdgeFtPerPiece: 9.83,
  /** Ice & water at the eaves: two 36″ courses, reaching 24″ inside the exterior wall. */
  iceWaterEaveWidthFt: 6,
  iceWaterValleyWidthFt: 3,
  iceWaterSqftPerRoll: 200,
  /** Synthetic underlayment roll. */
  underlaymentSqftPerRoll: 1000,
  /** Laps and cuts on rolled goods. */
  rollOverage: 1.1,
} as const;

/** A quantity rounded up, ignoring float noise such as 78.00000000001. */
export function ceilQty(value: number): number {
  return Math.max(0, Math.ceil(value - 1e-9));
}

/** Shingle bundles for an area (ft²) at a waste percentage. */
export function shingleBundles(areaSqft: number, wastePercent: number): number {
  return ceilQty(((areaSqft * (100 + wastePercent)) / 100 / 100) * MATERIAL_SPECS.bundlesPerSquare);
}

/** Inputs of the material list. */
export interface MaterialInputs {
  /** Area of planes at 2/12 or steeper (shingles), ft². */
  shingleAreaSqft: number;
  /** Area under 2/12 (membrane), ft². */
  lowSlopeAreaSqft: number;
  /** Area from 2/12 to under 4/12 (double underlayment), ft². */
  doubleUnderlaymentAreaSqft: number;
  wastePercent: number;
  edges: EdgeLengths;
}

/** The material lines of a roof. */
export function materialList(input: MaterialInputs): MaterialLine[] {
  const { edges, wastePercent } = input;
  const spec = MATERIAL_SPECS;
  const lines: MaterialLine[] = [];
  if (input.shingleAreaSqft > 0) {
    lines.push({
      key: 'field_shingles',
      item: 'Field shingles',
      quantity: shingleBundles(input.shingleAreaSqft, wastePercent),
      unit: 'bundles',
      basis: `${formatNumber(input.shingleAreaSqft)} ft² + ${wastePercent} % waste, ${spec.bundlesPerSquare} bundles per square`,
    });
  }
  if (input.lowSlopeAreaSqft > 0) {
    lines.push({
      key: 'membrane',
      item: 'Low-slope membrane',
      quantity: ceilQty((input.lowSlopeAreaSqft * (100 + wastePercent)) / 100 / 100),
      unit: 'squares',
      basis: `${formatNumber(input.lowSlopeAreaSqft)} ft² under 2/12 + ${wastePercent} % waste`,
    });
  }
  const perimeter = edges.eaveFt + edges.rakeFt;
  if (input.shingleAreaSqft > 0) {
    lines.push({
      key: 'starter',
      item: 'Starter strip',
      quantity: ceilQty(perimeter / spec.starterFtPerBundle),
      unit: 'bundles',
      basis: `${Math.round(perimeter)} ft of eaves and rakes`,
    });
    const capFt = edges.hipFt + edges.ridgeFt;
    lines.push({
      key: 'hip_ridge_cap',
      item: 'Hip & ridge cap',
      quantity: ceilQty(capFt / spec.capFtPerBundle),
      unit: 'bundles',
      basis: `${Math.round(capFt)} ft of hips and ridges`,
    });
  }
  lines.push({
    key: 'drip_edge',
    item: 'Drip edge',
    quantity: ceilQty(perimeter / spec.dripEdgeFtPerPiece),
    unit: '10 ft pieces',
    basis: `${Math.round(perimeter)} ft of eaves and rakes`,
  });
  const iceWaterSqft = edges.eaveFt * spec.iceWaterEaveWidthFt + edges.valleyFt * spec.iceWaterValleyWidthFt;
  if (iceWaterSqft > 0 && input.shingleAreaSqft > 0) {
    lines.push({
      key: 'ice_water',
      item: 'Ice & water shield',
      quantity: ceilQty((iceWaterSqft * spec.rollOverage) / spec.iceWaterSqftPerRoll),
      unit: 'rolls',
      basis: `${formatNumber(iceWaterSqft)} ft² at eaves and valleys`,
    });
  }
  const underlaymentSqft =
    Math.max(0, input.shingleAreaSqft - iceWaterSqft) + input.doubleUnderlaymentAreaSqft;
  if (underlaymentSqft > 0) {
    lines.push({
      key: 'underlayment',
      item: 'Synthetic underlayment',
      quantity: ceilQty((underlaymentSqft * spec.rollOverage) / spec.underlaymentSqftPerRoll),
      unit: 'rolls',
      basis:
        input.doubleUnderlaymentAreaSqft > 0
          ? `${formatNumber(underlaymentSqft)} ft², doubled under 4/12`
          : `${formatNumber(underlaymentSqft)} ft² outside the ice & water shield`,
    });
  }
  if (edges.ridgeFt > 0)
    lines.push({
      key: 'ridge_vent',
      item: 'Ridge vent',
      quantity: ceilQty(edges.ridgeFt),
      unit: 'ft',
      basis: 'length of ridges',
    });
  return lines;
}
