import { formatCount, formatLongDate } from '@shared/kernel/format.js';
import type { ProposalDocument } from '@shared/documents/proposal-document.js';
import { paymentSummary, warrantyPeriod } from '@shared/documents/payment-schedule.js';
import { drawRoofDiagram } from './roof-diagram.js';
import {
  drawHeader,
  drawMeasurementFigures,
  drawNumbered,
  drawPitchTable,
  drawPricing,
  drawTwoColumns,
  drawWasteTable,
  footerLines,
} from './sections.js';
import { COLORS, CONTENT_WIDTH, PAGE, PdfWriter } from '../../platform/pdf/writer.js';

/**
 * The homeowner's proposal PDF: company header and logo, customer and property, the measurement
 * summary with the roof diagram, pitch and waste tables, the price with any discount, validity,
 * terms and an acceptance block.
 */
export async function renderProposalPdf(document: ProposalDocument): Promise<Uint8Array> {
  const writer = await PdfWriter.create({
    title: `Roofing proposal — ${document.propertyAddress}`,
    author: document.company.name,
    subject: `Proposal ${document.reference} for ${document.customer.name}`,
    createdAt: new Date(document.preparedAt),
  });
  const logo = await writer.embedLogo(document.company.logo);
  drawHeader(writer, document.company, logo, 'Roofing Proposal', [
    `Proposal ${document.reference}`,
    `Date: ${formatLongDate(document.preparedAt)}`,
    document.validUntil
      ? `Valid until: ${formatLongDate(document.validUntil)}`
      : `Valid ${formatCount(document.validityDays, 'day')} from sending`,
  ]);

  drawTwoColumns(
    writer,
    {
      title: 'Prepared for',
      lines: [document.customer.name, document.customer.email ?? '', document.customer.phone ?? ''].filter(
        Boolean,
      ),
    },
    {
      title: 'Property',
      lines: [
        document.propertyAddress,
        document.scheduledInstallDate
          ? `Planned installation: ${formatLongDate(document.scheduledInstallDate)}`
          : 'Installation date: to be agreed',
      ],
    },
  );

  writer.heading('Roof measurement');
  drawMeasurementFigures(writer, document.measurement);
  const diagramHeight = 250;
  writer.ensure(diagramHeight + 20);
  drawRoofDiagram(writer, document.measurement, {
    x: PAGE.margin,
    y: writer.y - diagramHeight,
    width: CONTENT_WIDTH,
    height: diagramHeight,
  });
  writer.y -= diagramHeight + 4;
  const { imageryDate, simulated } = document.measurement;
  writer.text(
    `Measured from ${simulated ? 'simulated' : 'satellite'} imagery` +
      (imageryDate ? ` dated ${formatLongDate(imageryDate)}` : '') +
      '. Numbers in circles are facet numbers; each facet shows its pitch and area.',
    { size: 8, color: COLORS.muted },
  );

  writer.heading('Roof pitch');
  drawPitchTable(writer, document.measurement);
  writer.heading('Waste allowance');
  drawWasteTable(writer, document.measurement);

  writer.heading('Your price', 120);
  drawPricing(writer, document.pricing);
  writer.text(
    document.validUntil
      ? `This proposal is valid until ${formatLongDate(document.validUntil)}.`
      : `This proposal is valid for ${formatCount(document.validityDays, 'day')} from the day it is sent.`,
    { size: 10, bold: true, color: COLORS.navy },
  );
  drawPaymentTerms(writer, document);

  writer.heading('Terms');
  drawNumbered(writer, document.terms);

  drawAcceptance(writer, document);
  return writer.finish(footerLines(document, 'Proposal'));
}

/** The payment schedule (as amounts of the price above) and the workmanship warranty, in two lines under the price. */
function drawPaymentTerms(writer: PdfWriter, document: ProposalDocument): void {
  if (document.paymentSchedule)
    writer.text(
      `Payment schedule: ${paymentSummary(document.paymentSchedule, document.pricing.totalCents)}.`,
      {
        size: 9,
      },
    );
  if (document.warrantyYears !== null)
    writer.text(
      `Workmanship warranty: ${warrantyPeriod(document.warrantyYears)} from the completion of the work; ` +
        'materials carry their manufacturer warranty.',
      { size: 9 },
    );
}

function drawAcceptance(writer: PdfWriter, document: ProposalDocument): void {
  // What follows the heading: two lines of text and the signature lines (about 90 points).
  writer.heading('Acceptance', 90);
  writer.text(
    `Accept this proposal online with the secure link ${document.company.name} sent you, ` +
      `or sign below and return it to ${document.company.email ?? document.company.name}. ` +
      'A written contract for your signature follows acceptance.',
    { size: 9 },
  );
  writer.ensure(70);
  writer.y -= 44;
  const half = (CONTENT_WIDTH - 24) / 2;
  [
    { x: PAGE.margin, label: 'Customer signature' },
    { x: PAGE.margin + half + 24, label: 'Date' },
  ].forEach(({ x, label }) => {
    writer.page.drawLine({
      start: { x, y: writer.y },
      end: { x: x + half, y: writer.y },
      thickness: 0.75,
      color: COLORS.navy,
    });
    writer.drawAt(label, x, writer.y - 12, { size: 8, color: COLORS.muted });
  });
  writer.y -= 20;
}
