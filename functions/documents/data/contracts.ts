import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from '../../platform/clients/dynamodb.js';
import { keys } from '../../platform/data/keys.js';
import { epochSeconds, putIfAbsent, recordOf, TABLE, transactWrite } from '../../platform/data/table.js';
import { DAY_SECONDS } from '@shared/kernel/time.js';

/** A contract built from an accepted proposal, and where its signing stands. */
export interface ContractRecord {
  accountId: string;
  estimateId: string;
  proposalId: string;
  contractId: string;
  /** The account's running contract number (shown as C-1042); absent on older contracts. */
  humanNumber?: number;
  estimateVersion: number;
  /** The unsigned PDF and its SHA-256 (quoted on the certificate page). */
  s3Key: string;
  sha256: string;
  /** Size of the unsigned PDF, shown in Documents (absent on older contracts). */
  bytes?: number;
  createdAt: string;
  /** SHA-256 of the one signing link that currently works (a newer link voids the older). */
  signingHash: string | null;
  signingIssuedAt: string | null;
  signingExpiresAt: string | null;
  signingSentTo: string | null;
  signedAt: string | null;
  signedKey: string | null;
  signerName: string | null;
  /** SHA-256 of the contract as signed, printed on its certificate (absent on contracts signed before). */
  signedSha256?: string | null;
}

/** A signing link as stored: only the SHA-256 of its token, pointing at its contract. */
export interface SigningLinkRecord {
  tokenHash: string;
  accountId: string;
  estimateId: string;
  proposalId: string;
  issuedAt: string;
  expiresAt: string;
  usedAt: string | null;
  /** The member who issued it for signing in person (on their device); absent for a mailed link. */
  inPersonBy?: string | null;
}

/** A contract write refused by its conditions (already signed, link replaced, used or expired). */
export class ContractConflictError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'ContractConflictError';
  }
}

// Used and expired links stay readable for a while so they answer 410, not 404.
const KEEP_LINK_AFTER_EXPIRY_SECONDS = 365 * DAY_SECONDS;

/** Load the contract of an accepted proposal, if generated. */
export async function getContract(
  accountId: string,
  estimateId: string,
  proposalId: string,
): Promise<ContractRecord | undefined> {
  const { Item } = await ddb.send(
    new GetCommand({
      TableName: TABLE,
      Key: keys.contract(accountId, estimateId, proposalId),
      ConsistentRead: true,
    }),
  );
  return Item?.type === 'contract' ? recordOf<ContractRecord>(Item) : undefined;
}

/** Put a generated contract once; false when one already exists (the first stands). */
export function putContract(record: ContractRecord): Promise<boolean> {
  return putIfAbsent({
    ...keys.contract(record.accountId, record.estimateId, record.proposalId),
    type: 'contract',
    ...record,
  });
}

/**
 * Put a new signing link for lookup and make it the contract's only working one (its hash replaces
 * the older link's), in one transaction; refused once the contract is signed.
 */
export async function putSigningLink(
  contract: ContractRecord,
  link: SigningLinkRecord,
  sentTo: string,
): Promise<void> {
  await transactWrite(
    [
      {
        Update: {
          TableName: TABLE,
          Key: keys.contract(contract.accountId, contract.estimateId, contract.proposalId),
          UpdateExpression:
            'SET signingHash = :hash, signingIssuedAt = :issued, signingExpiresAt = :expires, signingSentTo = :to',
          ConditionExpression: 'attribute_exists(PK) AND attribute_type(signedAt, :null)',
          ExpressionAttributeValues: {
            ':hash': link.tokenHash,
            ':issued': link.issuedAt,
            ':expires': link.expiresAt,
            ':to': sentTo,
            ':null': 'NULL',
          },
        },
      },
      {
        Put: {
          TableName: TABLE,
          Item: {
            ...keys.signingLink(link.tokenHash),
            type: 'signing-link',
            ...link,
            ttl: epochSeconds(new Date(link.expiresAt)) + KEEP_LINK_AFTER_EXPIRY_SECONDS,
          },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
    ],
    (_reasons, cause) => new ContractConflictError('The contract is already signed', { cause }),
  );
}

/** A signing link by the SHA-256 of its token. */
export async function getSigningLink(tokenHash: string): Promise<SigningLinkRecord | undefined> {
  const { Item } = await ddb.send(
    new GetCommand({ TableName: TABLE, Key: keys.signingLink(tokenHash), ConsistentRead: true }),
  );
  return Item?.type === 'signing-link' ? recordOf<SigningLinkRecord>(Item) : undefined;
}

/**
 * Save the signature: the link is used up and the contract marked signed in one transaction,
 * only if the link is unused, unexpired at `now` and still the contract's current one, and the
 * contract is unsigned — so a link signs once, whatever arrives in parallel.
 */
export async function saveContractSigned(
  link: SigningLinkRecord,
  signed: { signedAt: string; signedKey: string; signerName: string; signedSha256: string },
  now: Date,
): Promise<void> {
  await transactWrite(
    [
      {
        Update: {
          TableName: TABLE,
          Key: keys.signingLink(link.tokenHash),
          UpdateExpression: 'SET usedAt = :at',
          ConditionExpression: 'attribute_exists(PK) AND attribute_type(usedAt, :null) AND expiresAt > :now',
          ExpressionAttributeValues: {
            ':at': signed.signedAt,
            ':null': 'NULL',
            ':now': now.toISOString(),
          },
        },
      },
      {
        Update: {
          TableName: TABLE,
          Key: keys.contract(link.accountId, link.estimateId, link.proposalId),
          UpdateExpression: 'SET signedAt = :at, signedKey = :key, signerName = :name, signedSha256 = :sha',
          ConditionExpression: 'signingHash = :hash AND attribute_type(signedAt, :null)',
          ExpressionAttributeValues: {
            ':at': signed.signedAt,
            ':key': signed.signedKey,
            ':name': signed.signerName,
            ':sha': signed.signedSha256,
            ':hash': link.tokenHash,
            ':null': 'NULL',
          },
        },
      },
    ],
    (_reasons, cause) => new ContractConflictError('The signing link is no longer usable', { cause }),
  );
}
