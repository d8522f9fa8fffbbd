import { overlapArea, rectArea, unionRect, type Facing, type PlanFacet, type Rect } from './plan.js';
import type { RoofType, SectionKind } from './types.js';

// Shape analysis [H] (shape from facet count and azimuth spread; docs/decisions.md). Solar gives
// planes, not edges, so sections are rebuilt from how the planes face and sit:
// - two planes facing opposite ways, side by side and meeting along a line → a gable pair;
// - planes facing across a pair's axis, lying between its two planes and inside its length → the
//   hip ends of that pair (a pyramid shows up as two crossing pairs on the same rectangle);
// - any other sloped plane → a shed; every plane under 2/12 → one flat area.
// The largest section is the main roof; other gables and hips of at least 10 % of the roof are wings
// (two valleys each where they meet the main roof), smaller ones are dormers.

/** A section found by the shape analysis. */
export interface Section {
  kind: SectionKind;
  role: 'main' | 'wing' | 'dormer' | 'attachment';
  facets: PlanFacet[];
  /** For gables and hips: the facing of the pair's planes whose ridge runs between them (0/2 → ridge along x). */
  sideFacing?: Facing;
  /** For hips: which ends carry a hip plane (the low and the high end along the ridge). */
  hipEnds?: { low: PlanFacet | null; high: PlanFacet | null };
  rect: Rect;
  slopedM2: number;
  groundM2: number;
}

/** Share of the roof a gable or hip needs to count as a wing rather than a dormer. */
const WING_SHARE = 0.1;
/** Largest gap between the upper edges of a gable pair, metres. */
const RIDGE_GAP_M = 1.5;
/** Tolerance for hip ends reaching past the pair's length, metres. */
const END_TOLERANCE_M = 1;

const outward: Record<Facing, [number, number]> = { 0: [0, 1], 1: [1, 0], 2: [0, -1], 3: [-1, 0] };

function span(rect: Rect, alongX: boolean): [number, number] {
  return alongX ? [rect.minX, rect.maxX] : [rect.minY, rect.maxY];
}

/** How well two planes form a gable pair (shared length ratio), or null when they do not. */
function pairScore(a: PlanFacet, b: PlanFacet): number | null {
  if (a.flat || b.flat || (a.facing + 2) % 4 !== b.facing || Math.abs(a.pitch - b.pitch) > 1) return null;
  // The two halves of a gable are about the same size; a hip end next to a dormer plane is not.
  if (Math.min(a.slopedM2, b.slopedM2) < 0.35 * Math.max(a.slopedM2, b.slopedM2)) return null;
  const ridgeAlongX = a.facing % 2 === 0;
  const [a0, a1] = span(a.rect, ridgeAlongX);
  const [b0, b1] = span(b.rect, ridgeAlongX);
  const shared = Math.min(a1, b1) - Math.max(a0, b0);
  const ratio = shared / Math.max(1e-6, Math.min(a1 - a0, b1 - b0));
  if (ratio < 0.6) return null;
  // Each plane must lie on its own outward side and the two must meet (a small overlap is fine).
  const [dx, dy] = outward[a.facing];
  const along = (p: [number, number]) => p[0] * dx + p[1] * dy;
  if (along(a.center) <= along(b.center)) return null;
  const [aLow, aHigh] = span(a.rect, !ridgeAlongX);
  const [bLow, bHigh] = span(b.rect, !ridgeAlongX);
  const gap = dx + dy > 0 ? aLow - bHigh : bLow - aHigh;
  const depth = Math.min(aHigh - aLow, bHigh - bLow);
  if (gap > RIDGE_GAP_M || gap < -0.5 * depth) return null;
  return ratio;
}

function isHipEnd(candidate: PlanFacet, pair: [PlanFacet, PlanFacet], pairRect: Rect): boolean {
  const [a, b] = pair;
  if (candidate.flat || candidate.facing % 2 === a.facing % 2 || Math.abs(candidate.pitch - a.pitch) > 1)
    return false;
  const ridgeAlongX = a.facing % 2 === 0;
  const across = ridgeAlongX ? 1 : 0;
  const along = ridgeAlongX ? 0 : 1;
  const low = Math.min(a.center[across], b.center[across]);
  const high = Math.max(a.center[across], b.center[across]);
  if (candidate.center[across] < low || candidate.center[across] > high) return false;
  const [start, end] = span(pairRect, ridgeAlongX);
  const [cStart, cEnd] = span(candidate.rect, ridgeAlongX);
  if (cStart < start - END_TOLERANCE_M || cEnd > end + END_TOLERANCE_M) return false;
  const middle = (start + end) / 2;
  const [dx, dy] = outward[candidate.facing];
  return (candidate.center[along] - middle) * (along === 0 ? dx : dy) > 0;
}

function sectionOf(kind: SectionKind, facets: PlanFacet[], extra: Partial<Section> = {}): Section {
  return {
    kind,
    role: 'attachment',
    facets,
    rect: facets.map((facet) => facet.rect).reduce(unionRect),
    slopedM2: facets.reduce((sum, facet) => sum + facet.slopedM2, 0),
    groundM2: facets.reduce((sum, facet) => sum + facet.groundM2, 0),
    ...extra,
  };
}

