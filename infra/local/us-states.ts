/**
 * US states for the local Geocoding simulator: a point well inside each state (a city away from its
 * borders) and the first three digits of one of its ZIP codes, so a typed "Springfield, IL" stays in
 * Illinois. Approximate on purpose: it only has to be plausible, never real.
 */
export interface UsState {
  /** USPS code, e.g. IL. */
  short: string;
  name: string;
  /** A city well inside the state, used when the typed city is not one the simulator knows. */
  city: string;
  lat: number;
  lng: number;
  /** First three digits of a ZIP code in that city. */
  zip3: string;
}

const row = (short: string, name: string, city: string, lat: number, lng: number, zip3: string): UsState => ({
  short,
  name,
  city,
  lat,
  lng,
  zip3,
});

/** Every state plus DC. */
export const US_STATES: readonly UsState[] = [
  row('AL', 'Alabama', 'Birmingham', 33.5186, -86.8104, '352'),
  row('AK', 'Alaska', 'Anchorage', 61.2181, -149.9003, '995'),
  row('AZ', 'Arizona', 'Phoenix', 33.4484, -112.074, '850'),
  row('AR', 'Arkansas', 'Little Rock', 34.7465, -92.2896, '722'),
  row('CA', 'California', 'Sacramento', 38.5816, -121.4944, '958'),
  row('CO', 'Colorado', 'Denver', 39.7392, -104.9903, '802'),
  row('CT', 'Connecticut', 'Hartford', 41.7658, -72.6734, '061'),
  row('DE', 'Delaware', 'Dover', 39.1582, -75.5244, '199'),
  row('DC', 'District of Columbia', 'Washington', 38.9072, -77.0369, '200'),
  row('FL', 'Florida', 'Orlando', 28.5383, -81.3792, '328'),
  row('GA', 'Georgia', 'Atlanta', 33.749, -84.388, '303'),
  row('HI', 'Hawaii', 'Honolulu', 21.3069, -157.8583, '968'),
  row('ID', 'Idaho', 'Boise', 43.615, -116.2023, '837'),
  row('IL', 'Illinois', 'Springfield', 39.7817, -89.6501, '627'),
  row('IN', 'Indiana', 'Indianapolis', 39.7684, -86.1581, '462'),
  row('IA', 'Iowa', 'Des Moines', 41.5868, -93.625, '503'),
  row('KS', 'Kansas', 'Wichita', 37.6872, -97.3301, '672'),
  row('KY', 'Kentucky', 'Lexington', 38.0406, -84.5037, '405'),
  row('LA', 'Louisiana', 'Baton Rouge', 30.4515, -91.1871, '708'),
  row('ME', 'Maine', 'Augusta', 44.3106, -69.7795, '043'),
  row('MD', 'Maryland', 'Baltimore', 39.2904, -76.6122, '212'),
  row('MA', 'Massachusetts', 'Worcester', 42.2626, -71.8023, '016'),
  row('MI', 'Michigan', 'Lansing', 42.7325, -84.5555, '489'),
  row('MN', 'Minnesota', 'Minneapolis', 44.9778, -93.265, '554'),
  row('MS', 'Mississippi', 'Jackson', 32.2988, -90.1848, '392'),
  row('MO', 'Missouri', 'Columbia', 38.9517, -92.3341, '652'),
  row('MT', 'Montana', 'Helena', 46.5891, -112.0391, '596'),
  row('NE', 'Nebraska', 'Lincoln', 40.8136, -96.7026, '685'),
  row('NV', 'Nevada', 'Las Vegas', 36.1699, -115.1398, '891'),
  row('NH', 'New Hampshire', 'Concord', 43.2081, -71.5376, '033'),
  row('NJ', 'New Jersey', 'New Brunswick', 40.4862, -74.4518, '089'),
  row('NM', 'New Mexico', 'Albuquerque', 35.0844, -106.6504, '871'),
  row('NY', 'New York', 'Albany', 42.6526, -73.7562, '122'),
  row('NC', 'North Carolina', 'Raleigh', 35.7796, -78.6382, '276'),
  row('ND', 'North Dakota', 'Bismarck', 46.8083, -100.7837, '585'),
  row('OH', 'Ohio', 'Columbus', 39.9612, -82.9988, '432'),
  row('OK', 'Oklahoma', 'Oklahoma City', 35.4676, -97.5164, '731'),
  row('OR', 'Oregon', 'Salem', 44.9429, -123.0351, '973'),
  row('PA', 'Pennsylvania', 'Harrisburg', 40.2732, -76.8867, '171'),
  row('RI', 'Rhode Island', 'Cranston', 41.7798, -71.4373, '029'),
  row('SC', 'South Carolina', 'Columbia', 34.0007, -81.0348, '292'),
  row('SD', 'South Dakota', 'Pierre', 44.3683, -100.351, '575'),
  row('TN', 'Tennessee', 'Nashville', 36.1627, -86.7816, '372'),
  row('TX', 'Texas', 'Austin', 30.2672, -97.7431, '787'),
  row('UT', 'Utah', 'Salt Lake City', 40.7608, -111.891, '841'),
  row('VT', 'Vermont', 'Montpelier', 44.2601, -72.5754, '056'),
  row('VA', 'Virginia', 'Richmond', 37.5407, -77.436, '232'),
  row('WA', 'Washington', 'Seattle', 47.6062, -122.3321, '981'),
  row('WV', 'West Virginia', 'Charleston', 38.3498, -81.6326, '253'),
  row('WI', 'Wisconsin', 'Madison', 43.0731, -89.4012, '537'),
  row('WY', 'Wyoming', 'Casper', 42.8666, -106.3131, '826'),
];

