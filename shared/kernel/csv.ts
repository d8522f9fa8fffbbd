/** UTF-8 byte order mark: Excel reads the file as UTF-8 only when it starts with one. */
export const CSV_BOM = '\uFEFF';

// A spreadsheet runs a cell that starts with one of these as a formula (OWASP CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;

/** Prefixes a cell a spreadsheet would run as a formula with `'`, so it shows as text. */
export function neutraliseCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** One field quoted per RFC 4180: in double quotes (inner quotes doubled) when it holds `,` `"` CR or LF. */
export function quoteField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** One cell value of a figure or order table; null and undefined become empty cells. */
export type CsvCell = string | number | boolean | null | undefined;

/** A CSV cell from any stored value: null and undefined are empty, lists are joined with `; `. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(cellText).join('; ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** One CSV record (CRLF line end): text cells neutralised then quoted; numbers stay numbers (-2 is no formula). */
export function csvRow(cells: readonly unknown[]): string {
  const field = (cell: unknown) =>
    typeof cell === 'number' || typeof cell === 'boolean' ? String(cell) : neutraliseCell(cellText(cell));
  return `${cells.map((cell) => quoteField(field(cell))).join(',')}\r\n`;
}

/** A whole CSV document: BOM, header row, then one row per record. */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return CSV_BOM + csvRow(header) + rows.map(csvRow).join('');
}

/** Parses RFC 4180 text (an optional BOM, quoted fields, CRLF or LF ends) into rows of cells. */
export function parseCsv(text: string): string[][] {
  const source = text.startsWith(CSV_BOM) ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index];
    if (quoted) {
      if (char === '"' && source[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || (char === '\r' && source[index + 1] === '\n')) {
      if (char === '\r') index += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}
