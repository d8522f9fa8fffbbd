import { formatLongDate, formatUtcTimestamp } from '@shared/kernel/format.js';
import type { SignatureCertificate } from '@shared/documents/proposal-document.js';
import { SIGNATURE_LAYOUT } from './contract-pdf.js';
import type { PDFImage } from 'pdf-lib';
import { COLORS, CONTENT_WIDTH, PAGE, PdfWriter } from '../../platform/pdf/writer.js';

/**
 * The signed contract: the stored unsigned PDF, unchanged except for the drawn signature, printed
 * name and date in the signature block of its last page, plus a certificate page recording the
 * signer, time, client address, user agent and the SHA-256 of the unsigned document.
 */
export async function renderSignedContractPdf(
  unsigned: Uint8Array,
  signaturePng: Uint8Array,
  certificate: SignatureCertificate,
): Promise<Uint8Array> {
  const signedAt = new Date(certificate.signedAt);
  const writer = await PdfWriter.open(unsigned, signedAt);
  const certificatePage = writer.page;
  const pages = writer.doc.getPages();
  const signaturePage = pages[pages.length - 2];
  const signature = await writer.doc.embedPng(signaturePng);

  const { box, name, date } = SIGNATURE_LAYOUT;
  const pad = 6;
  const scale = Math.min((box.width - 2 * pad) / signature.width, (box.height - 2 * pad) / signature.height);
  const width = signature.width * scale;
  const height = signature.height * scale;
  signaturePage.drawImage(signature, {
    x: box.x + pad,
    y: box.y + pad + (box.height - 2 * pad - height) / 2,
    width,
    height,
  });
  writer.drawAt(certificate.signerName, name.x, name.y, {
    page: signaturePage,
    size: 11,
    bold: true,
    maxWidth: 300,
  });
  writer.drawAt(formatLongDate(certificate.signedAt), date.x, date.y, {
    page: signaturePage,
    size: 11,
    bold: true,
  });
  writer.drawAt(
    `Signed electronically on ${formatUtcTimestamp(certificate.signedAt)} — see the certificate page`,
    box.x + 44,
    box.y - 11,
    {
      page: signaturePage,
      size: 7.5,
      color: COLORS.green,
    },
  );

  writer.page = certificatePage;
  drawCertificatePage(writer, signature, certificate, {
    noun: 'contract',
    document: `Roofing contract ${certificate.contractId}`,
    footer: `Contract ${certificate.contractId}`,
  });
  return writer.doc.save();
}

/** How the certificate names what was signed: a noun for its sentences, the document row, the footer. */
export interface CertificateLabel {
  noun: string;
  document: string;
  footer: string;
}

/** Draws the certificate of electronic signature on the writer's current (blank, last) page. */
export function drawCertificatePage(
  writer: PdfWriter,
  signature: PDFImage,
  certificate: SignatureCertificate,
  label: CertificateLabel,
): void {
  writer.heading('Certificate of electronic signature', 0);
  writer.text(
    `This page records how the ${label.noun} above was signed. It was added by Ridgeline when the signer completed signing.`,
    { size: 9, color: COLORS.muted },
  );
  writer.space(8);
  const rows: [string, string][] = [
    ['Document', label.document],
    ['Signer', certificate.signerName],
    ['Signer email', certificate.signerEmail ?? 'not recorded'],
    ['Signed at', `${formatUtcTimestamp(certificate.signedAt)}`],
    ['Signing link issued', formatUtcTimestamp(certificate.linkIssuedAt)],
    ...(certificate.inPersonIssuedBy
      ? ([['Signed in person', `Yes: on a link ${certificate.inPersonIssuedBy} opened for the signer`]] as [
          string,
          string,
        ][])
      : []),
    ['Client address', certificate.clientAddress],
    ['User agent', certificate.userAgent || 'not sent'],
    ['SHA-256 of the unsigned document', certificate.unsignedSha256],
  ];
  const labelWidth = 170;
  for (const [label, value] of rows) {
    const valueHeight = writer.measure(value, 9.5, CONTENT_WIDTH - labelWidth, label === 'Signer');
    writer.ensure(valueHeight + 10);
    const top = writer.y;
    writer.drawAt(label, PAGE.margin, top - 12, { size: 9, bold: true, color: COLORS.muted });
    writer.text(value, {
      size: 9.5,
      x: PAGE.margin + labelWidth,
      width: CONTENT_WIDTH - labelWidth,
      bold: label === 'Signer',
    });
    writer.y = Math.min(writer.y, top - 14) - 6;
    writer.page.drawLine({
      start: { x: PAGE.margin, y: writer.y + 2 },
      end: { x: PAGE.width - PAGE.margin, y: writer.y + 2 },
      thickness: 0.4,
      color: COLORS.line,
    });
  }

  writer.space(14);
  writer.text('Signature as drawn', { size: 9, bold: true, color: COLORS.muted });
  const copyHeight = 70;
  const copyScale = Math.min(220 / signature.width, copyHeight / signature.height);
  writer.y -= signature.height * copyScale + 6;
  writer.page.drawImage(signature, {
    x: PAGE.margin,
    y: writer.y,
    width: signature.width * copyScale,
    height: signature.height * copyScale,
  });
  writer.space(16);
  writer.text(
    `The SHA-256 fingerprint identifies the exact unsigned ${label.noun} the signer reviewed: any change to ` +
      'that document gives a different fingerprint. The signer typed their name, drew the signature above ' +
      'and confirmed their agreement to sign electronically.',
    { size: 8.5, color: COLORS.muted },
  );
  writer.drawAt(`Certificate of electronic signature · ${label.footer}`, PAGE.margin, PAGE.margin - 6, {
    size: 7.5,
    color: COLORS.muted,
  });
}
