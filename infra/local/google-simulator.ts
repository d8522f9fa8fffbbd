/**
 * Local stand-in for Google Geocoding and Solar `buildingInsights:findClosest` (deterministic per address):
 * the same paths, parameters and JSON as Google, deterministic per address, and varied — gable, hip,
 * cross-gable, complex and flat roofs, one to three stories, 4–20 facets, house-sized footprints.
 * Every answer carries `x-ridgeline-simulator: 1` so the product labels it "Simulated imagery".
 *
 * Addresses that show the failure paths (case-insensitive):
 * - containing "nowhere"                 → Geocoding ZERO_RESULTS
 * - containing "vacant lot"/"empty lot"  → Solar 404 NOT_FOUND at every quality
 * - containing "rural"                   → Solar 404 at HIGH, found at MEDIUM (quality fallback)
 * - containing "over quota"              → Solar 429 RESOURCE_EXHAUSTED
 * - ending in a foreign country's name or a Canadian/British postcode → a result in that country
 * Solar only receives coordinates, so the geocoder writes the case into the last three digits of
 * the longitude (×10⁷): 000 vacant, 250 quota, 500 rural, 100–199 an ordinary building.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SIMULATOR_HEADER } from '../../functions/estimates/google/constants.js';
import { foreignCountryNamedIn, type ForeignCountry } from './foreign-countries.js';
import { cityIn, stateNamedIn } from './us-states.js';

const CASE_VACANT = 0;
const CASE_QUOTA = 250;
const CASE_RURAL = 500;

type Archetype = 'gable' | 'hip' | 'cross_gable' | 'complex' | 'flat';

/** A seeded random source (mulberry32). */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    between: (min: number, max: number) => min + (max - min) * next(),
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
    chance: (p: number) => next() < p,
  };
}
type Random = ReturnType<typeof random>;

/** A 32-bit FNV-1a hash of a string. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function normalise(address: string): string {
  return address
    .toLowerCase()
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const CITIES = [
  {
    city: 'Carmel',
    county: 'Hamilton County',
    state: 'Indiana',
    short: 'IN',
    zip: '46032',
    lat: 39.9784,
    lng: -86.118,
  },
  {
    city: 'Plano',
    county: 'Collin County',
    state: 'Texas',
    short: 'TX',
    zip: '75024',
    lat: 33.0198,
    lng: -96.6989,
  },
  {
    city: 'Overland Park',
    county: 'Johnson County',
    state: 'Kansas',
    short: 'KS',
    zip: '66213',
    lat: 38.9822,
    lng: -94.6708,
  },
  {
    city: 'Naperville',
    county: 'DuPage County',
    state: 'Illinois',
    short: 'IL',
    zip: '60540',
    lat: 41.7508,
    lng: -88.1535,
  },
  {
    city: 'Cary',
    county: 'Wake County',
    state: 'North Carolina',
    short: 'NC',
    zip: '27513',
    lat: 35.7915,
    lng: -78.7811,
  },
  {
    city: 'Franklin',
    county: 'Williamson County',
    state: 'Tennessee',
    short: 'TN',
    zip: '37064',
    lat: 35.9251,
    lng: -86.8689,
  },
  {
    city: 'Gilbert',
    county: 'Maricopa County',
    state: 'Arizona',
    short: 'AZ',
    zip: '85296',
    lat: 33.3528,
    lng: -111.789,
  },
  {
    city: 'Littleton',
    county: 'Arapahoe County',
    state: 'Colorado',
    short: 'CO',
    zip: '80120',
    lat: 39.6133,
    lng: -105.0166,
  },
  {
    city: 'Marietta',
    county: 'Cobb County',
    state: 'Georgia',
    short: 'GA',
    zip: '30062',
    lat: 33.9526,
    lng: -84.5499,
  },
  {
    city: 'Dublin',
    county: 'Franklin County',
    state: 'Ohio',
    short: 'OH',
    zip: '43017',
    lat: 40.0992,
    lng: -83.1141,
  },
] as const;

function titleCase(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\b([a-z])/g, (letter) => letter.toUpperCase());
}

function caseOf(address: string): number | 'zero' {
  const text = normalise(address);
  if (/\bnowhere\b/.test(text)) return 'zero';
  if (/\b(vacant|empty) lot\b/.test(text)) return CASE_VACANT;
  if (/\bover quota\b/.test(text)) return CASE_QUOTA;
  if (/\brural\b/.test(text)) return CASE_RURAL;
  return 100 + (hash(`case:${text}`) % 100);
}

function placeIdFor(latE7: number, lngE7: number): string {
  const h1 = hash(`${latE7},${lngE7}`).toString(36);
  const h2 = hash(`${lngE7};${latE7}`).toString(36);
  return `ChIJsim${h1}${h2}`.slice(0, 27);
}

/** Google's answer for an address abroad: the typed parts as written, in that country. */
function foreignGeocode(address: string, country: ForeignCountry): Record<string, unknown> {
  const text = normalise(address);
  const rng = random(hash(`geo:${text}`));
  const parts = address
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const named = parts.at(-1)?.toLowerCase() === country.name.toLowerCase();
  const formatted = [...(named ? parts.slice(0, -1) : parts), country.name].join(', ');
  const lat = Math.round((country.lat + rng.between(-0.03, 0.03)) * 1e7) / 1e7;
  const lng = Math.round((country.lng + rng.between(-0.03, 0.03)) * 1e7) / 1e7;
  return {
    results: [
      {
        address_components: [
          { long_name: parts[0] ?? address, short_name: parts[0] ?? address, types: ['route'] },
          { long_name: country.name, short_name: country.code, types: ['country', 'political'] },
        ],
        formatted_address: formatted,
        geometry: { location: { lat, lng }, location_type: 'ROOFTOP' },
        place_id: placeIdFor(Math.round(lat * 1e7), Math.round(lng * 1e7)),
        types: ['street_address'],
      },
    ],
    status: 'OK',
  };
}

