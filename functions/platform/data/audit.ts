import { ulid } from 'ulid';
import { keys, partitions } from './keys.js';
import { queryAll, queryPage } from './query.js';
import { recordOf, TABLE, type TransactItem } from './table.js';

/** One operator write as the audit trail keeps it: who, when, what, before → after. */
export interface AuditEntry {
  id: string;
  kind: string;
  record_id: string;
  actor_id: string;
  actor_email: string;
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  at: string;
}

/** Who made a write (the operator, from the verified token). */
export interface Actor {
  userId: string;
  email: string;
}

/**
 * The Put of an audit entry, to go in the same transaction as the write it records, so a change and
 * its trail are stored together or not at all.
 */
export function auditPut(
  kind: string,
  recordId: string,
  actor: Actor,
  change: { action: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null },
  now = new Date(),
): TransactItem {
  const id = ulid(now.getTime());
  const entry: AuditEntry = {
    id,
    kind,
    record_id: recordId,
    actor_id: actor.userId,
    actor_email: actor.email,
    ...change,
    at: now.toISOString(),
  };
  return {
    Put: { TableName: TABLE, Item: { ...keys.auditEntry(kind, recordId, id), type: 'audit', ...entry } },
  };
}

/**
 * The audit entry of an export (a CRM CSV or a whole-account archive): who asked, what was exported and
 * how many rows, also listed among the recent exports the operator home shows.
 */
export function exportAuditPut(
  exportId: string,
  actor: Actor,
  exported: { what: string; account_id?: string; rows: number | null; file_name: string },
  now = new Date(),
): TransactItem {
  const put = auditPut('export', exportId, actor, { action: 'exported', before: null, after: exported }, now);
  const item = put.Put!.Item as Record<string, unknown>;
  return {
    Put: {
      ...put.Put!,
      Item: {
        ...item,
        GSI1PK: partitions.recentExports(),
        GSI1SK: `${now.toISOString()}#${item.id as string}`,
      },
    },
  };
}

/** The most recent exports' audit entries, newest first. */
export async function listRecentExports(limit: number): Promise<AuditEntry[]> {
  const { items } = await queryPage({
    index: 'GSI1',
    partition: partitions.recentExports(),
    newestFirst: true,
    limit,
  });
  return items.map((item) => recordOf<AuditEntry>(item));
}

/** A record's audit trail, oldest first (one Query of its partition; a record's trail is short). */
export async function listAuditEntries(kind: string, recordId: string): Promise<AuditEntry[]> {
  const items = await queryAll(
    {
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': partitions.audit(kind, recordId) },
    },
    1000,
  );
  return items.map((item) => recordOf<AuditEntry>(item));
}
