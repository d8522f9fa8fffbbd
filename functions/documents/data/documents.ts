import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from '../../platform/clients/dynamodb.js';
import { keys } from '../../platform/data/keys.js';
import { putIfAbsent, recordOf, TABLE } from '../../platform/data/table.js';

/** A rendered PDF as recorded: where it is and its SHA-256 (the signing certificate quotes it). */
export interface DocumentRecord {
  accountId: string;
  estimateId: string;
  /** Unique per estimate, e.g. `v3#proposal#<proposalId>` or `v3#report`. */
  name: string;
  s3Key: string;
  sha256: string;
  bytes: number;
  createdAt: string;
}

/** The record of a rendered PDF, if it exists. */
export async function getDocumentRecord(
  accountId: string,
  estimateId: string,
  name: string,
): Promise<DocumentRecord | undefined> {
  const { Item } = await ddb.send(
    new GetCommand({
      TableName: TABLE,
      Key: keys.document(accountId, estimateId, name),
      ConsistentRead: true,
    }),
  );
  return Item ? recordOf<DocumentRecord>(Item) : undefined;
}

/** Put the record of a rendered PDF once; false when a record already existed (the earlier one stands). */
export function putDocumentRecord(record: DocumentRecord): Promise<boolean> {
  return putIfAbsent({
    ...keys.document(record.accountId, record.estimateId, record.name),
    type: 'document',
    ...record,
  });
}
