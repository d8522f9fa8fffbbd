import { describe, expect, it } from 'vitest';
import {
  asciiFileName,
  contentDisposition,
  downloadFileName,
  streetOf,
} from '../../../shared/kernel/download-name.js';

describe('download file names', () => {
  it('names a proposal by its number, what it is and the street of the property', () => {
    expect(
      downloadFileName({
        reference: 'P-1002',
        what: 'Proposal',
        address: '4817 Ridgewood Dr, Carmel, IN 46032',
        extension: 'pdf',
      }),
    ).toBe('P-1002 Proposal – 4817 Ridgewood Dr.pdf');
    expect(downloadFileName({ what: 'Measurement report', address: null, extension: 'pdf' })).toBe(
      'Measurement report.pdf',
    );
    expect(streetOf('  12  Elm   St ,Carmel')).toBe('12 Elm St');
  });

  it('keeps characters that break headers or file systems out of the name', () => {
    const name = downloadFileName({
      what: 'Bid "final"\r\nSet-Cookie: x=1 / v2\\copy',
      address: '1 Main St',
      extension: 'pdf',
    });
    expect(name).toBe('Bid final Set-Cookie x=1 v2 copy – 1 Main St.pdf');
    expect(name).not.toMatch(/[\r\n"\\/]/);
    expect(downloadFileName({ what: 'x'.repeat(500), extension: 'pdf' })).toHaveLength(124);
    expect(downloadFileName({ what: '"/"', extension: 'pdf' })).toBe('document.pdf');
  });

  it('writes an ASCII filename and, for other characters, an RFC 6266 filename* in UTF-8', () => {
    expect(contentDisposition('roofing-contract.pdf')).toBe('attachment; filename="roofing-contract.pdf"');
    const header = contentDisposition('P-1002 Proposal – 4817 Ridgewood Dr.pdf');
    expect(header).toBe(
      'attachment; filename="P-1002 Proposal - 4817 Ridgewood Dr.pdf"; filename*=UTF-8\'\'P-1002%20Proposal%20%E2%80%93%204817%20Ridgewood%20Dr.pdf',
    );
    // A header value is plain printable ASCII whatever the name.
    expect(contentDisposition("Devis – Rue de l'Église (2).pdf")).toMatch(/^[\x20-\x7e]+$/);
    expect(asciiFileName('Rue de l’Église')).toBe('Rue de l_Eglise');
    expect(contentDisposition("Devis – Rue de l'Église (2).pdf")).toContain(
      "filename*=UTF-8''Devis%20%E2%80%93%20Rue%20de%20l%27%C3%89glise%20%282%29.pdf",
    );
  });
});
