import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  DELIVERY_RANK,
  type CommunicationFilters,
  type CommunicationType,
  type DeliveryStatus,
} from '@shared/mail/communications.js';
import { ddb } from '../../platform/clients/dynamodb.js';
import type { Page } from '../../platform/data/cursor.js';
import { keys, partitions, SK_PREFIX } from '../../platform/data/keys.js';
import { queryAll, queryPage } from '../../platform/data/query.js';
import { conditionalWrite, recordOf, TABLE, updateExisting } from '../../platform/data/table.js';

/** One delivery event as kept on its communication. */
export interface DeliveryEventRecord {
  status: DeliveryStatus;
  at: string;
  recipient: string | null;
  detail: string | null;
}

/** A mail sent on an account's behalf, as stored. */
export interface CommunicationRecord {
  accountId: string;
  communicationId: string;
  communicationType: CommunicationType;
  template: string;
  subject: string;
  recipients: string[];
  estimateId: string | null;
  projectId: string | null;
  proposalId: string | null;
  deliveryStatus: DeliveryStatus;
  /** DELIVERY_RANK of the status, so an event only moves it forward (a condition on this number). */
  statusRank: number;
  sesMessageId: string | null;
  events: DeliveryEventRecord[];
  createdAt: string;
  updatedAt: string;
}

/** The fields a send writes when the mail is queued or handed to SES. */
export type NewCommunication = Omit<
  CommunicationRecord,
  'statusRank' | 'events' | 'updatedAt' | 'sesMessageId'
>;

function indexKeys(
  record: Pick<CommunicationRecord, 'accountId' | 'communicationId' | 'estimateId' | 'projectId'>,
) {
  return {
    ...(record.estimateId
      ? keys.communicationOfEstimate(record.accountId, record.estimateId, record.communicationId)
      : {}),
    ...(record.projectId
      ? keys.communicationOfProject(record.accountId, record.projectId, record.communicationId)
      : {}),
  };
}

