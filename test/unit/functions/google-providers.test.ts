import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The clients read GOOGLE_API_BASE_URL / GOOGLE_MAPS_API_KEY at import; each test imports them fresh.
const fixture = (name: string) => JSON.parse(readFileSync(`test/fixtures/google/${name}`, 'utf8')) as unknown;

interface Call {
  url: URL;
}

function stubFetch(
  answers: Array<{ status: number; body: unknown; headers?: Record<string, string> } | 'timeout'>,
) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL) => {
      calls.push({ url: new URL(String(input)) });
      const next = answers.shift();
      if (!next) throw new Error('unexpected call');
      if (next === 'timeout')
        throw new DOMException('The operation was aborted due to timeout', 'TimeoutError');
      return new Response(JSON.stringify(next.body), {
        status: next.status,
        headers: { 'content-type': 'application/json', ...next.headers },
      });
    }),
  );
  return calls;
}

async function clients(env: Record<string, string | undefined>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  const geocoding = await import('../../../functions/estimates/google/geocoding.js');
  const solar = await import('../../../functions/estimates/google/solar.js');
  return { geocodeAddress: geocoding.geocodeAddress, findClosestBuilding: solar.findClosestBuilding };
}

const fast = { retryDelayMs: 0 };

beforeEach(() => {
  delete process.env.GOOGLE_API_BASE_URL;
  delete process.env.GOOGLE_MAPS_API_KEY;
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete process.env.GOOGLE_API_BASE_URL;
  delete process.env.GOOGLE_MAPS_API_KEY;
});

describe('Geocoding client', () => {
  it('calls Google itself when no base URL is set, with the key, and reads the rooftop location', async () => {
    const { geocodeAddress } = await clients({ GOOGLE_MAPS_API_KEY: 'key-123' });
    const calls = stubFetch([{ status: 200, body: fixture('geocode-ok.json') }]);
    const place = await geocodeAddress('1234 Example Ridge Dr, Carmel, IN', fast);
    expect(calls[0].url.origin + calls[0].url.pathname).toBe(
      'https://maps.googleapis.com/maps/api/geocode/json',
    );
    expect(calls[0].url.searchParams.get('address')).toBe('1234 Example Ridge Dr, Carmel, IN');
    expect(calls[0].url.searchParams.get('key')).toBe('key-123');
    expect(place).toEqual({
      formattedAddress: '1234 Example Ridge Dr, Carmel, IN 46033, USA',
      latitude: 39.9512412,
      longitude: -86.1234387,
      placeId: 'ChIJFixture0RoofEngine01',
      locationType: 'ROOFTOP',
      countryCode: 'US',
      simulated: false,
    });
  });

  it('turns ZERO_RESULTS into "No building found at this address" without retrying', async () => {
    const { geocodeAddress } = await clients({
      GOOGLE_API_BASE_URL: 'http://127.0.0.1:9999/',
      GOOGLE_MAPS_API_KEY: 'k',
    });
    const calls = stubFetch([{ status: 200, body: fixture('geocode-zero-results.json') }]);
    await expect(geocodeAddress('0 Nowhere Lane', fast)).rejects.toMatchObject({
      message: 'No building found at this address',
      failure: 'no_building',
      retryable: false,
    });
    expect(calls).toHaveLength(1);
    expect(calls[0].url.origin).toBe('http://127.0.0.1:9999');
  });

  it('retries OVER_QUERY_LIMIT once, then fails with a retryable quota reason', async () => {
    const { geocodeAddress } = await clients({ GOOGLE_MAPS_API_KEY: 'k' });
    const limited = {
      status: 200,
      body: {
        results: [],
        status: 'OVER_QUERY_LIMIT',
        error_message: 'You have exceeded your rate-limit for this API.',
      },
    };
    const calls = stubFetch([limited, limited]);
    await expect(geocodeAddress('1 Main Street', fast)).rejects.toMatchObject({
      failure: 'quota',
      retryable: true,
      message: expect.stringContaining('usage limit'),
    });
    expect(calls).toHaveLength(2);
  });

  it('reports REQUEST_DENIED as a permission failure and a timeout as unavailable', async () => {
    const { geocodeAddress } = await clients({});
    stubFetch([
      {
        status: 200,
        body: { results: [], status: 'REQUEST_DENIED', error_message: 'The provided API key is invalid.' },
      },
    ]);
    await expect(geocodeAddress('1 Main Street', fast)).rejects.toMatchObject({
      failure: 'permission',
      retryable: true,
    });
    stubFetch(['timeout']);
    await expect(geocodeAddress('1 Main Street', fast)).rejects.toMatchObject({
      failure: 'unavailable',
      retryable: true,
    });
  });
});

