import * as z from '@shared/kernel/zod.js';
import { buildingInsights, type BuildingInsights } from '@shared/estimates/measurement/building-insights.js';
import { googleGet, googleUrl, pause, type CallOptions, type GoogleAnswer } from './http.js';
import { ProviderError, type ProviderFailure } from './provider-error.js';

// Google Solar buildingInsights:findClosest (docs/product.md#estimates). Errors come as
// {"error": {code, message, status}}; we branch on status/code, never on the message.

const errorEnvelope = z.object({
  error: z.looseObject({ code: z.optional(z.number()), status: z.optional(z.string()) }),
});

/** The building closest to a point and how it was found. */
export interface SolarBuilding {
  insights: BuildingInsights;
  /** HIGH was not available and MEDIUM was used (the engine's fallback). */
  qualityFallback: boolean;
  simulated: boolean;
}

function failureOf(answer: GoogleAnswer): { failure: ProviderFailure; status: string } {
  if (answer.status === 0) return { failure: 'unavailable', status: 'TIMEOUT' };
  const parsed = errorEnvelope.safeParse(answer.body);
  const status = parsed.success
    ? (parsed.data.error.status ?? `HTTP_${answer.status}`)
    : `HTTP_${answer.status}`;
  if (answer.status === 404 || status === 'NOT_FOUND') return { failure: 'no_building', status };
  if (answer.status === 429 || status === 'RESOURCE_EXHAUSTED') return { failure: 'quota', status };
  if (answer.status === 403 || answer.status === 401 || status === 'PERMISSION_DENIED')
    return { failure: 'permission', status };
  if (answer.status === 400 || status === 'INVALID_ARGUMENT') return { failure: 'invalid', status };
  return { failure: 'unavailable', status };
}

async function findAt(
  latitude: number,
  longitude: number,
  quality: 'HIGH' | 'MEDIUM',
  options: CallOptions,
): Promise<{ answer: GoogleAnswer; insights?: BuildingInsights }> {
  const url = googleUrl('solar', '/v1/buildingInsights:findClosest', {
    'location.latitude': latitude.toFixed(7),
    'location.longitude': longitude.toFixed(7),
    requiredQuality: quality,
  });
  let answer = await googleGet(url);
  // One quick second try for rate limiting and server errors; timeouts are left to the job's retry.
  if (answer.status === 429 || answer.status >= 500) {
    await pause(options.retryDelayMs ?? 300);
    answer = await googleGet(url);
  }
  if (answer.status !== 200) return { answer };
  const parsed = buildingInsights.safeParse(answer.body);
  if (!parsed.success) throw new ProviderError('unavailable', 'BAD_ANSWER');
  return { answer, insights: parsed.data };
}

/** The building at a point: HIGH quality first, once more at MEDIUM when HIGH finds nothing. */
export async function findClosestBuilding(
  latitude: number,
  longitude: number,
  options: CallOptions = {},
): Promise<SolarBuilding> {
  const high = await findAt(latitude, longitude, 'HIGH', options);
  if (high.insights)
    return { insights: high.insights, qualityFallback: false, simulated: high.answer.simulated };
  const highFailure = failureOf(high.answer);
  if (highFailure.failure !== 'no_building') throw new ProviderError(highFailure.failure, highFailure.status);
  const medium = await findAt(latitude, longitude, 'MEDIUM', options);
  if (medium.insights)
    return { insights: medium.insights, qualityFallback: true, simulated: medium.answer.simulated };
  const mediumFailure = failureOf(medium.answer);
  throw new ProviderError(mediumFailure.failure, mediumFailure.status);
}
