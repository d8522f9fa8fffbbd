import { createHash } from 'node:crypto';
import { measureRoof } from '../../../shared/estimates/measurement/measure-roof.js';
import type { Measurement } from '../../../shared/estimates/measurement/types.js';
import { planOf } from '../../../shared/kernel/plans.js';
import {
  defaultRoofMaterial,
  DEFAULT_RATES,
  priceEstimate,
  type PriceBreakdown,
  type Rates,
  type RoofMaterial,
} from '../../../shared/estimates/pricing.js';
import type { EstimateJob } from '../../../shared/estimates/schemas/jobs.js';
import type { QuickEstimateResponse } from '../../../shared/estimates/schemas/estimates.js';
import { runOnce } from '../../platform/data/dedupe.js';
import {
  getEstimate,
  MeasurementQuotaError,
  measurementsThisMonth,
  saveEstimate,
  saveMeasuredEstimate,
  type EstimateLocation,
  type EstimateRecord,
  type TimelineEvent,
} from '../data/estimates.js';
import { retryOnConflict } from '../../platform/data/versioned.js';
import { check, hit, type RateLimit } from '../../platform/data/rate-limit.js';
import { getRates } from '../data/rates.js';
import { getAccount, entitlementsOf } from '../../accounts/index.js';
import {
  NotFoundError,
  ServiceUnavailableError,
  TooManyRequestsError,
  ValidationError,
} from '../../platform/errors.js';
import { geocodeAddress } from '../google/geocoding.js';
import { ProviderError } from '../google/provider-error.js';
import { findClosestBuilding } from '../google/solar.js';
import { log } from '../../platform/log.js';
import { DAY_SECONDS } from '../../../shared/kernel/time.js';
import { centsToDollars, formatCents } from '../../../shared/kernel/format.js';

/** Deliveries of a job a passing provider failure (quota, permission, timeout) may use before the estimate is marked failed. */
export const MAX_PROVIDER_ATTEMPTS = 3;
/** Timeline entries kept per estimate. */
const TIMELINE_LIMIT = 50;

/** The quick estimate's per-client limit (security item 31). */
export const QUICK_ESTIMATE_LIMIT: RateLimit = {
  scope: 'quick-estimate',
  limit: 30,
  windowSeconds: 600,
  message: 'Too many estimate requests. Please wait a few minutes and try again.',
};

/** A measured roof and where it is. */
export interface MeasuredAddress {
  location: EstimateLocation;
  measurement: Measurement;
  simulated: boolean;
}

/**
 * Failed provider calls one address may cause per UTC day (two queue jobs of MAX_PROVIDER_ATTEMPTS
 * deliveries each), whoever asks (jobs, retries, the public quick estimate): a poison address stops
 * costing Geocoding and Solar calls once it has failed this often.
 */
export const PROVIDER_FAILURES_PER_ADDRESS: RateLimit = {
  scope: 'provider-failures',
  limit: 2 * MAX_PROVIDER_ATTEMPTS,
  windowSeconds: DAY_SECONDS,
};

/** The cap's subject: the address with case, punctuation and spacing folded, hashed (addresses are personal data). */
export function addressCapSubject(address: string): string {
  const folded = address
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  return createHash('sha256').update(folded).digest('hex').slice(0, 32);
}

/** ProviderError('capped') when the address used up its failed calls for today; no provider is asked. */
async function assertAddressNotCapped(subject: string, now: Date): Promise<void> {
  try {
    await check(PROVIDER_FAILURES_PER_ADDRESS, subject, now);
  } catch (error) {
    if (error instanceof TooManyRequestsError) throw new ProviderError('capped');
    throw error;
  }
}

/** Address → Geocoding → Solar → engine. Throws ProviderError with the reason to show. */
export async function measureAddress(address: string, now = new Date()): Promise<MeasuredAddress> {
  const subject = addressCapSubject(address);
  await assertAddressNotCapped(subject, now);
  try {
    return await measureWithProviders(address, now);
  } catch (error) {
    if (error instanceof ProviderError)
      await hit(PROVIDER_FAILURES_PER_ADDRESS, subject, now).catch((counted: unknown) => {
        if (!(counted instanceof TooManyRequestsError)) throw counted;
      });
    throw error;
  }
}

