import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { CommunicationType } from '@shared/mail/communications.js';
import { ddb } from '../../platform/clients/dynamodb.js';
import { keys, partitions, SK_PREFIX } from '../../platform/data/keys.js';
import { queryPrefix } from '../../platform/data/query.js';
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
  const items = await queryPrefix(partitions.account(accountId), SK_PREFIX.messageTemplate, {
    limit: MAX_TEMPLATES,
  });
  return items.map((item) => recordOf<MessageTemplateRecord>(item));
}
