import { formatNumber, formatSqft } from '../kernel/format.js';
import type { Measurement } from './measurement/types.js';
import { PITCH_PALETTE, pitchColours } from './pitch-colours.js';

// The roof drawings (the contractor's diagram, the homeowner's plan and the PDF diagram) as shapes:
// every coordinate is already in the output's units with y pointing down, so the screens only turn
// them into SVG and the PDF into pdf-lib calls. Outlines come in plan metres, x east and y north.

/** A point of a drawing, y down. */
export type DrawingPoint = readonly [number, number];

/** One thing to draw; colours are hex, sizes in the drawing's units. */
export type RoofShape =
  | {
      kind: 'polygon';
      points: DrawingPoint[];
      fill: string | null;
      fillOpacity?: number;
      stroke: string | null;
      strokeOpacity?: number;
      strokeWidth?: number;
    }
  | {
      kind: 'rect';
      x: number;
      y: number;
      width: number;
      height: number;
      fill: string;
      stroke?: string;
      strokeWidth?: number;
    }
  | { kind: 'circle'; x: number; y: number; r: number; fill: string; stroke?: string; strokeWidth?: number }
  | { kind: 'line'; from: DrawingPoint; to: DrawingPoint; stroke: string; width: number }
  | {
      kind: 'text';
      x: number;
      y: number;
      text: string;
      size: number;
      bold: boolean;
      fill: string;
      anchor: 'start' | 'middle';
    };

/** Shapes drawn together: one facet (with its tooltip) or one piece of furniture (compass, scale bar). */
export interface ShapeGroup {
  shapes: RoofShape[];
  /** The facet number, where the group is a facet a screen can point at. */
  facet?: number;
  /** Tooltip text on screen. */
  title?: string;
  /** Decoration a screen reader skips. */
  hidden?: boolean;
}

/** A roof drawing: the area it covers and its groups, in drawing order. */
export interface RoofDrawing {
  viewBox: { left: number; top: number; width: number; height: number };
  groups: ShapeGroup[];
}

/** The extent of the outlines, in plan metres. */
export interface PlanExtent {
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
}

/** A roof as the plan drawings need it: facet outlines in plan metres and the pitch table (most common first). */
export interface RoofOutline {
  extent: PlanExtent;
  facets: readonly {
    index: number;
    pitch: number;
    areaSqft: number;
    outline: [number, number][];
    center: [number, number];
  }[];
  pitchTable: readonly { pitch: number }[];
}

const NAVY = '#0b1b33';
const SLATE = '#334155';
const TEXT = '#0f172a';
const MUTED = '#64748b';
const LINE = '#cbd5e1';
const BACKDROP = '#f8fafc';
const WHITE = '#ffffff';
const FT_PER_M = 3.2808399;
const M_PER_FT = 0.3048;

function pitchText(pitch: number): string {
  return `${pitch}/12`;
}

/** Width and height of an outline's bounding box, in plan metres. */
function outlineSize(outline: readonly (readonly [number, number])[]): { width: number; height: number } {
  const xs = outline.map((point) => point[0]);
  const ys = outline.map((point) => point[1]);
  return { width: Math.max(...xs) - Math.min(...xs), height: Math.max(...ys) - Math.min(...ys) };
}