/** Google's Geocoding JSON for an address (`GET /maps/api/geocode/json`). */
export function simulateGeocode(address: string): Record<string, unknown> {
  const kind = caseOf(address);
  if (kind === 'zero') return { results: [], status: 'ZERO_RESULTS' };
  const abroad = foreignCountryNamedIn(address);
  if (abroad) return foreignGeocode(address, abroad);
  const text = normalise(address);
  const rng = random(hash(`geo:${text}`));
  // The typed city and state are kept. A city the table knows (in the typed state, if one is typed)
  // brings its county, ZIP and coordinates; any other city in a typed state is placed at that state's
  // point with one of its ZIP codes, so a demo address never lands in another state.
  const [streetPart, cityPart] = address.split(',').map((part) => part.trim());
  const typedState = stateNamedIn(address);
  const named = CITIES.find(
    (city) =>
      ` ${text} `.includes(` ${city.city.toLowerCase()} `) &&
      (!typedState || typedState.short === city.short),
  );
  const inState = named || !typedState ? undefined : (cityIn(typedState, cityPart) ?? typedState);
  const picked = rng.pick(CITIES); // always drawn, so the jitter below stays what it was for known cities
  const place = named ?? inState ?? picked;
  const city = named ? named.city : cityPart ? titleCase(cityPart) : place.city;
  const state = place.short;
  const zip =
    address
      .split(',')
      .slice(1)
      .join(' ')
      .match(/\b\d{5}\b/)?.[0] ??
    (inState
      ? `${inState.zip3}${String(10 + (hash(`zip:${text}`) % 90))}`
      : (place as (typeof CITIES)[number]).zip);
  const latE7 = Math.round((place.lat + rng.between(-0.03, 0.03)) * 1e7);
  const lngBase = Math.round((place.lng + rng.between(-0.03, 0.03)) * 1e4) * 1000;
  const lngE7 = lngBase - kind; // longitudes are west (negative): the last three digits carry the case
  const number = streetPart.match(/^\d+/)?.[0];
  const route = titleCase(number ? streetPart.slice(number.length) : streetPart);
  const formatted = `${number ? `${number} ` : ''}${route}, ${city}, ${state} ${zip}, USA`;
  const lat = latE7 / 1e7;
  const lng = lngE7 / 1e7;
  const components = [
    ...(number ? [{ long_name: number, short_name: number, types: ['street_number'] }] : []),
    { long_name: route, short_name: route, types: ['route'] },
    { long_name: city, short_name: city, types: ['locality', 'political'] },
    ...(named
      ? [
          {
            long_name: named.county,
            short_name: named.county,
            types: ['administrative_area_level_2', 'political'],
          },
        ]
      : []),
    {
      long_name: 'state' in place ? place.state : place.name,
      short_name: state,
      types: ['administrative_area_level_1', 'political'],
    },
    { long_name: 'United States', short_name: 'US', types: ['country', 'political'] },
    { long_name: zip, short_name: zip, types: ['postal_code'] },
  ];
  return {
    results: [
      {
        address_components: components,
        formatted_address: formatted,
        geometry: {
          location: { lat, lng },
          location_type: rng.chance(0.08) ? 'RANGE_INTERPOLATED' : 'ROOFTOP',
          viewport: {
            northeast: { lat: lat + 0.0013489, lng: lng + 0.0013489 },
            southwest: { lat: lat - 0.0013489, lng: lng - 0.0013489 },
          },
        },
        place_id: placeIdFor(latE7, lngE7),
        types: ['street_address'],
      },
    ],
    status: 'OK',
  };
}

