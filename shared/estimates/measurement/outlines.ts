import type { Frame, PlanFacet, Point } from './plan.js';
import type { Section } from './roof-shape.js';

// Estimated plan outlines of the planes, for the roof diagram. Gables, sheds and flat planes keep
// their own bounding boxes; hip planes are cut from the section's rectangle into trapezoids and
// triangles around a ridge inset by half the span, which is what a hip on a rectangle looks like.

function rectangle(facet: PlanFacet): Point[] {
  const { minX, maxX, minY, maxY } = facet.rect;
  return [
    [minX, minY],
    [maxX, minY],
    [maxX, maxY],
    [minX, maxY],
  ];
}

function hipOutlines(section: Section): Map<number, Point[]> {
  const outlines = new Map<number, Point[]>();
  const ridgeAlongX = (section.sideFacing ?? 0) % 2 === 0;
  // Work in (u along the ridge, v across it), then map back to x/y.
  const toXY = ([u, v]: Point): Point => (ridgeAlongX ? [u, v] : [v, u]);
  const { minX, maxX, minY, maxY } = section.rect;
  const [u0, u1, v0, v1] = ridgeAlongX ? [minX, maxX, minY, maxY] : [minY, maxY, minX, maxX];
  const vMid = (v0 + v1) / 2;
  const inset = Math.min((v1 - v0) / 2, (u1 - u0) / 2);
  const lowEnd = section.hipEnds?.low ?? null;
  const highEnd = section.hipEnds?.high ?? null;
  const ridgeLow: Point = [lowEnd ? u0 + inset : u0, vMid];
  const ridgeHigh: Point = [highEnd ? u1 - inset : u1, vMid];
  for (const facet of section.facets) {
    if (facet === lowEnd) outlines.set(facet.index, ([[u0, v0], ridgeLow, [u0, v1]] as Point[]).map(toXY));
    else if (facet === highEnd)
      outlines.set(facet.index, ([[u1, v0], [u1, v1], ridgeHigh] as Point[]).map(toXY));
    else {
      const upper = (ridgeAlongX ? facet.center[1] : facet.center[0]) > vMid;
      const edge = upper ? v1 : v0;
      outlines.set(facet.index, ([[u0, edge], [u1, edge], ridgeHigh, ridgeLow] as Point[]).map(toXY));
    }
  }
  return outlines;
}

/** Outline of every facet in true plan coordinates (x east, y north, metres), by facet index. */
export function facetOutlines(sections: Section[], frame: Frame): Map<number, Point[]> {
  const outlines = new Map<number, Point[]>();
  for (const section of sections) {
    const local =
      section.kind === 'hip'
        ? hipOutlines(section)
        : new Map(section.facets.map((facet) => [facet.index, rectangle(facet)]));
    for (const [index, points] of local)
      outlines.set(
        index,
        points.map((point) => frame.toPlan(point)),
      );
  }
  return outlines;
}

/** Area centroid of a polygon (falls back to the vertex mean for degenerate shapes). */
export function centroid(points: Point[]): Point {
  let area = 0;
  let cx = 0;
  let cy = 0;
  for (let i = 0; i < points.length; i++) {
    const [x0, y0] = points[i];
    const [x1, y1] = points[(i + 1) % points.length];
    const cross = x0 * y1 - x1 * y0;
    area += cross;
    cx += (x0 + x1) * cross;
    cy += (y0 + y1) * cross;
  }
  if (Math.abs(area) < 1e-9)
    return [
      points.reduce((s, p) => s + p[0], 0) / points.length,
      points.reduce((s, p) => s + p[1], 0) / points.length,
    ];
  return [cx / (3 * area), cy / (3 * area)];
}
