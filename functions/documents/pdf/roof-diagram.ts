import { rgb, type RGB } from 'pdf-lib';
import { roofPageDrawing, type RoofShape } from '@shared/estimates/roof-drawing.js';
import type { MeasurementSummary } from '@shared/documents/proposal-document.js';
import { PAGE, type PdfWriter } from '../../platform/pdf/writer.js';

/** A box on the page, bottom-left origin, in points. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

function hexColor(hex: string): RGB {
  const channel = (at: number) => Number.parseInt(hex.slice(at, at + 2), 16) / 255;
  return rgb(channel(1), channel(3), channel(5));
}

/** Draws the roof plan into `box` (with a frame, north arrow, scale bar and pitch legend). */
export function drawRoofDiagram(writer: PdfWriter, measurement: MeasurementSummary, box: Box): void {
  // The drawing measures y down from the page's top, as drawSvgPath does; pdf-lib's other calls go up.
  const drawing = roofPageDrawing(
    measurement,
    { ...box, y: PAGE.height - box.y - box.height },
    (text, size) => writer.width(text, size),
  );
  for (const group of drawing.groups) for (const shape of group.shapes) drawShape(writer, shape);
}

function drawShape(writer: PdfWriter, shape: RoofShape): void {
  const page = writer.page;
  const up = (y: number) => PAGE.height - y;
  switch (shape.kind) {
    case 'rect':
      page.drawRectangle({
        x: shape.x,
        y: up(shape.y + shape.height),
        width: shape.width,
        height: shape.height,
        color: hexColor(shape.fill),
        borderColor: shape.stroke ? hexColor(shape.stroke) : undefined,
        borderWidth: shape.strokeWidth,
      });
      return;
    case 'polygon': {
      const path =
        shape.points
          .map(([x, y], index) => `${index === 0 ? 'M' : 'L'}${x.toFixed(2)},${y.toFixed(2)}`)
          .join(' ') + ' Z';
      page.drawSvgPath(path, {
        x: 0,
        y: PAGE.height,
        color: shape.fill ? hexColor(shape.fill) : undefined,
        opacity: shape.fillOpacity,
        borderColor: shape.stroke ? hexColor(shape.stroke) : undefined,
        borderOpacity: shape.strokeOpacity,
        borderWidth: shape.strokeWidth,
      });
      return;
    }
    case 'circle':
      page.drawCircle({ x: shape.x, y: up(shape.y), size: shape.r, color: hexColor(shape.fill) });
      return;
    case 'line':
      page.drawLine({
        start: { x: shape.from[0], y: up(shape.from[1]) },
        end: { x: shape.to[0], y: up(shape.to[1]) },
        thickness: shape.width,
        color: hexColor(shape.stroke),
      });
      return;
    case 'text':
      writer.drawAt(shape.text, shape.x, up(shape.y), {
        size: shape.size,
        bold: shape.bold,
        color: hexColor(shape.fill),
        align: shape.anchor === 'middle' ? 'center' : undefined,
      });
  }
}
