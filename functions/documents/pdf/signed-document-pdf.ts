import { formatUtcTimestamp } from '@shared/kernel/format.js';
import type { SignatureCertificate } from '@shared/documents/proposal-document.js';
import { appendCertificate, type SignedPdf } from './signed-contract-pdf.js';
import { COLORS, PdfWriter } from '../../platform/pdf/writer.js';

/**
 * Any signed PDF of the library (docs/product.md#documents): the original pages unchanged but for one line at the foot
 * of each naming the signer, plus the same certificate page as a signed contract (the drawn
 * signature sits on the certificate: an arbitrary PDF has no signature box we know of).
 */
export async function renderSignedDocumentPdf(
  original: Uint8Array,
  signaturePng: Uint8Array,
  certificate: SignatureCertificate,
  title: string,
): Promise<SignedPdf> {
  const writer = await PdfWriter.edit(original, new Date(certificate.signedAt));
  const stamp = `Signed electronically by ${certificate.signerName} on ${formatUtcTimestamp(certificate.signedAt)} — see the certificate page`;
  for (const page of writer.doc.getPages()) {
    writer.drawAt(stamp, 24, 10, { page, size: 7, color: COLORS.green, maxWidth: page.getWidth() - 48 });
  }
  return appendCertificate(await writer.doc.save({ useObjectStreams: false }), signaturePng, certificate, {
    noun: 'document',
    document: `${title} (${certificate.contractId})`,
    footer: title,
  });
}
