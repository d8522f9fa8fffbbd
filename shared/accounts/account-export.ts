/**
 * The whole-account export (Settings → Data, docs/product.md#accounts): which stored records go into which file of
 * the archive, as JSON and as RFC 4180 CSV with formula-like cells neutralised (security item 30).
 */

import { groupCustomers, type CustomerSource } from './customers.js';
import { centsAsDollars } from '../kernel/format.js';

/** A stored record of the account, as the export reads it (keys removed). */
export type ExportRecord = Record<string, unknown> & { type?: string };

/** The record types each export file holds (by the item's `type` tag). */
export const EXPORT_SECTIONS = {
  estimates: ['estimate'],
  proposals: ['proposal'],
  projects: ['project'],
  documents: ['document', 'contract', 'uploaded-document'],
  communications: ['communication'],
} as const;
export type ExportSection = keyof typeof EXPORT_SECTIONS;

/** Fields never exported: internal tags and secrets' hashes (a link token's hash opens nothing, but stays ours). */
const NOT_EXPORTED = new Set(['type', 'tokenHash', 'eventIds', 'statusRank']);

/** A cell a spreadsheet would run as a formula gets a leading quote. */
function neutralise(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** One CSV cell: text quoted when it holds a comma, quote or line break (RFC 4180). */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = neutralise(
    Array.isArray(value)
      ? value.join('; ')
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value),
  );
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows as CSV with a header of the given columns (CRLF line ends, as RFC 4180 says). */
export function toCsv(rows: readonly Record<string, unknown>[], columns: readonly string[]): string {
  return [
    columns.map(csvCell).join(','),
    ...rows.map((row) => columns.map((name) => csvCell(row[name])).join(',')),
  ]
    .map((line) => `${line}\r\n`)
    .join('');
}

/**
 * The columns of a section's CSV: every field that any of its records has as a scalar or a list of
 * scalars (recipients…), in first-seen order; nested objects stay in the JSON file.
 */
export function csvColumns(rows: readonly Record<string, unknown>[]): string[] {
  const names = new Set<string>();
  for (const row of rows)
    for (const [name, value] of Object.entries(row))
      if (
        value === null ||
        typeof value !== 'object' ||
        (Array.isArray(value) && value.every((item) => item === null || typeof item !== 'object'))
      )
        names.add(name);
  return [...names];
}

/** Customers derived from the estimates, the way the Customers screen groups them. */
export function exportCustomers(estimates: readonly ExportRecord[]) {
  const sources: CustomerSource[] = estimates.map((estimate) => ({
    id: String(estimate.estimateId ?? ''),
    address: String(estimate.address ?? ''),
    customer_first_name: (estimate.customerFirstName as string | null) ?? null,
    customer_last_name: String(estimate.customerLastName ?? ''),
    final_price: typeof estimate.finalCents === 'number' ? centsAsDollars(estimate.finalCents) : null,
    created_at: String(estimate.createdAt ?? ''),
  }));
  return groupCustomers(sources).map(({ latest_estimate, ...customer }) => ({
    ...customer,
    latest_estimate_id: latest_estimate.id,
  }));
}

/** Every file of the archive (name → text) from the account's records. */
export function exportFiles(records: readonly ExportRecord[], exportedAt: string): Record<string, string> {
  const files: Record<string, string> = {};
  const counts: Record<string, number> = {};
  const sections = Object.entries(EXPORT_SECTIONS) as [ExportSection, readonly string[]][];
  const bySection = Object.fromEntries(
    sections.map(([section, types]) => [section, records.filter((r) => types.includes(String(r.type)))]),
  ) as Record<ExportSection, ExportRecord[]>;
  const all: Record<string, ExportRecord[] | ReturnType<typeof exportCustomers>> = {
    ...bySection,
    customers: exportCustomers(bySection.estimates),
  };
  for (const [name, rows] of Object.entries(all)) {
    const plain = rows.map((row) =>
      Object.fromEntries(Object.entries(row).filter(([key]) => !NOT_EXPORTED.has(key))),
    );
    files[`${name}.json`] = JSON.stringify(plain, null, 2);
    files[`${name}.csv`] = toCsv(plain, csvColumns(plain));
    counts[name] = plain.length;
  }
  files['manifest.json'] = JSON.stringify({ exported_at: exportedAt, counts }, null, 2);
  return files;
}
