import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from '../../platform/clients/dynamodb.js';
import { auditPut, type Actor } from '../../platform/data/audit.js';
import { keys } from '../../platform/data/keys.js';
import { TABLE, transactWrite } from '../../platform/data/table.js';

/** The address operators are mailed at about new submissions, if one is set. */
export async function getOperatorNotificationEmail(): Promise<string | null> {
  const { Item } = await ddb.send(new GetCommand({ TableName: TABLE, Key: keys.operatorNotifications() }));
  return (Item?.email as string | null | undefined) ?? null;
}

/** Save the operators' notification address (null stops the mails), with its audit entry in the same transaction. */
export async function saveOperatorNotificationEmail(
  email: string | null,
  actor: Actor,
  now = new Date(),
): Promise<void> {
  const before = await getOperatorNotificationEmail();
  await transactWrite([
    {
      Put: {
        TableName: TABLE,
        Item: {
          ...keys.operatorNotifications(),
          type: 'setting',
          email,
          updatedBy: actor.userId,
          updatedAt: now.toISOString(),
        },
      },
    },
    auditPut(
      'setting',
      'operator-notifications',
      actor,
      { action: 'changed', before: { email: before }, after: { email } },
      now,
    ),
  ]);
}
