import * as z from '@shared/kernel/zod.js';
import { googleGet, googleUrl, pause, type CallOptions } from './http.js';
import { ProviderError } from './provider-error.js';

// Google Geocoding (docs/product.md#estimates): address → rooftop location and place id.

const geocodeResponse = z.looseObject({
  status: z.string(),
  error_message: z.optional(z.string()),
  results: z._default(
    z.array(
      z.looseObject({
        formatted_address: z.string(),
        place_id: z.string(),
        address_components: z.optional(
          z.array(z.looseObject({ short_name: z.string(), types: z.array(z.string()) })),
        ),
        partial_match: z.optional(z.boolean()),
        geometry: z.looseObject({
          location: z.object({ lat: z.number(), lng: z.number() }),
          location_type: z.string(),
        }),
      }),
    ),
    [],
  ),
});

/** Where an address is. */
export interface GeocodedAddress {
  formattedAddress: string;
  latitude: number;
  longitude: number;
  placeId: string;
  /** ROOFTOP, RANGE_INTERPOLATED, GEOMETRIC_CENTER or APPROXIMATE. */
  locationType: string;
  /** ISO 3166-1 alpha-2 code of the address's country (`US`), or null when Google named none. */
  countryCode: string | null;
  simulated: boolean;
}

const STATUS_FAILURES: Record<string, ConstructorParameters<typeof ProviderError>[0]> = {
  ZERO_RESULTS: 'no_building',
  OVER_QUERY_LIMIT: 'quota',
  OVER_DAILY_LIMIT: 'quota',
  REQUEST_DENIED: 'permission',
  INVALID_REQUEST: 'invalid',
  UNKNOWN_ERROR: 'unavailable',
};

/** Failures worth one immediate second try (Google's own advice for UNKNOWN_ERROR and per-second limits). */
const RETRY_NOW = new Set(['OVER_QUERY_LIMIT', 'UNKNOWN_ERROR', 'HTTP_5XX']);

async function attempt(address: string): Promise<GeocodedAddress | { retry: string; error: ProviderError }> {
  const answer = await googleGet(googleUrl('geocoding', '/maps/api/geocode/json', { address }));
  if (answer.status === 0) return { retry: 'TIMEOUT', error: new ProviderError('unavailable', 'TIMEOUT') };
  if (answer.status >= 500)
    return { retry: 'HTTP_5XX', error: new ProviderError('unavailable', `HTTP_${answer.status}`) };
  const parsed = geocodeResponse.safeParse(answer.body);
  if (!parsed.success)
    return { retry: 'BAD_ANSWER', error: new ProviderError('unavailable', `HTTP_${answer.status}`) };
  const { status, results } = parsed.data;
  if (status === 'OK' && results.length) {
    const [first] = results;
    return {
      formattedAddress: first.formatted_address,
      latitude: first.geometry.location.lat,
      longitude: first.geometry.location.lng,
      placeId: first.place_id,
      locationType: first.geometry.location_type,
      countryCode:
        first.address_components?.find((component) => component.types.includes('country'))?.short_name ??
        null,
      simulated: answer.simulated,
    };
  }
  const failure = status === 'OK' ? 'no_building' : (STATUS_FAILURES[status] ?? 'unavailable');
  return { retry: status, error: new ProviderError(failure, status) };
}

/** Geocodes an address; throws ProviderError ('No building found at this address' for ZERO_RESULTS). */
export async function geocodeAddress(address: string, options: CallOptions = {}): Promise<GeocodedAddress> {
  let result = await attempt(address);
  if ('retry' in result && RETRY_NOW.has(result.retry)) {
    await pause(options.retryDelayMs ?? 300);
    result = await attempt(address);
  }
  if ('retry' in result) throw result.error;
  return result;
}
