/**
 * The whole-account export (Settings → Data, docs/product.md#accounts): which stored records go into which file of
 * the archive, as JSON and as RFC 4180 CSV with formula-like cells neutralised (security item 30).
 */

import { customerKey, groupCustomers, type CustomerSource } from './customers.js';
import { capitalize, centsAsDollars } from '../kernel/format.js';

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

/**
 * Fields the JSON keeps but a person reading the CSV has no use for: storage bookkeeping (the search
 * index text, the account id every row shares, the write version, expiry) and grouping keys.
 */
const NOT_IN_CSV = new Set(['searchText', 'accountId', 'version', 'ttl', 'customerKey', 'statusRank']);

/** A stored field in cents: shown in the CSV in dollars instead. */
const CENTS_FIELD = /^(.*?)_?[cC]ents$/;
/** Fields already in dollars (the customers' totals), headed with the currency too. */
const DOLLAR_FIELDS = new Set(['total_value']);

/** A column heading a person reads: `customerFirstName` → "Customer first name", `estimateId` → "Estimate ID". */
export function csvHeading(field: string): string {
  const cents = CENTS_FIELD.exec(field);
  const words = (cents ? cents[1] || 'amount' : field)
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .trim()
    .toLowerCase()
    .split(/\s+/)
    .map((word) => (word === 'id' ? 'ID' : word === 'url' ? 'URL' : word));
  const text = words.join(' ');
  const dollars = cents || DOLLAR_FIELDS.has(field);
  return `${capitalize(text)}${dollars ? ' ($)' : ''}`;
}

/**
 * A section's rows as a person reads them in a spreadsheet: bookkeeping fields dropped, amounts in
 * cents shown in dollars, every column headed in words (the JSON file keeps the stored fields).
 */
export function readableCsv(
  rows: readonly Record<string, unknown>[],
  hidden: readonly string[] = [],
): string {
  const columns = csvColumns(rows).filter((name) => !NOT_IN_CSV.has(name) && !hidden.includes(name));
  const headings = columns.map(csvHeading);
  const readable = rows.map((row) =>
    Object.fromEntries(
      columns.map((name, index) => {
        const value = row[name];
        return [
          headings[index],
          CENTS_FIELD.test(name) && typeof value === 'number' ? centsAsDollars(value) : value,
        ];
      }),
    ),
  );
  return toCsv(readable, headings);
}

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

/**
 * Customers derived from the estimates, the way the Customers screen groups them, with the email and
 * phone of their newest estimate that has one.
 */
export function exportCustomers(estimates: readonly ExportRecord[]) {
  const sources: CustomerSource[] = estimates.map((estimate) => ({
    id: String(estimate.estimateId ?? ''),
    address: String(estimate.address ?? ''),
    customer_first_name: (estimate.customerFirstName as string | null) ?? null,
    customer_last_name: String(estimate.customerLastName ?? ''),
    final_price: typeof estimate.finalCents === 'number' ? centsAsDollars(estimate.finalCents) : null,
    created_at: String(estimate.createdAt ?? ''),
  }));
  // Oldest first, so a newer estimate's email or phone replaces an older one's, and a blank never does.
  const contact = new Map<string, { email: string | null; phone: string | null }>();
  const oldestFirst = sources
    .map((source, index) => ({ source, estimate: estimates[index] }))
    .sort((a, b) => a.source.created_at.localeCompare(b.source.created_at));
  for (const { source, estimate } of oldestFirst) {
    const key = customerKey(source);
    const known = contact.get(key);
    contact.set(key, {
      email: (estimate.customerEmail as string | null | undefined) || (known?.email ?? null),
      phone: (estimate.customerPhone as string | null | undefined) || (known?.phone ?? null),
    });
  }
  return groupCustomers(sources).map(({ latest_estimate, ...customer }) => ({
    id: customer.id,
    first_name: customer.first_name,
    last_name: customer.last_name,
    email: contact.get(customer.id)?.email ?? null,
    phone: contact.get(customer.id)?.phone ?? null,
    address: customer.address,
    total_estimates: customer.total_estimates,
    total_value: customer.total_value,
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
    // A customer's `id` is its grouping key (names and address folded): nothing a person reads.
    files[`${name}.csv`] = readableCsv(plain, name === 'customers' ? ['id'] : []);
    counts[name] = plain.length;
  }
  files['manifest.json'] = JSON.stringify({ exported_at: exportedAt, counts }, null, 2);
  return files;
}
