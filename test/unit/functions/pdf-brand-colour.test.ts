import { decodePDFRawStream, PDFDocument, PDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { renderContractPdf } from '../../../functions/documents/pdf/contract-pdf.js';
import { renderProposalPdf } from '../../../functions/documents/pdf/proposal-pdf.js';
import { brandColourReadable, hexChannels } from '../../../shared/kernel/brand-colour.js';
import { termsOf } from '../../../shared/documents/proposal-document.js';
import { pdfText } from '../../support/pdf-text.js';
import { contractFixture, proposalFixture } from '../../support/proposal-fixture.js';

// Settings' company details in the PDFs (docs/product.md#documents): the license number beside the contact details,
// the brand colour on the title, rules and (when readable on white) the section headings.

/** Every content stream of the PDF, decoded, as one string of drawing operators. */
async function operators(bytes: Uint8Array): Promise<string> {
  const document = await PDFDocument.load(bytes);
  return document.context
    .enumerateIndirectObjects()
    .map(([, object]) => object)
    .filter((object): object is PDFRawStream => object instanceof PDFRawStream)
    .map((stream) => {
      try {
        return new TextDecoder('latin1').decode(decodePDFRawStream(stream).decode());
      } catch {
        return '';
      }
    })
    .join('\n');
}

/** The `r g b rg` fill operator pdf-lib writes for a `#rrggbb` colour. */
const fill = (hex: string) => `${hexChannels(hex)!.join(' ')} rg`;

describe('brand colour and license number on documents', () => {
  it('tints the proposal headings with a readable brand colour and prints the license', async () => {
    const proposal = proposalFixture();
    const bytes = await renderProposalPdf({
      ...proposal,
      company: { ...proposal.company, licenseNumber: 'IN-RC-2291', brandColour: '#1d4ed8' },
    });
    expect(await pdfText(bytes)).toContain('License IN-RC-2291');
    const drawn = await operators(bytes);
    expect(drawn).toContain(fill('#1d4ed8'));
    // Our orange is gone from the rules once the brand colour replaces it.
    expect(drawn).not.toContain(fill('#f97316'));
  });

  it('keeps our colours without a brand colour, and the contract lists the license under the contractor', async () => {
    const plain = await operators(await renderProposalPdf(proposalFixture()));
    expect(plain).toContain(fill('#f97316'));
    const contract = contractFixture();
    const bytes = await renderContractPdf({
      ...contract,
      proposal: {
        ...contract.proposal,
        company: { ...contract.proposal.company, licenseNumber: 'IN-RC-2291', brandColour: null },
      },
    });
    expect((await pdfText(bytes)).match(/License IN-RC-2291/g)?.length).toBeGreaterThanOrEqual(2);
  });

  it('takes text colour only when it reads on white (3:1)', () => {
    expect(brandColourReadable('#1d4ed8')).toBe(true);
    expect(brandColourReadable('#fde047')).toBe(false);
    expect(brandColourReadable('not-a-colour')).toBe(false);
    expect(hexChannels('#ff0000')).toEqual([1, 0, 0]);
  });

  it('turns default terms text into one term per non-empty line', () => {
    expect(termsOf('  Net 30.\n\n Warranty two years. \r\n')).toEqual(['Net 30.', 'Warranty two years.']);
    expect(termsOf('   \n ')).toBeNull();
    expect(termsOf(null)).toBeNull();
  });
});
