/**
 * API keys of the public API (docs/product.md#public-api): the scopes a key may hold, what each lets
 * it do in permission terms, the key's printed form and its limits. In the kernel because the platform
 * authenticates keys (functions/platform/middleware/authenticate-key.ts) and the web shows the scopes.
 */
import type { Permission } from './permissions.js';

/** Every scope a key may be given, in the order the Settings form lists them. */
export const API_SCOPES = [
  'estimates:read',
  'estimates:write',
  'proposals:write',
  'projects:read',
  'customers:read',
  'webhooks:manage',
] as const;
export type ApiScope = (typeof API_SCOPES)[number];

/** One line per scope, for the Settings form and the developer reference. */
export const API_SCOPE_DESCRIPTIONS: Record<ApiScope, string> = {
  'estimates:read': 'Read estimates and their status',
  'estimates:write': 'Create estimates from an address',
  'proposals:write': 'Send an estimate’s proposal to the homeowner',
  'projects:read': 'Read projects (signed jobs)',
  'customers:read': 'Read customers',
  'webhooks:manage': 'Manage webhook endpoints',
};

/**
 * The member permissions a scope stands for: a key acts with these and never more than an admin of
 * its account holds (the intersection is taken on every request). `webhooks:manage` maps to none of
 * the member permissions: the webhooks area checks the scope itself.
 */
export const SCOPE_PERMISSIONS: Record<ApiScope, readonly Permission[]> = {
  'estimates:read': ['estimates.read'],
  'estimates:write': ['estimates.write'],
  'proposals:write': ['proposals.write'],
  'projects:read': ['projects.read'],
  'customers:read': ['estimates.read'],
  'webhooks:manage': [],
};

/** Every key starts with this, so a leaked key is recognisable (secret scanners, logs). */
export const API_KEY_PREFIX = 'rk_live_';
/** Length of the public id inside a key (`rk_live_<id>_<secret>`), the part shown in lists. */
export const API_KEY_ID_LENGTH = 12;
/** Random bytes of a key's secret part (base64url, 43 characters). */
export const API_KEY_SECRET_BYTES = 32;
/** After a rotation the old key keeps working this long (docs/decisions.md, "API key rotation"). */
export const API_KEY_ROTATION_OVERLAP_HOURS = 24;
/** Keys an account may hold at once (active and rotating). */
export const MAX_API_KEYS = 20;
/** Requests one key may make per window; every answer carries the RateLimit-* headers. */
export const API_RATE_LIMIT = { limit: 120, windowSeconds: 60 } as const;
/** The challenge a 401 of the public API answers in `WWW-Authenticate` (RFC 6750 §3). */
export const API_KEY_CHALLENGE = 'Bearer realm="Ridgeline API"';
/** How long an Idempotency-Key's answer is kept and replayed. */
export const IDEMPOTENCY_HOURS = 24;

/** A key's parts: `rk_live_<id>_<secret>`; undefined when the text is not shaped like a key. */
export function parseApiKey(text: string): { id: string; secret: string } | undefined {
  if (!text.startsWith(API_KEY_PREFIX)) return undefined;
  const rest = text.slice(API_KEY_PREFIX.length);
  const id = rest.slice(0, API_KEY_ID_LENGTH);
  if (!/^[a-z0-9]+$/.test(id) || id.length !== API_KEY_ID_LENGTH || rest[API_KEY_ID_LENGTH] !== '_')
    return undefined;
  const secret = rest.slice(API_KEY_ID_LENGTH + 1);
  return /^[A-Za-z0-9_-]{32,128}$/.test(secret) ? { id, secret } : undefined;
}

/** The printed, public part of a key (what lists show): `rk_live_<id>`. */
export function apiKeyPrefix(id: string): string {
  return `${API_KEY_PREFIX}${id}`;
}

/**
 * The stable `code` of every public API error, by HTTP status (the one mapping of the typed errors;
 * an error may name a more precise code of its own, e.g. `idempotency_mismatch`).
 */
export const API_ERROR_CODES = {
  400: 'invalid_request',
  401: 'unauthorized',
  402: 'payment_required',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  410: 'gone',
  413: 'payload_too_large',
  422: 'idempotency_mismatch',
  429: 'rate_limited',
  500: 'internal_error',
  503: 'service_unavailable',
} as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[keyof typeof API_ERROR_CODES];

/** The code of an error answer of the public API. */
export function apiErrorCode(status: number): ApiErrorCode {
  return (API_ERROR_CODES as Record<number, ApiErrorCode>)[status] ?? 'internal_error';
}
