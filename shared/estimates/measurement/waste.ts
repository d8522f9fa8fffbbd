import type { RoofType } from './types.js';

// Additive waste model (shinglescalculator.com): a base by shape plus adders
// for valleys and dormers. Penetrations are not visible in Solar data, so they add nothing here.

/** The waste ladder printed on every report (%). */
export const WASTE_LADDER = [0, 5, 10, 12, 15, 17, 20] as const;

/** Base waste by roof shape (%); flat roofs take the shed figure [H]; more than 20 facets is "cut-up". */
export const BASE_WASTE: Record<RoofType | 'cut_up', number> = {
  flat: 5,
  shed: 5,
  gable: 7,
  hip: 12,
  cross_gable: 13,
  complex: 17,
  cut_up: 20,
};

/** Facets above which a roof counts as cut-up. */
const CUT_UP_FACETS = 20;

const SHAPE_LABELS: Record<RoofType | 'cut_up', string> = {
  flat: 'Flat roof',
  shed: 'Shed roof',
  gable: 'Gable roof',
  hip: 'Hip roof',
  cross_gable: 'Cross-gable roof',
  complex: 'Complex roof',
  cut_up: 'Cut-up roof (over 20 facets)',
};

function valleyAdder(valleys: number): number {
  return [0, 2, 3, 4][valleys] ?? 5;
}

function dormerAdder(dormers: number): number {
  return [0, 1.5, 3, 4][dormers] ?? 5;
}

/** The suggested waste (%) and the factors it is made of. */
export function suggestedWaste(
  roofType: RoofType,
  facets: number,
  valleys: number,
  dormers: number,
): { percent: number; factors: { label: string; percent: number }[] } {
  const shape = facets > CUT_UP_FACETS ? 'cut_up' : roofType;
  const factors = [{ label: SHAPE_LABELS[shape], percent: BASE_WASTE[shape] }];
  if (valleys)
    factors.push({ label: `${valleys} valley${valleys === 1 ? '' : 's'}`, percent: valleyAdder(valleys) });
  if (dormers)
    factors.push({ label: `${dormers} dormer${dormers === 1 ? '' : 's'}`, percent: dormerAdder(dormers) });
  return { percent: factors.reduce((sum, factor) => sum + factor.percent, 0), factors };
}

/** The ladder's percentages with the suggested one added in order when it is not already a rung. */
export function wasteRungs(suggested: number): number[] {
  const rungs: number[] = [...WASTE_LADDER];
  if (!rungs.includes(suggested)) rungs.push(suggested);
  return rungs.sort((a, b) => a - b);
}
