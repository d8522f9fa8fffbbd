import { choiceLines } from '@shared/documents/proposal-choice.js';
import { formatLongDate, formatSqft, formatSquares } from '@shared/kernel/format.js';
import { roofSquares } from '@shared/estimates/measurement/roof-area.js';
import { BRANDING_LINE, type ContractDocument } from '@shared/documents/proposal-document.js';
import { drawHeader, drawPaymentSchedule, drawPricing, drawTwoColumns } from './sections.js';
import { COLORS, CONTENT_WIDTH, PAGE, PdfWriter } from '../../platform/pdf/writer.js';

/**
 * Where the customer signs on the contract's last page (always a page of its own), so the signing
 * step can draw into the stored unsigned PDF without re-rendering it.
 */
export const SIGNATURE_LAYOUT = {
  box: { x: PAGE.margin, y: 540, width: 300, height: 90 },
  name: { x: PAGE.margin, y: 500 },
  date: { x: PAGE.margin + 330, y: 500 },
} as const;

/**
 * The contract PDF: parties, property, scope and price, schedule, acceptance record, clauses, and
 * the signature page.
 */
export async function renderContractPdf(contract: ContractDocument): Promise<Uint8Array> {
  const { proposal } = contract;
  const writer = await PdfWriter.create({
    title: `Roofing contract — ${proposal.propertyAddress}`,
    author: proposal.company.name,
    subject: `Contract ${contract.contractId} with ${proposal.customer.name}`,
    createdAt: new Date(contract.acceptedAt),
  });
  const logo = await writer.embedLogo(proposal.company.logo);
  drawHeader(writer, proposal.company, logo, 'Roofing Contract', [
    `Contract ${contract.contractId}`,
    `Proposal ${proposal.reference}`,
    `Date: ${formatLongDate(contract.acceptedAt)}`,
  ]);

  drawTwoColumns(
    writer,
    {
      title: 'Contractor',
      lines: [
        proposal.company.name,
        proposal.company.phone ?? '',
        proposal.company.email ?? '',
        proposal.company.address ?? '',
        proposal.company.licenseNumber ? `License ${proposal.company.licenseNumber}` : '',
      ].filter(Boolean),
    },
    {
      title: 'Customer',
      lines: [proposal.customer.name, proposal.customer.email ?? '', proposal.customer.phone ?? ''].filter(
        Boolean,
      ),
    },
  );
  writer.heading('Property', 20);
  writer.text(proposal.propertyAddress, { size: 11, bold: true });
  const { measurement } = proposal;
  writer.text(
    `Roof: ${formatSqft(measurement.adjustedAreaSqft)} ` +
      `(${formatSquares(roofSquares(measurement.adjustedAreaSqft))}), ` +
      `main pitch ${measurement.predominantPitch}/12, ${measurement.facets.length} facets.`,
    { size: 9, color: COLORS.muted },
  );

  if (proposal.choice) {
    writer.heading('Your selection', 60);
    choiceLines(proposal.choice).forEach((line) => writer.text(line, { size: 10 }));
  }
  writer.heading('Work and price', 120);
  drawPricing(writer, proposal.pricing);

  if (proposal.paymentSchedule) {
    writer.heading('Payment schedule', 90);
    drawPaymentSchedule(writer, proposal.paymentSchedule, proposal.pricing.totalCents);
  }

  writer.heading('Schedule', 20);
  writer.text(
    proposal.scheduledInstallDate
      ? `Planned installation date: ${formatLongDate(proposal.scheduledInstallDate)}. ` +
          'If the project schedule moves it, the date in the schedule applies and the customer is told.'
      : 'Installation date: set in the project schedule after signing. The contractor confirms it to the ' +
          'customer in writing, and the customer sees it on their project status page.',
    { size: 10 },
  );

  writer.heading('Acceptance of the proposal', 20);
  writer.text(
    `The customer accepted proposal ${proposal.reference} online on ${formatLongDate(contract.acceptedAt)}.` +
      (contract.acceptedNotes ? ` Customer notes: "${contract.acceptedNotes}"` : ''),
    { size: 10 },
  );

  writer.heading('Terms and conditions');
  contract.terms.forEach((term, index) => {
    writer.ensure(40);
    writer.text(`${index + 1}. ${term.heading}`, { size: 10, bold: true, color: COLORS.navy });
    writer.text(term.body, { size: 9 });
    writer.space(4);
  });

  drawSignaturePage(writer, contract);
  const footer = [`${proposal.company.name} · Contract ${contract.contractId}`];
  if (proposal.branding) footer.push(BRANDING_LINE);
  return writer.finish(footer);
}

