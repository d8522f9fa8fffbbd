import type { QualityWarning } from '../estimates/measurement/types.js';
import { keysOf } from '../kernel/format.js';

// The website quote widget (docs/product.md#widget): which websites may embed it, the consent a
// homeowner gives, and when a measured roof is sure enough to price. Pure: the API, the settings
// screen and the iframe page share it.

/** The prefix of a public widget key, so a key is recognisable in a contractor's page source. */
export const WIDGET_KEY_PREFIX = 'wk_';

/** Most websites one account may list. */
export const MAX_WIDGET_ORIGINS = 10;

/** How long a widget session lasts: one homeowner's visit. */
export const WIDGET_SESSION_SECONDS = 2 * 60 * 60;

/** How a price is shown: a low–high range, or "from" the lowest. */
export const PRICE_DISPLAYS = ['range', 'from'] as const;
export type PriceDisplay = (typeof PRICE_DISPLAYS)[number];

/** How a homeowner prefers to be contacted. */
export const CONTACT_PREFERENCES = ['phone', 'email', 'text'] as const;
export type ContactPreference = (typeof CONTACT_PREFERENCES)[number];

/** The range shown around a measured price: what the final price may differ by after an inspection. */
export const PRICE_RANGE_PERCENT = 10;

/** The headline a new widget starts with. */
export const DEFAULT_HEADLINE = 'Get your instant roof quote';

/** The placeholder of the contractor's name in the consent text. */
export const COMPANY_PLACEHOLDER = '{company}';

/** The consent text a new widget starts with; `{company}` becomes the contractor's name. */
export const DEFAULT_CONSENT_TEXT = `I agree that ${COMPANY_PLACEHOLDER} may contact me by phone, text or email about my roof quote, at the number and address I gave. Consent is not a condition of purchase.`;

/** The consent text exactly as the homeowner reads it: the contractor named. */
export function consentTextFor(template: string, companyName: string): string {
  return template.split(COMPANY_PLACEHOLDER).join(companyName);
}

/** Why a website origin cannot be listed, or undefined when it can: exact `https://host[:port]`, or http only for localhost. */
export function originProblem(origin: string): string | undefined {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return `${origin}: enter a website address like https://www.example.com`;
  }
  if (url.origin !== origin)
    return `${origin}: enter the website's origin only, exactly ${url.origin === 'null' ? 'https://host' : url.origin}`;
  const local = url.hostname === 'localhost' || url.hostname === '127.0.0.1';
  if (url.protocol === 'https:') return undefined;
  if (url.protocol === 'http:' && local) return undefined;
  return `${origin}: websites must use https (http only for localhost)`;
}

/** Whether `origin` is one of the listed websites (exact match). */
export function originAllowed(origins: readonly string[], origin: string | null | undefined): boolean {
  return !!origin && origins.includes(origin);
}

/** The `Content-Security-Policy` of the iframe page: only the listed websites may frame it. */
export function frameAncestorsPolicy(origins: readonly string[]): string {
  return `frame-ancestors ${origins.length ? origins.join(' ') : "'none'"}`;
}

/** How sure the match of address and building is. */
export type MatchConfidence = 'high' | 'low';

/**
 * High when the address was located to the rooftop and the building found is the one it points to;
 * low otherwise (docs/decisions.md, "No price on a low-confidence match").
 */
export function matchConfidence(warnings: readonly Pick<QualityWarning, 'code'>[]): MatchConfidence {
  return warnings.some(
    (warning) => warning.code === 'approximate_location' || warning.code === 'building_mismatch',
  )
    ? 'low'
    : 'high';
}

/** The low and high ends (cents) of the range shown around a price, rounded to whole hundreds of dollars. */
export function priceRange(finalCents: number): { lowCents: number; highCents: number } {
  const step = 10_000;
  const low = Math.floor((finalCents * (100 - PRICE_RANGE_PERCENT)) / 100 / step) * step;
  const high = Math.ceil((finalCents * (100 + PRICE_RANGE_PERCENT)) / 100 / step) * step;
  return { lowCents: Math.max(step, low), highCents: Math.max(step, high) };
}

/** Each step of the widget's funnel as the settings screen and Reports label it. */
export const FUNNEL_LABELS = {
  views: 'Views',
  addresses: 'Addresses entered',
  prices: 'Prices shown',
  contacts: 'Contacts',
  proposals_sent: 'Proposals sent',
  signed: 'Signed',
};
/** The funnel of the widget, in order: each step a subset of the one before. */
export const FUNNEL_STEPS = keysOf(FUNNEL_LABELS);
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

/** The `postMessage` the iframe sends its parent with its content height. */
export interface WidgetHeightMessage {
  type: 'ridgeline-widget:height';
  height: number;
}
