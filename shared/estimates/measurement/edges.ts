import { FT_PER_M, hipValleyFactor, pitchFactor } from './pitch.js';
import type { Section } from './roof-shape.js';
import type { EdgeLengths } from './types.js';

// Edge lengths estimated per section [H] (Solar gives no edge lengths; the v1 plane
// intersection is replaced by the rectangle each section covers). The rectangle is shrunk to the
// section's ground area so a rotated or ragged outline does not inflate it. A wing or dormer joins
// the main roof at one end: one gable end (or hip end) and two valleys.

function sectionSize(section: Section, ridgeAlongX: boolean) {
  const width = section.rect.maxX - section.rect.minX;
  const height = section.rect.maxY - section.rect.minY;
  const [length, spanWidth] = ridgeAlongX ? [width, height] : [height, width];
  const k = Math.min(1, Math.sqrt(section.groundM2 / Math.max(1e-6, length * spanWidth)));
  const rise =
    section.facets.reduce((sum, facet) => sum + facet.rise * facet.slopedM2, 0) /
    Math.max(1e-6, section.slopedM2);
  return { length: length * k, spanWidth: spanWidth * k, rise };
}

interface Metres {
  eave: number;
  rake: number;
  ridge: number;
  hip: number;
  valley: number;
}

/** Linear metres of each edge kind of one section. */
function sectionEdges(section: Section): Metres {
  const edges: Metres = { eave: 0, rake: 0, ridge: 0, hip: 0, valley: 0 };
  const joined = section.role === 'wing' || section.role === 'dormer';
  if (section.kind === 'flat') {
    const { length, spanWidth } = sectionSize(section, true);
    edges.eave = 2 * (length + spanWidth);
    return edges;
  }
  if (section.kind === 'shed') {
    const facet = section.facets[0];
    const { length, spanWidth, rise } = sectionSize(section, facet.facing % 2 === 0);
    edges.eave = length;
    edges.rake = 2 * spanWidth * pitchFactor(rise);
    return edges;
  }
  const { length, spanWidth, rise } = sectionSize(section, (section.sideFacing ?? 0) % 2 === 0);
  const run = spanWidth / 2;
  const diagonal = run * Math.SQRT2 * hipValleyFactor(rise);
  if (joined) edges.valley = 2 * diagonal;
  if (section.kind === 'gable') {
    edges.eave = 2 * length;
    edges.rake = (joined ? 2 : 4) * run * pitchFactor(rise);
    edges.ridge = length;
    return edges;
  }
  const ends = (section.hipEnds?.low ? 1 : 0) + (section.hipEnds?.high ? 1 : 0);
  const hipEnds = joined ? Math.min(ends, 1) : ends;
  const gableEnds = (joined ? 1 : 2) - hipEnds;
  edges.eave = 2 * length + hipEnds * spanWidth;
  edges.rake = gableEnds * 2 * run * pitchFactor(rise);
  edges.ridge = Math.max(0, length - hipEnds * run);
  edges.hip = hipEnds * 2 * diagonal;
  return edges;
}

/** Estimated linear feet of eaves, rakes, ridges, hips and valleys of the whole roof. */
export function estimateEdges(sections: Section[]): EdgeLengths {
  const total: Metres = { eave: 0, rake: 0, ridge: 0, hip: 0, valley: 0 };
  for (const section of sections) {
    const edges = sectionEdges(section);
    for (const key of Object.keys(total) as (keyof Metres)[]) total[key] += edges[key];
  }
  const feet = (metres: number) => Math.round(metres * FT_PER_M * 10) / 10;
  return {
    estimated: true,
    eaveFt: feet(total.eave),
    rakeFt: feet(total.rake),
    ridgeFt: feet(total.ridge),
    hipFt: feet(total.hip),
    valleyFt: feet(total.valley),
  };
}
