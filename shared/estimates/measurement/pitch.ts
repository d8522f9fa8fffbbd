// Pitch arithmetic and the slope classes and steep tiers of the measurement.

/** Square feet in one square metre. */
export const SQFT_PER_M2 = 10.7639104;
/** Feet in one metre. */
export const FT_PER_M = 3.2808399;

/** Rise in inches per 12 of run for a pitch in degrees (unrounded). */
export function riseFromDegrees(degrees: number): number {
  return 12 * Math.tan((degrees * Math.PI) / 180);
}

/** The whole-inch x/12 pitch vendor reports print. */
export function wholePitch(degrees: number): number {
  return Math.round(riseFromDegrees(degrees));
}

/** Sloped length per unit of plan length: 1/cos θ = √(1+(rise/12)²). */
export function pitchFactor(rise: number): number {
  return Math.sqrt(1 + (rise / 12) ** 2);
}

/** True length per unit of plan length of a hip or valley at 45° in plan between equal pitches. */
export function hipValleyFactor(rise: number): number {
  return Math.sqrt(1 + (rise / 12) ** 2 / 2);
}

/** Xactimate-style steep tiers: 0 none, 1 = 7–9/12, 2 = 10–12/12, 3 = over 12/12. */
export type SteepTier = 0 | 1 | 2 | 3;

/** The steep-charge tier of a whole-inch pitch. */
export function steepTier(pitch: number): SteepTier {
  if (pitch > 12) return 3;
  if (pitch >= 10) return 2;
  if (pitch >= 7) return 1;
  return 0;
}

/** Labels of the steep tiers, for reports. */
export const STEEP_TIER_LABELS: Record<Exclude<SteepTier, 0>, string> = {
  1: '7–9/12',
  2: '10–12/12',
  3: 'over 12/12',
};

/** Slope classes: under 2/12 takes no shingles (membrane); 2/12 to under 4/12 needs double underlayment (IRC R905.2.2). */
export type SlopeClass = 'low_slope' | 'double_underlayment' | 'standard';

/** The slope class of a whole-inch pitch. */
export function slopeClass(pitch: number): SlopeClass {
  if (pitch < 2) return 'low_slope';
  if (pitch < 4) return 'double_underlayment';
  return 'standard';
}

/** Compass label of an azimuth (0 = north, 90 = east), eight points. */
export function compassPoint(azimuth: number): string {
  const points = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'];
  return points[Math.round((((azimuth % 360) + 360) % 360) / 45) % 8];
}
