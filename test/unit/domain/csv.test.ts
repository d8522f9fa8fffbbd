import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvRow, neutraliseCell, parseCsv, quoteField, toCsv } from '../../../shared/kernel/csv.js';

// Random text with the characters CSV and spreadsheets care about mixed in often.
const tricky = fc
  .array(
    fc.oneof(
      fc.string({ unit: 'binary', maxLength: 8 }),
      fc.constantFrom(',', '"', '""', '\n', '\r\n', '\r', '=', '+', '-', '@', '\t', ' ', 'é', '€', '😀'),
    ),
    { maxLength: 8 },
  )
  .map((parts) => parts.join(''));

describe('CSV export (security catalogue 30)', () => {
  it('round-trips any text through RFC 4180 quoting; formula cells come back neutralised', () => {
    fc.assert(
      fc.property(fc.array(fc.array(tricky, { minLength: 1, maxLength: 6 }), { maxLength: 8 }), (rows) => {
        const header = ['a', 'b', 'c'];
        const parsed = parseCsv(toCsv(header, rows));
        expect(parsed[0]).toEqual(header);
        expect(parsed.slice(1)).toEqual(rows.map((row) => row.map(neutraliseCell)));
      }),
      { numRuns: 500 },
    );
  });

  it.each(['=cmd()', '+1+1', '-2', '@SUM(A1)', '\tx', '\rx'])(
    'neutralises %j with a leading quote',
    (cell) => {
      expect(neutraliseCell(cell)).toBe(`'${cell}`);
    },
  );

  it('leaves ordinary cells alone and quotes only what needs it', () => {
    expect(neutraliseCell('Avery')).toBe('Avery');
    expect(quoteField('plain')).toBe('plain');
    expect(quoteField('a,b')).toBe('"a,b"');
    expect(quoteField('say "hi"')).toBe('"say ""hi"""');
    expect(csvRow(['x', null, ['early_access', 'beta_tester'], true])).toBe(
      'x,,early_access; beta_tester,true\r\n',
    );
  });

  it('starts with a UTF-8 BOM so Excel reads accents', () => {
    expect(toCsv(['name'], [['Zoë']]).startsWith(CSV_BOM)).toBe(true);
    expect(new TextEncoder().encode(toCsv(['n'], [])).slice(0, 3)).toEqual(
      new Uint8Array([0xef, 0xbb, 0xbf]),
    );
  });
});
