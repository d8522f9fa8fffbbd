import { GetCommand } from '@aws-sdk/lib-dynamodb';
import {
  NO_DISPUTE_TOTALS,
  type DisputeStatus,
  type DisputeTotals,
  type DisputeType,
} from '@shared/insurance/disputes.js';
import { ddb } from '../../platform/clients/dynamodb.js';
import type { Page } from '../../platform/data/cursor.js';
import { keys, partitions, SK_PREFIX } from '../../platform/data/keys.js';
import { counterUpdates } from '../../platform/data/counters.js';
import { queryAll, queryPage } from '../../platform/data/query.js';
import { recordOf, TABLE, transactWrite, type TransactItem } from '../../platform/data/table.js';
import { putVersioned } from '../../platform/data/versioned.js';

/** A document attached to a dispute: the account document's id and what it is called. */
export interface DisputeDocumentRecord {
  documentId: string;
  label: string;
  addedAt: string;
}

/** One line of a dispute's timeline. */
export interface DisputeTimelineRecord {
  at: string;
  event: string;
  detail: string | null;
}

/** A dispute as stored under its account. Money in cents. */
export interface DisputeRecord {
  accountId: string;
  disputeId: string;
  /** Bumped by every write; writers condition on the version they read. */
  version: number;
  projectId: string;
  projectName: string;
  disputeType: DisputeType;
  description: string;
  status: DisputeStatus;
  insuranceCompany: string | null;
  disputedCents: number | null;
  resolvedCents: number | null;
  resolutionNotes: string | null;
  documents: DisputeDocumentRecord[];
  timeline: DisputeTimelineRecord[];
  createdBy: string;
  createdAt: string;
  updatedAt: string;
}

const TOTAL_FIELDS = ['total', 'active', 'resolved', 'disputedCents', 'resolvedCents'] as const;

/** Adds a change of the figures to the account's dispute counters (inside the same transaction). */
function totalsUpdate(accountId: string, delta: DisputeTotals): TransactItem[] {
  return counterUpdates(keys.disputeStats(accountId), 'dispute-stats', { ...delta });
}

function toItem(record: DisputeRecord) {
  return { ...keys.dispute(record.accountId, record.disputeId), type: 'dispute', ...record };
}

/** Put a new dispute and count it in the account's figures, in one transaction. */
export async function putDispute(record: DisputeRecord, delta: DisputeTotals): Promise<void> {
  await transactWrite([
    { Put: { TableName: TABLE, Item: toItem(record), ConditionExpression: 'attribute_not_exists(PK)' } },
    ...totalsUpdate(record.accountId, delta),
  ]);
}

/**
 * Save a changed dispute read at `previousVersion`, with what the change adds to the figures, in
 * one transaction. Throws VersionConflictError when another write came first.
 */
export async function saveDispute(
  next: DisputeRecord,
  previousVersion: number,
  delta: DisputeTotals,
): Promise<void> {
  await putVersioned(toItem(next), previousVersion, totalsUpdate(next.accountId, delta));
}

/** Load one dispute of an account. */
export async function getDispute(accountId: string, disputeId: string): Promise<DisputeRecord | undefined> {
  const { Item } = await ddb.send(
    new GetCommand({ TableName: TABLE, Key: keys.dispute(accountId, disputeId), ConsistentRead: true }),
  );
  return Item?.type === 'dispute' ? recordOf<DisputeRecord>(Item) : undefined;
}

/** A page of an account's disputes, newest first, optionally of one status and one type. */
export async function listDisputes(
  accountId: string,
  page: { limit: number; cursor?: string; status?: DisputeStatus; disputeType?: DisputeType },
): Promise<Page<DisputeRecord>> {
  const found = await queryPage({
    partition: partitions.account(accountId),
    prefix: SK_PREFIX.dispute,
    equal: { status: page.status, disputeType: page.disputeType },
    newestFirst: true,
    limit: page.limit,
    cursor: page.cursor,
  });
  return { items: found.items.map((item) => recordOf<DisputeRecord>(item)), nextCursor: found.nextCursor };
}

/** The status of every dispute of one project (one consistent Query of the account's disputes). */
export async function listProjectDisputeStatuses(
  accountId: string,
  projectId: string,
): Promise<DisputeStatus[]> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    FilterExpression: 'projectId = :project AND #type = :dispute',
    ExpressionAttributeNames: { '#type': 'type', '#status': 'status' },
    ExpressionAttributeValues: {
      ':pk': partitions.account(accountId),
      ':prefix': SK_PREFIX.dispute,
      ':project': projectId,
      ':dispute': 'dispute',
    },
    ProjectionExpression: '#status',
    ConsistentRead: true,
  });
  return items.map((item) => item.status as DisputeStatus);
}

/** An account's dispute figures (zeros before the first dispute). */
export async function getDisputeTotals(accountId: string): Promise<DisputeTotals> {
  const { Item } = await ddb.send(
    new GetCommand({ TableName: TABLE, Key: keys.disputeStats(accountId), ConsistentRead: true }),
  );
  const totals = { ...NO_DISPUTE_TOTALS };
  for (const field of TOTAL_FIELDS) if (typeof Item?.[field] === 'number') totals[field] = Item[field];
  return totals;
}
