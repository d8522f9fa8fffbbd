import { DEFAULT_RATES, discountedCents, ROOF_MATERIAL_LABELS } from '@shared/estimates/pricing.js';
import type { z } from '@shared/kernel/zod.js';
import {
  STUCK_MEASUREMENT_SECONDS,
  type createEstimateRequest,
  type Estimate,
  type EstimatesPage,
  type EstimateSummary,
  type ListEstimatesQuery,
  type updateEstimateRequest,
  isPastInstallDate,
  PAST_INSTALL_DATE,
} from '@shared/estimates/schemas/estimates.js';
import type { Caller } from '../../platform/middleware/authenticate.js';
import {
  deleteEstimate,
  getEstimate,
  putEstimate,
  saveEstimate,
  type EstimateRecord,
  type TimelineEvent,
} from '../data/estimates.js';
import { countEstimatesWithStatus, listEstimates } from '../data/estimate-list.js';
import { getEstimateStats } from '../data/estimate-stats.js';
import { retryOnConflict, VersionConflictError } from '../../platform/data/versioned.js';
import { getRates } from '../data/rates.js';
import { ConflictError, ValidationError } from '../../platform/errors.js';
import { assertPaidActionFor } from '../../accounts/index.js';
import { errorFields, log } from '../../platform/log.js';
import { persistently } from '../../platform/persist.js';
import { enqueue } from '../../platform/queue.js';
import { assertOwnUserId } from '../../platform/own-user-id.js';
import { withEvents, newEstimate } from './estimate-records.js';
import { priceMeasurement } from './measurement-service.js';
import { assertNotAccepted, estimateBusy, loadEstimate } from './estimate-access.js';
import { recordEstimateCreated } from './report-events.js';
import { toEstimate, toEstimateSummary } from './estimate-view.js';
import { centsAsDollars } from '@shared/kernel/format.js';

const COULD_NOT_QUEUE = 'The measurement could not be started. Please retry.';
/** A queued or measuring estimate untouched this long can be queued again (shared with the web's retry button). */
const STUCK_MEASUREMENT_MS = STUCK_MEASUREMENT_SECONDS * 1000;

type CreateInput = z.output<typeof createEstimateRequest>;
type UpdateInput = z.output<typeof updateEstimateRequest>;

/** The outcome of an edit: saved, or refused because the caller's version is stale. */
export type UpdateOutcome = { saved: Estimate } | { conflict: Estimate };

/**
 * Reads, changes and saves an estimate, reading again when a concurrent writer got there first
 * (used by actions that carry no version: discount, retry, reprice).
 */
export function changeEstimate(
  caller: Caller,
  estimateId: string,
  apply: (record: EstimateRecord) => EstimateRecord,
): Promise<EstimateRecord> {
  return retryOnConflict(async () => {
    const record = await loadEstimate(caller.accountId, estimateId);
    const next = apply(record);
    await saveEstimate(record, next);
    return next;
  }, estimateBusy);
}

function event(at: string, kind: TimelineEvent['event'], detail: string | null = null): TimelineEvent {
  return { at, event: kind, detail };
}

/** The customer and property fields of the New and Edit Estimate forms, as stored. */
function customerFields(input: CreateInput | UpdateInput) {
  return {
    address: input.address,
    customerFirstName: input.customer_first_name,
    customerLastName: input.customer_last_name,
    customerEmail: input.customer_email,
    customerPhone: input.customer_phone,
    scheduledInstallDate: input.scheduled_install_date,
  };
}

/** The timeline's note of who did something. */
function byCaller(caller: Caller): string {
  return `${caller.user.firstName} ${caller.user.lastName}`.trim();
}

/** The record with its measurement cleared and queued again for its own version (the caller bumps the version). */
function clearedForMeasurement(record: EstimateRecord, at: string, detail: string): EstimateRecord {
  return {
    ...record,
    measureVersion: record.version,
    measurementStatus: 'queued',
    measurementError: null,
    location: null,
    measurement: null,
    pricing: null,
    rates: null,
    finalCents: null,
    simulated: false,
    measuredAt: null,
    updatedAt: at,
    timeline: withEvents(record, event(at, 'queued', detail)),
  };
}

/**
 * Queues the measurement of the record's current version; if the queue refuses, the estimate says so
 * and offers a retry. Both writes are tried persistently: a queued estimate without a job would wait
 * forever (a duplicate job is harmless: the consumer runs once per version).
 */
