import { formatLongDate, formatNumber, formatPercent } from '@shared/kernel/format.js';
import type { ProposalDocument } from '@shared/documents/proposal-document.js';
import { drawRoofDiagram } from './roof-diagram.js';
import {
  drawFacetTable,
  drawHeader,
  drawMeasurementFigures,
  drawPitchTable,
  drawWasteTable,
  footerLines,
} from './sections.js';
import { COLORS, CONTENT_WIDTH, PAGE, PdfWriter } from '../../platform/pdf/writer.js';
import { materialQuantityText } from '@shared/estimates/measurement/roof-area.js';

/**
 * The roof measurement report (docs/product.md#estimates): property and imagery, summary figures, a
 * full-width diagram, the facet, pitch and waste tables, estimated edge lengths, materials and the
 * quality notes a reviewer should see.
 */
export async function renderMeasurementReportPdf(document: ProposalDocument): Promise<Uint8Array> {
  const { measurement } = document;
  const writer = await PdfWriter.create({
    title: `Roof measurement report — ${document.propertyAddress}`,
    author: document.company.name,
    subject: `Measurement of ${document.propertyAddress}`,
    createdAt: new Date(document.preparedAt),
  });
  const logo = await writer.embedLogo(document.company.logo);
  drawHeader(writer, document.company, logo, 'Measurement Report', [
    `Estimate ${document.estimateId} · v${document.estimateVersion}`,
    `Report date: ${formatLongDate(document.preparedAt)}`,
    `Imagery: ${measurement.imageryDate ? formatLongDate(measurement.imageryDate) : 'date unknown'}` +
      (measurement.simulated ? ' (simulated)' : ''),
  ]);
  writer.text(document.propertyAddress, { size: 13, bold: true, color: COLORS.navy });
  writer.text(
    `Accuracy rating ${formatPercent(measurement.accuracyRating)} · ` +
      `suggested waste ${measurement.suggestedWastePercent}% · ` +
      `adjusted area ${formatNumber(measurement.adjustedAreaSqft)} sq ft`,
    {
      size: 9,
      color: COLORS.muted,
    },
  );
  writer.space(6);
  drawMeasurementFigures(writer, measurement);

  const diagramHeight = 330;
  writer.ensure(diagramHeight + 10);
  drawRoofDiagram(writer, measurement, {
    x: PAGE.margin,
    y: writer.y - diagramHeight,
    width: CONTENT_WIDTH,
    height: diagramHeight,
  });
  writer.y -= diagramHeight + 6;

  writer.heading('Facets');
  drawFacetTable(writer, measurement);
  writer.heading('Pitch');
  drawPitchTable(writer, measurement);
  writer.heading('Waste');
  drawWasteTable(writer, measurement);

  if (measurement.edges) {
    const { edges } = measurement;
    writer.heading('Edge lengths (estimated)');
    writer.table(
      [
        { header: 'Edge', width: 258 },
        { header: 'Length (ft)', width: 258, align: 'right' },
      ],
      [
        ['Eaves', edges.eaveFt],
        ['Rakes', edges.rakeFt],
        ['Ridges', edges.ridgeFt],
        ['Hips', edges.hipFt],
        ['Valleys', edges.valleyFt],
      ].map(([label, feet]) => [String(label), formatNumber(Number(feet))]),
    );
    writer.text(
      'Satellite data gives roof planes, not edges: these lengths are estimated from the facet layout. ' +
        'Verify on site before ordering trim.',
      { size: 8, color: COLORS.muted },
    );
  }

  if (measurement.materials.length > 0) {
    writer.heading('Materials');
    writer.table(
      [
        { header: 'Item', width: 336 },
        { header: 'Quantity', width: 180, align: 'right' },
      ],
      measurement.materials.map((line) => [line.item, materialQuantityText(line)]),
    );
  }

  writer.heading('Quality notes', 30);
  const notes =
    measurement.warnings.length > 0
      ? measurement.warnings
      : ['No quality flags: imagery, coverage and facet checks passed.'];
  notes.forEach((note) => writer.text(`• ${note}`, { size: 9 }));
  writer.space(6);
  writer.text(
    'Measurements are derived from aerial imagery and are accurate to the rating shown. ' +
      'They support estimating and ordering; confirm critical dimensions on site.',
    { size: 8, color: COLORS.muted },
  );
  return writer.finish(footerLines(document, 'Measurement report'));
}
