import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { EventType } from '@shared/integrations/events.js';
import { ddb } from '../../platform/clients/dynamodb.js';
import { keys, partitions, SK_PREFIX } from '../../platform/data/keys.js';
import { queryPrefix } from '../../platform/data/query.js';
import { conditionalWrite, recordOf, TABLE } from '../../platform/data/table.js';

/** Most endpoints one account keeps (the list is one Query). */
export const MAX_ENDPOINTS = 10;

/** One webhook endpoint, as stored. `secret` signs deliveries and never leaves the area but once. */
export interface EndpointRecord {
  accountId: string;
  endpointId: string;
  url: string;
  events: EventType[];
  description: string | null;
  enabled: boolean;
  secret: string;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
}

/** Store a new endpoint. */
export async function putEndpoint(record: EndpointRecord): Promise<void> {
  await ddb.send(
    new PutCommand({
      TableName: TABLE,
      Item: {
        ...keys.webhookEndpoint(record.accountId, record.endpointId),
        type: 'webhook-endpoint',
        ...record,
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
}

/** One endpoint of an account, or undefined (another account's id is simply not found). */
export async function getEndpoint(
  accountId: string,
  endpointId: string,
): Promise<EndpointRecord | undefined> {
  const { Item } = await ddb.send(
    new GetCommand({
      TableName: TABLE,
      Key: keys.webhookEndpoint(accountId, endpointId),
      ConsistentRead: true,
    }),
  );
  return Item ? recordOf<EndpointRecord>(Item) : undefined;
}

/** The account's endpoints, oldest first (one Query). */
export async function listEndpoints(accountId: string): Promise<EndpointRecord[]> {
  const items = await queryPrefix(partitions.account(accountId), SK_PREFIX.webhookEndpoint, {
    limit: MAX_ENDPOINTS,
  });
  return items.map((item) => recordOf<EndpointRecord>(item));
}

/** Changes fields of an existing endpoint; undefined when it does not exist (any more). */
export async function updateEndpoint(
  accountId: string,
  endpointId: string,
  changes: Partial<Pick<EndpointRecord, 'url' | 'events' | 'description' | 'enabled' | 'secret'>>,
  now: Date,
): Promise<EndpointRecord | undefined> {
  const fields = { ...changes, updatedAt: now.toISOString() };
  const names = Object.keys(fields);
  try {
    const { Attributes } = await ddb.send(
      new UpdateCommand({
        TableName: TABLE,
        Key: keys.webhookEndpoint(accountId, endpointId),
        UpdateExpression: `SET ${names.map((name) => `#${name} = :${name}`).join(', ')}`,
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeNames: Object.fromEntries(names.map((name) => [`#${name}`, name])),
        ExpressionAttributeValues: Object.fromEntries(
          Object.entries(fields).map(([name, value]) => [`:${name}`, value]),
        ),
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes ? recordOf<EndpointRecord>(Attributes) : undefined;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return undefined;
    throw error;
  }
}

/** Deletes an endpoint; false when there was none. Its delivery log expires with its TTL. */
export function deleteEndpoint(accountId: string, endpointId: string): Promise<boolean> {
  return conditionalWrite(
    new DeleteCommand({
      TableName: TABLE,
      Key: keys.webhookEndpoint(accountId, endpointId),
      ConditionExpression: 'attribute_exists(PK)',
    }),
  );
}
