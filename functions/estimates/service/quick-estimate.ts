import { DEFAULT_RATES } from '@shared/estimates/pricing.js';
import { centsAsDollars } from '@shared/kernel/format.js';
import type { QuickEstimateResponse } from '@shared/estimates/schemas/estimates.js';
import { spendDailyBudget } from '../../platform/data/daily-budget.js';
import { hit, type RateLimit } from '../../platform/data/rate-limit.js';
import {
  NotFoundError,
  ServiceUnavailableError,
  TooManyRequestsError,
  ValidationError,
} from '../../platform/errors.js';
import { ProviderError } from '../google/provider-error.js';
import { measureAddress, priceMeasurement, type MeasuredAddress } from './measurement-service.js';

/** The quick estimate's per-client limit: it is public and every request costs provider calls. */
export const QUICK_ESTIMATE_LIMIT: RateLimit = {
  scope: 'quick-estimate',
  limit: 30,
  windowSeconds: 600,
  message: 'Too many estimate requests. Please wait a few minutes and try again.',
};

/**
 * The public quick estimate (docs/product.md#estimates): measured and priced with the default rates, synchronously.
 * Counted against the caller's address and the day's budget; nothing is stored.
 */
export async function quickEstimate(address: string, client: string): Promise<QuickEstimateResponse> {
  await hit(QUICK_ESTIMATE_LIMIT, client);
  await spendDailyBudget('quick-estimate');
  const started = performance.now();
  let measured: MeasuredAddress;
  try {
    measured = await measureAddress(address);
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    if (error.failure === 'no_building') throw new NotFoundError(error.message, { cause: error });
    if (error.failure === 'invalid' || error.failure === 'outside_country')
      throw new ValidationError(error.message, { cause: error });
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
      total_cost: centsAsDollars(pricing.totalCents),
      materials_cost: centsAsDollars(pricing.materialsCents),
      accuracy_rating: measurement.accuracyRating,
    },
  };
}
