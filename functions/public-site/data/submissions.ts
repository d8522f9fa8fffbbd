import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { searchText } from '@shared/operations/crm.js';
import { ddb } from '../../platform/clients/dynamodb.js';
import { NotFoundError } from '../../platform/errors.js';
import { auditPut, type Actor } from '../../platform/data/audit.js';
import { decodeCursor, encodeCursor, type Page } from '../../platform/data/cursor.js';
import { keys, partitions } from '../../platform/data/keys.js';
import { queryCount, queryPage } from '../../platform/data/query.js';
import {
  conditionalTransact,
  epochSeconds,
  stripKeys,
  TABLE,
  transactWrite,
} from '../../platform/data/table.js';
import { conflictIfFirstFailed } from '../../platform/data/versioned.js';

/** Kinds of public submission kept for the CRM. */
export type SubmissionKind = 'lead' | 'partner_application' | 'contact' | 'gdpr_request';

/** A lead (docs/product.md#public-site), as stored. */
export interface LeadRecord {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  company: string | null;
  address: string | null;
  source: string;
  interests: string[];
  notes: string | null;
  status: 'new' | 'pending' | 'contacted' | 'qualified' | 'converted' | 'lost';
  created_at: string;
}

/** A contact submission (docs/product.md#public-site), as stored. */
export interface ContactRecord {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  company_name: string | null;
  city: string;
  reason: string;
  comments: string | null;
  responded: boolean;
  created_at: string;
}

/** A partner application: the spec's payload plus the CRM's list fields. */
export interface PartnerApplicationRecord extends Record<string, unknown> {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  company_name: string;
  company_website: string | null;
  partner_type: string;
  status: 'pending' | 'under_review' | 'approved' | 'rejected';
  created_at: string;
}

/** A GDPR request, as stored. */
export interface GdprRequestRecord {
  id: string;
  request_type: string;
  full_name: string;
  email: string;
  request_details: string | null;
  verification_method: string;
  status: 'received' | 'in_progress' | 'completed';
  respond_by: string;
  created_at: string;
}

type AnyRecord = { id: string; created_at: string };

/** What the CRM's search matches of a submission: names, email and company. */
function searchOf(record: Record<string, unknown>): string {
  const fields = ['first_name', 'last_name', 'full_name', 'email', 'company', 'company_name'];
  return searchText(
    fields.map((field) => (typeof record[field] === 'string' ? (record[field] as string) : null)),
  );
}

function statusOf(record: Record<string, unknown>): string {
  if (typeof record.status === 'string') return record.status;
  return record.responded ? 'responded' : 'pending';
}

/** The stored item of a submission: its keys, the CRM's date and status indexes and the search text. */
function submissionItem(kind: SubmissionKind, record: AnyRecord & Record<string, unknown>) {
  return {
    ...keys.submission(kind, record.id),
    ...keys.submissionByDate(kind, record.created_at, record.id),
    ...keys.submissionByStatus(kind, statusOf(record), record.created_at, record.id),
    type: kind,
    ...record,
    search_text: searchOf(record),
  };
}

