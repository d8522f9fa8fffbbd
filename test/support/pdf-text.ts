import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, type PDFRef } from 'pdf-lib';

// Reads back the text our renderers draw, without an external tool: pdf-lib writes each drawText
// with a standard font as a hex string shown by `Tj` in the (Flate-compressed) page content.

function contentStreams(document: PDFDocument, pageIndex: number): PDFRawStream[] {
  const page = document.getPage(pageIndex);
  const contents = page.node.Contents();
  const refs = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
  return refs
    .map((ref) => (ref instanceof PDFRawStream ? ref : document.context.lookup(ref as PDFRef)))
    .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream);
}

// WinAnsi differs from Latin-1 only in 0x80–0x9F (€, quotes, dashes, bullet, ellipsis…).
const WIN_ANSI_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

function decodeWinAnsi(bytes: Buffer): string {
  return [...bytes]
    .map((byte) => (byte >= 0x80 && byte <= 0x9f ? WIN_ANSI_HIGH[byte - 0x80] : String.fromCharCode(byte)))
    .join('');
}

/** The text runs of each page (one string per drawn run, WinAnsi decoded). */
export async function pdfTextByPage(bytes: Uint8Array): Promise<string[][]> {
  const document = await PDFDocument.load(bytes);
  return document.getPages().map((_, index) =>
    contentStreams(document, index).flatMap((stream) => {
      const source = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
      return [...source.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)].map((match) =>
        decodeWinAnsi(Buffer.from(match[1], 'hex')),
      );
    }),
  );
}

/** All text of a PDF joined with newlines. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  return (await pdfTextByPage(bytes)).map((runs) => runs.join('\n')).join('\n');
}
