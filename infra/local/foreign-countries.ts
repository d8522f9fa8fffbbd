/**
 * Countries other than the US for the local Geocoding simulator: an address that ends in one of these
 * names, or in a Canadian or British postcode, is placed in that country (as Google would), so the
 * product's "outside the country we serve" path can be shown locally. Approximate on purpose.
 */
export interface ForeignCountry {
  /** ISO 3166-1 alpha-2, as Google's `country` component's short name. */
  code: string;
  name: string;
  lat: number;
  lng: number;
}

const country = (code: string, name: string, lat: number, lng: number): ForeignCountry => ({
  code,
  name,
  lat,
  lng,
});

const CANADA = country('CA', 'Canada', 43.6532, -79.3832);
const UNITED_KINGDOM = country('GB', 'United Kingdom', 51.5072, -0.1276);

// Names a homeowner may end an address with. None is a US state's name ("Georgia" is left out), and
// "New Mexico" / "New England" are not Mexico or England (see `foreignCountryNamedIn`).
const BY_NAME: [string, ForeignCountry][] = [
  ['canada', CANADA],
  ['mexico', country('MX', 'Mexico', 19.4326, -99.1332)],
  ['united kingdom', UNITED_KINGDOM],
  ['uk', UNITED_KINGDOM],
  ['england', UNITED_KINGDOM],
  ['scotland', UNITED_KINGDOM],
  ['wales', UNITED_KINGDOM],
  ['ireland', country('IE', 'Ireland', 53.3498, -6.2603)],
  ['germany', country('DE', 'Germany', 52.52, 13.405)],
  ['deutschland', country('DE', 'Germany', 52.52, 13.405)],
  ['france', country('FR', 'France', 48.8566, 2.3522)],
  ['spain', country('ES', 'Spain', 40.4168, -3.7038)],
  ['italy', country('IT', 'Italy', 41.9028, 12.4964)],
  ['netherlands', country('NL', 'Netherlands', 52.3676, 4.9041)],
  ['australia', country('AU', 'Australia', -33.8688, 151.2093)],
  ['new zealand', country('NZ', 'New Zealand', -36.8485, 174.7633)],
];

/** A Canadian postcode ("M5V 2T6") or a British one ("SW1A 1AA") at the end of an address. */
const CANADIAN_POSTCODE = /\b[abceghj-nprstvxy]\d[a-z] ?\d[a-z]\d$/;
const BRITISH_POSTCODE = /\b[a-z]{1,2}\d[a-z\d]? ?\d[a-z]{2}$/;

/** The foreign country an address ends in (a country name or a postcode format), if any. */
export function foreignCountryNamedIn(address: string): ForeignCountry | undefined {
  const text = address
    .toLowerCase()
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  for (const [name, found] of BY_NAME)
    if (text === name || (text.endsWith(` ${name}`) && !text.endsWith(` new ${name}`))) return found;
  if (CANADIAN_POSTCODE.test(text)) return CANADA;
  if (BRITISH_POSTCODE.test(text)) return UNITED_KINGDOM;
  return undefined;
}
