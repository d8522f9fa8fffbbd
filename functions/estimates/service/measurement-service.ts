import { SERVICE_COUNTRY } from '@shared/kernel/constants.js';
import { DAY_SECONDS } from '@shared/kernel/time.js';
import { measureRoof } from '@shared/estimates/measurement/measure-roof.js';
import type { Measurement } from '@shared/estimates/measurement/types.js';
import {
  defaultRoofMaterial,
  priceEstimate,
  type PriceBreakdown,
  type Rates,
  type RoofMaterial,
} from '@shared/estimates/pricing.js';
import type { EstimateLocation } from '../data/estimates.js';
import { check, hit, type RateLimit } from '../../platform/data/rate-limit.js';
import { TooManyRequestsError } from '../../platform/errors.js';
import { geocodeAddress } from '../google/geocoding.js';
import { ProviderError } from '../google/provider-error.js';
import { findClosestBuilding } from '../google/solar.js';
import { sha256Hex } from '../../platform/digest.js';

// What the measure-roof job and the public quick estimate share: an address measured through
// Geocoding and Solar under the per-address failure cap, and a measured roof priced.

/** Deliveries of a job a passing provider failure (quota, permission, timeout) may use before the estimate is marked failed. */
export const MAX_PROVIDER_ATTEMPTS = 3;

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
  return sha256Hex(folded).slice(0, 32);
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
  // Our rates, pitch tables and Solar coverage are for one country: a foreign home is not looked for.
  if (place.countryCode && place.countryCode !== SERVICE_COUNTRY.code)
    throw new ProviderError('outside_country', place.countryCode);
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
