import type { BuildingInsights } from './building-insights.js';
import { riseFromDegrees, wholePitch } from './pitch.js';

// Plan geometry: segments projected to metres around the building centre and turned into the
// building's own frame (its main axis along x), where "facing north" means "facing the building's
// north" and bounding boxes line up with walls.

/** A plan point in metres. */
export type Point = [number, number];

/** An axis-aligned rectangle in metres. */
export interface Rect {
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
}

/** Facing in the building frame: 0 north, 1 east, 2 south, 3 west. */
export type Facing = 0 | 1 | 2 | 3;

/** One segment in the building frame. */
export interface PlanFacet {
  index: number;
  rise: number;
  pitch: number;
  azimuth: number;
  slopedM2: number;
  groundM2: number;
  /** Centre and bounding box in the building frame. */
  center: Point;
  rect: Rect;
  flat: boolean;
  facing: Facing;
}

/** Converts between true plan (x east, y north) and the building frame. */
export interface Frame {
  /** Rotation of the building axis from north, degrees in [-45, 45). */
  axisDegrees: number;
  toBuilding(point: Point): Point;
  toPlan(point: Point): Point;
}

const M_PER_DEG_LAT = 111_132.954;
const M_PER_DEG_LNG_AT_EQUATOR = 111_319.488;

/** Area of a rectangle. */
export function rectArea(rect: Rect): number {
  return Math.max(0, rect.maxX - rect.minX) * Math.max(0, rect.maxY - rect.minY);
}

/** The smallest rectangle holding both. */
export function unionRect(a: Rect, b: Rect): Rect {
  return {
    minX: Math.min(a.minX, b.minX),
    maxX: Math.max(a.maxX, b.maxX),
    minY: Math.min(a.minY, b.minY),
    maxY: Math.max(a.maxY, b.maxY),
  };
}

/** Area shared by two rectangles. */
export function overlapArea(a: Rect, b: Rect): number {
  return rectArea({
    minX: Math.max(a.minX, b.minX),
    maxX: Math.min(a.maxX, b.maxX),
    minY: Math.max(a.minY, b.minY),
    maxY: Math.min(a.maxY, b.maxY),
  });
}

function rectOf(points: Point[]): Rect {
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  return { minX: Math.min(...xs), maxX: Math.max(...xs), minY: Math.min(...ys), maxY: Math.max(...ys) };
}

function frameFor(axisDegrees: number): Frame {
  const a = (axisDegrees * Math.PI) / 180;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  return {
    axisDegrees,
    toBuilding: ([x, y]) => [x * cos - y * sin, x * sin + y * cos],
    toPlan: ([x, y]) => [x * cos + y * sin, -x * sin + y * cos],
  };
}

/** Segments of a buildingInsights answer in the building frame, with whole-inch pitches. */
export function planFacets(insights: BuildingInsights): { facets: PlanFacet[]; frame: Frame } {
  const segments = insights.solarPotential.roofSegmentStats;
  const lat0 = insights.center.latitude;
  const lng0 = insights.center.longitude;
  const mPerDegLng = M_PER_DEG_LNG_AT_EQUATOR * Math.cos((lat0 * Math.PI) / 180);
  const project = (p: { latitude: number; longitude: number }): Point => [
    (p.longitude - lng0) * mPerDegLng,
    (p.latitude - lat0) * M_PER_DEG_LAT,
  ];

  // The building's axis follows its largest sloped plane; flat planes carry no meaningful azimuth.
  let reference = -1;
  segments.forEach((segment, index) => {
    if (wholePitch(segment.pitchDegrees) < 2) return;
    if (reference < 0 || segment.stats.areaMeters2 > segments[reference].stats.areaMeters2) reference = index;
  });
  const referenceAzimuth = reference < 0 ? 0 : segments[reference].azimuthDegrees;
  const axisDegrees = (((referenceAzimuth % 90) + 45) % 90) - 45;
  const frame = frameFor(axisDegrees);

  const facets = segments.map((segment, index): PlanFacet => {
    const sw = project(segment.boundingBox.sw);
    const ne = project(segment.boundingBox.ne);
    const corners: Point[] = [sw, [ne[0], sw[1]], ne, [sw[0], ne[1]]].map((corner) =>
      frame.toBuilding(corner as Point),
    );
    const rise = riseFromDegrees(segment.pitchDegrees);
    const pitch = Math.round(rise);
    const relative = (((segment.azimuthDegrees - axisDegrees) % 360) + 360) % 360;
    return {
      index,
      rise,
      pitch,
      azimuth: segment.azimuthDegrees,
      slopedM2: segment.stats.areaMeters2,
      groundM2:
        segment.stats.groundAreaMeters2 ??
        segment.stats.areaMeters2 * Math.cos((segment.pitchDegrees * Math.PI) / 180),
      center: frame.toBuilding(project(segment.center)),
      rect: rectOf(corners),
      flat: pitch < 2,
      facing: (Math.round(relative / 90) % 4) as Facing,
    };
  });
  return { facets, frame };
}
