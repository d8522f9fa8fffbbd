import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Complexity, RoofType } from '@shared/estimates/measurement/types.js';
import type {
  DocumentCustomer,
  MeasurementSummary,
  PricingSummary,
} from '@shared/documents/proposal-document.js';
import type { ProposalChoice } from '@shared/documents/proposal-choice.js';
import type { PaymentSchedule } from '@shared/documents/payment-schedule.js';
import type { ProposalOffer } from '@shared/documents/proposal-offer.js';
import { OPEN_STATUSES, type ProposalStatus } from '@shared/documents/proposals.js';
import { ddb } from '../../platform/clients/dynamodb.js';
import { keys, partitions, SK_PREFIX } from '../../platform/data/keys.js';
import { queryAll, queryPage } from '../../platform/data/query.js';
import {
  conditionalWrite,
  CONDITION_FAILED,
  epochSeconds,
  recordOf,
  TABLE,
  transactWrite,
  type TransactItem,
} from '../../platform/data/table.js';
import { VersionConflictError } from '../../platform/data/versioned.js';
import { namedFailure } from '../../platform/errors.js';
import { DAY_SECONDS } from '@shared/kernel/time.js';

/** What the homeowner was offered, frozen when the proposal was made (a later edit of the estimate needs a new proposal). */
export interface ProposalSnapshot {
  customer: DocumentCustomer;
  propertyAddress: string;
  measurement: MeasurementSummary;
  pricing: PricingSummary;
  scheduledInstallDate: string | null;
  /** The terms as Settings composed them when the proposal was made (docs/product.md#documents); absent: the standard terms. */
  terms?: string[];
  /** Settings' validity (days) when the proposal was made or sent; absent on older proposals. */
  validityDays?: number;
  /** Settings' payment schedule, copied when the proposal was made and again when sent; absent on older proposals. */
  paymentSchedule?: PaymentSchedule;
  /** Settings' workmanship warranty (years), copied with the schedule; absent on older proposals. */
  warrantyYears?: number;
  /** The options, upgrades and plans offered, frozen at send (docs/decisions.md); absent: one price. */
  offer?: ProposalOffer;
}

/** A proposal as stored under its account. */
export interface ProposalRecord {
  accountId: string;
  proposalId: string;
  estimateId: string;
  /** The estimate version the snapshot was taken from (PDFs are keyed by it). */
  estimateVersion: number;
  /** The member who made it; their phone and email are the company contact on the proposal. */
  createdBy: string;
  customerName: string;
  customerEmail: string;
  status: ProposalStatus;
  createdAt: string;
  updatedAt: string;
  sentAt: string | null;
  viewedAt: string | null;
  decidedAt: string | null;
  validUntil: string | null;
  decisionNotes: string | null;
  /** SHA-256 of the live link's token (null for drafts); the token itself is never stored. */
  tokenHash: string | null;
  /** Price after discount, for the list card. */
  totalCents: number;
  squareFootage: number;
  roofType: RoofType;
  complexity: Complexity;
  /** The account's running proposal number (shown as P-1042); absent on older proposals. */
  humanNumber?: number;
  snapshot: ProposalSnapshot;
  /** What the homeowner chose on accepting a proposal with options, written by the accepting write. */
  choice?: ProposalChoice;
  /**
   * Why a withdrawn proposal was withdrawn: `superseded` when a newer proposal of its estimate was
   * sent (its link then names the current one); absent on proposals withdrawn before it was recorded.
   */
  withdrawnReason?: WithdrawnReason;
}

/** Why a proposal was withdrawn (docs/decisions.md, "A superseded link names the current one"). */
export type WithdrawnReason = 'superseded' | 'withdrawn';

/** A proposal without its snapshot (what lists read), but with the property address for the cards. */
export type ProposalListItem = Omit<ProposalRecord, 'snapshot'> & {
  snapshot?: Pick<ProposalSnapshot, 'propertyAddress'>;
};