async function measureWithProviders(address: string, now: Date): Promise<MeasuredAddress> {
  const place = await geocodeAddress(address);
  const building = await findClosestBuilding(place.latitude, place.longitude);
  const simulated = place.simulated || building.simulated;
  const measurement = measureRoof(building.insights, {
    now,
    qualityFallback: building.qualityFallback,
    simulated,
    locationType: place.locationType,
    placeMatches: building.insights.name === `buildings/${place.placeId}`,
  });
  const location = {
    formattedAddress: place.formattedAddress,
    latitude: place.latitude,
    longitude: place.longitude,
    placeId: place.placeId,
    locationType: place.locationType,
  };
  return { location, measurement, simulated };
}

/** The price of a measured roof with the given rates, material (null = the roof's default) and discount. */
export function priceMeasurement(
  measurement: Measurement,
  rates: Rates,
  material: RoofMaterial | null,
  discountPercent: number | null,
): PriceBreakdown {
  return priceEstimate({
    areaSqft: measurement.adjustedAreaSqft,
    wastePercent: measurement.suggestedWastePercent,
    complexity: measurement.complexity,
    material: material ?? defaultRoofMaterial(measurement.roofType),
    rates,
    discountPercent,
  });
}

/** Appends timeline events, keeping the newest. */
export function withEvents(record: EstimateRecord, ...events: TimelineEvent[]): TimelineEvent[] {
  return [...record.timeline, ...events].slice(-TIMELINE_LIMIT);
}

/**
 * Applies `change` to the estimate for the job's version and saves it, re-reading when another
 * writer got there first. Returns undefined when the job's version is no longer the one wanted.
 */
async function updateForJob(
  job: EstimateJob,
  change: (record: EstimateRecord) => EstimateRecord | undefined,
  save = saveEstimate,
): Promise<EstimateRecord | undefined> {
  return retryOnConflict(
    async () => {
      const record = await getEstimate(job.accountId, job.estimateId);
      if (!record || record.measureVersion !== job.version) return undefined;
      const next = change(record);
      if (!next || next === record) return next;
      await save(record, next);
      return next;
    },
    (cause) => new Error(`estimate ${job.estimateId} kept changing; the job will be retried`, { cause }),
  );
}

function failWith(job: EstimateJob, reason: string, now: Date): Promise<EstimateRecord | undefined> {
  return updateForJob(job, (record) => {
    if (record.measurementStatus === 'measured' || record.measurementStatus === 'failed') return undefined;
    return {
      ...record,
      version: record.version + 1,
      measurementStatus: 'failed',
      measurementError: reason,
      updatedAt: now.toISOString(),
      timeline: withEvents(record, { at: now.toISOString(), event: 'failed', detail: reason }),
    };
  });
}

function quotaMessage(planName: string, limit: number, now: Date): string {
  const month = now.toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return `Your ${planName} plan includes ${limit} roof measurements a month and all ${limit} have been used for ${month}. Upgrade your plan on the Billing page or retry next month.`;
}

/**
 * The measure-roof job: queued → measuring → measured (priced with the account's rates), or failed
 * with the reason. Runs once per estimate version; a job for an older version does nothing.
 * A passing provider failure is thrown (the queue retries it) until MAX_PROVIDER_ATTEMPTS.
 */
