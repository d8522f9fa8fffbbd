import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { keys } from '../../platform/data/keys.js';
import { conditionalWrite, TABLE } from '../../platform/data/table.js';

// A regenerated document (docs/product.md#documents) keeps its record and id: the record points at the newest PDF,
// and each earlier rendering moves onto its `revisions` list (oldest first), its object kept.

/** One earlier rendering of a document, still downloadable. */
export interface DocumentRevision {
  s3Key: string;
  sha256: string;
  bytes: number;
  createdAt: string;
}

/** Which record is regenerated: a generated PDF of an estimate, or a contract. */
export type RevisedRecord =
  | { type: 'document'; accountId: string; estimateId: string; name: string }
  | { type: 'contract'; accountId: string; estimateId: string; proposalId: string };

/** The earlier renderings stored on a document or contract item (none when never regenerated). */
export function revisionsOf(item: Record<string, unknown>): DocumentRevision[] {
  return Array.isArray(item.revisions) ? (item.revisions as DocumentRevision[]) : [];
}

/**
 * Points the record at a new rendering and appends the one it replaces to its revisions, only if
 * the record still points at `previous.s3Key` and, for a contract, it is unsigned with no signing link
 * open at `next.createdAt`; false when someone regenerated, signed or sent it for signing meanwhile.
 */
export async function saveDocumentRevision(
  record: RevisedRecord,
  previous: DocumentRevision,
  next: DocumentRevision,
): Promise<boolean> {
  const key =
    record.type === 'document'
      ? keys.document(record.accountId, record.estimateId, record.name)
      : keys.contract(record.accountId, record.estimateId, record.proposalId);
  return conditionalWrite(
    new UpdateCommand({
      TableName: TABLE,
      Key: key,
      UpdateExpression:
        'SET s3Key = :key, sha256 = :sha, #bytes = :bytes, regeneratedAt = :at, ' +
        'revisions = list_append(if_not_exists(revisions, :none), :previous)',
      // A contract's open link keeps what the homeowner reviews unchanged: checked in the write, not
      // only before rendering, so a link issued meanwhile is never left on a different PDF.
      ConditionExpression:
        record.type === 'contract'
          ? `attribute_exists(PK) AND s3Key = :expected AND attribute_type(signedAt, :null) AND ` +
            `(attribute_not_exists(signingHash) OR attribute_type(signingHash, :null) OR signingExpiresAt <= :at)`
          : 'attribute_exists(PK) AND s3Key = :expected',
      ExpressionAttributeNames: { '#bytes': 'bytes' },
      ExpressionAttributeValues: {
        ':key': next.s3Key,
        ':sha': next.sha256,
        ':bytes': next.bytes,
        ':at': next.createdAt,
        ':none': [],
        ':previous': [previous],
        ':expected': previous.s3Key,
        ...(record.type === 'contract' && { ':null': 'NULL' }),
      },
    }),
  );
}