/** Whether a point lies inside a polygon (even-odd rule). */
function insidePolygon([x, y]: DrawingPoint, polygon: readonly DrawingPoint[]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i];
    const [xj, yj] = polygon[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** A box on screen: left, top, right, bottom. */
type Box = readonly [number, number, number, number];

function boxOf(points: readonly DrawingPoint[]): Box {
  const xs = points.map((point) => point[0]);
  const ys = points.map((point) => point[1]);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

function boxesOverlap(a: Box, b: Box): boolean {
  return a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3];
}

/**
 * Where a facet's label goes: its centre, unless a facet drawn over it (a dormer on a main roof
 * plane) would cover the label; then the nearest point of the facet where the label's box stays
 * inside the facet and clear of those. `box` gives the label's box around a point.
 */
export function labelSpot(
  outline: readonly DrawingPoint[],
  centre: DrawingPoint,
  covering: readonly (readonly DrawingPoint[])[],
  box: (at: DrawingPoint) => Box,
): DrawingPoint {
  const covers = covering.map(boxOf);
  const fits = (at: DrawingPoint) => {
    const [left, top, right, bottom] = box(at);
    const corners: DrawingPoint[] = [
      [left, top],
      [right, top],
      [left, bottom],
      [right, bottom],
    ];
    return (
      corners.every((corner) => insidePolygon(corner, outline)) &&
      !covers.some((cover) => boxesOverlap(cover, [left, top, right, bottom]))
    );
  };
  if (!covers.some((cover) => boxesOverlap(cover, box(centre)))) return centre;
  const [minX, minY, maxX, maxY] = boxOf(outline);
  const steps = 16;
  const candidates: DrawingPoint[] = [];
  for (let i = 0; i <= steps; i++)
    for (let j = 0; j <= steps; j++)
      candidates.push([minX + ((maxX - minX) * i) / steps, minY + ((maxY - minY) * j) / steps]);
  const distance = (at: DrawingPoint) => (at[0] - centre[0]) ** 2 + (at[1] - centre[1]) ** 2;
  return candidates.sort((a, b) => distance(a) - distance(b)).find(fits) ?? centre;
}

/** The larger side of the plan, at least 8 m so a shed does not fill the screen. */
function planSpan(extent: PlanExtent): number {
  return Math.max(extent.maxX - extent.minX, extent.maxY - extent.minY, 8);
}

/** A plan point on screen: metres, north up. */
function onScreen([x, y]: readonly [number, number]): DrawingPoint {
  return [x, -y];
}

/** The compass needle pointing north, centred on (x, y), `unit` the label size of the drawing. */
function needle(x: number, y: number, unit: number): RoofShape {
  const points: DrawingPoint[] = [
    [0, -unit * 1.05],
    [unit * 0.5, unit * 0.55],
    [0, unit * 0.25],
    [-unit * 0.5, unit * 0.55],
  ];
  return { kind: 'polygon', points: points.map(([dx, dy]) => [x + dx, y + dy]), fill: NAVY, stroke: null };
}

/** A 10 ft scale bar, 20 ft on a large roof. */
function screenScaleFeet(span: number): number {
  return span > 45 ? 20 : 10;
}

/** Planes turned away from a light in the south-east come out darker, so neighbouring planes read apart. */
function shade(azimuth: number): number {
  return 0.2 * ((1 - Math.cos(((azimuth - 150) * Math.PI) / 180)) / 2);
}

/**
 * The contractor's roof diagram: every facet in its pitch colour, shaded by the way it faces,
 * labelled with pitch and area where it has room; a compass and a scale bar. In metres.
 */
export function roofDiagramDrawing(measurement: Measurement): RoofDrawing {
  const { extent } = measurement;
  const span = planSpan(extent);
  const font = span / 30;
  const pad = span * 0.07;
  // Room above the roof for the compass.
  const padTop = font * 4.2;
  const viewBox = {
    left: extent.minX - pad,
    top: -extent.maxY - padTop,
    width: extent.maxX - extent.minX + 2 * pad,
    height: extent.maxY - extent.minY + pad + padTop,
  };
  const { left, top, width, height } = viewBox;
  const colours = pitchColours(measurement.pitchBreakdown);
  // Wings and porches go under the main roof (they meet it at the valleys and walls); dormers sit on top of it.
  const layer = { attachment: 0, wing: 1, main: 2, dormer: 3 } as const;
  const layerOf = (section: number) => layer[measurement.sections[section]?.role ?? 'main'];
  const facets = [...measurement.facets].sort(
    (a, b) => layerOf(a.section) - layerOf(b.section) || b.areaSqft - a.areaSqft,
  );
  const groups: ShapeGroup[] = [
    { shapes: [{ kind: 'rect', x: left, y: top, width, height, fill: BACKDROP }] },
  ];
  const labels: RoofShape[] = [];
  for (const facet of facets) {
    const points = facet.outline.map(onScreen);
    const { width: w, height: h } = outlineSize(facet.outline);
    const room = Math.min(w, h);
    const showArea = room > font * 3.2 && w > font * 5;
    const showPitch = room > font * 1.8 && w > font * 2.8;
    const shapes: RoofShape[] = [
      {
        kind: 'polygon',
        points,
        fill: colours.get(facet.pitch) ?? null,
        stroke: WHITE,
        strokeWidth: font * 0.22,
      },
    ];
    if (facet.direction !== 'flat')
      shapes.push({
        kind: 'polygon',
        points,
        fill: NAVY,
        fillOpacity: shade(facet.azimuthDegrees),
        stroke: null,
      });
    shapes.push({
      kind: 'polygon',
      points,
      fill: null,
      stroke: '#475569',
      strokeOpacity: 0.55,
      strokeWidth: font * 0.06,
    });
    groups.push({
      facet: facet.index,
      title: `Facet ${facet.index}: ${pitchText(facet.pitch)}, ${formatSqft(facet.areaSqft)}, facing ${facet.direction}`,
      shapes,
    });
    if (!showPitch) continue;
    // The label keeps clear of the facets drawn over this one (a dormer on a main plane).
    const above = facets
      .filter((other) => layerOf(other.section) > layerOf(facet.section))
      .map((other) => other.outline.map(onScreen));
    const area = `${formatNumber(facet.areaSqft)} ft²`;
    const half =
      (font * 0.62 * Math.max(pitchText(facet.pitch).length, showArea ? area.length * 0.78 : 0)) / 2;
    const [cx, cy] = labelSpot(points, onScreen(facet.center), above, ([x, y]) =>
      showArea
        ? [x - half, y - font * 1.05, x + half, y + font * 1.15]
        : [x - half, y - font * 0.55, x + half, y + font * 0.5],
    );
    labels.push({
      kind: 'text',
      x: cx,
      y: cy + (showArea ? -font * 0.15 : font * 0.35),
      text: pitchText(facet.pitch),
      size: font,
      bold: true,
      fill: NAVY,
      anchor: 'middle',
    });
    if (showArea)
      labels.push({
        kind: 'text',
        x: cx,
        y: cy + font * 0.95,
        text: area,
        size: font * 0.78,
        bold: false,
        fill: SLATE,
        anchor: 'middle',
      });
  }
  // Labels after every facet, so no facet drawn later (a dormer) can cover one.
  groups.push({ hidden: true, shapes: labels });
  const compassX = left + width - font * 2.2;
  const compassY = top + font * 2.6;
  groups.push({
    hidden: true,
    shapes: [
      {
        kind: 'circle',
        x: compassX,
        y: compassY,
        r: font * 1.35,
        fill: WHITE,
        stroke: LINE,
        strokeWidth: font * 0.08,
      },
      needle(compassX, compassY, font),
      northLabel(compassX, compassY - font * 1.65, font * 0.85),
    ],
  });
  const scaleFeet = screenScaleFeet(span);
  const barX = left + font * 1.2;
  const barY = top + height - font * 1.2;
  const barEnd = barX + scaleFeet * M_PER_FT;
  const tick = (x: number): RoofShape => ({
    kind: 'line',
    from: [x, barY - font * 0.35],
    to: [x, barY + font * 0.35],
    stroke: NAVY,
    width: font * 0.12,
  });
  groups.push({
    hidden: true,
    shapes: [
      { kind: 'line', from: [barX, barY], to: [barEnd, barY], stroke: NAVY, width: font * 0.14 },
      tick(barX),
      tick(barEnd),
      scaleLabel((barX + barEnd) / 2, barY - font * 0.6, scaleFeet, font * 0.75),
    ],
  });
  return { viewBox, groups };
}

function northLabel(x: number, y: number, size: number): RoofShape {
  return { kind: 'text', x, y, text: 'N', size, bold: true, fill: NAVY, anchor: 'middle' };
}

function scaleLabel(x: number, y: number, feet: number, size: number): RoofShape {
  return { kind: 'text', x, y, text: `${feet} ft`, size, bold: false, fill: SLATE, anchor: 'middle' };
}

/** A facet's number in a navy disc, centred on (x, y). */
function badge(index: number, x: number, y: number, r: number, size: number, dy: number): RoofShape[] {
  return [
    { kind: 'circle', x, y, r, fill: NAVY },
    { kind: 'text', x, y: y + dy, text: String(index), size, bold: true, fill: WHITE, anchor: 'middle' },
  ];
}

/**
 * The homeowner's roof plan: every facet in its pitch colour, numbered, with its pitch where it has
 * room; a compass and a scale bar. In metres.
 */
export function roofPlanDrawing(roof: RoofOutline): RoofDrawing {
  const { extent } = roof;
  const span = planSpan(extent);
  const pad = span * 0.12;
  const viewBox = {
    left: extent.minX - pad,
    top: -extent.maxY - pad,
    width: extent.maxX - extent.minX + 2 * pad,
    height: extent.maxY - extent.minY + 2 * pad,
  };
  const { left, top, width, height } = viewBox;
  const font = span / 28;
  const colours = pitchColours(roof.pitchTable);
  const facets = [...roof.facets]
    .filter((facet) => facet.outline.length >= 3)
    .sort((a, b) => b.areaSqft - a.areaSqft);
  const groups: ShapeGroup[] = [
    { shapes: [{ kind: 'rect', x: left, y: top, width, height, fill: BACKDROP }] },
  ];
  for (const facet of facets)
    groups.push({
      title: `Roof plane ${facet.index}: ${pitchText(facet.pitch)} pitch, ${formatSqft(facet.areaSqft)}`,
      shapes: [
        {
          kind: 'polygon',
          points: facet.outline.map(onScreen),
          fill: colours.get(facet.pitch) ?? null,
          stroke: NAVY,
          strokeOpacity: 0.6,
          strokeWidth: font * 0.08,
        },
      ],
    });
  for (const facet of facets) {
    // Small planes (porches, dormers) get their number only; the pitch would spill over neighbours.
    const { width: w, height: h } = outlineSize(facet.outline);
    const roomy = Math.min(w, h) > font * 3;
    const [cx, cy] = onScreen(facet.center);
    const shapes = badge(
      facet.index,
      cx,
      cy,
      font * (roomy ? 0.75 : 0.6),
      font * (roomy ? 0.85 : 0.7),
      font * 0.3,
    );
    if (roomy)
      shapes.push({
        kind: 'text',
        x: cx,
        y: cy + font * 1.75,
        text: pitchText(facet.pitch),
        size: font * 0.8,
        bold: true,
        fill: NAVY,
        anchor: 'middle',
      });
    groups.push({ hidden: true, shapes });
  }
  const compassX = left + width - font * 2;
  const compassY = top + font * 2.4;
  groups.push({
    hidden: true,
    shapes: [needle(compassX, compassY, font), northLabel(compassX, compassY - font * 1.5, font * 0.85)],
  });
  const scaleFeet = screenScaleFeet(span);
  const barX = left + font;
  const barY = top + height - font;
  const barEnd = barX + scaleFeet * M_PER_FT;
  groups.push({
    hidden: true,
    shapes: [
      { kind: 'line', from: [barX, barY], to: [barEnd, barY], stroke: NAVY, width: font * 0.14 },
      scaleLabel((barX + barEnd) / 2, barY - font * 0.5, scaleFeet, font * 0.75),
    ],
  });
  return { viewBox, groups };
}

/** A box on a page, in points, y down from the page's top. */
export interface PageBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The roof plan of a PDF, fitted into `box` (points, y down): a framed plan in pitch colours with
 * numbered facets (pitch and area where they fit), a north arrow, a scale bar of a round number of
 * feet and a pitch legend. `textWidth` measures the legend's labels in the page's font.
 */
export function roofPageDrawing(
  roof: RoofOutline,
  box: PageBox,
  textWidth: (text: string, size: number) => number,
): RoofDrawing {
  const viewBox = { left: box.x, top: box.y, width: box.width, height: box.height };
  const bottom = box.y + box.height;
  const frame: ShapeGroup = {
    shapes: [{ kind: 'rect', ...box, fill: BACKDROP, stroke: LINE, strokeWidth: 0.75 }],
  };
  const facets = roof.facets.filter((facet) => facet.outline.length >= 3);
  if (facets.length === 0) {
    frame.shapes.push({
      kind: 'text',
      x: box.x + box.width / 2,
      y: box.y + box.height / 2,
      text: 'No roof outline available for this measurement.',
      size: 10,
      bold: false,
      fill: MUTED,
      anchor: 'middle',
    });
    return { viewBox, groups: [frame] };
  }
  const legendHeight = 22;
  const pad = 18;
  const { minX, maxX, minY, maxY } = roof.extent;
  const spanX = Math.max(maxX - minX, 1);
  const spanY = Math.max(maxY - minY, 1);
  const drawWidth = box.width - 2 * pad;
  const drawHeight = box.height - 2 * pad - legendHeight;
  const scale = Math.min(drawWidth / spanX, drawHeight / spanY);
  // Centre the plan in the drawing area.
  const originX = box.x + pad + (drawWidth - spanX * scale) / 2;
  const originY = bottom - pad - legendHeight - (drawHeight - spanY * scale) / 2;
  const toPage = ([x, y]: readonly [number, number]): DrawingPoint => [
    originX + (x - minX) * scale,
    originY - (y - minY) * scale,
  ];
  const colours = pitchColours(roof.pitchTable);
  const groups: ShapeGroup[] = [frame];
  for (const facet of facets)
    groups.push({
      shapes: [
        {
          kind: 'polygon',
          points: facet.outline.map(toPage),
          fill: colours.get(facet.pitch) ?? PITCH_PALETTE[0],
          stroke: NAVY,
          strokeWidth: 1,
        },
      ],
    });
  for (const facet of facets) {
    const [cx, cy] = toPage(facet.center);
    const radius = 7;
    const shapes = badge(facet.index, cx, cy, radius, 7.5, 3);
    // Small planes (porches, dormers) keep their number only: pitch and area would spill over neighbours.
    const { width, height } = outlineSize(facet.outline);
    if (Math.min(width, height) * scale >= 34)
      shapes.push(
        {
          kind: 'text',
          x: cx,
          y: cy + radius + 9,
          text: pitchText(facet.pitch),
          size: 7,
          bold: true,
          fill: NAVY,
          anchor: 'middle',
        },
        {
          kind: 'text',
          x: cx,
          y: cy + radius + 17,
          text: formatSqft(facet.areaSqft),
          size: 6.5,
          bold: false,
          fill: TEXT,
          anchor: 'middle',
        },
      );
    groups.push({ shapes });
  }

  // North arrow, top right.
  const arrowX = box.x + box.width - 20;
  const tipY = box.y + 10;
  groups.push({
    shapes: [
      {
        kind: 'polygon',
        points: [
          [arrowX, tipY],
          [arrowX - 5, tipY + 14],
          [arrowX + 5, tipY + 14],
        ],
        fill: NAVY,
        stroke: null,
      },
      northLabel(arrowX, tipY + 24, 8),
    ],
  });

  // Scale bar: a round number of feet about a fifth of the drawing wide.
  const feetPerPoint = FT_PER_M / scale;
  const target = (drawWidth / 5) * feetPerPoint;
  const barFeet = [5, 10, 20, 25, 50, 100, 200].find((feet) => feet >= target) ?? 500;
  const barWidth = barFeet / feetPerPoint;
  const barY = bottom - 10;
  const barX = box.x + 10;
  const tick = (x: number): RoofShape => ({
    kind: 'line',
    from: [x, barY + 3],
    to: [x, barY - 3],
    stroke: NAVY,
    width: 1,
  });
  groups.push({
    shapes: [
      { kind: 'line', from: [barX, barY], to: [barX + barWidth, barY], stroke: NAVY, width: 1.5 },
      tick(barX),
      tick(barX + barWidth),
      {
        kind: 'text',
        x: barX + 4 + barWidth,
        y: barY + 3,
        text: `${barFeet} ft`,
        size: 7,
        bold: false,
        fill: MUTED,
        anchor: 'start',
      },
    ],
  });

  // Pitch legend, bottom right.
  const legend: RoofShape[] = [];
  let legendX = box.x + box.width - 10;
  for (const row of [...roof.pitchTable].reverse()) {
    const label = `${pitchText(row.pitch)} pitch`;
    legendX -= textWidth(label, 7);
    legend.push({
      kind: 'text',
      x: legendX,
      y: barY + 3,
      text: label,
      size: 7,
      bold: false,
      fill: TEXT,
      anchor: 'start',
    });
    legendX -= 12;
    legend.push({
      kind: 'rect',
      x: legendX,
      y: barY - 5,
      width: 9,
      height: 9,
      fill: colours.get(row.pitch) ?? PITCH_PALETTE[0],
      stroke: NAVY,
      strokeWidth: 0.5,
    });
    legendX -= 10;
  }
  groups.push({ shapes: legend });
  return { viewBox, groups };
}
