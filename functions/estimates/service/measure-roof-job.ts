import { planOf } from '@shared/kernel/plans.js';
import { formatCents } from '@shared/kernel/format.js';
import { DEFAULT_RATES } from '@shared/estimates/pricing.js';
import type { EstimateJob } from '@shared/estimates/schemas/jobs.js';
import { runOnce } from '../../platform/data/dedupe.js';
import { retryOnConflict } from '../../platform/data/versioned.js';
import { getEstimate, saveEstimate, type EstimateRecord } from '../data/estimates.js';
import {
  MeasurementQuotaError,
  measurementsThisMonth,
  saveMeasuredEstimate,
} from '../data/measurement-usage.js';
import { getRates } from '../data/rates.js';
import { getAccount, entitlementsOf } from '../../accounts/index.js';
import { ProviderError } from '../google/provider-error.js';
import { log } from '../../platform/log.js';
import { withEvents } from './estimate-records.js';
import {
  MAX_PROVIDER_ATTEMPTS,
  measureAddress,
  priceMeasurement,
  type MeasuredAddress,
} from './measurement-service.js';

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
