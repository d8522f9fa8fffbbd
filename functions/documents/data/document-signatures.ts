import { DeleteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from '../../platform/clients/dynamodb.js';
import { keys, partitions } from '../../platform/data/keys.js';
import { recordOf, TABLE, transactWrite } from '../../platform/data/table.js';
import { conflictIfFirstFailed } from '../../platform/data/versioned.js';

/** The signature request of one library document, as stored. */
export interface DocumentSignatureRecord {
  accountId: string;
  documentId: string;
  title: string;
  /** The file under signature and the SHA-256 of its bytes when it was sent. */
  bucket: 'uploads' | 'documents';
  s3Key: string;
  sha256: string;
  signerName: string;
  signerEmail: string;
  message: string | null;
  sentBy: string;
  tokenHash: string;
  status: 'sent' | 'viewed' | 'signed' | 'declined';
  sentAt: string;
  expiresAt: string;
  viewedAt: string | null;
  signedAt: string | null;
  declinedAt: string | null;
  declineReason: string | null;
  reminderSentAt: string | null;
  signedDocumentId: string | null;
  /** SHA-256 of the document as signed, printed on its certificate (absent on those signed before). */
  signedSha256?: string | null;
}

/** A signing link: the document it opens. */
export interface DocumentSigningLinkRecord {
  tokenHash: string;
  accountId: string;
  documentId: string;
}

/**
 * Store a new request (replacing the document's older one, which voids its link) with its link and
 * reminder; throws VersionConflictError when the document is signed already.
 */
export async function putDocumentSignature(
  record: DocumentSignatureRecord,
  reminderDueAt: string,
): Promise<void> {
  await transactWrite(
    [
      {
        Put: {
          TableName: TABLE,
          Item: {
            ...keys.documentSignature(record.accountId, record.documentId),
            type: 'document-signature',
            ...record,
          },
          // A signed document stays signed: a new request would hide its signature.
          ConditionExpression: 'attribute_not_exists(PK) OR #status <> :signed',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':signed': 'signed' },
        },
      },
      {
        Put: {
          TableName: TABLE,
          Item: {
            ...keys.documentSigningLink(record.tokenHash),
            type: 'document-signing-link',
            tokenHash: record.tokenHash,
            accountId: record.accountId,
            documentId: record.documentId,
          },
        },
      },
      {
        Put: {
          TableName: TABLE,
          Item: {
            ...keys.documentSignatureReminder(reminderDueAt, record.accountId, record.documentId),
            type: 'document-signature-reminder',
            accountId: record.accountId,
            documentId: record.documentId,
            tokenHash: record.tokenHash,
          },
        },
      },
    ],
    conflictIfFirstFailed(),
  );
}

/** Store one more link of a request (the reminder's fresh link). */
export async function putDocumentSigningLink(link: DocumentSigningLinkRecord): Promise<void> {
  await ddb.send(
    new PutCommand({
      TableName: TABLE,
      Item: { ...keys.documentSigningLink(link.tokenHash), type: 'document-signing-link', ...link },
    }),
  );
}

/** The signature request of a document. */
export async function getDocumentSignature(
  accountId: string,
  documentId: string,
): Promise<DocumentSignatureRecord | undefined> {
  const { Item } = await ddb.send(
    new GetCommand({ TableName: TABLE, Key: keys.documentSignature(accountId, documentId) }),
  );
  return Item ? recordOf<DocumentSignatureRecord>(Item) : undefined;
}

/** The link of a token hash. */
export async function getDocumentSigningLink(
  tokenHash: string,
): Promise<DocumentSigningLinkRecord | undefined> {
  const { Item } = await ddb.send(
    new GetCommand({ TableName: TABLE, Key: keys.documentSigningLink(tokenHash) }),
  );
  return Item ? recordOf<DocumentSigningLinkRecord>(Item) : undefined;
}

/**
 * Move a request on, only if it is still the one of `tokenHash` and in one of `from` (so a link is
 * used once and a replaced link changes nothing).
 */
export async function saveDocumentSignature(
  record: Pick<DocumentSignatureRecord, 'accountId' | 'documentId' | 'tokenHash'>,
  from: DocumentSignatureRecord['status'][],
  changes: Partial<DocumentSignatureRecord>,
): Promise<void> {
  const names: Record<string, string> = { '#status': 'status' };
  const values: Record<string, unknown> = { ':hash': record.tokenHash };
  from.forEach((status, index) => (values[`:from${index}`] = status));
  const sets = Object.entries(changes).map(([field, value], index) => {
    names[`#f${index}`] = field;
    values[`:v${index}`] = value;
    return `#f${index} = :v${index}`;
  });
  await transactWrite(
    [
      {
        Update: {
          TableName: TABLE,
          Key: keys.documentSignature(record.accountId, record.documentId),
          UpdateExpression: `SET ${sets.join(', ')}`,
          ConditionExpression: `tokenHash = :hash AND #status IN (${from.map((_, i) => `:from${i}`).join(', ')})`,
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
        },
      },
    ],
    conflictIfFirstFailed(),
  );
}

/** Reminder entries due by `now` (oldest first, at most `limit`). */
export async function listDueSignatureReminders(
  now: Date,
  limit: number,
): Promise<{ dueAt: string; accountId: string; documentId: string; tokenHash: string }[]> {
  const { Items = [] } = await ddb.send(
    new QueryCommand({
      TableName: TABLE,
      KeyConditionExpression: 'PK = :pk AND SK <= :now',
      ExpressionAttributeValues: {
        ':pk': partitions.documentSignatureReminders(),
        ':now': `${now.toISOString()}~`,
      },
      Limit: limit,
    }),
  );
  return Items.map((item) => ({
    dueAt: String(item.SK).split('#')[0]!,
    accountId: String(item.accountId),
    documentId: String(item.documentId),
    tokenHash: String(item.tokenHash),
  }));
}

/** Remove a reminder entry once handled. */
export async function deleteSignatureReminder(
  dueAt: string,
  accountId: string,
  documentId: string,
): Promise<void> {
  await ddb.send(
    new DeleteCommand({
      TableName: TABLE,
      Key: keys.documentSignatureReminder(dueAt, accountId, documentId),
    }),
  );
}
