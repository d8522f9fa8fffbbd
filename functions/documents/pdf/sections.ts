import type { PDFImage } from 'pdf-lib';
import { formatCents, formatNumber, formatPercent, humanize } from '@shared/kernel/format.js';
import { pitchRows, roofSquares } from '@shared/estimates/measurement/roof-area.js';
import {
  BRANDING_LINE,
  type DocumentCompany,
  type MeasurementSummary,
  type PricingSummary,
  type ProposalDocument,
} from '@shared/documents/proposal-document.js';
import { pitchLabel } from '@shared/documents/proposal-document.js';
import { schedulePayments, type PaymentSchedule } from '@shared/documents/payment-schedule.js';
import { COLORS, CONTENT_WIDTH, PAGE, wrapText, type PdfWriter } from '../../platform/pdf/writer.js';

// Blocks shared by the proposal, the measurement report and the contract.

const LOGO_BOX = { width: 150, height: 56 };

/** The company header: logo, name and contact details on the left; the document title and its facts on the right. */
export function drawHeader(
  writer: PdfWriter,
  company: DocumentCompany,
  logo: PDFImage | null,
  title: string,
  facts: string[],
): void {
  writer.useBrandColour(company.brandColour);
  const top = PAGE.height - PAGE.margin;
  let textX = PAGE.margin;
  if (logo) {
    const scale = Math.min(LOGO_BOX.width / logo.width, LOGO_BOX.height / logo.height, 1);
    const width = logo.width * scale;
    const height = logo.height * scale;
    writer.page.drawImage(logo, { x: PAGE.margin, y: top - height, width, height });
    textX = PAGE.margin + width + 14;
  }
  const leftWidth = PAGE.width - PAGE.margin - 200 - textX;
  writer.drawAt(company.name, textX, top - 14, {
    size: 14,
    bold: true,
    color: COLORS.navy,
    maxWidth: leftWidth,
  });
  const contact = [
    company.phone,
    company.email,
    company.address,
    company.licenseNumber && `License ${company.licenseNumber}`,
  ].filter((value): value is string => Boolean(value));
  contact.forEach((line, index) =>
    writer.drawAt(line, textX, top - 30 - index * 12, { size: 9, color: COLORS.muted, maxWidth: leftWidth }),
  );

  const right = PAGE.width - PAGE.margin;
  writer.drawAt(title.toUpperCase(), right, top - 16, {
    size: 16,
    bold: true,
    color: writer.accent,
    align: 'right',
  });
  facts.forEach((line, index) =>
    writer.drawAt(line, right, top - 32 - index * 12, {
      size: 9,
      color: COLORS.text,
      align: 'right',
      maxWidth: 200,
    }),
  );

  const used = Math.max(
    logo ? Math.min(LOGO_BOX.height, logo.height) : 0,
    30 + contact.length * 12,
    32 + facts.length * 12,
  );
  writer.y = top - used - 10;
  writer.page.drawRectangle({
    x: PAGE.margin,
    y: writer.y,
    width: CONTENT_WIDTH,
    height: 2.5,
    color: writer.accent,
  });
  writer.y -= 8;
}

/** Two labelled columns side by side (e.g. "Prepared for" and "Property"); long lines wrap. */
export function drawTwoColumns(
  writer: PdfWriter,
  left: { title: string; lines: string[] },
  right: { title: string; lines: string[] },
): void {
  const columnWidth = (CONTENT_WIDTH - 24) / 2;
  const lineHeight = 13;
  const wrapped = [left, right].map((column) =>
    column.lines.flatMap((line, index) =>
      wrapText(writer.fonts.safe(line), writer.font(index === 0), 10, columnWidth).map((text) => ({
        text,
        bold: index === 0,
      })),
    ),
  );
  const rows = Math.max(...wrapped.map((lines) => lines.length));
  writer.ensure(28 + rows * lineHeight);
  const top = writer.y;
  [left, right].forEach((column, index) => {
    const x = PAGE.margin + index * (columnWidth + 24);
    writer.drawAt(column.title.toUpperCase(), x, top - 14, { size: 7.5, bold: true, color: COLORS.muted });
    wrapped[index].forEach((line, lineIndex) =>
      writer.drawAt(line.text, x, top - 29 - lineIndex * lineHeight, { size: 10, bold: line.bold }),
    );
  });
  writer.y = top - 22 - rows * lineHeight;
}

/** The headline figures of a measurement. */
export function drawMeasurementFigures(writer: PdfWriter, measurement: MeasurementSummary): void {
  writer.figures(
    [
      { label: 'Area (sq ft)', value: formatNumber(measurement.adjustedAreaSqft) },
      { label: 'Squares', value: formatNumber(roofSquares(measurement.adjustedAreaSqft), 2) },
      { label: 'Main pitch', value: pitchLabel(measurement.predominantPitch) },
      { label: 'Facets', value: String(measurement.facets.length) },
      { label: 'Roof type', value: humanize(measurement.roofType) },
      { label: 'Complexity', value: humanize(measurement.complexity) },
    ],
    6,
  );
}