function hipSection(pair: [PlanFacet, PlanFacet], ends: PlanFacet[]): Section {
  const ridgeAlongX = pair[0].facing % 2 === 0;
  const along = ridgeAlongX ? 0 : 1;
  const pairCenter = (pair[0].center[along] + pair[1].center[along]) / 2;
  const low = ends.find((end) => end.center[along] < pairCenter) ?? null;
  const high = ends.find((end) => end.center[along] >= pairCenter) ?? null;
  return sectionOf('hip', [...pair, ...ends], { sideFacing: pair[0].facing, hipEnds: { low, high } });
}

/** Groups the planes into sections and gives each its role. */
export function findSections(facets: PlanFacet[]): Section[] {
  const sloped = facets.filter((facet) => !facet.flat);
  const candidates: { a: PlanFacet; b: PlanFacet; score: number }[] = [];
  for (let i = 0; i < sloped.length; i++) {
    for (let j = i + 1; j < sloped.length; j++) {
      const score = pairScore(sloped[i], sloped[j]) ?? pairScore(sloped[j], sloped[i]);
      if (score !== null)
        candidates.push({
          a: sloped[i],
          b: sloped[j],
          score: score * (sloped[i].slopedM2 + sloped[j].slopedM2),
        });
    }
  }
  candidates.sort((x, y) => y.score - x.score);
  const used = new Set<number>();
  const pairs: [PlanFacet, PlanFacet][] = [];
  for (const { a, b } of candidates) {
    if (used.has(a.index) || used.has(b.index)) continue;
    used.add(a.index).add(b.index);
    pairs.push([a, b]);
  }
  pairs.sort((p, q) => q[0].slopedM2 + q[1].slopedM2 - (p[0].slopedM2 + p[1].slopedM2));

  const sections: Section[] = [];
  const merged = new Set<number>();
  for (let i = 0; i < pairs.length; i++) {
    if (merged.has(i)) continue;
    const pair = pairs[i];
    const rect = unionRect(pair[0].rect, pair[1].rect);
    // A pyramid (or a hip whose ends met each other) shows as a crossing pair on the same rectangle.
    const crossing = pairs.findIndex((other, j) => {
      if (
        j <= i ||
        merged.has(j) ||
        other[0].facing % 2 === pair[0].facing % 2 ||
        Math.abs(other[0].pitch - pair[0].pitch) > 1
      )
        return false;
      const otherRect = unionRect(other[0].rect, other[1].rect);
      const [small, large] = [rectArea(rect), rectArea(otherRect)].sort((x, y) => x - y);
      // Same rectangle, not a dormer sitting inside a larger roof.
      return small >= 0.5 * large && overlapArea(rect, otherRect) >= 0.7 * small;
    });
    if (crossing >= 0) {
      merged.add(crossing);
      sections.push(hipSection(pair, pairs[crossing]));
      continue;
    }
    const ends = sloped.filter((facet) => !used.has(facet.index) && isHipEnd(facet, pair, rect));
    const chosen = [
      ...ends.filter((end) => outward[end.facing][0] + outward[end.facing][1] > 0).slice(0, 1),
      ...ends.filter((end) => outward[end.facing][0] + outward[end.facing][1] < 0).slice(0, 1),
    ];
    chosen.forEach((end) => used.add(end.index));
    sections.push(
      chosen.length ? hipSection(pair, chosen) : sectionOf('gable', pair, { sideFacing: pair[0].facing }),
    );
  }
  for (const facet of sloped) if (!used.has(facet.index)) sections.push(sectionOf('shed', [facet]));
  const flats = facets.filter((facet) => facet.flat);
  if (flats.length) sections.push(sectionOf('flat', flats));

  const total = sections.reduce((sum, section) => sum + section.slopedM2, 0);
  sections.sort((a, b) => b.slopedM2 - a.slopedM2);
  const main = sections[0];
  main.role = 'main';
  const inner = {
    minX: main.rect.minX + 0.5,
    maxX: main.rect.maxX - 0.5,
    minY: main.rect.minY + 0.5,
    maxY: main.rect.maxY - 0.5,
  };
  for (const section of sections.slice(1)) {
    if (section.kind === 'gable' || section.kind === 'hip') {
      section.role = section.slopedM2 >= WING_SHARE * total ? 'wing' : 'dormer';
    } else {
      const [cx, cy] = [
        (section.rect.minX + section.rect.maxX) / 2,
        (section.rect.minY + section.rect.maxY) / 2,
      ];
      const onMainRoof =
        section.kind === 'shed' && cx > inner.minX && cx < inner.maxX && cy > inner.minY && cy < inner.maxY;
      section.role = onMainRoof && section.slopedM2 < WING_SHARE * total ? 'dormer' : 'attachment';
    }
  }
  return sections;
}

/** The roof type from the sections and the predominant pitch [H]. */
export function roofTypeOf(sections: Section[], predominantPitch: number): RoofType {
  if (predominantPitch < 2) return 'flat';
  const main = sections[0];
  const wings = sections.filter((section) => section.role === 'wing');
  if (wings.length === 0) return main.kind;
  if (main.kind === 'hip' && wings.length === 1) return 'hip';
  if (main.kind === 'gable' && wings.length <= 2 && wings.every((wing) => wing.kind === 'gable'))
    return 'cross_gable';
  if (main.kind === 'gable' && wings.length === 1) return 'cross_gable';
  return 'complex';
}
