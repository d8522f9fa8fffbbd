/**
 * The public marketing pages that are prerendered to static HTML at build time (docs/decisions.md, "Prerendered public pages").
 * One list for the prerender step (titles, meta and Open Graph tags, sitemap), the web app (document
 * titles on client navigation), the local gateway and the CloudFront viewer-request function (which
 * path is served from which file). Every other path is a client route served from the SPA shell.
 */

/** A prerendered public page. */
export interface PublicPage {
  /** The URL path, without a trailing slash (`/` for the landing page). */
  path: string;
  /** The whole document title. */
  title: string;
  /** The meta and Open Graph description (at most 160 characters). */
  description: string;
  /** For a second path of the same text (e.g. /terms): the path search engines should index instead. */
  canonicalPath?: string;
}

/** Public origin of the site: canonical URLs, og:url and the sitemap (a build may override it). */
export const SITE_ORIGIN = 'https://ridgeline.app';
/** og:site_name. */
export const SITE_NAME = 'Ridgeline';
/** The client-rendered app shell (sign-in, dashboard, token pages): every other path falls back to it. */
export const SPA_SHELL_FILE = '/index.html';
/** Folder of web/dist that holds the prerendered pages (index.html itself stays the SPA shell). */
export const PRERENDERED_DIR = '/pages';
/** Paths crawlers must not fetch: the signed-in area and the secret-token pages. */
export const ROBOTS_DISALLOW = ['/dashboard', '/proposal/', '/sign/', '/reset-password', '/payment-success'];

const TERMS =
  'The terms of service for Ridgeline: accounts, subscriptions, presale packages, acceptable use and liability.';
const PRIVACY =
  'How Ridgeline collects, uses, stores and protects personal data, and how to exercise your privacy rights.';
const COMING_SOON = 'is coming soon. Join Ridgeline early access to hear the moment it goes live.';

/** Every prerendered page (docs/product.md#public-site), landing page first. */
export const PUBLIC_PAGES: readonly PublicPage[] = [
  {
    path: '/',
    title: 'Ridgeline — Roof measurements and estimates in 60 seconds',
    description:
      'Ridgeline measures roofs from satellite data in about 60 seconds and turns them into estimates and signed proposals for roofing contractors.',
  },
  {
    path: '/partner-program',
    title: 'Partner Program — Ridgeline',
    description:
      'Earn recurring commission by referring or reselling Ridgeline roof measurements and estimates to roofing contractors.',
  },
  {
    path: '/partner-resources',
    title: 'Partner Resources — Ridgeline',
    description:
      'Payout schedule, referral links and brand guidelines for Ridgeline referral and reseller partners.',
  },
  {
    path: '/partner-application',
    title: 'Partner Application — Ridgeline',
    description:
      'Apply to become a Ridgeline referral or reseller partner. Applications are reviewed within 48 hours.',
  },
  { path: '/terms-of-service', title: 'Terms of Service — Ridgeline', description: TERMS },
  {
    path: '/terms',
    title: 'Terms of Service — Ridgeline',
    description: TERMS,
    canonicalPath: '/terms-of-service',
  },
  { path: '/privacy-policy', title: 'Privacy Policy — Ridgeline', description: PRIVACY },
  {
    path: '/privacy',
    title: 'Privacy Policy — Ridgeline',
    description: PRIVACY,
    canonicalPath: '/privacy-policy',
  },
  {
    path: '/cookie-policy',
    title: 'Cookie Policy — Ridgeline',
    description:
      'The cookies Ridgeline uses, what each one is for, how long it lasts, and your cookie preferences.',
  },
  {
    path: '/gdpr',
    title: 'Your GDPR Rights — Ridgeline',
    description:
      'Your rights under the GDPR — access, rectification, erasure, portability and objection — and how to send Ridgeline a request.',
  },
  {
    path: '/contact',
    title: 'Contact Us — Ridgeline',
    description:
      'Questions, a demo or a partnership? Send the Ridgeline team a message and we will get back to you.',
  },
  {
    path: '/early-access',
    title: 'Get Early Access — Ridgeline',
    description:
      'Join Ridgeline early access: presale pricing, half-price setup and a limited number of free beta tester spots.',
  },
  {
    path: '/features',
    title: 'Features — Ridgeline',
    description: `The Ridgeline features page ${COMING_SOON}`,
  },
  {
    path: '/developers',
    title: 'API Reference — Ridgeline',
    description:
      'The Ridgeline API: create estimates from an address, send proposals, read projects and customers. Keys, errors, pagination, idempotency and rate limits.',
  },
  {
    path: '/api-documentation',
    title: 'API Reference — Ridgeline',
    description:
      'The Ridgeline API: create estimates from an address, send proposals, read projects and customers. Keys, errors, pagination, idempotency and rate limits.',
    canonicalPath: '/developers',
  },
  {
    path: '/integration-guide',
    title: 'Integration Guide — Ridgeline',
    description: `The Ridgeline integration guide ${COMING_SOON}`,
  },
  {
    path: '/system-status',
    title: 'System Status — Ridgeline',
    description: `Ridgeline system status ${COMING_SOON}`,
  },
  { path: '/about', title: 'About — Ridgeline', description: `The story of Ridgeline ${COMING_SOON}` },
  {
    path: '/careers',
    title: 'Careers — Ridgeline',
    description: `Careers at Ridgeline: the page ${COMING_SOON}`,
  },
  { path: '/press', title: 'Press — Ridgeline', description: `The Ridgeline press page ${COMING_SOON}` },
  { path: '/blog', title: 'Blog — Ridgeline', description: `The Ridgeline blog ${COMING_SOON}` },
];

/** `/partner-program/` → `/partner-program`; `/` stays `/`. */
function withoutTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/** The prerendered page at `path` (a trailing slash is accepted), if it is one. */
export function publicPageAt(path: string): PublicPage | undefined {
  const normalised = withoutTrailingSlash(path);
  return PUBLIC_PAGES.find((page) => page.path === normalised);
}

/** The file of web/dist holding a page's HTML: `/` → `/pages/index.html`, `/gdpr` → `/pages/gdpr.html`. */
export function prerenderedFile(page: PublicPage): string {
  return `${PRERENDERED_DIR}${page.path === '/' ? '/index' : page.path}.html`;
}

/** The URL search engines should index for a page. */
export function canonicalUrl(page: PublicPage, origin = SITE_ORIGIN): string {
  return `${origin}${page.canonicalPath ?? page.path}`;
}