async function queueMeasurement(caller: Caller, record: EstimateRecord): Promise<EstimateRecord> {
  try {
    await persistently(() =>
      enqueue('measure-roof', {
        accountId: record.accountId,
        estimateId: record.estimateId,
        version: record.measureVersion,
      }),
    );
    return record;
  } catch (error) {
    log('error', 'measure-roof could not be queued', {
      estimateId: record.estimateId,
      ...errorFields(error),
    });
    const at = new Date().toISOString();
    return persistently(() =>
      changeEstimate(caller, record.estimateId, (current) =>
        current.measureVersion !== record.measureVersion || current.measurementStatus !== 'queued'
          ? current
          : {
              ...current,
              version: current.version + 1,
              measurementStatus: 'failed',
              measurementError: COULD_NOT_QUEUE,
              updatedAt: at,
              timeline: withEvents(current, event(at, 'failed', COULD_NOT_QUEUE)),
            },
      ),
    );
  }
}

/** Saves a new estimate; an earlier try whose answer was lost after it was written counts as done. */
async function putNewEstimate(record: EstimateRecord): Promise<void> {
  try {
    await putEstimate(record);
  } catch (error) {
    if (!(await getEstimate(record.accountId, record.estimateId))) throw error;
  }
}

/** POST /api/estimates: saves the estimate (measurement queued, version 1) and queues measure-roof. */
export async function createEstimateFor(caller: Caller, input: CreateInput): Promise<Estimate> {
  assertOwnUserId(input.user_id, caller);
  await assertPaidActionFor(caller.accountId);
  const at = new Date().toISOString();
  const record = newEstimate(caller, customerFields(input), byCaller(caller), at);
  await persistently(() => putNewEstimate(record));
  await recordEstimateCreated(caller.accountId, record.estimateId, new Date(at));
  return toEstimate(await queueMeasurement(caller, record));
}

/** GET /api/estimates: one page, plus the account-wide summary cards with the first page. */
export async function listEstimatesFor(caller: Caller, query: ListEstimatesQuery): Promise<EstimatesPage> {
  assertOwnUserId(query.user_id, caller);
  const status = query.status === 'all' ? undefined : query.status;
  const page = await listEstimates(caller.accountId, {
    status,
    search: query.search || undefined,
    customer: query.customer || undefined,
    limit: query.limit,
    cursor: query.cursor,
  });
  let summary: EstimatesPage['summary'] = null;
  if (!query.cursor) {
    const [stats, sent, accepted] = await Promise.all([
      getEstimateStats(caller.accountId),
      countEstimatesWithStatus(caller.accountId, 'sent'),
      countEstimatesWithStatus(caller.accountId, 'accepted'),
    ]);
    summary = {
      total_estimates: stats.estimates,
      proposals_sent: sent + accepted,
      accepted,
      total_value: centsAsDollars(stats.valueCents),
    };
  }
  return { estimates: page.items.map(toEstimateSummary), next_cursor: page.nextCursor, summary };
}

/** One page of the account's estimates, newest first, without the summary cards (the public API's list). */
export async function estimatePageFor(
  caller: Caller,
  limit: number,
  cursor?: string,
): Promise<{ estimates: EstimateSummary[]; next_cursor: string | null }> {
  const page = await listEstimates(caller.accountId, { limit, cursor });
  return { estimates: page.items.map(toEstimateSummary), next_cursor: page.nextCursor };
}

function sameAddress(a: string, b: string): boolean {
  const normal = (text: string) =>
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
  return normal(a) === normal(b);
}

/**
 * PUT /api/estimates/{id}: customer fields, install date, roof material and re-measure, at the
 * version the screen loaded. A new address always re-measures; a new material reprices with the
 * rates the estimate keeps. A stale version gets the current estimate back (409).
 */
