import { PDFDocument } from 'pdf-lib';
import { formatLongDate, formatMoney, formatNumber, formatPercent } from '@shared/kernel/format.js';
import type { ProposalDocument } from '@shared/documents/proposal-document.js';
import type { PricedSupplementLine } from '@shared/insurance/supplement.js';
import {
  renderMeasurementReportPdf,
  drawRoofDiagram,
  drawHeader,
  drawFacetTable,
} from '../../documents/index.js';
import { COLORS, CONTENT_WIDTH, PAGE, PdfWriter } from '../../platform/pdf/writer.js';

/** What a supplement request shows: the claim, the compared scope, the kept lines and the measured roof. */
export interface SupplementDocument {
  /** The linked estimate as documents show it (company, insured, property, measurement). */
  estimate: ProposalDocument;
  reference: string;
  preparedAt: string;
  claim: {
    carrier: string;
    claimNumber: string | null;
    policyNumber: string | null;
    dateOfLoss: string | null;
    adjusterName: string | null;
    adjusterEmail: string | null;
  };
  scopeDate: string | null;
  scopeLineCount: number;
  scopeTotal: number;
  lines: PricedSupplementLine[];
  notes: string | null;
}

const quantity = (value: number) => formatNumber(value, Number.isInteger(value) ? 0 : 2);
const STATUS = { missing: 'Not in scope', under_scoped: 'Under-scoped' } as const;

/** Cover letter: who, which claim, what was compared, and the note that we document only. */
function drawCoverLetter(writer: PdfWriter, document: SupplementDocument): void {
  const { estimate, claim } = document;
  writer.text(formatLongDate(document.preparedAt), { size: 10 });
  writer.space(6);
  writer.text('To', { size: 9, bold: true, color: COLORS.muted });
  [claim.adjusterName ? `${claim.adjusterName}, adjuster` : 'Claims department', claim.carrier]
    .concat(claim.adjusterEmail ? [claim.adjusterEmail] : [])
    .forEach((line) => writer.text(line, { size: 10 }));
  writer.space(6);
  writer.text(`Re: supplement request for ${estimate.propertyAddress}`, { size: 11, bold: true });
  const facts = [
    `Insured: ${estimate.customer.name || '—'}`,
    `Claim number: ${claim.claimNumber ?? '—'}`,
    `Policy number: ${claim.policyNumber ?? '—'}`,
    `Date of loss: ${claim.dateOfLoss ? formatLongDate(claim.dateOfLoss) : '—'}`,
    // In full here: the header's narrow column would cut a long reference short.
    `Our reference: ${document.reference}`,
  ];
  facts.forEach((line) => writer.text(line, { size: 9.5 }));
  writer.space(8);
  const scope = document.scopeDate
    ? `the carrier scope dated ${formatLongDate(document.scopeDate)}`
    : 'the carrier scope';
  const kept = document.lines.length;
  [
    `We compared ${scope} (${document.scopeLineCount} line${document.scopeLineCount === 1 ? '' : 's'}, ` +
      `${formatMoney(document.scopeTotal)} before overhead and profit) with the measurement of the roof at ` +
      `${estimate.propertyAddress}.`,
    `${kept} item${kept === 1 ? ' is' : 's are'} absent from the scope or listed at a lower quantity than measured. ` +
      'Each is listed on the next page with the measured quantity, the quantity in the scope, the difference ' +
      'and how it was measured. The roof diagram and the full measurement report are attached.',
    'We ask that the scope be reviewed against these measurements.',
  ].forEach((paragraph) => {
    writer.text(paragraph, { size: 10, lineGap: 2 });
    writer.space(6);
  });
  if (document.notes) {
    writer.text('Notes from the contractor', { size: 9, bold: true, color: COLORS.muted });
    writer.text(document.notes, { size: 10, lineGap: 2 });
    writer.space(6);
  }
  writer.space(4);
  writer.text(estimate.company.name, { size: 10, bold: true });
  [estimate.company.phone, estimate.company.email]
    .filter((value): value is string => Boolean(value))
    .forEach((line) => writer.text(line, { size: 9.5 }));
  writer.space(14);
}