/** One plane in metres around the building centre (x east, y north). */
interface Plane {
  pitch: number;
  azimuth: number;
  ground: number;
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
  cx: number;
  cy: number;
}

const degreesFor = (rise: number) => (Math.atan(rise / 12) * 180) / Math.PI;

function plane(
  pitch: number,
  azimuth: number,
  ground: number,
  rect: [number, number, number, number],
  center?: [number, number],
): Plane {
  const [minX, maxX, minY, maxY] = rect;
  return {
    pitch,
    azimuth,
    ground,
    minX,
    maxX,
    minY,
    maxY,
    cx: center?.[0] ?? (minX + maxX) / 2,
    cy: center?.[1] ?? (minY + maxY) / 2,
  };
}

/** A gable on the rectangle centred at (cx, cy): length L along the ridge, span W. */
function gable(cx: number, cy: number, L: number, W: number, ridgeAlongX: boolean, pitch: number): Plane[] {
  if (ridgeAlongX) {
    return [
      plane(pitch, 0, (L * W) / 2, [cx - L / 2, cx + L / 2, cy, cy + W / 2]),
      plane(pitch, 180, (L * W) / 2, [cx - L / 2, cx + L / 2, cy - W / 2, cy]),
    ];
  }
  return [
    plane(pitch, 90, (L * W) / 2, [cx, cx + W / 2, cy - L / 2, cy + L / 2]),
    plane(pitch, 270, (L * W) / 2, [cx - W / 2, cx, cy - L / 2, cy + L / 2]),
  ];
}

/** A hip roof on an L × W rectangle (ridge along x, L ≥ W). */
function hip(L: number, W: number, pitch: number): Plane[] {
  const ridge = L - W;
  const side = ((L + ridge) / 2) * (W / 2);
  const end = (W * W) / 4;
  const fromEave = ((W / 2) * (L + 2 * ridge)) / (3 * (L + ridge));
  return [
    plane(pitch, 180, side, [-L / 2, L / 2, -W / 2, 0], [0, -W / 2 + fromEave]),
    plane(pitch, 0, side, [-L / 2, L / 2, 0, W / 2], [0, W / 2 - fromEave]),
    plane(pitch, 90, end, [L / 2 - W / 2, L / 2, -W / 2, W / 2], [L / 2 - W / 6, 0]),
    plane(pitch, 270, end, [-L / 2, -L / 2 + W / 2, -W / 2, W / 2], [-L / 2 + W / 6, 0]),
  ];
}

/** A wing leaving the main roof's north (side 1) or south (side -1) eave at x: a gable, or hipped at its far end. */
function wing(
  x: number,
  side: 1 | -1,
  mainW: number,
  W2: number,
  L2: number,
  pitch: number,
  hipped: boolean,
): { planes: Plane[]; overlap: number } {
  const eave = (side * mainW) / 2;
  const outer = eave + side * L2;
  const inner = eave - (side * W2) / 2;
  const [y0, y1] = side > 0 ? [inner, outer] : [outer, inner];
  const end = (W2 * W2) / 4;
  const ground = (W2 / 2) * (L2 + W2 / 4) - (hipped ? end / 2 : 0);
  const planes = [
    plane(pitch, 90, ground, [x, x + W2 / 2, y0, y1]),
    plane(pitch, 270, ground, [x - W2 / 2, x, y0, y1]),
  ];
  if (hipped) {
    const [e0, e1] = side > 0 ? [outer - W2 / 2, outer] : [outer, outer + W2 / 2];
    planes.push(
      plane(pitch, side > 0 ? 0 : 180, end, [x - W2 / 2, x + W2 / 2, e0, e1], [x, outer - (side * W2) / 6]),
    );
  }
  return { planes, overlap: (W2 * W2) / 4 };
}

