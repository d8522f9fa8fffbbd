import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { Measurement } from '@shared/estimates/measurement/types.js';
import type { EstimateStatus } from '@shared/estimates/schemas/estimates.js';
import { ddb } from '../../platform/clients/dynamodb.js';
import { decodeCursor, encodeCursor } from '../../platform/data/cursor.js';
import { partitions, SK_PREFIX } from '../../platform/data/keys.js';
import { queryCount } from '../../platform/data/query.js';
import { TABLE } from '../../platform/data/table.js';
import { estimateFromItem, type EstimateRecord } from './estimates.js';

// The estimates list and its counts: queries over the account partition and GSI1's status partitions.

/** How many estimates of an account have a list status (one COUNT Query on GSI1). */
export async function countEstimatesWithStatus(accountId: string, status: EstimateStatus): Promise<number> {
  return queryCount({
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': partitions.estimatesWithStatus(accountId, status) },
  });
}

/** Filters of the estimates list. */
export interface EstimateFilters {
  status?: EstimateStatus;
  /** Case-insensitive part of the last name or address. */
  search?: string;
  /** Exact last name, any case (the Customers page's link). */
  customer?: string;
  limit: number;
  cursor?: string;
}

const LIST_ATTRIBUTES = [
  'PK',
  'SK',
  'GSI1PK',
  'GSI1SK',
  '#type',
  'accountId',
  'estimateId',
  'userId',
  'version',
  'address',
  'customerFirstName',
  'customerLastName',
  'scheduledInstallDate',
  'proposalSent',
  'accepted',
  'contractSigned',
  'measurementStatus',
  'simulated',
  'pricing',
  'discountPercent',
  'finalCents',
  'createdAt',
  'measurement.adjustedAreaSqft',
  'measurement.roofType',
];

/** One list row: the record without the bulky parts, which the projection leaves out. */
export type EstimateListItem = Pick<
  EstimateRecord,
  | 'accountId'
  | 'estimateId'
  | 'version'
  | 'address'
  | 'customerFirstName'
  | 'customerLastName'
  | 'scheduledInstallDate'
  | 'proposalSent'
  | 'accepted'
  | 'contractSigned'
  | 'measurementStatus'
  | 'simulated'
  | 'pricing'
  | 'discountPercent'
  | 'finalCents'
  | 'createdAt'
> & { measurement: Pick<Measurement, 'adjustedAreaSqft' | 'roofType'> | null };

/** Most Query pages read to fill one filtered page; a sparse search then returns a cursor to go on. */
const MAX_READS = 5;

/**
 * An account's estimates, newest first: the account partition, or one status partition of GSI1
 * when filtered by status, with the search and customer filters applied on the way.
 */
export async function listEstimates(
  accountId: string,
  filters: EstimateFilters,
): Promise<{ items: EstimateListItem[]; nextCursor: string | null }> {
  const byStatus = filters.status !== undefined;
  const partition: Record<string, string> = byStatus
    ? { GSI1PK: partitions.estimatesWithStatus(accountId, filters.status!) }
    : { PK: partitions.account(accountId) };
  const cursorAttributes = byStatus ? ['PK', 'SK', 'GSI1PK', 'GSI1SK'] : ['PK', 'SK'];
  let startKey: Record<string, unknown> | undefined = decodeCursor(
    filters.cursor,
    cursorAttributes,
    partition,
  );

  const names: Record<string, string> = { '#type': 'type' };
  const values: Record<string, unknown> = { ':estimate': 'estimate' };
  const conditions = ['#type = :estimate'];
  if (filters.search) {
    conditions.push('contains(searchText, :search)');
    values[':search'] = filters.search.toLowerCase();
  }
  if (filters.customer) {
    conditions.push('customerKey = :customer');
    values[':customer'] = filters.customer.toLowerCase();
  }
  const input: QueryCommandInput = byStatus
    ? {
        TableName: TABLE,
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :pk',
        ExpressionAttributeValues: { ...values, ':pk': partition.GSI1PK },
      }
    : {
        TableName: TABLE,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        ExpressionAttributeValues: { ...values, ':pk': partition.PK, ':prefix': SK_PREFIX.estimate },
      };

  const items: Record<string, unknown>[] = [];
  for (let read = 0; read < MAX_READS && items.length < filters.limit; read++) {
    const answer = await ddb.send(
      new QueryCommand({
        ...input,
        ScanIndexForward: false,
        FilterExpression: conditions.join(' AND '),
        ProjectionExpression: LIST_ATTRIBUTES.join(', '),
        ExpressionAttributeNames: names,
        Limit: filters.limit + 1 - items.length,
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...(answer.Items ?? []));
    startKey = answer.LastEvaluatedKey;
    if (!startKey) break;
  }
  const page = items.slice(0, filters.limit);
  // More to read when a row was left over or the last Query stopped early.
  const more = items.length > filters.limit || startKey !== undefined;
  const last = page[page.length - 1];
  const lastKey = last ? Object.fromEntries(cursorAttributes.map((name) => [name, last[name]])) : startKey;
  return {
    items: page.map((item) => estimateFromItem(item) as unknown as EstimateListItem),
    nextCursor: more ? encodeCursor(lastKey) : null,
  };
}
