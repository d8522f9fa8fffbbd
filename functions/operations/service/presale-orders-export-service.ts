import { csvRow, CSV_BOM } from '@shared/kernel/csv.js';
import { downloadFileName } from '@shared/kernel/download-name.js';
import { centsAsDollars } from '@shared/kernel/format.js';
import type { CrmExport } from '@shared/operations/schemas/crm.js';
import type { PresaleOrderView } from '@shared/operations/schemas/presale-orders.js';
import { listPresaleOrders } from '../../accounts/index.js';
import type { Actor } from '../../platform/data/audit.js';
import { everyPage } from '../../platform/data/cursor.js';
import { storeAuditedCsv } from './crm-export-service.js';
import { presaleOrderViews } from './presale-orders-service.js';
import { utcDay } from '@shared/kernel/time.js';

const PAGE = 500;

/** The CSV's columns and how each cell is read from an order; money in dollars, as spreadsheets add it up. */
const COLUMNS: readonly [string, (order: PresaleOrderView) => unknown][] = [
  ['order_id', (order) => order.id],
  ['paid_at', (order) => order.paid_at],
  ['buyer_name', (order) => order.buyer_name],
  ['buyer_email', (order) => order.buyer_email],
  ['company', (order) => order.company],
  ['package', (order) => order.package_name],
  ['plan', (order) => order.plan],
  ['amount_paid', (order) => centsAsDollars(order.amount_cents)],
  ['currency', (order) => order.currency.toUpperCase()],
  ['receipt_url', (order) => order.receipt_url],
  ['account_id', (order) => order.account?.id],
  ['claimed_at', (order) => order.account?.claimed_at],
];

/**
 * Every presale order as CSV (RFC 4180, formula cells neutralised, UTF-8 BOM), newest first, stored with
 * the CRM exports and answered as a short-lived link; the export is audited like the CRM's.
 */
export async function exportPresaleOrders(actor: Actor, now = new Date()): Promise<CrmExport> {
  const lines = [CSV_BOM + csvRow(COLUMNS.map(([name]) => name))];
  let rows = 0;
  for await (const items of everyPage((cursor) => listPresaleOrders({ limit: PAGE, cursor }))) {
    for (const order of await presaleOrderViews(items))
      lines.push(csvRow(COLUMNS.map(([, cell]) => cell(order))));
    rows += items.length;
  }
  const fileName = downloadFileName({
    what: `Presale orders ${utcDay(now)}`,
    extension: 'csv',
  });
  return storeAuditedCsv(actor, { what: 'Presale orders', fileName, lines, rows }, now);
}