describe('Solar client', () => {
  it('asks for HIGH quality at the point and parses buildingInsights', async () => {
    const { findClosestBuilding } = await clients({ GOOGLE_MAPS_API_KEY: 'k' });
    const calls = stubFetch([{ status: 200, body: fixture('solar-building-insights-200.json') }]);
    const building = await findClosestBuilding(39.9512412, -86.1234387, fast);
    expect(calls[0].url.origin + calls[0].url.pathname).toBe(
      'https://solar.googleapis.com/v1/buildingInsights:findClosest',
    );
    expect(Object.fromEntries(calls[0].url.searchParams)).toEqual({
      'location.latitude': '39.9512412',
      'location.longitude': '-86.1234387',
      requiredQuality: 'HIGH',
      key: 'k',
    });
    expect(building.qualityFallback).toBe(false);
    expect(building.simulated).toBe(false);
    expect(building.insights.solarPotential.roofSegmentStats).toHaveLength(7);
  });

  it('retries once at MEDIUM on NOT_FOUND and labels the fallback', async () => {
    const { findClosestBuilding } = await clients({ GOOGLE_MAPS_API_KEY: 'k' });
    const calls = stubFetch([
      { status: 404, body: fixture('solar-building-insights-404.json') },
      {
        status: 200,
        body: { ...(fixture('solar-building-insights-200.json') as object), imageryQuality: 'MEDIUM' },
        headers: { 'x-ridgeline-simulator': '1' },
      },
    ]);
    const building = await findClosestBuilding(39.95, -86.12, fast);
    expect(calls.map((call) => call.url.searchParams.get('requiredQuality'))).toEqual(['HIGH', 'MEDIUM']);
    expect(building).toMatchObject({
      qualityFallback: true,
      simulated: true,
      insights: { imageryQuality: 'MEDIUM' },
    });
  });

  it('answers "No building found at this address" when MEDIUM finds nothing either', async () => {
    const { findClosestBuilding } = await clients({ GOOGLE_MAPS_API_KEY: 'k' });
    const calls = stubFetch([
      { status: 404, body: fixture('solar-building-insights-404.json') },
      { status: 404, body: fixture('solar-building-insights-404.json') },
    ]);
    await expect(findClosestBuilding(39.95, -86.12, fast)).rejects.toMatchObject({
      message: 'No building found at this address',
      retryable: false,
    });
    expect(calls).toHaveLength(2);
  });

  it('retries RESOURCE_EXHAUSTED once and then fails with a retryable quota reason; PERMISSION_DENIED is not retried here', async () => {
    const { findClosestBuilding } = await clients({ GOOGLE_MAPS_API_KEY: 'k' });
    const exhausted = {
      status: 429,
      body: { error: { code: 429, message: 'Quota exceeded', status: 'RESOURCE_EXHAUSTED' } },
    };
    const calls = stubFetch([exhausted, exhausted]);
    await expect(findClosestBuilding(39.95, -86.12, fast)).rejects.toMatchObject({
      failure: 'quota',
      retryable: true,
      providerStatus: 'RESOURCE_EXHAUSTED',
    });
    expect(calls).toHaveLength(2);

    const denied = stubFetch([
      {
        status: 403,
        body: {
          error: {
            code: 403,
            message: 'Solar API has not been used in project',
            status: 'PERMISSION_DENIED',
          },
        },
      },
    ]);
    await expect(findClosestBuilding(39.95, -86.12, fast)).rejects.toMatchObject({
      failure: 'permission',
      retryable: true,
    });
    expect(denied).toHaveLength(1);
  });

  it('recovers from one server error', async () => {
    const { findClosestBuilding } = await clients({ GOOGLE_MAPS_API_KEY: 'k' });
    stubFetch([
      {
        status: 503,
        body: {
          error: { code: 503, message: 'The service is currently unavailable.', status: 'UNAVAILABLE' },
        },
      },
      { status: 200, body: fixture('solar-building-insights-200.json') },
    ]);
    expect((await findClosestBuilding(39.95, -86.12, fast)).insights.name).toBe(
      'buildings/ChIJFixture0RoofEngine01',
    );
  });
});
