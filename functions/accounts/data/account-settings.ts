import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  DEFAULT_SETTINGS,
  type CompanySettings,
  type DefaultSettings,
  type SettingsResponse,
} from '@shared/accounts/schemas/settings.js';
import { ddb } from '../../platform/clients/dynamodb.js';
import { keys } from '../../platform/data/keys.js';
import { TABLE } from '../../platform/data/table.js';

/** The account's settings as stored (defaults fill what was never saved). */
export type AccountSettings = Omit<SettingsResponse, 'can_manage'>;

/** The account's settings, or the defaults when none were saved. */
export async function getAccountSettings(accountId: string): Promise<AccountSettings> {
  const { Item } = await ddb.send(new GetCommand({ TableName: TABLE, Key: keys.accountSettings(accountId) }));
  return {
    company: { ...DEFAULT_SETTINGS.company, ...(Item?.company as Partial<CompanySettings> | undefined) },
    defaults: {
      ...DEFAULT_SETTINGS.defaults,
      ...(Item?.defaults as Partial<DefaultSettings> | undefined),
      notifications: {
        ...DEFAULT_SETTINGS.defaults.notifications,
        ...((Item?.defaults as Partial<DefaultSettings> | undefined)?.notifications ?? {}),
      },
    },
  };
}

/** Save one or both parts of the settings (each part replaced whole). */
export async function saveAccountSettings(
  accountId: string,
  parts: { company?: CompanySettings; defaults?: DefaultSettings },
  at: string,
): Promise<void> {
  // An update creates the item on the first save (an upsert): no read needed.
  const sets: string[] = ['updatedAt = :at', '#type = :type', 'accountId = :account'];
  const values: Record<string, unknown> = { ':at': at, ':type': 'account-settings', ':account': accountId };
  if (parts.company) {
    sets.push('company = :company');
    values[':company'] = parts.company;
  }
  if (parts.defaults) {
    sets.push('defaults = :defaults');
    values[':defaults'] = parts.defaults;
  }
  await ddb.send(
    new UpdateCommand({
      TableName: TABLE,
      Key: keys.accountSettings(accountId),
      UpdateExpression: `SET ${sets.join(', ')}`,
      ExpressionAttributeNames: { '#type': 'type' },
      ExpressionAttributeValues: values,
    }),
  );
}
