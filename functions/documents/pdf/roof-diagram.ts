import { rgb, type RGB } from 'pdf-lib';
import { formatSqft } from '@shared/kernel/format.js';
import { PITCH_PALETTE, pitchColours } from '@shared/estimates/pitch-colours.js';
import { pitchLabel, type MeasurementSummary } from '@shared/documents/proposal-document.js';
import { COLORS, PAGE, type PdfWriter } from '../../platform/pdf/writer.js';

// The roof drawn from the facet outlines (plan metres, x east, y north): north is up on the page,
// one colour per pitch, each facet labelled with its number, pitch and area.

const FT_PER_M = 3.2808399;

/** A box on the page, bottom-left origin, in points. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The fill colour of each pitch present, from the shared palette in the order of the pitch table. */
function pitchColors(measurement: MeasurementSummary): Map<number, RGB> {
  return new Map([...pitchColours(measurement.pitchTable)].map(([pitch, hex]) => [pitch, hexColor(hex)]));
}

function hexColor(hex: string): RGB {
  const channel = (at: number) => Number.parseInt(hex.slice(at, at + 2), 16) / 255;
  return rgb(channel(1), channel(3), channel(5));
}

/** Draws the roof plan into `box` (with a frame, north arrow, scale bar and pitch legend). */
export function drawRoofDiagram(writer: PdfWriter, measurement: MeasurementSummary, box: Box): void {
  const page = writer.page;
  page.drawRectangle({
    x: box.x,
    y: box.y,
    width: box.width,
    height: box.height,
    color: COLORS.zebra,
    borderColor: COLORS.line,
    borderWidth: 0.75,
  });
  const facets = measurement.facets.filter((facet) => facet.outline.length >= 3);
  if (facets.length === 0) {
    writer.drawAt(
      'No roof outline available for this measurement.',
      box.x + box.width / 2,
      box.y + box.height / 2,
      { size: 10, color: COLORS.muted, align: 'center' },
    );
    return;
  }
  const legendHeight = 22;
  const pad = 18;
  const { minX, maxX, minY, maxY } = measurement.extent;
  const spanX = Math.max(maxX - minX, 1);
  const spanY = Math.max(maxY - minY, 1);
  const drawWidth = box.width - 2 * pad;
  const drawHeight = box.height - 2 * pad - legendHeight;
  const scale = Math.min(drawWidth / spanX, drawHeight / spanY);
  // Centre the plan in the drawing area.
  const originX = box.x + pad + (drawWidth - spanX * scale) / 2;
  const originY = box.y + pad + legendHeight + (drawHeight - spanY * scale) / 2;
  const toPage = ([x, y]: [number, number]) => ({
    x: originX + (x - minX) * scale,
    y: originY + (y - minY) * scale,
  });
  const colors = pitchColors(measurement);

  for (const facet of facets) {
    const points = facet.outline.map(toPage);
    // drawSvgPath measures y downwards from its anchor: anchor at the page's top edge and flip.
    const path =
      points
        .map(
          (point, index) =>
            `${index === 0 ? 'M' : 'L'}${point.x.toFixed(2)},${(PAGE.height - point.y).toFixed(2)}`,
        )
        .join(' ') + ' Z';
    page.drawSvgPath(path, {
      x: 0,
      y: PAGE.height,
      color: colors.get(facet.pitch) ?? hexColor(PITCH_PALETTE[0]),
      borderColor: COLORS.navy,
      borderWidth: 1,
    });
  }
  for (const facet of facets) {
    const center = toPage(facet.center);
    const radius = 7;
    page.drawCircle({ x: center.x, y: center.y, size: radius, color: COLORS.navy });
    writer.drawAt(String(facet.index), center.x, center.y - 3, {
      size: 7.5,
      bold: true,
      color: COLORS.white,
      align: 'center',
    });
    // Small planes (porches, dormers) keep their number only: pitch and area would spill over neighbours.
    const xs = facet.outline.map(([x]) => x);
    const ys = facet.outline.map(([, y]) => y);
    const roomy =
      Math.min(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys)) * scale >= 34;
    if (roomy) {
      writer.drawAt(pitchLabel(facet.pitch), center.x, center.y - radius - 9, {
        size: 7,
        bold: true,
        color: COLORS.navy,
        align: 'center',
      });
      writer.drawAt(formatSqft(facet.areaSqft), center.x, center.y - radius - 17, {
        size: 6.5,
        color: COLORS.text,
        align: 'center',
      });
    }
  }

  // North arrow, top right.
  const arrowX = box.x + box.width - 20;
  const arrowTop = box.y + box.height - 10;
  const tipY = PAGE.height - arrowTop;
  page.drawSvgPath(`M${arrowX},${tipY} L${arrowX - 5},${tipY + 14} L${arrowX + 5},${tipY + 14} Z`, {
    x: 0,
    y: PAGE.height,
    color: COLORS.navy,
  });
  writer.drawAt('N', arrowX, arrowTop - 24, { size: 8, bold: true, color: COLORS.navy, align: 'center' });

  // Scale bar: a round number of feet about a fifth of the drawing wide.
  const feetPerPoint = 1 / (scale / FT_PER_M);
  const target = (drawWidth / 5) * feetPerPoint;
  const barFeet = [5, 10, 20, 25, 50, 100, 200].find((feet) => feet >= target) ?? 500;
  const barWidth = barFeet / feetPerPoint;
  const barY = box.y + 10;
  page.drawLine({
    start: { x: box.x + 10, y: barY },
    end: { x: box.x + 10 + barWidth, y: barY },
    thickness: 1.5,
    color: COLORS.navy,
  });
  page.drawLine({
    start: { x: box.x + 10, y: barY - 3 },
    end: { x: box.x + 10, y: barY + 3 },
    thickness: 1,
    color: COLORS.navy,
  });
  page.drawLine({
    start: { x: box.x + 10 + barWidth, y: barY - 3 },
    end: { x: box.x + 10 + barWidth, y: barY + 3 },
    thickness: 1,
    color: COLORS.navy,
  });
  writer.drawAt(`${barFeet} ft`, box.x + 14 + barWidth, barY - 3, { size: 7, color: COLORS.muted });

  // Pitch legend, bottom right.
  let legendX = box.x + box.width - 10;
  for (const row of [...measurement.pitchTable].reverse()) {
    const label = `${pitchLabel(row.pitch)} pitch`;
    const labelWidth = writer.width(label, 7);
    legendX -= labelWidth;
    writer.drawAt(label, legendX, barY - 3, { size: 7, color: COLORS.text });
    legendX -= 12;
    page.drawRectangle({
      x: legendX,
      y: barY - 4,
      width: 9,
      height: 9,
      color: colors.get(row.pitch),
      borderColor: COLORS.navy,
      borderWidth: 0.5,
    });
    legendX -= 10;
  }
}