const LIST_ATTRIBUTES = [
  'PK',
  'SK',
  'GSI1PK',
  'GSI1SK',
  'accountId',
  'proposalId',
  'estimateId',
  'estimateVersion',
  'createdBy',
  'customerName',
  'customerEmail',
  '#status',
  'createdAt',
  'updatedAt',
  'sentAt',
  'viewedAt',
  'decidedAt',
  'validUntil',
  'decisionNotes',
  'tokenHash',
  'totalCents',
  'squareFootage',
  'roofType',
  'complexity',
  'humanNumber',
  'withdrawnReason',
  '#snapshot.propertyAddress',
];
// `status` and `snapshot` are DynamoDB reserved words.
const LIST_NAMES = { '#status': 'status', '#snapshot': 'snapshot' };

// A token lookup outlives its proposal's validity so an old link answers 410 rather than 404.
const KEEP_TOKEN_AFTER_EXPIRY_SECONDS = 365 * DAY_SECONDS;

function toItem(record: ProposalRecord) {
  return {
    ...keys.proposal(record.accountId, record.proposalId),
    ...keys.proposalByStatus(record.accountId, record.status, record.proposalId),
    ...keys.proposalOfEstimate(record.accountId, record.estimateId, record.proposalId),
    type: 'proposal',
    ...record,
  };
}

function tokenItem(
  record: Pick<ProposalRecord, 'accountId' | 'proposalId' | 'validUntil'>,
  tokenHash: string,
) {
  const expires = Date.parse(record.validUntil ?? new Date().toISOString());
  return {
    ...keys.proposalToken(tokenHash),
    type: 'proposal-token',
    accountId: record.accountId,
    proposalId: record.proposalId,
    ttl: epochSeconds(new Date(expires)) + KEEP_TOKEN_AFTER_EXPIRY_SECONDS,
  };
}