/** Store a new communication, queued (a send route records it before the mail job is queued). */
export async function putCommunication(record: NewCommunication): Promise<CommunicationRecord> {
  const stored: CommunicationRecord = {
    ...record,
    statusRank: DELIVERY_RANK[record.deliveryStatus],
    sesMessageId: null,
    events: [],
    updatedAt: record.createdAt,
  };
  await ddb.send(
    new PutCommand({
      TableName: TABLE,
      Item: {
        ...keys.communication(record.accountId, record.communicationId),
        ...indexKeys(record),
        type: 'communication',
        ...stored,
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
  return stored;
}

/**
 * Records that SES accepted a mail: creates the communication if no send route recorded it first,
 * marks it sent (unless an event already moved it further) and maps the SES message id to it.
 */
export async function saveCommunicationSent(
  record: NewCommunication,
  sesMessageId: string,
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  await ddb.send(
    new PutCommand({
      TableName: TABLE,
      Item: {
        ...keys.sesMessage(sesMessageId),
        type: 'ses-message',
        accountId: record.accountId,
        communicationId: record.communicationId,
      },
    }),
  );
  const base = {
    ...indexKeys(record),
    type: 'communication',
    accountId: record.accountId,
    communicationId: record.communicationId,
    communicationType: record.communicationType,
    template: record.template,
    subject: record.subject,
    recipients: record.recipients,
    estimateId: record.estimateId,
    projectId: record.projectId,
    proposalId: record.proposalId,
    createdAt: record.createdAt,
  };
  const names = Object.keys(base);
  await ddb.send(
    new UpdateCommand({
      TableName: TABLE,
      Key: keys.communication(record.accountId, record.communicationId),
      UpdateExpression:
        `SET ${names.map((name, index) => `#f${index} = if_not_exists(#f${index}, :f${index})`).join(', ')}, ` +
        'sesMessageId = :message, updatedAt = :at, events = if_not_exists(events, :none), ' +
        'deliveryStatus = if_not_exists(deliveryStatus, :queued), statusRank = if_not_exists(statusRank, :zero)',
      ExpressionAttributeNames: Object.fromEntries(names.map((name, index) => [`#f${index}`, name])),
      ExpressionAttributeValues: {
        ...Object.fromEntries(names.map((name, index) => [`:f${index}`, base[name as keyof typeof base]])),
        ':message': sesMessageId,
        ':at': at,
        ':none': [],
        ':queued': 'queued',
        ':zero': 0,
      },
    }),
  );
  // A record queued by a send route starts at rank 0: move it to sent unless an event came first.
  await saveDeliveryStatus(record.accountId, record.communicationId, 'sent', at);
}

/** Moves a communication's status forward (never back); false when it was already as far. */
export async function saveDeliveryStatus(
  accountId: string,
  communicationId: string,
  status: DeliveryStatus,
  at: string,
): Promise<boolean> {
  return conditionalWrite(
    new UpdateCommand({
      TableName: TABLE,
      Key: keys.communication(accountId, communicationId),
      UpdateExpression: 'SET deliveryStatus = :status, statusRank = :rank, updatedAt = :at',
      ConditionExpression: 'attribute_exists(PK) AND statusRank < :rank',
      ExpressionAttributeValues: { ':status': status, ':rank': DELIVERY_RANK[status], ':at': at },
    }),
  );
}

/**
 * Appends a delivery event once: the event's natural id (type, recipient, SES timestamp) is kept in
 * a set on the item, so a redelivered event changes nothing. False when it was already recorded.
 */
export async function putDeliveryEvent(
  accountId: string,
  communicationId: string,
  eventId: string,
  event: DeliveryEventRecord,
): Promise<boolean> {
  return conditionalWrite(
    new UpdateCommand({
      TableName: TABLE,
      Key: keys.communication(accountId, communicationId),
      UpdateExpression: 'SET events = list_append(if_not_exists(events, :none), :event) ADD eventIds :ids',
      ConditionExpression: 'attribute_exists(PK) AND NOT contains(eventIds, :id)',
      ExpressionAttributeValues: {
        ':none': [],
        ':event': [event],
        ':ids': new Set([eventId]),
        ':id': eventId,
      },
    }),
  );
}

/** Notes an SES message of no account (a public form's receipt), so its events are dropped, not retried. */
export async function putUntrackedMessage(sesMessageId: string): Promise<void> {
  await ddb.send(
    new PutCommand({
      TableName: TABLE,
      Item: { ...keys.sesMessage(sesMessageId), type: 'ses-message', accountId: null, communicationId: null },
    }),
  );
}

/** Which communication an SES message id belongs to (null ids: a mail of no account). */
export async function findCommunicationOfMessage(
  sesMessageId: string,
): Promise<{ accountId: string | null; communicationId: string | null } | undefined> {
  const { Item } = await ddb.send(new GetCommand({ TableName: TABLE, Key: keys.sesMessage(sesMessageId) }));
  return Item
    ? {
        accountId: (Item.accountId as string | null) ?? null,
        communicationId: (Item.communicationId as string | null) ?? null,
      }
    : undefined;
}

/** Load one communication of an account. */
export async function getCommunication(
  accountId: string,
  communicationId: string,
): Promise<CommunicationRecord | undefined> {
  const { Item } = await ddb.send(
    new GetCommand({ TableName: TABLE, Key: keys.communication(accountId, communicationId) }),
  );
  return Item ? toRecord(Item) : undefined;
}

function toRecord(item: Record<string, unknown>): CommunicationRecord {
  const { eventIds: _ids, ...rest } = recordOf<CommunicationRecord & { eventIds?: unknown }>(item);
  return rest;
}

/**
 * One page of an account's communications, newest first: one Query of the account's partition, or
 * of an estimate's or project's index; type, status and customer narrow the page with a filter.
 */
export async function listCommunications(
  accountId: string,
  filters: CommunicationFilters,
  page: { limit: number; cursor?: string },
): Promise<Page<CommunicationRecord>> {
  const found = await queryPage({
    ...(filters.estimateId
      ? { index: 'GSI2', partition: partitions.estimateCommunications(accountId, filters.estimateId) }
      : filters.projectId
        ? { index: 'GSI1', partition: partitions.projectCommunications(accountId, filters.projectId) }
        : { partition: partitions.account(accountId), prefix: SK_PREFIX.communication }),
    // Without a type, one audience: customer mail leaves the account's own notices out, and back.
    equal: {
      communicationType: filters.type ?? (filters.audience === 'account' ? 'account' : undefined),
      deliveryStatus: filters.status,
    },
    notEqual: { communicationType: filters.type || filters.audience === 'account' ? undefined : 'account' },
    contain: { recipients: filters.customer },
    newestFirst: true,
    limit: page.limit,
    cursor: page.cursor,
  });
  return { items: found.items.map(toRecord), nextCursor: found.nextCursor };
}

/**
 * Flags the customer email of every estimate of the account that uses the address (one Query of
 * the account's estimates; runs in the event consumer, never in a request). Not a user edit, so the
 * estimate's version is left alone.
 */
export async function saveEstimatesEmailBounced(accountId: string, email: string): Promise<number> {
  const found = await queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    FilterExpression: 'customerEmail = :email',
    ExpressionAttributeValues: {
      ':pk': partitions.account(accountId),
      ':prefix': SK_PREFIX.estimate,
      ':email': email.toLowerCase(),
    },
    ProjectionExpression: 'PK, SK',
  });
  for (const item of found)
    await updateExisting({ PK: item.PK, SK: item.SK }, { customerEmailBounced: true });
  return found.length;
}
