import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { apiKeyItem, type ApiKeyRecord } from '../../platform/data/api-keys.js';
import { keys, partitions } from '../../platform/data/keys.js';
import { queryAll } from '../../platform/data/query.js';
import { conditionalTransact, conditionalWrite, stripKeys, TABLE } from '../../platform/data/table.js';

/** A condition that an attribute is unset (absent or null); `:null` must be the type name 'NULL'. */
const UNSET = (name: string) => `(attribute_not_exists(${name}) OR attribute_type(${name}, :null))`;

/** Saves a new key (its id is random; a collision is refused, never overwritten). */
export async function putApiKey(record: ApiKeyRecord): Promise<boolean> {
  return conditionalWrite(
    new PutCommand({
      TableName: TABLE,
      Item: apiKeyItem(record),
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
}

/** Every key of an account, oldest first (one GSI1 partition; an account holds a few dozen at most). */
export async function listApiKeys(accountId: string): Promise<ApiKeyRecord[]> {
  const items = await queryAll({
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': partitions.accountApiKeys(accountId) },
  });
  return items.map((item) => stripKeys(item) as unknown as ApiKeyRecord);
}

/** Revokes a key of the account; false when it is not one of the account's or was revoked already. */
export async function saveApiKeyRevoked(accountId: string, keyId: string, at: string): Promise<boolean> {
  return conditionalWrite(
    new UpdateCommand({
      TableName: TABLE,
      Key: keys.apiKey(keyId),
      UpdateExpression: 'SET revokedAt = :at',
      ConditionExpression: `accountId = :account AND ${UNSET('revokedAt')}`,
      ExpressionAttributeValues: { ':at': at, ':account': accountId, ':null': 'NULL' },
    }),
  );
}

/**
 * Rotates a key in one transaction: the replacement is saved and the old key given its end of overlap;
 * false when the old key is not the account's, is revoked or was rotated already.
 */
export async function saveApiKeyRotated(
  old: ApiKeyRecord,
  replacement: ApiKeyRecord,
  expiresAt: string,
): Promise<boolean> {
  return conditionalTransact([
    {
      Update: {
        TableName: TABLE,
        Key: keys.apiKey(old.keyId),
        UpdateExpression: 'SET expiresAt = :expires, rotatedTo = :next',
        ConditionExpression: `accountId = :account AND ${UNSET('revokedAt')} AND ${UNSET('expiresAt')}`,
        ExpressionAttributeValues: {
          ':expires': expiresAt,
          ':next': replacement.keyId,
          ':account': old.accountId,
          ':null': 'NULL',
        },
      },
    },
    {
      Put: {
        TableName: TABLE,
        Item: apiKeyItem(replacement),
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
  ]);
}
