// CSV as RFC 4180 says (CRLF, quotes doubled), with cells that a spreadsheet would run as a formula
// neutralised (OWASP CSV injection): a leading = + - @ tab or CR gets a leading apostrophe.

/** One cell value; null and undefined become empty cells. */
export type CsvCell = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell, neutralised and quoted when it must be. Plain numbers are kept as numbers. */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A whole CSV document from a header row and data rows. */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
