import { describe, expect, it } from 'vitest';
import { simulateBuildingInsights, simulateGeocode } from '../../../infra/local/google-simulator.js';

interface Component {
  long_name: string;
  short_name: string;
  types: string[];
}
interface Answer {
  status: string;
  results: {
    address_components: Component[];
    formatted_address: string;
    geometry: { location: { lat: number; lng: number } };
  }[];
}

// Generous bounding boxes (south, north, west, east) and the ZIP prefixes of the ten states below.
const STATES: Record<string, { box: [number, number, number, number]; zip: RegExp }> = {
  IL: { box: [36.97, 42.51, -91.52, -87.49], zip: /^6[0-2]\d{3}$/ },
  OH: { box: [38.4, 41.98, -84.82, -80.52], zip: /^4[3-5]\d{3}$/ },
  CA: { box: [32.53, 42.01, -124.41, -114.13], zip: /^9[0-6]\d{3}$/ },
  TX: { box: [25.84, 36.5, -106.65, -93.51], zip: /^(7[5-9]\d{3}|88[5-9]\d{2})$/ },
  FL: { box: [24.4, 31.0, -87.63, -80.03], zip: /^3[2-4]\d{3}$/ },
  NY: { box: [40.5, 45.02, -79.76, -71.86], zip: /^1[0-4]\d{3}$/ },
  WA: { box: [45.54, 49.0, -124.85, -116.92], zip: /^9[89]\d{3}$/ },
  GA: { box: [30.36, 35.0, -85.61, -80.84], zip: /^3[01]\d{3}$/ },
  AZ: { box: [31.33, 37.0, -114.82, -109.05], zip: /^8[56]\d{3}$/ },
  PA: { box: [39.72, 42.27, -80.52, -74.69], zip: /^1[5-9]\d{3}$/ },
};

// Twenty addresses in those ten states: unknown cities, a city the simulator knows in another state
// (Franklin, Dublin), full state names, no ZIP, no commas before the state.
const ADDRESSES: [string, string][] = [
  ['742 Evergreen Terrace, Springfield, IL', 'IL'],
  ['18 Lake Shore Drive, Chicago, IL 60611', 'IL'],
  ['1200 Main Street, Dayton, OH', 'OH'],
  ['55 Elm Street, Franklin, Ohio', 'OH'],
  ['9 Ocean Avenue, Santa Monica, CA', 'CA'],
  ['400 Vine Street, Dublin, CA', 'CA'],
  ['77 Bluebonnet Lane, Houston, TX 77002', 'TX'],
  ['3 Alamo Plaza, San Antonio, Texas', 'TX'],
  ['101 Palm Way, Tampa, FL', 'FL'],
  ['12 Coral Road, Naples, Florida 34102', 'FL'],
  ['5 Broadway, Buffalo, NY', 'NY'],
  ['210 Hudson Street, Rochester, New York', 'NY'],
  ['88 Rainier Avenue, Spokane, WA', 'WA'],
  ['14 Pine Street, Tacoma, Washington', 'WA'],
  ['600 Peachtree Street, Savannah, GA', 'GA'],
  ['41 Magnolia Court, Athens GA', 'GA'],
  ['2 Cactus Road, Tucson, AZ', 'AZ'],
  ['350 Mesa Drive, Flagstaff, Arizona', 'AZ'],
  ['19 Liberty Lane, Pittsburgh, PA', 'PA'],
  ['7 Market Street, Marietta, PA', 'PA'],
];

function geocode(address: string) {
  const answer = simulateGeocode(address) as unknown as Answer;
  expect(answer.status).toBe('OK');
  const [result] = answer.results;
  const part = (type: string) => result.address_components.find((c) => c.types.includes(type));
  return { result, part, ...result.geometry.location };
}

describe('the Geocoding simulator keeps the typed city and state', () => {
  it.each(ADDRESSES)('%s geocodes inside %s', (address, state) => {
    const { result, part, lat, lng } = geocode(address);
    const [south, north, west, east] = STATES[state].box;
    expect(lat).toBeGreaterThan(south);
    expect(lat).toBeLessThan(north);
    expect(lng).toBeGreaterThan(west);
    expect(lng).toBeLessThan(east);
    expect(part('administrative_area_level_1')?.short_name).toBe(state);
    expect(part('postal_code')?.short_name).toMatch(STATES[state].zip);
    expect(result.formatted_address).toContain(`, ${state} `);
  });

  it('keeps the typed city and ZIP, and the failure cases still work', () => {
    const { result, part } = geocode('742 Evergreen Terrace, Springfield, IL');
    expect(part('locality')?.long_name).toBe('Springfield');
    expect(part('administrative_area_level_1')?.long_name).toBe('Illinois');
    expect(result.formatted_address).toMatch(/^742 Evergreen Terrace, Springfield, IL 627\d\d, USA$/);
    expect(geocode('18 Lake Shore Drive, Chicago, IL 60611').part('postal_code')?.short_name).toBe('60611');
    const over = geocode('5 Over Quota Street, Springfield, IL');
    expect(simulateBuildingInsights(over.lat, over.lng, 'HIGH').status).toBe(429);
  });

  it('places a known city at its own coordinates, not at its state capital', () => {
    const dayton = geocode('1200 Main Street, Dayton, OH');
    expect(dayton.lat).toBeCloseTo(39.7589, 1);
    expect(dayton.lng).toBeCloseTo(-84.1916, 1);
    expect(dayton.part('postal_code')?.short_name).toMatch(/^454\d\d$/);
    // Columbus is 0.2° north and 1.2° east of Dayton.
    expect(Math.abs(dayton.lng - -82.9988)).toBeGreaterThan(0.5);
  });

  it('places known cities exactly as before (seeded demo data keeps its roofs)', () => {
    const carmel = geocode('1234 Example Ridge Dr, Carmel, IN 46032');
    expect(carmel.part('administrative_area_level_2')?.long_name).toBe('Hamilton County');
    expect(carmel.lat).toBeCloseTo(39.9784, 1);
    expect(carmel.lng).toBeCloseTo(-86.118, 1);
    expect(geocode('9 Poplar Street, Franklin, TN').part('administrative_area_level_2')?.long_name).toBe(
      'Williamson County',
    );
  });
});

describe('the Geocoding simulator places an address abroad in its country', () => {
  it.each([
    ['10 Downing Street, London, United Kingdom', 'GB'],
    ['10 Downing Street, London SW1A 2AA', 'GB'],
    ['290 Bremner Blvd, Toronto, ON M5V 3L9', 'CA'],
    ['1 Rue de Rivoli, Paris, France', 'FR'],
    ['Av. Reforma 222, Ciudad de México, Mexico', 'MX'],
  ])('%s is in %s', (address, code) => {
    const { result, part } = geocode(address);
    expect(part('country')?.short_name).toBe(code);
    expect(result.formatted_address).not.toMatch(/USA$/);
  });

  it.each([
    '12 Adobe Road, Santa Fe, New Mexico',
    '600 Peachtree Street, Savannah, Georgia',
    '77 Bluebonnet Lane, Houston, TX 77002',
  ])('%s stays in the United States', (address) => {
    expect(geocode(address).part('country')?.short_name).toBe('US');
  });
});