/** A gable dormer on the main roof's south (side -1) or north (side 1) plane. */
function dormer(x: number, side: 1 | -1, mainW: number, pitch: number, rng: Random): Plane[] {
  const width = rng.between(2, 2.8);
  const depth = rng.between(1.8, 2.4);
  const start = side * (mainW / 2 - 0.9);
  const [y0, y1] = side > 0 ? [start - depth, start] : [start, start + depth];
  return [
    plane(pitch, 90, (width * depth) / 2, [x, x + width / 2, y0, y1]),
    plane(pitch, 270, (width * depth) / 2, [x - width / 2, x, y0, y1]),
  ];
}

function porch(mainL: number, mainW: number, rng: Random): Plane {
  const length = Math.min(mainL / 2 - 1, rng.between(4, 6.5));
  const depth = rng.between(1.8, 2.6);
  const x = rng.between(0.5 + length / 2, Math.max(0.5 + length / 2, mainL / 2 - length / 2));
  return plane(degreesFor(rng.pick([2, 3])), 180, length * depth, [
    x - length / 2,
    x + length / 2,
    -mainW / 2 - depth,
    -mainW / 2,
  ]);
}

function takeArea(planes: Plane[], azimuth: number, area: number): void {
  const target = planes.find((candidate) => candidate.azimuth === azimuth);
  if (target) target.ground = Math.max(1, target.ground - area);
}

/** The planes of one simulated building and what kind of roof it was built as. */
export function simulateRoof(seed: number): { archetype: Archetype; stories: number; planes: Plane[] } {
  const rng = random(seed);
  const archetype = rng.pick<Archetype>([
    'gable',
    'gable',
    'hip',
    'hip',
    'cross_gable',
    'cross_gable',
    'complex',
    'complex',
    'flat',
  ]);
  const stories = rng.pick([1, 1, 2, 2, 2, 3]);
  const rise = rng.pick([4, 5, 6, 6, 7, 8, 8, 9, 10, 12]);
  const pitch = () => degreesFor(rise) + rng.between(-0.35, 0.35);
  const planes: Plane[] = [];

  if (archetype === 'flat') {
    const L = rng.between(14, 26);
    const W = rng.between(10, 16);
    const columns = rng.pick([2, 3]);
    for (let i = 0; i < columns; i++) {
      for (const north of [false, true]) {
        const x0 = -L / 2 + (i * L) / columns;
        const rect: [number, number, number, number] = [
          x0,
          x0 + L / columns,
          north ? 0 : -W / 2,
          north ? W / 2 : 0,
        ];
        planes.push(
          plane(
            rng.between(0.6, 1.8),
            north ? rng.between(20, 70) : rng.between(110, 160),
            (L / columns) * (W / 2),
            rect,
          ),
        );
      }
    }
    return { archetype, stories: Math.min(stories, 2), planes };
  }

  const W = rng.between(8, 11.5);
  const L = rng.between(Math.max(W + 3, 13), 20);
  if (archetype === 'hip' || archetype === 'complex') planes.push(...hip(L, W, pitch()));
  else planes.push(...gable(0, 0, L, W, true, pitch()));

  const wingCount = archetype === 'cross_gable' ? rng.int(1, 2) : archetype === 'complex' ? rng.int(2, 3) : 0;
  const slots: [number, 1 | -1][] = [
    [-L / 4, -1],
    [L / 4, 1],
    [L / 4, -1],
  ];
  for (let i = 0; i < wingCount; i++) {
    const [x, side] = slots[i];
    const W2 = rng.between(5.5, Math.min(8, L / 2 - 1));
    const L2 = Math.max(rng.between(4.5, 8), (0.2 * L * W) / W2);
    const built = wing(
      x,
      side,
      W,
      W2,
      L2,
      rng.chance(0.4) ? degreesFor(Math.max(4, rise + rng.pick([-2, 2]))) : pitch(),
      archetype === 'complex' && rng.chance(0.5),
    );
    planes.push(...built.planes);
    takeArea(planes, side > 0 ? 0 : 180, built.overlap);
  }

  // Dormers sit on a plane clear of the wings: the south plane of gables and hips, the west half of
  // a complex roof's north plane.
  const dormerSpots: [number, 1 | -1][] =
    archetype === 'complex'
      ? [
          [-L / 4 - 1, 1],
          [-L / 12 - 0.5, 1],
        ]
      : [
          [-L / 8, -1],
          [L / 8 + 1.5, -1],
        ];
  const dormerCount =
    archetype === 'gable' || archetype === 'complex'
      ? rng.int(1, 2)
      : archetype === 'hip' && rng.chance(0.3)
        ? 1
        : 0;
  for (let i = 0; i < dormerCount; i++) {
    const [x, side] = dormerSpots[i];
    const built = dormer(x, side, W, degreesFor(rng.pick([6, 8, 10])), rng);
    planes.push(...built);
    takeArea(planes, side > 0 ? 0 : 180, built[0].ground * 2);
  }
  // A front porch on the east half of the south side, unless a wing already stands there.
  if (wingCount < 3 && rng.chance(0.6)) planes.push(porch(L, W, rng));
  return { archetype, stories, planes };
}

