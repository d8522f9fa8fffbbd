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

/** What each material line is called and what it is counted in, in the order of the list. */
const MATERIALS = {
  field_shingles: ['Field shingles', 'bundles'],
  membrane: ['Low-slope membrane', 'squares'],
  starter: ['Starter strip', 'bundles'],
  hip_ridge_cap: ['Hip & ridge cap', 'bundles'],
  drip_edge: ['Drip edge', '10 ft pieces'],
  ice_water: ['Ice & water shield', 'rolls'],
  underlayment: ['Synthetic underlayment', 'rolls'],
  ridge_vent: ['Ridge vent', 'ft'],
} as const;

function line(key: keyof typeof MATERIALS, quantity: number, basis: string): MaterialLine {
  const [item, unit] = MATERIALS[key];
  return { key, item, quantity, unit, basis };
}

/** The material lines of a roof (a line the roof needs none of is left out). */
export function materialList(input: MaterialInputs): MaterialLine[] {
  const { edges, wastePercent } = input;
  const spec = MATERIAL_SPECS;
  const shingled = input.shingleAreaSqft > 0;
  const perimeter = edges.eaveFt + edges.rakeFt;
  const capFt = edges.hipFt + edges.ridgeFt;
  const iceWaterSqft = edges.eaveFt * spec.iceWaterEaveWidthFt + edges.valleyFt * spec.iceWaterValleyWidthFt;
  const underlaymentSqft =
    Math.max(0, input.shingleAreaSqft - iceWaterSqft) + input.doubleUnderlaymentAreaSqft;
  const lines = [
    shingled &&
      line(
        'field_shingles',
        shingleBundles(input.shingleAreaSqft, wastePercent),
        `${formatNumber(input.shingleAreaSqft)} ft² + ${wastePercent} % waste, ${spec.bundlesPerSquare} bundles per square`,
      ),
    input.lowSlopeAreaSqft > 0 &&
      line(
        'membrane',
        ceilQty((input.lowSlopeAreaSqft * (100 + wastePercent)) / 100 / 100),
        `${formatNumber(input.lowSlopeAreaSqft)} ft² under 2/12 + ${wastePercent} % waste`,
      ),
    shingled &&
      line(
        'starter',
        ceilQty(perimeter / spec.starterFtPerBundle),
        `${Math.round(perimeter)} ft of eaves and rakes`,
      ),
    shingled &&
      line(
        'hip_ridge_cap',
        ceilQty(capFt / spec.capFtPerBundle),
        `${Math.round(capFt)} ft of hips and ridges`,
      ),
    line(
      'drip_edge',
      ceilQty(perimeter / spec.dripEdgeFtPerPiece),
      `${Math.round(perimeter)} ft of eaves and rakes`,
    ),
    iceWaterSqft > 0 &&
      shingled &&
      line(
        'ice_water',
        ceilQty((iceWaterSqft * spec.rollOverage) / spec.iceWaterSqftPerRoll),
        `${formatNumber(iceWaterSqft)} ft² at eaves and valleys`,
      ),
    underlaymentSqft > 0 &&
      line(
        'underlayment',
        ceilQty((underlaymentSqft * spec.rollOverage) / spec.underlaymentSqftPerRoll),
        input.doubleUnderlaymentAreaSqft > 0
          ? `${formatNumber(underlaymentSqft)} ft², doubled under 4/12`
          : `${formatNumber(underlaymentSqft)} ft² outside the ice & water shield`,
      ),
    edges.ridgeFt > 0 && line('ridge_vent', ceilQty(edges.ridgeFt), 'length of ridges'),
  ];
  return lines.filter((entry) => entry !== false);
}