/** The kept lines: quantities, difference and amount, then the evidence of each. */
function drawLines(writer: PdfWriter, document: SupplementDocument): void {
  writer.newPage();
  writer.heading('Items missing or under-scoped');
  writer.table(
    [
      { header: 'Item', width: 132 },
      { header: 'Status', width: 66 },
      { header: 'Measured', width: 54, align: 'right' },
      { header: 'In scope', width: 52, align: 'right' },
      { header: 'Difference', width: 58, align: 'right' },
      { header: 'Unit', width: 30 },
      { header: 'Unit price', width: 58, align: 'right' },
      { header: 'Amount', width: 66, align: 'right' },
    ],
    document.lines.map((line) => [
      line.item,
      STATUS[line.status],
      quantity(line.measured),
      quantity(line.carrier),
      quantity(line.difference),
      line.unit,
      line.unitPrice === null ? '—' : formatNumber(line.unitPrice, 2),
      line.amount === null ? '—' : formatMoney(line.amount),
    ]),
    { size: 8.5 },
  );
  const priced = document.lines.filter((line) => line.amount !== null);
  const total = priced.reduce((sum, line) => sum + (line.amount ?? 0), 0);
  writer.space(6);
  writer.text(`Total of the priced differences: ${formatMoney(total)}`, {
    size: 10,
    bold: true,
    align: 'right',
  });
  if (priced.length < document.lines.length)
    writer.text('Lines without a unit price are listed by quantity only.', {
      size: 8,
      color: COLORS.muted,
      align: 'right',
    });
  writer.heading('How each quantity was measured');
  writer.table(
    [
      { header: 'Item', width: 180 },
      { header: 'Evidence', width: CONTENT_WIDTH - 180 },
    ],
    document.lines.map((line) => [line.item, line.evidence]),
    { size: 8.5 },
  );
  writer.space(6);
  writer.text(
    'Edge lengths are estimated from the facet layout of aerial imagery; areas and pitches are measured per facet. ' +
      `Accuracy rating of this measurement: ${formatPercent(document.estimate.measurement.accuracyRating)}.`,
    { size: 8, color: COLORS.muted },
  );
}

/** The roof diagram on its own page with the facet table. */
function drawDiagram(writer: PdfWriter, document: SupplementDocument): void {
  const { measurement } = document.estimate;
  writer.newPage();
  writer.heading('Roof diagram', 380);
  const height = 380;
  drawRoofDiagram(writer, measurement, {
    x: PAGE.margin,
    y: writer.y - height,
    width: CONTENT_WIDTH,
    height,
  });
  writer.y -= height + 6;
  writer.heading('Facets');
  drawFacetTable(writer, measurement, 8.5);
}

/**
 * The supplement request PDF: cover letter, line table with the evidence, roof diagram and facet
 * table, then the pages of the measurement report. Factual wording throughout.
 */
export async function renderSupplementPdf(document: SupplementDocument): Promise<Uint8Array> {
  const { estimate } = document;
  const writer = await PdfWriter.create({
    title: `Supplement request — ${estimate.propertyAddress}`,
    author: estimate.company.name,
    subject: `Supplement request, claim ${document.claim.claimNumber ?? 'without number'}`,
    createdAt: new Date(document.preparedAt),
  });
  const logo = await writer.embedLogo(estimate.company.logo);
  drawHeader(writer, estimate.company, logo, 'Supplement Request', [
    document.claim.carrier,
    `Claim ${document.claim.claimNumber ?? '—'}`,
  ]);
  drawCoverLetter(writer, document);
  drawLines(writer, document);
  drawDiagram(writer, document);
  const main = await writer.finish([
    `${estimate.company.name} · Supplement request · ${estimate.propertyAddress} · Ref. ${document.reference}`,
  ]);
  const merged = await PDFDocument.load(main);
  const report = await PDFDocument.load(await renderMeasurementReportPdf(estimate));
  for (const page of await merged.copyPages(report, report.getPageIndices())) merged.addPage(page);
  return merged.save();
}