const M_PER_DEG_LAT = 111_132.954;

/** The simulated roof at a point (what the Solar stand-in measures there). */
export function simulatedRoofAt(latitude: number, longitude: number): ReturnType<typeof simulateRoof> {
  return simulateRoof(hash(`${Math.round(latitude * 1e7)},${Math.round(longitude * 1e7)}`));
}

/** Google's buildingInsights JSON for a point (`GET /v1/buildingInsights:findClosest`), or an error envelope. */
export function simulateBuildingInsights(
  latitude: number,
  longitude: number,
  requiredQuality: string,
): { status: number; body: Record<string, unknown> } {
  const latE7 = Math.round(latitude * 1e7);
  const lngE7 = Math.round(longitude * 1e7);
  const kind = Math.abs(lngE7) % 1000;
  if (kind === CASE_VACANT)
    return {
      status: 404,
      body: { error: { code: 404, message: 'Requested entity was not found.', status: 'NOT_FOUND' } },
    };
  if (kind === CASE_QUOTA) {
    return {
      status: 429,
      body: {
        error: {
          code: 429,
          message: "Quota exceeded for quota metric 'Requests' and limit 'Requests per minute'.",
          status: 'RESOURCE_EXHAUSTED',
        },
      },
    };
  }
  if (kind === CASE_RURAL && requiredQuality === 'HIGH')
    return {
      status: 404,
      body: { error: { code: 404, message: 'Requested entity was not found.', status: 'NOT_FOUND' } },
    };

  const rng = random(hash(`${latE7},${lngE7}`) ^ 0x5bd1e995);
  const { stories, planes } = simulatedRoofAt(latitude, longitude);
  const mPerDegLng = 111_319.488 * Math.cos((latitude * Math.PI) / 180);
  const toLatLng = (x: number, y: number) => ({
    latitude: Number((latitude + y / M_PER_DEG_LAT).toFixed(7)),
    longitude: Number((longitude + x / mPerDegLng).toFixed(7)),
  });
  const ground = rng.between(180, 320);
  const quantiles = (base: number) =>
    Array.from({ length: 11 }, (_, i) =>
      Number((base * (0.35 + (0.65 * i) / 10) + rng.between(-8, 8)).toFixed(1)),
    );

  const segments = planes.map((p) => {
    const radians = (p.pitch * Math.PI) / 180;
    const area = p.ground / Math.cos(radians);
    const sun =
      1000 + 450 * Math.cos(((p.azimuth - 180) * Math.PI) / 180) * Math.sin(radians) + rng.between(-20, 20);
    const height =
      ground + stories * 3 + 0.4 + Math.tan(radians) * Math.min(p.maxX - p.minX, p.maxY - p.minY) * 0.25;
    return {
      pitchDegrees: Number(p.pitch.toFixed(2)),
      azimuthDegrees: Number(
        (p.pitch < 2 ? p.azimuth : (p.azimuth + rng.between(-2.5, 2.5) + 360) % 360).toFixed(1),
      ),
      stats: {
        areaMeters2: Number(area.toFixed(4)),
        sunshineQuantiles: quantiles(sun),
        groundAreaMeters2: Number(p.ground.toFixed(2)),
      },
      center: toLatLng(p.cx, p.cy),
      boundingBox: { sw: toLatLng(p.minX, p.minY), ne: toLatLng(p.maxX, p.maxY) },
      planeHeightAtCenterMeters: Number(height.toFixed(2)),
    };
  });
  const roofArea = segments.reduce((sum, s) => sum + s.stats.areaMeters2, 0);
  const roofGround = segments.reduce((sum, s) => sum + s.stats.groundAreaMeters2, 0);
  const extra = rng.chance(0.06) ? rng.between(0.11, 0.16) : rng.between(0, 0.06);
  const xs = planes.flatMap((p) => [p.minX, p.maxX]);
  const ys = planes.flatMap((p) => [p.minY, p.maxY]);
  const year = rng.int(2019, 2025);
  const month = rng.int(1, 12);
  const processedMonth = month + rng.int(2, 5);
  const panels = Math.floor((roofArea * 0.35) / 1.964);
  return {
    status: 200,
    body: {
      name: `buildings/${placeIdFor(latE7, lngE7)}`,
      center: { latitude: Number(latitude.toFixed(7)), longitude: Number(longitude.toFixed(7)) },
      boundingBox: {
        sw: toLatLng(Math.min(...xs), Math.min(...ys)),
        ne: toLatLng(Math.max(...xs), Math.max(...ys)),
      },
      imageryDate: { year, month, day: rng.int(1, 28) },
      imageryProcessedDate: {
        year: year + Math.floor((processedMonth - 1) / 12),
        month: ((processedMonth - 1) % 12) + 1,
        day: rng.int(1, 28),
      },
      postalCode: '00000',
      administrativeArea: 'US',
      regionCode: 'US',
      solarPotential: {
        maxArrayPanelsCount: panels,
        maxArrayAreaMeters2: Number((panels * 1.964).toFixed(4)),
        maxSunshineHoursPerYear: Number(
          Math.max(...segments.map((s) => s.stats.sunshineQuantiles[10])).toFixed(1),
        ),
        carbonOffsetFactorKgPerMwh: Number(rng.between(380, 720).toFixed(1)),
        wholeRoofStats: {
          areaMeters2: Number(roofArea.toFixed(4)),
          sunshineQuantiles: quantiles(1200),
          groundAreaMeters2: Number(roofGround.toFixed(2)),
        },
        roofSegmentStats: segments,
        panelCapacityWatts: 400,
        panelHeightMeters: 1.879,
        panelWidthMeters: 1.045,
        panelLifetimeYears: 20,
        buildingStats: {
          areaMeters2: Number((roofArea * (1 + extra)).toFixed(4)),
          sunshineQuantiles: quantiles(1180),
          groundAreaMeters2: Number((roofGround * (1 + extra)).toFixed(2)),
        },
      },
      imageryQuality: kind === CASE_RURAL ? 'MEDIUM' : 'HIGH',
    },
  };
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', [SIMULATOR_HEADER]: '1' });
  res.end(JSON.stringify(body, null, 2));
}

