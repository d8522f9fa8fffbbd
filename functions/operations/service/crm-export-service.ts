import { downloadFileName } from '@shared/kernel/download-name.js';
import { ulid } from 'ulid';
import { CRM_STATUSES, type CrmTab } from '@shared/operations/crm.js';
import { gdprDueDate } from '@shared/public-site/gdpr.js';
import { csvRow, CSV_BOM } from '@shared/kernel/csv.js';
import type { CrmExport } from '@shared/operations/schemas/crm.js';
import { listSubmissions } from '../../public-site/index.js';
import { downloadUrl, putObject } from '../../platform/data/objects.js';
import { ValidationError } from '../../platform/errors.js';
import { exportAuditPut, type Actor } from '../../platform/data/audit.js';
import { transactWrite } from '../../platform/data/table.js';
import { TAB_KINDS } from './crm-service.js';
import { objectKeys } from '../../platform/data/object-keys.js';
import { everyPage } from '../../platform/data/cursor.js';
import { utcDay } from '@shared/kernel/time.js';

/** How long an export link works: the browser follows it at once. */
const EXPORT_URL_SECONDS = 300;
const PAGE = 500;

/** The first columns of a lead, a partner application and a contact message: who wrote in and how to reach them. */
const PERSON_COLUMNS = ['id', 'first_name', 'last_name', 'email', 'phone'];

/** The columns of each tab's CSV: each is the stored field of that name, except GDPR's computed due date. */
const EXPORT_COLUMNS: Record<CrmTab, readonly string[]> = {
  leads: [...PERSON_COLUMNS, 'company', 'source', 'interests', 'notes', 'status', 'created_at'],
  partners: [...PERSON_COLUMNS, 'company_name', 'company_website', 'partner_type', 'status', 'created_at'],
  contacts: [...PERSON_COLUMNS, 'company_name', 'city', 'reason', 'comments', 'responded', 'created_at'],
  gdpr: [
    'id',
    'request_type',
    'full_name',
    'email',
    'request_details',
    'status',
    'created_at',
    'due_at',
    'fulfilment_note',
  ],
};

function cellOf(row: Record<string, unknown>, column: string): unknown {
  return column === 'due_at' ? gdprDueDate(String(row.created_at)) : row[column];
}

/**
 * Export a tab's filtered set as CSV (RFC 4180, formula cells neutralised, UTF-8 BOM): every page of
 * the same Query the list uses, written to the documents bucket, answered as a short-lived link —
 * so a large set never meets Lambda's response size limit.
 */
export async function exportCrm(
  query: { tab: CrmTab; status?: string; search?: string },
  actor: Actor,
  now = new Date(),
): Promise<CrmExport> {
  if (query.status && !CRM_STATUSES[query.tab].includes(query.status))
    throw new ValidationError(`status must be one of: ${CRM_STATUSES[query.tab].join(', ')}`, {
      errors: [{ path: 'status', message: `status must be one of: ${CRM_STATUSES[query.tab].join(', ')}` }],
    });
  const columns = EXPORT_COLUMNS[query.tab];
  const lines = [CSV_BOM + csvRow(columns)];
  let rows = 0;
  const pages = everyPage((cursor) =>
    listSubmissions<Record<string, unknown>>(TAB_KINDS[query.tab], {
      status: query.status,
      search: query.search,
      limit: PAGE,
      cursor,
    }),
  );
  for await (const items of pages) {
    for (const item of items) lines.push(csvRow(columns.map((column) => cellOf(item, column))));
    rows += items.length;
  }
  const subset = `CRM ${query.tab}${query.status ? ` (${query.status})` : ''}`;
  const what = `${subset}${query.search ? `, "${query.search}"` : ''}`;
  // Named like the other downloads, e.g. `CRM leads (contacted) 2026-11-28.csv`.
  const fileName = downloadFileName({
    what: `${subset} ${utcDay(now)}`,
    extension: 'csv',
  });
  return storeAuditedCsv(actor, { what, fileName, lines, rows }, now);
}

/**
 * Stores an operator's CSV with the CRM exports, audits who took which rows (listed on the operator home)
 * and answers a short-lived link to it.
 */
export async function storeAuditedCsv(
  actor: Actor,
  csv: { what: string; fileName: string; lines: string[]; rows: number },
  now: Date,
): Promise<CrmExport> {
  const exportId = ulid(now.getTime());
  const key = objectKeys.crmExport(exportId);
  const contentType = 'text/csv; charset=utf-8';
  const { fileName, rows } = csv;
  await putObject({ bucket: 'documents', key, body: csv.lines.join(''), contentType, fileName });
  await transactWrite([exportAuditPut(exportId, actor, { what: csv.what, rows, file_name: fileName }, now)]);
  const url = await downloadUrl({
    bucket: 'documents',
    key,
    fileName,
    contentType,
    seconds: EXPORT_URL_SECONDS,
    now,
  });
  return { url, file_name: fileName, rows, expires_in: EXPORT_URL_SECONDS };
}
