import { ulid } from 'ulid';
import { referenceId } from '@shared/public-site/schemas/public-forms.js';
import type {
  AccountExportResponse,
  deleteAccountRequest,
  saveSettingsRequest,
  SettingsResponse,
} from '@shared/accounts/schemas/settings.js';
import { downloadFileName } from '@shared/kernel/download-name.js';
import type { z } from '@shared/kernel/zod.js';
import { getAccountSettings, saveAccountSettings } from '../data/account-settings.js';
import {
  exportExpiresAt,
  exportUrl,
  getAccountExport,
  putAccountExport,
  type AccountExportRecord,
} from '../data/account-exports.js';
import { newGdprRequest, putGdprRequest } from '../../public-site/index.js';
import { GoneError, NotFoundError } from '../../platform/errors.js';
import { exportAuditPut } from '../../platform/data/audit.js';
import { callerCan, type Caller } from '../../platform/middleware/authenticate.js';
import { enqueue } from '../../platform/queue.js';

/** GET /api/settings: the account's settings (any member reads them; only team.manage changes them). */
export async function settingsFor(caller: Caller): Promise<SettingsResponse> {
  return { ...(await getAccountSettings(caller.accountId)), can_manage: callerCan(caller, 'team.manage') };
}

/** PUT /api/settings: saves the parts given, answers the settings as now stored. */
export async function saveSettingsFor(
  caller: Caller,
  body: z.output<typeof saveSettingsRequest>,
): Promise<SettingsResponse> {
  await saveAccountSettings(caller.accountId, body, new Date().toISOString());
  return settingsFor(caller);
}

/** The archive's download name, named like every other download (docs/decisions.md, "Download names say what the file is"). */
function exportFileName(record: AccountExportRecord): string {
  return downloadFileName({
    what: `Ridgeline account export ${record.createdAt.slice(0, 10)}`,
    extension: 'zip',
  });
}

async function toExport(record: AccountExportRecord, now: Date): Promise<AccountExportResponse> {
  return {
    id: record.exportId,
    status: record.status,
    progress: record.progress,
    created_at: record.createdAt,
    download_url:
      record.status === 'done' && record.s3Key
        ? await exportUrl(record.s3Key, exportFileName(record), now)
        : null,
    files: record.files,
  };
}

/** POST /api/settings/export: queues a whole-account export and answers its record (queued). */
export async function requestExportFor(caller: Caller, now = new Date()): Promise<AccountExportResponse> {
  const record: AccountExportRecord = {
    accountId: caller.accountId,
    exportId: ulid(now.getTime()),
    requestedBy: caller.userId,
    status: 'queued',
    progress: 0,
    s3Key: null,
    files: [],
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
  const actor = { userId: caller.userId, email: caller.user.email };
  const exported = {
    what: 'Whole account',
    account_id: caller.accountId,
    rows: null,
    file_name: exportFileName(record),
  };
  await putAccountExport(record, exportAuditPut(record.exportId, actor, exported, now));
  await enqueue('account-export', { accountId: record.accountId, exportId: record.exportId });
  return toExport(record, now);
}

/**
 * GET /api/settings/export/{id}: progress, and the download link once done; another account's id →
 * 404; an export older than a day → 410 (its archive is deleted; DynamoDB drops the record later).
 */
export async function exportStatusFor(
  caller: Caller,
  exportId: string,
  now = new Date(),
): Promise<AccountExportResponse> {
  const record = await getAccountExport(caller.accountId, exportId);
  if (!record) throw new NotFoundError('Export not found');
  if (exportExpiresAt(record.createdAt) <= now)
    throw new GoneError('This export has expired. Start a new export to download your data.');
  return toExport(record, now);
}

/** POST /api/settings/delete-request: stores a GDPR erasure request for the whole account. */
export async function requestDeletionFor(
  caller: Caller,
  body: z.output<typeof deleteAccountRequest>,
  now = new Date(),
): Promise<{ reference_id: string; message: string; respond_by: string }> {
  const record = newGdprRequest(
    {
      request_type: 'erasure',
      full_name: [caller.user.firstName, caller.user.lastName].filter(Boolean).join(' ') || caller.user.email,
      email: caller.user.email,
      request_details: `Delete the whole account ${caller.accountId}.${body.reason ? ` Reason: ${body.reason}` : ''}`,
      verification_method: 'account',
    },
    now,
  );
  await putGdprRequest(record);
  return {
    reference_id: referenceId(record.id),
    message: 'Your request to delete this account was received. We will respond within 30 days.',
    respond_by: record.respond_by,
  };
}