function tokenPut(
  record: Pick<ProposalRecord, 'accountId' | 'proposalId' | 'validUntil'>,
  tokenHash: string,
): TransactItem {
  return {
    Put: {
      TableName: TABLE,
      Item: tokenItem(record, tokenHash),
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  };
}

/** Put a new proposal; a sent one comes with the SHA-256 of its link's token, put for lookup in the same transaction. */
export async function putProposal(record: ProposalRecord): Promise<void> {
  await transactWrite([
    { Put: { TableName: TABLE, Item: toItem(record), ConditionExpression: 'attribute_not_exists(PK)' } },
    ...(record.tokenHash ? [tokenPut(record, record.tokenHash)] : []),
  ]);
}

/** Load one proposal of an account (another account's id is simply not there). */
export async function getProposal(
  accountId: string,
  proposalId: string,
): Promise<ProposalRecord | undefined> {
  const { Item } = await ddb.send(
    new GetCommand({ TableName: TABLE, Key: keys.proposal(accountId, proposalId), ConsistentRead: true }),
  );
  return Item?.type === 'proposal' ? recordOf<ProposalRecord>(Item) : undefined;
}

/** Which proposal a link's token hash belongs to. */
export async function findProposalByTokenHash(
  tokenHash: string,
): Promise<{ accountId: string; proposalId: string } | undefined> {
  const { Item } = await ddb.send(
    new GetCommand({ TableName: TABLE, Key: keys.proposalToken(tokenHash), ConsistentRead: true }),
  );
  return Item ? { accountId: String(Item.accountId), proposalId: String(Item.proposalId) } : undefined;
}

/** One page of an account's proposals, newest first: all of them, or one status (GSI1). */
export async function listProposals(
  accountId: string,
  filter: { status?: ProposalStatus; limit: number; cursor?: string },
): Promise<{ items: ProposalListItem[]; nextCursor: string | null }> {
  const page = await queryPage({
    ...(filter.status === undefined
      ? { partition: partitions.account(accountId), prefix: SK_PREFIX.proposal }
      : { index: 'GSI1', partition: partitions.proposalsWithStatus(accountId, filter.status) }),
    projection: LIST_ATTRIBUTES.join(', '),
    names: LIST_NAMES,
    newestFirst: true,
    limit: filter.limit,
    cursor: filter.cursor,
  });
  return { items: page.items.map((item) => recordOf<ProposalListItem>(item)), nextCursor: page.nextCursor };
}

/** Every proposal of one estimate (GSI2; an estimate has a handful). */
export async function listProposalsOfEstimate(
  accountId: string,
  estimateId: string,
): Promise<ProposalListItem[]> {
  const items = await queryAll({
    IndexName: 'GSI2',
    KeyConditionExpression: 'GSI2PK = :pk',
    ExpressionAttributeValues: { ':pk': partitions.proposalsOfEstimate(accountId, estimateId) },
    ProjectionExpression: LIST_ATTRIBUTES.join(', '),
    ExpressionAttributeNames: LIST_NAMES,
  });
  return items.map((item) => recordOf<ProposalListItem>(item));
}

/** A status change: the statuses it may start from, the new status and the fields it sets. */
export interface ProposalTransition {
  from: readonly ProposalStatus[];
  to: ProposalStatus;
  set?: Partial<Omit<ProposalRecord, 'accountId' | 'proposalId' | 'status' | 'createdAt' | 'updatedAt'>>;
  /** Only while the link is valid at this time (the homeowner's actions). */
  validAt?: Date;
  at: Date;
}

function transitionUpdate(accountId: string, proposalId: string, change: ProposalTransition) {
  const names: Record<string, string> = { '#status': 'status' };
  const values: Record<string, unknown> = {
    ':to': change.to,
    ':gsi1': keys.proposalByStatus(accountId, change.to, proposalId).GSI1PK,
    ':at': change.at.toISOString(),
  };
  const sets = ['#status = :to', 'GSI1PK = :gsi1', 'updatedAt = :at'];
  Object.entries(change.set ?? {}).forEach(([name, value], index) => {
    names[`#f${index}`] = name;
    values[`:f${index}`] = value;
    sets.push(`#f${index} = :f${index}`);
  });
  const from = change.from.map((_, index) => `:from${index}`);
  change.from.forEach((status, index) => (values[`:from${index}`] = status));
  const conditions = ['attribute_exists(PK)', `#status IN (${from.join(', ')})`];
  if (change.validAt) {
    conditions.push('validUntil > :validAt');
    values[':validAt'] = change.validAt.toISOString();
  }
  return {
    TableName: TABLE,
    Key: keys.proposal(accountId, proposalId),
    UpdateExpression: `SET ${sets.join(', ')}`,
    ConditionExpression: conditions.join(' AND '),
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
  };
}

/**
 * Save a proposal's new status if (and only if) it is still in one of `from` — the conditional
 * write that makes accept/decline happen once however many arrive together. Returns the record as
 * written; throws VersionConflictError otherwise.
 */
export async function saveProposalStatus(
  accountId: string,
  proposalId: string,
  change: ProposalTransition,
): Promise<ProposalRecord> {
  try {
    const { Attributes } = await ddb.send(
      new UpdateCommand({ ...transitionUpdate(accountId, proposalId, change), ReturnValues: 'ALL_NEW' }),
    );
    return recordOf<ProposalRecord>(Attributes ?? {});
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException)
      throw new VersionConflictError(undefined, { cause: error });
    throw error;
  }
}

/** Thrown when the estimate of a proposal being accepted already has another accepted proposal. */
export class EstimateAlreadyAcceptedError extends namedFailure(
  'The estimate already has an accepted proposal',
) {}

/**
 * Save a proposal as accepted and mark its estimate with it, in one transaction conditional on the
 * proposal still being open and valid and the estimate having no accepted proposal yet: of two
 * proposals of one estimate accepted at once, exactly one wins. The estimate's version is bumped so a
 * concurrent versioned edit loses its race and sees the acceptance. Returns the proposal as written;
 * throws VersionConflictError (the proposal changed) or EstimateAlreadyAcceptedError.
 */