/** The state an address names (its USPS code or full name after the street), if any. */
export function stateNamedIn(address: string): UsState | undefined {
  const parts = address.split(',').map((part) => part.trim().toLowerCase());
  // The state sits after the city: "street, city, ST 12345" or "street, city, State".
  const tail = parts.length >= 3 ? parts.slice(2).join(' ') : (parts.at(-1) ?? '');
  const words = tail
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const code = (parts.length >= 3 ? words : words.match(/\b([a-z]{2})(?: \d{5}(?: \d{4})?)?$/)?.[1])
    ?.split(' ')
    .find((word) => /^[a-z]{2}$/.test(word));
  const byCode = code ? US_STATES.find((state) => state.short.toLowerCase() === code) : undefined;
  return (
    byCode ??
    [...US_STATES]
      .sort((a, b) => b.name.length - a.name.length)
      .find((state) => ` ${words} `.includes(` ${state.name.toLowerCase()} `))
  );
}

/** A city of the state with this USPS code, at its own point and ZIP prefix. */
function city(short: string, name: string, lat: number, lng: number, zip3: string): UsState {
  const state = US_STATES.find((candidate) => candidate.short === short);
  if (!state) throw new Error(`No US state with the code ${short}`);
  return { ...state, city: name, lat, lng, zip3 };
}

/**
 * Cities the simulator places at their own coordinates rather than at their state's point, so a typed
 * "Dayton, OH" is not drawn in Columbus (docs/decisions.md, "One roof, the same numbers everywhere").
 */
export const US_CITIES: readonly UsState[] = [
  city('OH', 'Dayton', 39.7589, -84.1916, '454'),
  city('OH', 'Cincinnati', 39.1031, -84.512, '452'),
  city('OH', 'Cleveland', 41.4993, -81.6944, '441'),
  city('OH', 'Toledo', 41.6528, -83.5379, '436'),
  city('OH', 'Akron', 41.0814, -81.519, '443'),
  city('TX', 'Houston', 29.7604, -95.3698, '770'),
  city('TX', 'Dallas', 32.7767, -96.797, '752'),
  city('TX', 'San Antonio', 29.4241, -98.4936, '782'),
  city('FL', 'Tampa', 27.9506, -82.4572, '336'),
  city('FL', 'Miami', 25.7617, -80.1918, '331'),
  city('NC', 'Charlotte', 35.2271, -80.8431, '282'),
  city('GA', 'Savannah', 32.0809, -81.0912, '314'),
  city('IL', 'Chicago', 41.8781, -87.6298, '606'),
  city('IN', 'Indianapolis', 39.7684, -86.1581, '462'),
];

/** The known city a typed city names in a state, if the simulator has one. */
export function cityIn(state: UsState, typedCity: string | undefined): UsState | undefined {
  const wanted = typedCity?.trim().toLowerCase();
  return wanted
    ? US_CITIES.find((city) => city.short === state.short && city.city.toLowerCase() === wanted)
    : undefined;
}
