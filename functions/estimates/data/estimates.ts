import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Measurement } from '@shared/estimates/measurement/types.js';
import type { EstimateOffer } from '@shared/estimates/offer.js';
import type { PriceBreakdown, Rates, RoofMaterial } from '@shared/estimates/pricing.js';
import type { EstimateStatus, MeasurementStatus } from '@shared/estimates/schemas/estimates.js';
import { ddb } from '../../platform/clients/dynamodb.js';
import { keys } from '../../platform/data/keys.js';
import { stripKeys, TABLE, transactWrite, type TransactItem } from '../../platform/data/table.js';
import { conflictIfFirstFailed, putVersioned, versionedPut } from '../../platform/data/versioned.js';
import { estimateStatsUpdate } from './estimate-stats.js';

// An estimate record and its versioned writes: every write conditions on the version it read.

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
  /** The project made from this estimate (set by the jobs area when it makes one), absent before. */
  projectId?: string | null;
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
  /** Where it came from: absent for one made in the app, `website` for a lead of the quote widget. */
  source?: 'website';
  /** The catalogue lines, upgrades and plans its proposal offers; absent: one price, as before options. */
  offer?: EstimateOffer | null;
  timeline: TimelineEvent[];
  createdAt: string;
  updatedAt: string;
  measuredAt: string | null;
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

/** An estimate of its stored item (the keys and search copies left out). */
export function estimateFromItem(item: Record<string, unknown>): EstimateRecord {
  const { type: _type, searchText: _search, customerKey: _customer, ...rest } = stripKeys(item);
  return rest as unknown as EstimateRecord;
}

/** Puts the estimate's next state on the condition that it is still at `expectedVersion`. */
export function estimatePut(next: EstimateRecord, expectedVersion: number): TransactItem {
  return versionedPut(toItem(next), expectedVersion);
}

/** Put a new estimate and count it in the account's totals. */
export async function putEstimate(record: EstimateRecord): Promise<void> {
  await transactWrite([
    { Put: { TableName: TABLE, Item: toItem(record), ConditionExpression: 'attribute_not_exists(PK)' } },
    estimateStatsUpdate(record.accountId, 1, record.finalCents ?? 0),
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
  return Item?.type === 'estimate' ? estimateFromItem(Item) : undefined;
}

/**
 * Replace an estimate with its next state if nobody wrote it since `previous` was read; keeps the
 * account's total value in step with the price. Throws VersionConflictError otherwise.
 */
export async function saveEstimate(previous: EstimateRecord, next: EstimateRecord): Promise<void> {
  const delta = (next.finalCents ?? 0) - (previous.finalCents ?? 0);
  await putVersioned(
    toItem(next),
    previous.version,
    delta ? [estimateStatsUpdate(next.accountId, 0, delta)] : [],
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
      estimateStatsUpdate(previous.accountId, -1, -(previous.finalCents ?? 0)),
    ],
    conflictIfFirstFailed(),
  );
}