/** The facet table: number, the way it faces, pitch and area of every roof facet (`size` for a denser page). */
export function drawFacetTable(writer: PdfWriter, measurement: MeasurementSummary, size?: number): void {
  writer.table(
    [
      { header: 'Facet', width: 86 },
      { header: 'Faces', width: 110 },
      { header: 'Pitch', width: 110, align: 'right' },
      { header: 'Area (sq ft)', width: 210, align: 'right' },
    ],
    measurement.facets.map((facet) => [
      String(facet.index),
      facet.direction,
      pitchLabel(facet.pitch),
      formatNumber(facet.areaSqft),
    ]),
    { size },
  );
}

/** The pitch table: area and share per pitch. */
export function drawPitchTable(writer: PdfWriter, measurement: MeasurementSummary): void {
  writer.table(
    [
      { header: 'Pitch', width: 172 },
      { header: 'Area (sq ft)', width: 172, align: 'right' },
      { header: 'Share of roof', width: 172, align: 'right' },
    ],
    pitchRows(measurement.pitchTable, measurement.adjustedAreaSqft).map((row) => [
      pitchLabel(row.pitch),
      formatNumber(row.areaSqft),
      formatPercent(row.percent),
    ]),
  );
}

/** The waste ladder with the suggested row tinted. */
export function drawWasteTable(writer: PdfWriter, measurement: MeasurementSummary): void {
  writer.table(
    [
      { header: 'Waste', width: 129 },
      { header: 'Area (sq ft)', width: 129, align: 'right' },
      { header: 'Squares', width: 129, align: 'right' },
      { header: 'Shingle bundles', width: 129, align: 'right' },
    ],
    measurement.wasteTable.map((row) => [
      `${row.percent}%${row.suggested ? ' (suggested)' : ''}`,
      formatNumber(row.areaSqft),
      formatNumber(row.squares, 2),
      row.bundles > 0 ? String(row.bundles) : '— (no shingles)',
    ]),
    { highlight: (index) => measurement.wasteTable[index].suggested },
  );
}

/** The price lines, subtotal, discount and total. */
export function drawPricing(writer: PdfWriter, pricing: PricingSummary): void {
  const rows: string[][] = pricing.lines.map((line) => [
    `${line.label} — ${line.detail}`,
    formatCents(line.amountCents),
  ]);
  rows.push(['Subtotal', formatCents(pricing.subtotalCents)]);
  if (pricing.discountPercent)
    rows.push([`Discount (${pricing.discountPercent}%)`, `-${formatCents(pricing.discountCents)}`]);
  writer.table(
    [
      { header: 'Description', width: 396 },
      { header: 'Amount', width: 120, align: 'right' },
    ],
    rows,
    { boldRows: (index) => index >= pricing.lines.length },
  );
  writer.ensure(34);
  writer.page.drawRectangle({
    x: PAGE.margin,
    y: writer.y - 30,
    width: CONTENT_WIDTH,
    height: 30,
    color: COLORS.navy,
  });
  writer.drawAt('Total price', PAGE.margin + 10, writer.y - 20, {
    size: 12,
    bold: true,
    color: COLORS.white,
  });
  writer.drawAt(formatCents(pricing.totalCents), PAGE.width - PAGE.margin - 10, writer.y - 20, {
    size: 14,
    bold: true,
    color: COLORS.white,
    align: 'right',
  });
  writer.y -= 36;
}

/**
 * The payment schedule applied to the document's total: one row a payment with its share, when it
 * is due and its amount (the parts add up exactly to the total).
 */
export function drawPaymentSchedule(writer: PdfWriter, schedule: PaymentSchedule, totalCents: number): void {
  const payments = schedulePayments(schedule, totalCents);
  writer.table(
    [
      { header: 'Payment', width: 396 },
      { header: 'Amount', width: 120, align: 'right' },
    ],
    payments.map((payment) => [
      `${payment.label} (${payment.percent}%) — ${payment.due}`,
      formatCents(payment.amountCents),
    ]),
  );
}

/** A numbered list of paragraphs. */
export function drawNumbered(writer: PdfWriter, items: string[], size = 9): void {
  items.forEach((item, index) => {
    const label = `${index + 1}.`;
    const height = writer.measure(item, size, CONTENT_WIDTH - 18);
    writer.ensure(height + 4);
    const lineTop = writer.y;
    writer.drawAt(label, PAGE.margin, lineTop - size * 1.3, { size, bold: true, color: COLORS.navy });
    writer.text(item, { size, x: PAGE.margin + 18, width: CONTENT_WIDTH - 18 });
    writer.space(3);
  });
}

/** Footer lines of a document: company and reference, plus the starter-tier branding line. */
export function footerLines(document: ProposalDocument, label: string): string[] {
  const lines = [`${document.company.name} · ${label} ${document.reference}`];
  if (document.branding) lines.push(BRANDING_LINE);
  return lines;
}