function handle(req: IncomingMessage, res: ServerResponse): void {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  const key = url.searchParams.get('key');
  if (req.method !== 'GET')
    return send(res, 405, {
      error: { code: 405, message: 'Method not allowed', status: 'INVALID_ARGUMENT' },
    });
  if (url.pathname === '/maps/api/geocode/json') {
    if (!key)
      return send(res, 200, {
        error_message: 'You must use an API key to authenticate each request to Google Maps Platform APIs.',
        results: [],
        status: 'REQUEST_DENIED',
      });
    const address = url.searchParams.get('address')?.trim();
    if (!address)
      return send(res, 200, {
        error_message:
          "Invalid request. Missing the 'address', 'components', 'latlng' or 'place_id' parameter.",
        results: [],
        status: 'INVALID_REQUEST',
      });
    return send(res, 200, simulateGeocode(address));
  }
  if (url.pathname === '/v1/buildingInsights:findClosest') {
    if (!key)
      return send(res, 403, {
        error: { code: 403, message: 'The request is missing a valid API key.', status: 'PERMISSION_DENIED' },
      });
    const latitude = Number(url.searchParams.get('location.latitude'));
    const longitude = Number(url.searchParams.get('location.longitude'));
    if (
      !url.searchParams.has('location.latitude') ||
      !Number.isFinite(latitude) ||
      !Number.isFinite(longitude) ||
      Math.abs(latitude) > 90 ||
      Math.abs(longitude) > 180
    ) {
      return send(res, 400, {
        error: { code: 400, message: 'Request contains an invalid argument.', status: 'INVALID_ARGUMENT' },
      });
    }
    const answer = simulateBuildingInsights(
      latitude,
      longitude,
      url.searchParams.get('requiredQuality') ?? 'HIGH',
    );
    return send(res, answer.status, answer.body);
  }
  send(res, 404, {
    error: {
      code: 404,
      message: `The requested URL ${url.pathname} was not found on this server.`,
      status: 'NOT_FOUND',
    },
  });
}

/** A running simulator. */
export interface GoogleSimulator {
  url: string;
  stop(): Promise<void>;
}

/** Serves the simulator on 127.0.0.1 (port 0 picks a free one). */
export async function startGoogleSimulator(port = 0): Promise<GoogleSimulator> {
  const server: Server = createServer(handle);
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const { port: actual } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${actual}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
