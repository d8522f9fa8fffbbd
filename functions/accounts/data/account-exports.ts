import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ExportRecord } from '@shared/accounts/account-export.js';
import { EXPORT_KEEP_DAYS } from '@shared/kernel/constants.js';
import type { EXPORT_STATUSES } from '@shared/accounts/schemas/settings.js';
import { ddb } from '../../platform/clients/dynamodb.js';
import { keys, partitions } from '../../platform/data/keys.js';
import { queryAll } from '../../platform/data/query.js';
import { downloadUrl, putObject } from '../../platform/data/objects.js';
import {
  epochSeconds,
  recordOf,
  stripKeys,
  TABLE,
  transactWrite,
  type TransactItem,
} from '../../platform/data/table.js';
import { addDays } from '@shared/kernel/time.js';

/** How long an export's download link works. */
const EXPORT_URL_SECONDS = 300;

/** One export job, as stored. */
export interface AccountExportRecord {
  accountId: string;
  exportId: string;
  requestedBy: string;
  status: (typeof EXPORT_STATUSES)[number];
  progress: number;
  s3Key: string | null;
  files: string[];
  createdAt: string;
  updatedAt: string;
}

/** Store a new export job (queued) with its audit entry, in one transaction. */
export async function putAccountExport(record: AccountExportRecord, audit: TransactItem): Promise<void> {
  await transactWrite([
    {
      Put: {
        TableName: TABLE,
        Item: {
          ...keys.accountExport(record.accountId, record.exportId),
          type: 'account-export',
          ...record,
          ttl: epochSeconds(exportExpiresAt(record.createdAt)),
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    audit,
  ]);
}

/** Load one export job of an account. */
export async function getAccountExport(
  accountId: string,
  exportId: string,
): Promise<AccountExportRecord | undefined> {
  const { Item } = await ddb.send(
    new GetCommand({ TableName: TABLE, Key: keys.accountExport(accountId, exportId) }),
  );
  return Item ? recordOf<AccountExportRecord>(Item) : undefined;
}

/** Save an export's progress (and, when done, its archive key and files). */
export async function saveExportProgress(
  accountId: string,
  exportId: string,
  change: Pick<AccountExportRecord, 'status' | 'progress'> &
    Partial<Pick<AccountExportRecord, 's3Key' | 'files'>>,
): Promise<void> {
  const entries = Object.entries({ ...change, updatedAt: new Date().toISOString() });
  await ddb.send(
    new UpdateCommand({
      TableName: TABLE,
      Key: keys.accountExport(accountId, exportId),
      UpdateExpression: `SET ${entries.map((_entry, index) => `#n${index} = :v${index}`).join(', ')}`,
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeNames: Object.fromEntries(entries.map(([name], index) => [`#n${index}`, name])),
      ExpressionAttributeValues: Object.fromEntries(entries.map(([, value], index) => [`:v${index}`, value])),
    }),
  );
}

/**
 * Every record of the account's partition, page by page (estimates, proposals, documents,
 * communications, projects…): one Query per page, run by the export job, never by a request.
 */
export async function listAccountRecords(accountId: string): Promise<ExportRecord[]> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': partitions.account(accountId) },
  });
  return items.map((item) => stripKeys(item) as ExportRecord);
}

/** When an export (its archive and its record) is gone. */
export function exportExpiresAt(createdAt: string): Date {
  return addDays(new Date(createdAt), EXPORT_KEEP_DAYS);
}

/** Store an export archive. */
export async function putExportArchive(key: string, bytes: Uint8Array): Promise<void> {
  await putObject({ bucket: 'documents', key, body: bytes, contentType: 'application/zip' });
}

/** A short-lived download link of an export archive. */
export function exportUrl(key: string, fileName: string, now = new Date()): Promise<string> {
  return downloadUrl({
    bucket: 'documents',
    key,
    fileName,
    contentType: 'application/zip',
    seconds: EXPORT_URL_SECONDS,
    now,
  });
}
