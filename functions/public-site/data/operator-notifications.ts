import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from '../../platform/clients/dynamodb.js';
import { keys } from '../../platform/data/keys.js';
import { TABLE } from '../../platform/data/table.js';

/** The address operators are mailed at about new submissions, if one is set. */
export async function getOperatorNotificationEmail(): Promise<string | null> {
  const { Item } = await ddb.send(new GetCommand({ TableName: TABLE, Key: keys.operatorNotifications() }));
  return (Item?.email as string | null | undefined) ?? null;
}

/** Save the operators' notification address (null stops the mails). */
export async function saveOperatorNotificationEmail(email: string | null, updatedBy: string): Promise<void> {
  await ddb.send(
    new PutCommand({
      TableName: TABLE,
      Item: {
        ...keys.operatorNotifications(),
        type: 'setting',
        email,
        updatedBy,
        updatedAt: new Date().toISOString(),
      },
    }),
  );
}