export async function updateEstimateFor(
  caller: Caller,
  estimateId: string,
  input: UpdateInput,
): Promise<UpdateOutcome> {
  const record = await loadEstimate(caller.accountId, estimateId);
  assertNotAccepted(record, 'edit');
  if (record.version !== input.version) return { conflict: toEstimate(record) };
  const date = input.scheduled_install_date;
  // A date already set stays editable around; a newly chosen one cannot lie in the past.
  if (date !== null && date !== record.scheduledInstallDate && isPastInstallDate(date, new Date()))
    throw new ValidationError(PAST_INSTALL_DATE);
  const at = new Date().toISOString();
  let next: EstimateRecord = {
    ...record,
    version: record.version + 1,
    ...customerFields(input),
    roofMaterial: input.roof_material,
    updatedAt: at,
    timeline: withEvents(record, event(at, 'edited', byCaller(caller))),
  };
  const addressChanged = !sameAddress(record.address, input.address);
  const remeasure = addressChanged || input.remeasure === true;
  if (remeasure) {
    next = clearedForMeasurement(
      next,
      at,
      addressChanged ? 'Address changed: roof measurement queued' : 'Roof measurement queued again',
    );
  } else if (record.measurement && record.rates && record.roofMaterial !== input.roof_material) {
    const pricing = priceMeasurement(
      record.measurement,
      record.rates,
      input.roof_material,
      record.discountPercent,
    );
    next = {
      ...next,
      pricing,
      finalCents: pricing.finalCents,
      timeline: withEvents(
        next,
        event(at, 'repriced', `Priced for ${ROOF_MATERIAL_LABELS[pricing.material].toLowerCase()}`),
      ),
    };
  }
  try {
    await saveEstimate(record, next);
  } catch (error) {
    if (!(error instanceof VersionConflictError)) throw error;
    return { conflict: toEstimate(await loadEstimate(caller.accountId, estimateId)) };
  }
  return { saved: toEstimate(remeasure ? await queueMeasurement(caller, next) : next) };
}

/** DELETE /api/estimates/{id}. */
export async function deleteEstimateFor(caller: Caller, estimateId: string): Promise<void> {
  await retryOnConflict(
    async () => deleteEstimate(await loadEstimate(caller.accountId, estimateId)),
    estimateBusy,
  );
}

/** POST /api/estimates/{id}/apply-discount: the final price becomes total × (1 − d/100). */
export async function applyDiscountFor(
  caller: Caller,
  estimateId: string,
  discountPercent: number,
): Promise<Estimate> {
  const at = new Date().toISOString();
  const saved = await changeEstimate(caller, estimateId, (record) => {
    if (!record.pricing)
      throw new ConflictError(
        'The price is not ready yet. Apply the discount once the roof has been measured.',
      );
    assertNotAccepted(record, 'price');
    const finalCents = discountedCents(record.pricing.totalCents, discountPercent);
    return {
      ...record,
      version: record.version + 1,
      discountPercent,
      pricing: {
        ...record.pricing,
        discountPercent,
        discountCents: record.pricing.totalCents - finalCents,
        finalCents,
      },
      finalCents,
      updatedAt: at,
      timeline: withEvents(record, event(at, 'discount', `Discount of ${discountPercent}% applied`)),
    };
  });
  return toEstimate(saved);
}

/** POST /api/estimates/{id}/retry-measurement: measures the roof again (after a failure, or to refresh it). */
export async function retryMeasurementFor(caller: Caller, estimateId: string): Promise<Estimate> {
  await assertPaidActionFor(caller.accountId);
  const at = new Date().toISOString();
  const saved = await changeEstimate(caller, estimateId, (record) => {
    assertNotAccepted(record, 'measurement');
    const inProgress = record.measurementStatus === 'queued' || record.measurementStatus === 'measuring';
    // A measurement that has not moved for minutes lost its job (e.g. a crashed worker); it may be queued again.
    if (inProgress && Date.now() - Date.parse(record.updatedAt) < STUCK_MEASUREMENT_MS)
      throw new ConflictError('The roof is already being measured.');
    return clearedForMeasurement(
      { ...record, version: record.version + 1 },
      at,
      record.measurementStatus === 'failed' ? 'Measurement retried' : 'Roof measurement queued again',
    );
  });
  return toEstimate(await queueMeasurement(caller, saved));
}

/** POST /api/estimates/{id}/reprice: prices the measured roof again with the account's current rates. */
export async function repriceEstimateFor(caller: Caller, estimateId: string): Promise<Estimate> {
  const rates = (await getRates(caller.accountId))?.rates ?? DEFAULT_RATES;
  const at = new Date().toISOString();
  const saved = await changeEstimate(caller, estimateId, (record) => {
    if (!record.measurement)
      throw new ConflictError('The roof has not been measured yet, so there is nothing to price.');
    assertNotAccepted(record, 'price');
    const pricing = priceMeasurement(record.measurement, rates, record.roofMaterial, record.discountPercent);
    return {
      ...record,
      version: record.version + 1,
      rates,
      pricing,
      finalCents: pricing.finalCents,
      updatedAt: at,
      timeline: withEvents(record, event(at, 'repriced', 'Priced with your current rates')),
    };
  });
  return toEstimate(saved);
}
