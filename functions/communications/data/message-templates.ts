import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { CommunicationType } from '@shared/mail/communications.js';
import { ddb } from '../../platform/clients/dynamodb.js';
import { keys, partitions, SK_PREFIX } from '../../platform/data/keys.js';
import { recordOf, TABLE } from '../../platform/data/table.js';

/** Most templates an account keeps (one Query reads them all). */
export const MAX_TEMPLATES = 100;

/** An account's own message template, as stored. */
export interface MessageTemplateRecord {
  accountId: string;
  templateId: string;
  name: string;
  communicationType: CommunicationType;
  subject: string;
  body: string;
  createdBy: string;
  createdAt: string;
}

/** Store a new template. */
export async function putMessageTemplate(record: MessageTemplateRecord): Promise<void> {
  await ddb.send(
    new PutCommand({
      TableName: TABLE,
      Item: {
        ...keys.messageTemplate(record.accountId, record.templateId),
        type: 'message-template',
        ...record,
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
}

/** The account's own templates, oldest first (one Query). */
export async function listMessageTemplates(accountId: string): Promise<MessageTemplateRecord[]> {
  const { Items } = await ddb.send(
    new QueryCommand({
      TableName: TABLE,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: {
        ':pk': partitions.account(accountId),
        ':prefix': SK_PREFIX.messageTemplate,
      },
      Limit: MAX_TEMPLATES,
    }),
  );
  return (Items ?? []).map((item) => recordOf<MessageTemplateRecord>(item));
}
