import { BatchGetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from '../../platform/clients/dynamodb.js';
import { keys } from '../../platform/data/keys.js';
import { conditionalWrite, TABLE } from '../../platform/data/table.js';

/** Why an address gets no more mail from an account. */
export type SuppressionReason = 'bounced' | 'complained';

/** An address of an account's suppression list. */
export interface SuppressionRecord {
  email: string;
  reason: SuppressionReason;
  at: string;
}

/**
 * Put an address on the account's suppression list (the item a hard bounce always wrote; a
 * complaint is never downgraded to a bounce, so the mail-events consumer may replay either).
 */
export async function putSuppression(record: SuppressionRecord & { accountId: string }): Promise<void> {
  const email = record.email.toLowerCase();
  await conditionalWrite(
    new PutCommand({
      TableName: TABLE,
      Item: {
        ...keys.bouncedEmail(record.accountId, email),
        type: 'bounced-email',
        email,
        reason: record.reason,
        at: record.at,
      },
      ...(record.reason === 'bounced' && {
        ConditionExpression: 'attribute_not_exists(reason) OR reason <> :complained',
        ExpressionAttributeValues: { ':complained': 'complained' },
      }),
    }),
  );
}

/** The suppressed ones of some addresses of an account (one BatchGet of at most 10 keys). */
export async function findSuppressions(accountId: string, emails: string[]): Promise<SuppressionRecord[]> {
  if (!emails.length) return [];
  const unique = [...new Set(emails.map((email) => email.toLowerCase()))];
  const { Responses } = await ddb.send(
    new BatchGetCommand({
      RequestItems: { [TABLE]: { Keys: unique.map((email) => keys.bouncedEmail(accountId, email)) } },
    }),
  );
  return (Responses?.[TABLE] ?? []).map((item) => ({
    email: String(item.email),
    reason: item.reason === 'complained' ? 'complained' : 'bounced',
    at: String(item.at),
  }));
}
