import { createHash } from 'node:crypto';
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { renderContractPdf, SIGNATURE_LAYOUT } from '../../../functions/documents/pdf/contract-pdf.js';
import { renderProposalPdf } from '../../../functions/documents/pdf/proposal-pdf.js';
import { renderMeasurementReportPdf } from '../../../functions/documents/pdf/report-pdf.js';
import { renderSignedContractPdf } from '../../../functions/documents/pdf/signed-contract-pdf.js';
import { Fonts, wrapText } from '../../../functions/platform/pdf/writer.js';
import { BRANDING_LINE } from '../../../shared/documents/proposal-document.js';
import { signaturePng } from '../../support/png.js';
import { pdfText, pdfTextByPage } from '../../support/pdf-text.js';
import { contractFixture, proposalFixture } from '../../support/proposal-fixture.js';

describe('proposal PDF', () => {
  it('reopens with two pages carrying the company, customer, measurement, price, validity, terms and acceptance block', async () => {
    const bytes = await renderProposalPdf(proposalFixture());
    const document = await PDFDocument.load(bytes);
    expect(document.getPageCount()).toBe(2);
    expect(document.getTitle()).toBe('Roofing proposal — 1600 Amphitheatre Parkway, Mountain View, CA 94043');
    const text = await pdfText(bytes);
    for (const expected of [
      'Summit Peak Roofing',
      'ROOFING PROPOSAL',
      'Alex Homeowner',
      'Roof measurement',
      '6/12',
      '2,702', // the adjusted area drives the waste ladder too (was the planes-found 2,632)
      '15% (suggested)',
      'Discount (5%)',
      '$23,372.49',
      'This proposal is valid until December 21, 2026.',
      'Customer signature',
      BRANDING_LINE,
      'Page 2 of 2',
    ]) {
      expect(text, expected).toContain(expected);
    }
  });

  it('labels every facet of the roof diagram on the first page', async () => {
    const [first] = await pdfTextByPage(await renderProposalPdf(proposalFixture()));
    for (const index of ['1', '2', '3', '4', '5', '6', '7']) expect(first).toContain(index);
    expect(first).toContain('8/12');
    expect(first).toContain('N');
  });

  it('leaves the branding line off for paying tiers and renders without a logo', async () => {
    const fixture = proposalFixture();
    const bytes = await renderProposalPdf({
      ...fixture,
      branding: false,
      company: { ...fixture.company, tier: 'pro', logo: null },
    });
    expect(await pdfText(bytes)).not.toContain(BRANDING_LINE);
  });

  it('replaces characters Helvetica cannot encode instead of failing', async () => {
    const fixture = proposalFixture();
    const bytes = await renderProposalPdf({
      ...fixture,
      customer: { ...fixture.customer, name: 'Zoë 王 Ångström ✓' },
    });
    expect(await pdfText(bytes)).toContain('Zoë ? Ångström x');
  });
});

describe('measurement report PDF', () => {
  it('has the facet, pitch, waste, edge and material tables over three pages', async () => {
    const bytes = await renderMeasurementReportPdf(proposalFixture());
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(3);
    const text = await pdfText(bytes);
    for (const expected of [
      'MEASUREMENT REPORT',
      'Facets',
      'Edge lengths (estimated)',
      'Materials',
      'Quality notes',
      'Accuracy rating',
    ])
      expect(text).toContain(expected);
  });
});

describe('contract and signed contract PDFs', () => {
  it('ends the contract with a signature page of its own', async () => {
    const bytes = await renderContractPdf(contractFixture());
    const pages = await pdfTextByPage(bytes);
    expect(pages.length).toBe(3);
    expect(pages[2]).toContain('Signatures');
    expect(pages[2]).toContain('Printed name');
    expect(pages.flat()).toContain('7. Right to cancel');
  });

  it('the signed copy keeps every page, draws the signature, name and date, and adds the certificate page', async () => {
    const unsigned = await renderContractPdf(contractFixture());
    const sha = createHash('sha256').update(unsigned).digest('hex');
    const {
      pdf: signed,
      signedSha256,
      signedBytes,
    } = await renderSignedContractPdf(unsigned, signaturePng(), {
      contractId: '01JDCONTRACT0000000000000',
      signerName: 'Alex Homeowner',
      signerEmail: 'alex@example.com',
      signedAt: '2026-11-23T10:00:00.000Z',
      clientAddress: '203.0.113.10',
      userAgent: 'Mozilla/5.0 (iPhone)',
      unsignedSha256: sha,
      linkIssuedAt: '2026-11-22T16:00:00.000Z',
    });
    const document = await PDFDocument.load(signed);
    expect(document.getPageCount()).toBe(4);
    // The certificate is an incremental update: the signed contract is a prefix of the file, and its digest is printed.
    const asSigned = signed.subarray(0, signedBytes);
    expect(createHash('sha256').update(asSigned).digest('hex')).toBe(signedSha256);
    expect((await PDFDocument.load(asSigned)).getPageCount()).toBe(3);
    const pages = await pdfTextByPage(signed);
    expect(pages[2]).toContain('Alex Homeowner');
    expect(pages[2]).toContain('November 23, 2026');
    expect(pages[3]).toContain('Certificate of electronic signature');
    for (const value of [
      '203.0.113.10',
      'Mozilla/5.0 (iPhone)',
      sha,
      signedSha256,
      `the first ${signedBytes} bytes of this file`,
      'November 23, 2026, 10:00:00 UTC',
      'alex@example.com',
    ])
      // Lines joined by spaces: where the certificate's long lines wrap depends on the file's size.
      expect(pages[3].join(' ')).toContain(value);
    // The signature image is drawn on the signature page, which had no image before.
    const images = (pdf: PDFDocument) =>
      pdf.getPage(2).node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict)?.keys().length ?? 0;
    expect(images(await PDFDocument.load(unsigned))).toBe(0);
    expect(images(document)).toBe(1);
    expect(SIGNATURE_LAYOUT.box.y + SIGNATURE_LAYOUT.box.height).toBeLessThan(700);
  });
});

describe('text layout', () => {
  it('wraps on spaces and splits words longer than the line', async () => {
    const document = await PDFDocument.create();
    const { StandardFonts } = await import('pdf-lib');
    const font = await document.embedFont(StandardFonts.Helvetica);
    const input = 'short words here and a 0123456789012345678901234567890123456789 long one';
    const lines = wrapText(input, font, 10, 80);
    expect(lines.length).toBeGreaterThan(3);
    expect(lines.every((line) => font.widthOfTextAtSize(line, 10) <= 80)).toBe(true);
    expect(lines.join('').replace(/ /g, '')).toBe(input.replace(/ /g, ''));
    const fonts = new Fonts(font, font);
    expect(fonts.safe('a→b ≤ 5 ✓ 😀')).toBe('a->b <= 5 x ?');
  });
});
