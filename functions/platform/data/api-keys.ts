import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ApiScope } from '@shared/kernel/api-keys.js';
import { ddb } from '../clients/dynamodb.js';
import { keys } from './keys.js';
import { stripKeys, TABLE } from './table.js';

/** An API key as stored: its public id and the SHA-256 of its secret, never the secret itself. */
export interface ApiKeyRecord {
  keyId: string;
  accountId: string;
  name: string;
  scopes: ApiScope[];
  /** Hex SHA-256 of the secret part of the key. */
  secretHash: string;
  createdAt: string;
  /** The admin who made the key: the key acts as them, within its scopes. */
  createdBy: string;
  /** Their name when they made it, for the list. */
  createdByName: string;
  lastUsedAt: string | null;
  /** Refused from this moment on. */
  revokedAt: string | null;
  /** Set by a rotation: the old key keeps working until then (docs/decisions.md, "API key rotation"). */
  expiresAt: string | null;
  /** The key that replaced this one in a rotation. */
  rotatedTo: string | null;
  /** Calls per calendar month (UTC, `YYYY-MM` → count). */
  usage: Record<string, number>;
}

/** The stored item of a key: by its id, and in its account's list (GSI1). */
export function apiKeyItem(record: ApiKeyRecord): Record<string, unknown> {
  return {
    ...keys.apiKey(record.keyId),
    ...keys.apiKeyInAccount(record.accountId, record.createdAt, record.keyId),
    type: 'api-key',
    ...record,
  };
}

/** A key by its public id. */
export async function getApiKey(keyId: string): Promise<ApiKeyRecord | undefined> {
  const { Item } = await ddb.send(new GetCommand({ TableName: TABLE, Key: keys.apiKey(keyId) }));
  return Item ? (stripKeys(Item) as unknown as ApiKeyRecord) : undefined;
}

/** The calendar month (UTC) a call counts in. */
export function usageMonth(now: Date): string {
  return now.toISOString().slice(0, 7);
}

/** One call of a key: its month's count and when it was last used, in one write. */
export async function recordApiKeyCall(keyId: string, now = new Date()): Promise<void> {
  await ddb.send(
    new UpdateCommand({
      TableName: TABLE,
      Key: keys.apiKey(keyId),
      UpdateExpression: 'SET lastUsedAt = :now, #usage.#month = if_not_exists(#usage.#month, :zero) + :one',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeNames: { '#usage': 'usage', '#month': usageMonth(now) },
      ExpressionAttributeValues: { ':now': now.toISOString(), ':zero': 0, ':one': 1 },
    }),
  );
}
