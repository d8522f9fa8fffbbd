import { strToU8, zipSync } from 'fflate';
import { exportFiles } from '@shared/accounts/account-export.js';
import { accountExportJob } from '@shared/accounts/schemas/settings.js';
import { sqsConsumer } from '../../platform/consumer.js';
import {
  getAccountExport,
  listAccountRecords,
  putExportArchive,
  saveExportProgress,
} from '../data/account-exports.js';
import { objectKeys } from '../../platform/data/object-keys.js';

/**
 * account-export consumer: reads the whole account partition, writes JSON + CSV files into one zip
 * under the account's prefix and reports progress on the export record. A done export is a no-op;
 * a redelivered one rebuilds the same archive under the same key.
 */
export const handler = sqsConsumer('account-export', accountExportJob, async ({ accountId, exportId }) => {
  const job = await getAccountExport(accountId, exportId);
  if (!job || job.status === 'done') return;
  await saveExportProgress(accountId, exportId, { status: 'running', progress: 10 });
  const records = await listAccountRecords(accountId);
  await saveExportProgress(accountId, exportId, { status: 'running', progress: 50 });
  const files = exportFiles(records, new Date().toISOString());
  const zip = zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])));
  await saveExportProgress(accountId, exportId, { status: 'running', progress: 80 });
  const key = objectKeys.accountExport(accountId, exportId);
  await putExportArchive(key, zip);
  await saveExportProgress(accountId, exportId, {
    status: 'done',
    progress: 100,
    s3Key: key,
    files: Object.keys(files),
  });
});