async function putSubmission(
  kind: SubmissionKind,
  record: AnyRecord & Record<string, unknown>,
): Promise<void> {
  await ddb.send(
    new PutCommand({
      TableName: TABLE,
      Item: submissionItem(kind, record),
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
}

/** Put a lead from the presale popup or the early-access page. */
export async function putLead(record: LeadRecord): Promise<void> {
  await putSubmission('lead', { ...record });
}

/** Put a contact-form submission. */
export async function putContactSubmission(record: ContactRecord): Promise<void> {
  await putSubmission('contact', { ...record });
}

/** Put a partner application. */
export async function putPartnerApplication(record: PartnerApplicationRecord): Promise<void> {
  await putSubmission('partner_application', record);
}

/** Put a GDPR request. */
export async function putGdprRequest(record: GdprRequestRecord): Promise<void> {
  await putSubmission('gdpr_request', { ...record });
}

/** A GDPR request waiting for its email confirmation: the hash of the mailed token and its expiry. */
export interface UnconfirmedGdprRequest {
  request: GdprRequestRecord;
  tokenHash: string;
  expiresAt: string;
}

/**
 * Put a GDPR request that waits for its requester's confirmation: under a key of its own, outside the
 * CRM's indexes (no list, count or operator notice sees it), and dropped by the table's TTL after expiry.
 */
export async function putUnconfirmedGdprRequest(pending: UnconfirmedGdprRequest): Promise<void> {
  await ddb.send(
    new PutCommand({
      TableName: TABLE,
      Item: {
        ...keys.unconfirmedGdprRequest(pending.request.id),
        type: 'gdpr_request_unconfirmed',
        ...pending,
        ttl: epochSeconds(new Date(pending.expiresAt)),
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
}

/** A GDPR request still waiting for confirmation, if there is one under this id. */
export async function getUnconfirmedGdprRequest(id: string): Promise<UnconfirmedGdprRequest | undefined> {
  const { Item } = await ddb.send(
    new GetCommand({ TableName: TABLE, Key: keys.unconfirmedGdprRequest(id), ConsistentRead: true }),
  );
  if (!Item) return undefined;
  return { request: Item.request, tokenHash: Item.tokenHash, expiresAt: Item.expiresAt };
}

/**
 * Confirm a GDPR request: the waiting item is deleted (only while it still holds this token's hash and
 * has not expired) and the request stored for the CRM, in one transaction. False when the link was
 * used meanwhile or expired: exactly one confirmation wins.
 */
export async function saveGdprRequestConfirmed(
  pending: UnconfirmedGdprRequest,
  now = new Date(),
): Promise<boolean> {
  return conditionalTransact([
    {
      Delete: {
        TableName: TABLE,
        Key: keys.unconfirmedGdprRequest(pending.request.id),
        ConditionExpression: 'tokenHash = :hash AND expiresAt > :now',
        ExpressionAttributeValues: { ':hash': pending.tokenHash, ':now': now.toISOString() },
      },
    },
    {
      Put: {
        TableName: TABLE,
        Item: submissionItem('gdpr_request', { ...pending.request }),
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
  ]);
}

/** One stored submission by kind and id. */
export async function getSubmission<T>(kind: SubmissionKind, id: string): Promise<T | undefined> {
  const { Item } = await ddb.send(new GetCommand({ TableName: TABLE, Key: keys.submission(kind, id) }));
  return Item ? (stripKeys(Item) as unknown as T) : undefined;
}

/** The most items one search reads before answering with what it found (and a cursor to go on). */
const SEARCH_READ_LIMIT = 1000;

/**
 * A page of submissions of one kind, newest first, optionally of one status (one Query on GSI1 or
 * GSI2) and matching a search (a filter on the stored search text; the Query goes on until the page
 * is full or it has read SEARCH_READ_LIMIT items, then answers with a cursor to continue).
 */
export async function listSubmissions<T>(
  kind: SubmissionKind,
  options: { status?: string; limit: number; cursor?: string; search?: string },
): Promise<Page<T>> {
  if (!options.search) {
    const page = await queryPage({
      ...(options.status
        ? { index: 'GSI2', partition: partitions.submissionsWithStatus(kind, options.status) }
        : { index: 'GSI1', partition: partitions.submissionsByDate(kind) }),
      limit: options.limit,
      cursor: options.cursor,
      newestFirst: true,
    });
    return { items: page.items.map((item) => stripKeys(item) as unknown as T), nextCursor: page.nextCursor };
  }
  const index = options.status ? 'GSI2' : 'GSI1';
  const partition = options.status
    ? partitions.submissionsWithStatus(kind, options.status)
    : partitions.submissionsByDate(kind);
  const items: Record<string, unknown>[] = [];
  let startKey = decodeCursor(options.cursor, ['PK', 'SK', `${index}PK`, `${index}SK`], {
    [`${index}PK`]: partition,
  }) as Record<string, unknown> | undefined;
  let read = 0;
  do {
    const page = await ddb.send(
      new QueryCommand({
        TableName: TABLE,
        IndexName: index,
        KeyConditionExpression: `${index}PK = :pk`,
        FilterExpression: 'contains(search_text, :q)',
        ExpressionAttributeValues: { ':pk': partition, ':q': options.search.toLowerCase() },
        ScanIndexForward: false,
        Limit: options.limit - items.length,
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...(page.Items ?? []));
    read += page.ScannedCount ?? 0;
    startKey = page.LastEvaluatedKey;
  } while (startKey && items.length < options.limit && read < SEARCH_READ_LIMIT);
  return { items: items.map((item) => stripKeys(item) as unknown as T), nextCursor: encodeCursor(startKey) };
}

/** How many submissions of one kind have one status (a COUNT Query of its GSI2 partition). */
export async function countSubmissions(kind: SubmissionKind, status: string): Promise<number> {
  return queryCount({
    IndexName: 'GSI2',
    KeyConditionExpression: 'GSI2PK = :pk',
    ExpressionAttributeValues: { ':pk': partitions.submissionsWithStatus(kind, status) },
  });
}

/** How many submissions of one kind arrived since a moment (a COUNT Query of GSI1 on the date key). */
export async function countSubmissionsSince(kind: SubmissionKind, since: string): Promise<number> {
  return queryCount({
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK >= :since',
    ExpressionAttributeValues: { ':pk': partitions.submissionsByDate(kind), ':since': since },
  });
}

/** The oldest submission of one kind and status (one Query of its GSI2 partition, oldest first). */
export async function getOldestWithStatus<T>(kind: SubmissionKind, status: string): Promise<T | undefined> {
  const page = await queryPage({
    index: 'GSI2',
    partition: partitions.submissionsWithStatus(kind, status),
    limit: 1,
  });
  return page.items[0] ? (stripKeys(page.items[0]) as unknown as T) : undefined;
}

/**
 * Save an operator's change of a submission — new status and any other fields — together with its
 * audit entry in one transaction. The change only applies while the status is still the one the
 * operator saw (else 409); the status index key moves with the status.
 */
export async function saveSubmission<T extends AnyRecord>(
  kind: SubmissionKind,
  before: T,
  changes: Partial<T>,
  audit: { actor: Actor; action: string },
  now = new Date(),
): Promise<T> {
  const after = { ...before, ...changes };
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {
    ':current': partitions.submissionsWithStatus(kind, statusOf(before as Record<string, unknown>)),
  };
  const sets = Object.entries(changes).map(([field, value], index) => {
    names[`#f${index}`] = field;
    values[`:v${index}`] = value;
    return `#f${index} = :v${index}`;
  });
  const index = keys.submissionByStatus(
    kind,
    statusOf(after as Record<string, unknown>),
    after.created_at,
    after.id,
  );
  sets.push('GSI2PK = :gsi2pk', 'GSI2SK = :gsi2sk');
  values[':gsi2pk'] = index.GSI2PK;
  values[':gsi2sk'] = index.GSI2SK;
  const pick = (record: T) =>
    Object.fromEntries(
      Object.keys(changes).map((field) => [field, (record as Record<string, unknown>)[field] ?? null]),
    );
  await transactWrite(
    [
      {
        Update: {
          TableName: TABLE,
          Key: keys.submission(kind, before.id),
          UpdateExpression: `SET ${sets.join(', ')}`,
          ConditionExpression: 'attribute_exists(PK) AND GSI2PK = :current',
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
        },
      },
      auditPut(
        kind,
        before.id,
        audit.actor,
        { action: audit.action, before: pick(before), after: pick(after) },
        now,
      ),
    ],
    conflictIfFirstFailed(),
  );
  return after;
}

/** One stored submission, or 404. */
export async function getExistingSubmission<T>(kind: SubmissionKind, id: string, label: string): Promise<T> {
  const found = await getSubmission<T>(kind, id);
  if (!found) throw new NotFoundError(`${label} not found`);
  return found;
}
