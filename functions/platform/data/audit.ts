import { ulid } from 'ulid';
import { keys, partitions } from './keys.js';
import { queryAll } from './query.js';
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
