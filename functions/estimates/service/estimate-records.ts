import { ulid } from 'ulid';
import type { EstimateRecord, TimelineEvent } from '../data/estimates.js';

// How a new estimate is filled (the customer and property as entered, version 1, its measurement
// queued, nothing priced, sent or signed yet) and how its timeline grows.

/** The customer and property fields of a new estimate, as stored. */
export type EstimateCustomer = Pick<
  EstimateRecord,
  | 'address'
  | 'customerFirstName'
  | 'customerLastName'
  | 'customerEmail'
  | 'customerPhone'
  | 'scheduledInstallDate'
>;

/** A new estimate of `owner`, created at `at` by `createdBy` (the timeline's note), measurement queued. */
export function newEstimate(
  owner: { accountId: string; userId: string },
  customer: EstimateCustomer,
  createdBy: string,
  at: string,
): EstimateRecord {
  return {
    accountId: owner.accountId,
    estimateId: ulid(),
    userId: owner.userId,
    version: 1,
    measureVersion: 1,
    ...customer,
    roofMaterial: null,
    proposalSent: false,
    accepted: false,
    contractSigned: false,
    signingUrl: null,
    measurementStatus: 'queued',
    measurementError: null,
    simulated: false,
    location: null,
    measurement: null,
    rates: null,
    pricing: null,
    discountPercent: null,
    finalCents: null,
    timeline: [
      { at, event: 'created', detail: createdBy },
      { at, event: 'queued', detail: 'Roof measurement queued' },
    ],
    createdAt: at,
    updatedAt: at,
    measuredAt: null,
  };
}

/** Timeline entries kept per estimate. */
const TIMELINE_LIMIT = 50;

/** Appends timeline events, keeping the newest. */
export function withEvents(record: EstimateRecord, ...events: TimelineEvent[]): TimelineEvent[] {
  return [...record.timeline, ...events].slice(-TIMELINE_LIMIT);
}
