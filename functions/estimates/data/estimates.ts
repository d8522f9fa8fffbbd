import { GetCommand, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { Measurement } from '../../../shared/estimates/measurement/types.js';
import type { PriceBreakdown, Rates, RoofMaterial } from '../../../shared/estimates/pricing.js';
import type { EstimateStatus, MeasurementStatus } from '../../../shared/estimates/schemas/estimates.js';
import { ddb } from '../../platform/clients/dynamodb.js';
import { decodeCursor, encodeCursor } from '../../platform/data/cursor.js';
import { keys, partitions, SK_PREFIX } from '../../platform/data/keys.js';
import { counterUpdates } from '../../platform/data/counters.js';
import { queryCount } from '../../platform/data/query.js';
import {
  CONDITION_FAILED,
  stripKeys,
  TABLE,
  transactWrite,
  type TransactItem,
} from '../../platform/data/table.js';
import {
  conflictIfFirstFailed,
  putVersioned,
  versionedPut,
  VersionConflictError,
} from '../../platform/data/versioned.js';

/** One line of an estimate's timeline. */
export interface TimelineEvent {
  at: string;
  event:
    | 'created'
    | 'queued'
    | 'measuring'
    | 'measured'
    | 'failed'
    | 'edited'
    | 'discount'
    | 'repriced'
    | 'proposal-sent'
    | 'accepted'
    | 'contract-signed';
  detail: string | null;
}

/** Where the roof was found. */
export interface EstimateLocation {
  formattedAddress: string;
  latitude: number;
  longitude: number;
  placeId: string;
  locationType: string;
}

/** An estimate as stored under its account. Money in cents. */
export interface EstimateRecord {
  accountId: string;
  estimateId: string;
  /** The member who created it. */
  userId: string;
  /** Bumped by every write; writers condition on the version they read. */
  version: number;
  /** The version whose measurement is wanted; a measure-roof job for any other version is a no-op. */
  measureVersion: number;
  address: string;
  customerFirstName: string | null;
  customerLastName: string;
  customerEmail: string | null;
  /** Set by the mail-events consumer when mail to `customerEmail` bounced hard. */
  customerEmailBounced?: boolean;
  customerPhone: string | null;
  scheduledInstallDate: string | null;
  /** The material chosen on the edit screen; null lets the roof decide. */
  roofMaterial: RoofMaterial | null;
  proposalSent: boolean;
  accepted: boolean;
  /**
   * The proposal the customer accepted, written in the acceptance's own transaction on the condition
   * that none is there yet: one accepted proposal per estimate, however many are open at once.
   */
  acceptedProposalId?: string;
  contractSigned: boolean;
  signingUrl: string | null;
  measurementStatus: MeasurementStatus;
  measurementError: string | null;
  simulated: boolean;
  location: EstimateLocation | null;
  measurement: Measurement | null;
  /** The rates it was priced with (kept so later rate changes never reprice it silently). */
  rates: Rates | null;
  pricing: PriceBreakdown | null;
  discountPercent: number | null;
  /** The price after discount, denormalised for the list and the totals. */
  finalCents: number | null;
  timeline: TimelineEvent[];
  createdAt: string;
  updatedAt: string;
  measuredAt: string | null;
}

/** Thrown when the month's measurement quota of the plan is used up. */
export class MeasurementQuotaError extends Error {
  constructor(options?: ErrorOptions) {
    super('Measurement quota used up', options);
    this.name = 'MeasurementQuotaError';
  }
}

/** The list status of an estimate (docs/product.md#estimates): accepted, else sent, else pending. */
export function listStatus(record: Pick<EstimateRecord, 'proposalSent' | 'accepted'>): EstimateStatus {
  if (record.accepted) return 'accepted';
  return record.proposalSent ? 'sent' : 'pending';
}

function searchText(record: EstimateRecord): string {
  return `${record.customerLastName}\n${record.address}`.toLowerCase();
}

function toItem(record: EstimateRecord) {
  return {
    ...keys.estimate(record.accountId, record.estimateId),
    ...keys.estimateByStatus(record.accountId, listStatus(record), record.estimateId),
    type: 'estimate',
    ...record,
    // Lower-cased copies for the list's search and customer filters.
    searchText: searchText(record),
    customerKey: record.customerLastName.toLowerCase(),
  };
}

function fromItem(item: Record<string, unknown>): EstimateRecord {
  const { type: _type, searchText: _search, customerKey: _customer, ...rest } = stripKeys(item);
  return rest as unknown as EstimateRecord;
}

function statsUpdate(accountId: string, estimates: number, valueCents: number): TransactItem[] {
  return counterUpdates(keys.estimateStats(accountId), 'estimate-stats', { estimates, valueCents });
}

/** Put a new estimate and count it in the account's totals. */
export async function putEstimate(record: EstimateRecord): Promise<void> {
  await transactWrite([
    { Put: { TableName: TABLE, Item: toItem(record), ConditionExpression: 'attribute_not_exists(PK)' } },
    ...statsUpdate(record.accountId, 1, record.finalCents ?? 0),
  ]);
}

/** Load one estimate of an account (another account's id simply is not there). */
export async function getEstimate(
  accountId: string,
  estimateId: string,
): Promise<EstimateRecord | undefined> {
  const { Item } = await ddb.send(
    new GetCommand({ TableName: TABLE, Key: keys.estimate(accountId, estimateId), ConsistentRead: true }),
  );
  return Item?.type === 'estimate' ? fromItem(Item) : undefined;
}

/**
 * Replace an estimate with its next state if nobody wrote it since `previous` was read; keeps the
 * account's total value in step with the price. Throws VersionConflictError otherwise.
 */
export async function saveEstimate(previous: EstimateRecord, next: EstimateRecord): Promise<void> {
  const delta = (next.finalCents ?? 0) - (previous.finalCents ?? 0);
  await putVersioned(toItem(next), previous.version, statsUpdate(next.accountId, 0, delta));
}

/**
 * Save a finished measurement and count it against the month's quota in one transaction: the
 * count is taken once per estimate version and refused past `limit` (null = unlimited).
 * Throws VersionConflictError or MeasurementQuotaError.
 */
export async function saveMeasuredEstimate(
  previous: EstimateRecord,
  next: EstimateRecord,
  usage: { month: string; limit: number | null },
): Promise<void> {
  const { accountId, estimateId } = next;
  const delta = (next.finalCents ?? 0) - (previous.finalCents ?? 0);
  const count = {
    Update: {
      TableName: TABLE,
      Key: keys.measurementUsage(accountId, usage.month),
      UpdateExpression: 'SET #type = :type ADD measurements :one',
      ...(usage.limit === null
        ? {}
        : { ConditionExpression: 'attribute_not_exists(measurements) OR measurements < :limit' }),
      ExpressionAttributeNames: { '#type': 'type' },
      ExpressionAttributeValues: {
        ':type': 'measurement-usage',
        ':one': 1,
        ...(usage.limit === null ? {} : { ':limit': usage.limit }),
      },
    },
  };
  const mark = {
    Put: {
      TableName: TABLE,
      Item: {
        ...keys.measurementCounted(accountId, usage.month, estimateId, next.measureVersion),
        type: 'measurement-counted',
        at: next.updatedAt,
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  };
  await transactWrite(
    [versionedPut(toItem(next), previous.version), mark, count, ...statsUpdate(accountId, 0, delta)],
    (reasons, cause) => {
      if (reasons[0] === CONDITION_FAILED || reasons[1] === CONDITION_FAILED)
        return new VersionConflictError(undefined, { cause });
      if (reasons[2] === CONDITION_FAILED) return new MeasurementQuotaError({ cause });
      return undefined;
    },
  );
}

/** Delete an estimate read at `previous.version` and take it out of the totals. */
export async function deleteEstimate(previous: EstimateRecord): Promise<void> {
  await transactWrite(
    [
      {
        Delete: {
          TableName: TABLE,
          Key: keys.estimate(previous.accountId, previous.estimateId),
          ConditionExpression: 'version = :expected',
          ExpressionAttributeValues: { ':expected': previous.version },
        },
      },
      ...statsUpdate(previous.accountId, -1, -(previous.finalCents ?? 0)),
    ],
    conflictIfFirstFailed(),
  );
}

/** Measurements counted this month (YYYY-MM) for an account. */
export async function measurementsThisMonth(accountId: string, month: string): Promise<number> {
  const { Item } = await ddb.send(
    new GetCommand({ TableName: TABLE, Key: keys.measurementUsage(accountId, month) }),
  );
  return Number(Item?.measurements ?? 0);
}

/** An account's estimate count and total value (cents). */
export async function getEstimateStats(
  accountId: string,
): Promise<{ estimates: number; valueCents: number }> {
  const { Item } = await ddb.send(new GetCommand({ TableName: TABLE, Key: keys.estimateStats(accountId) }));
  return { estimates: Number(Item?.estimates ?? 0), valueCents: Number(Item?.valueCents ?? 0) };
}

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
    items: page.map((item) => fromItem(item) as unknown as EstimateListItem),
    nextCursor: more ? encodeCursor(lastKey) : null,
  };
}
