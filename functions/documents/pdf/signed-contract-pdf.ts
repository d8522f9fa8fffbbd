import { formatLongDate, formatUtcTimestamp } from '@shared/kernel/format.js';
import type { SignatureCertificate } from '@shared/documents/proposal-document.js';
import { SIGNATURE_LAYOUT } from './contract-pdf.js';
import type { PDFImage } from 'pdf-lib';
import { saveIncrement } from '../../platform/pdf/incremental-update.js';
import { COLORS, CONTENT_WIDTH, PAGE, PdfWriter } from '../../platform/pdf/writer.js';
import { sha256Hex } from '../../platform/digest.js';

/** A signed PDF and the digest printed on its certificate: of its first `signedBytes` bytes. */
export interface SignedPdf {
  pdf: Uint8Array;
  /** Hex SHA-256 of the signed document: the PDF as signed, before the certificate was appended. */
  signedSha256: string;
  /** The length of that document, a byte-for-byte prefix of `pdf`. */
  signedBytes: number;
}

/**
 * The signed contract: the stored unsigned PDF, unchanged except for the drawn signature, printed
 * name and date in the signature block of its last page, plus a certificate page recording the
 * signer, time, client address, user agent and the SHA-256 of both the unsigned and signed document.
 */
export async function renderSignedContractPdf(
  unsigned: Uint8Array,
  signaturePng: Uint8Array,
  certificate: SignatureCertificate,
): Promise<SignedPdf> {
  const signedAt = new Date(certificate.signedAt);
  const writer = await PdfWriter.edit(unsigned, signedAt);
  const signaturePage = writer.page;
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

  return appendCertificate(await writer.doc.save({ useObjectStreams: false }), signaturePng, certificate, {
    noun: 'contract',
    document: `Roofing contract ${certificate.contractId}`,
    footer: `Contract ${certificate.contractId}`,
  });
}

/**
 * Appends the certificate page to a signed document as an incremental update, so the document stays
 * a byte-for-byte prefix of the file and the SHA-256 printed on the certificate can be checked against
 * the file itself (docs/decisions.md, "The signed PDF's fingerprint"). `signed` must have a classic
 * cross-reference table (`useObjectStreams: false`).
 */
export async function appendCertificate(
  signed: Uint8Array,
  signaturePng: Uint8Array,
  certificate: SignatureCertificate,
  label: CertificateLabel,
): Promise<SignedPdf> {
  const signedSha256 = sha256Hex(signed);
  const writer = await PdfWriter.edit(signed, new Date(certificate.signedAt));
  writer.newPage();
  const signature = await writer.doc.embedPng(signaturePng);
  drawCertificatePage(writer, signature, certificate, label, { sha256: signedSha256, bytes: signed.length });
  return { pdf: await saveIncrement(signed, writer.doc), signedSha256, signedBytes: signed.length };
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
  signedDocument: { sha256: string; bytes: number },
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
    [
      'SHA-256 of the signed document',
      `${signedDocument.sha256} (the first ${signedDocument.bytes} bytes of this file: the document as signed, before this page was appended)`,
    ],
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
    `The first SHA-256 fingerprint identifies the exact unsigned ${label.noun} the signer reviewed, the second ` +
      `the ${label.noun} as signed: any change to either gives a different fingerprint. The signer typed their name, drew the signature above ` +
      'and confirmed their agreement to sign electronically.',
    { size: 8.5, color: COLORS.muted },
  );
  writer.drawAt(`Certificate of electronic signature · ${label.footer}`, PAGE.margin, PAGE.margin - 6, {
    size: 7.5,
    color: COLORS.muted,
  });
}