function drawSignaturePage(writer: PdfWriter, contract: ContractDocument): void {
  const { proposal } = contract;
  writer.newPage();
  writer.heading('Signatures', 0);
  writer.text(
    `By signing below, ${proposal.customer.name} agrees to this contract with ${proposal.company.name} ` +
      `for the work at ${proposal.propertyAddress} at the total price of the price breakdown above, ` +
      'and agrees to sign it electronically.',
    { size: 10 },
  );
  writer.space(10);
  writer.text('Customer', { size: 11, bold: true, color: COLORS.navy });

  const { box, name, date } = SIGNATURE_LAYOUT;
  writer.page.drawRectangle({
    x: box.x,
    y: box.y,
    width: box.width,
    height: box.height,
    borderColor: COLORS.line,
    borderWidth: 0.75,
    borderDashArray: [3, 3],
  });
  writer.page.drawLine({
    start: { x: box.x, y: box.y },
    end: { x: box.x + box.width, y: box.y },
    thickness: 1,
    color: COLORS.navy,
  });
  writer.drawAt('Signature', box.x, box.y - 11, { size: 8, color: COLORS.muted });
  [
    { at: name, label: 'Printed name', width: 300 },
    { at: date, label: 'Date signed', width: CONTENT_WIDTH - 330 },
  ].forEach(({ at, label, width }) => {
    writer.page.drawLine({
      start: { x: at.x, y: at.y - 4 },
      end: { x: at.x + width, y: at.y - 4 },
      thickness: 0.75,
      color: COLORS.navy,
    });
    writer.drawAt(label, at.x, at.y - 15, { size: 8, color: COLORS.muted });
  });

  drawContractorSignature(writer, contract);
}

/** The contractor's block: signed for the company by the member who sent the proposal, when the contract was generated. */
function drawContractorSignature(writer: PdfWriter, contract: ContractDocument): void {
  const { proposal, contractorSignature: signer } = contract;
  const top = 430;
  writer.drawAt('Contractor', PAGE.margin, top, { size: 11, bold: true, color: COLORS.navy });
  writer.drawAt(signer.name, PAGE.margin + 6, top - 40, { size: 16, bold: true, color: COLORS.navy });
  writer.page.drawLine({
    start: { x: PAGE.margin, y: top - 46 },
    end: { x: PAGE.margin + 300, y: top - 46 },
    thickness: 1,
    color: COLORS.navy,
  });
  writer.drawAt('Signature (signed electronically)', PAGE.margin, top - 57, { size: 8, color: COLORS.muted });
  [
    { label: 'Name', value: signer.name },
    { label: 'Title', value: signer.title },
    { label: 'Date signed', value: formatLongDate(signer.signedAt) },
  ].forEach(({ label, value }, index) => {
    const y = top - 78 - index * 14;
    writer.drawAt(`${label}:`, PAGE.margin, y, { size: 9, bold: true });
    writer.drawAt(value, PAGE.margin + 70, y, { size: 9, maxWidth: CONTENT_WIDTH - 70 });
  });
  writer.y = top - 116;
  writer.text(
    `${signer.name} signed this contract for ${proposal.company.name} when it was issued, following the ` +
      `customer's online acceptance on ${formatLongDate(contract.acceptedAt)}. The signed copy carries a ` +
      'certificate page recording who signed for the customer, when, from where, and the fingerprint of this document.',
    { size: 8, color: COLORS.muted },
  );
}