export async function saveProposalAccepted(
  accountId: string,
  proposalId: string,
  estimateId: string,
  change: ProposalTransition & { to: 'accepted' },
): Promise<ProposalRecord> {
  const estimateUpdate = {
    TableName: TABLE,
    Key: keys.estimate(accountId, estimateId),
    UpdateExpression: 'SET acceptedProposalId = :proposal, version = version + :one, updatedAt = :at',
    ConditionExpression:
      'attribute_exists(PK) AND (attribute_not_exists(acceptedProposalId) OR acceptedProposalId = :proposal)',
    ExpressionAttributeValues: { ':proposal': proposalId, ':one': 1, ':at': change.at.toISOString() },
  };
  await transactWrite(
    [{ Update: transitionUpdate(accountId, proposalId, change) }, { Update: estimateUpdate }],
    (reasons, cause) => {
      if (reasons[0] === CONDITION_FAILED) return new VersionConflictError(undefined, { cause });
      if (reasons[1] === CONDITION_FAILED) return new EstimateAlreadyAcceptedError({ cause });
      return undefined;
    },
  );
  const saved = await getProposal(accountId, proposalId);
  if (!saved) throw new VersionConflictError();
  return saved;
}

/**
 * Save an open proposal as closed (expired, or withdrawn with its reason). One that changed first is
 * left as it is: whatever happened to it stands.
 */
export async function saveProposalClosed(
  accountId: string,
  proposalId: string,
  to: 'expired' | 'withdrawn',
  at: Date,
  withdrawnReason?: WithdrawnReason,
): Promise<void> {
  const set = withdrawnReason ? { withdrawnReason } : undefined;
  await saveProposalStatus(accountId, proposalId, { from: OPEN_STATUSES, to, at, set }).catch(
    (error: unknown) => {
      if (!(error instanceof VersionConflictError)) throw error;
    },
  );
}

/**
 * Replace an open proposal's link: the new hash on the proposal (only while it still has `oldHash`
 * and is open), the new lookup put and the old one deleted, in one transaction, so exactly one link
 * of it works afterwards. Throws VersionConflictError when the proposal changed meanwhile.
 */
export async function saveProposalTokenRotated(
  record: Pick<ProposalRecord, 'accountId' | 'proposalId' | 'validUntil'>,
  oldHash: string,
  newHash: string,
  at: Date,
): Promise<void> {
  const statuses = OPEN_STATUSES.map((_, index) => `:open${index}`);
  const values: Record<string, unknown> = { ':old': oldHash, ':new': newHash, ':at': at.toISOString() };
  OPEN_STATUSES.forEach((status, index) => (values[`:open${index}`] = status));
  await transactWrite(
    [
      {
        Update: {
          TableName: TABLE,
          Key: keys.proposal(record.accountId, record.proposalId),
          UpdateExpression: 'SET tokenHash = :new, updatedAt = :at',
          ConditionExpression: `tokenHash = :old AND #status IN (${statuses.join(', ')})`,
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: values,
        },
      },
      tokenPut(record, newHash),
      { Delete: { TableName: TABLE, Key: keys.proposalToken(oldHash) } },
    ],
    (_reasons, cause) => new VersionConflictError(undefined, { cause }),
  );
}

/** Save a draft as sent: draft → sent with its new link's hash and validity, and the token lookup, in one transaction. */
export async function saveProposalSent(
  accountId: string,
  proposalId: string,
  change: ProposalTransition & { set: { tokenHash: string; validUntil: string; sentAt: string } },
): Promise<void> {
  await transactWrite(
    [
      { Update: transitionUpdate(accountId, proposalId, change) },
      tokenPut({ accountId, proposalId, validUntil: change.set.validUntil }, change.set.tokenHash),
    ],
    (_reasons, cause) => new VersionConflictError(undefined, { cause }),
  );
}

/** Delete a proposal that is still a draft; throws VersionConflictError otherwise. */
export async function deleteDraftProposal(accountId: string, proposalId: string): Promise<void> {
  const deleted = await conditionalWrite(
    new DeleteCommand({
      TableName: TABLE,
      Key: keys.proposal(accountId, proposalId),
      ConditionExpression: 'attribute_exists(PK) AND #status = :draft',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':draft': 'draft' },
    }),
  );
  if (!deleted) throw new VersionConflictError();
}