export async function processMeasureRoofJob(
  job: EstimateJob,
  deliveries: number,
  now = () => new Date(),
): Promise<void> {
  await runOnce('measure-roof', `${job.accountId}#${job.estimateId}#${job.version}`, async () => {
    const current = await getEstimate(job.accountId, job.estimateId);
    if (
      !current ||
      current.measureVersion !== job.version ||
      current.measurementStatus === 'measured' ||
      current.measurementStatus === 'failed'
    )
      return;

    const account = await getAccount(job.accountId);
    const plan = planOf(account?.tier ?? 'starter');
    // The last line of plan enforcement: an estimate queued before the plan stopped is not measured.
    const entitlements = account ? entitlementsOf(account, now()) : undefined;
    if (!entitlements || entitlements.blockedReason) {
      await failWith(job, entitlements?.blockedReason ?? 'Account not found', now());
      return;
    }
    const limit = entitlements.monthlyMeasurements;
    const month = now().toISOString().slice(0, 7);
    // Check before calling Google (calls cost money); the count itself is taken with the result.
    if (limit !== null && (await measurementsThisMonth(job.accountId, month)) >= limit) {
      await failWith(job, quotaMessage(plan.name, limit, now()), now());
      return;
    }

    const measuring = await updateForJob(job, (record) => {
      if (record.measurementStatus !== 'queued')
        return record.measurementStatus === 'measuring' ? record : undefined;
      const at = now().toISOString();
      return {
        ...record,
        version: record.version + 1,
        measurementStatus: 'measuring',
        updatedAt: at,
        timeline: withEvents(record, { at, event: 'measuring', detail: null }),
      };
    });
    if (!measuring) return;

    let measured: MeasuredAddress;
    try {
      measured = await measureAddress(measuring.address, now());
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      log('warn', 'measure-roof: provider failure', {
        estimateId: job.estimateId,
        failure: error.failure,
        providerStatus: error.providerStatus,
        deliveries,
      });
      if (error.retryable && deliveries < MAX_PROVIDER_ATTEMPTS) throw error;
      await failWith(job, error.message, now());
      return;
    }

    const rates = (await getRates(job.accountId))?.rates ?? DEFAULT_RATES;
    try {
      await updateForJob(
        job,
        (record) => {
          if (record.measurementStatus !== 'measuring') return undefined;
          const pricing = priceMeasurement(
            measured.measurement,
            rates,
            record.roofMaterial,
            record.discountPercent,
          );
          const at = now().toISOString();
          const detail = `${Math.round(measured.measurement.adjustedAreaSqft).toLocaleString('en-US')} ft² measured, priced at ${formatCents(pricing.finalCents)}`;
          return {
            ...record,
            version: record.version + 1,
            measurementStatus: 'measured',
            measurementError: null,
            simulated: measured.simulated,
            location: measured.location,
            measurement: measured.measurement,
            rates,
            pricing,
            finalCents: pricing.finalCents,
            updatedAt: at,
            measuredAt: at,
            timeline: withEvents(record, { at, event: 'measured', detail }),
          };
        },
        (previous, next) => saveMeasuredEstimate(previous, next, { month, limit }),
      );
    } catch (error) {
      if (!(error instanceof MeasurementQuotaError) || limit === null) throw error;
      await failWith(job, quotaMessage(plan.name, limit, now()), now());
    }
  });
}

/**
 * The public quick estimate (docs/product.md#estimates): measured and priced with the default rates, synchronously.
 * Counted against the caller's address; nothing is stored.
 */
export async function quickEstimate(address: string, client: string): Promise<QuickEstimateResponse> {
  await hit(QUICK_ESTIMATE_LIMIT, client);
  const started = performance.now();
  let measured: MeasuredAddress;
  try {
    measured = await measureAddress(address);
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    if (error.failure === 'no_building') throw new NotFoundError(error.message, { cause: error });
    if (error.failure === 'invalid') throw new ValidationError(error.message, { cause: error });
    if (error.failure === 'capped') throw new TooManyRequestsError(error.message, { cause: error });
    throw new ServiceUnavailableError(error.message, { cause: error });
  }
  const { measurement } = measured;
  const pricing = priceMeasurement(measurement, DEFAULT_RATES, null, null);
  const seconds = Number(((performance.now() - started) / 1000).toFixed(3));
  return {
    address: measured.location.formattedAddress,
    message: measured.simulated
      ? `Roof measured and priced in ${seconds} seconds from simulated imagery (local demo data).`
      : `Roof measured and priced in ${seconds} seconds from satellite imagery.`,
    processing_time: seconds,
    estimate: {
      square_footage: measurement.adjustedAreaSqft,
      roof_type: measurement.roofType,
      total_cost: centsToDollars(pricing.totalCents),
      materials_cost: centsToDollars(pricing.materialsCents),
      accuracy_rating: measurement.accuracyRating,
    },
  };
}
