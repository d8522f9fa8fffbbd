import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { timingSafeEqual } from 'node:crypto';
import { API_RATE_LIMIT, parseApiKey, SCOPE_PERMISSIONS, type ApiScope } from '@shared/kernel/api-keys.js';
import { entitlementsAt } from '@shared/kernel/entitlements.js';
import { permissionsOf } from '@shared/kernel/permissions.js';
import { plansWithApiAccess } from '@shared/kernel/plans.js';
import { getApiKey, recordApiKeyCall, type ApiKeyRecord } from '../data/api-keys.js';
import { getPlanFacts } from '../data/plan-facts.js';
import { meter, type Meter } from '../data/rate-limit.js';
import { getUser } from '../data/users.js';
import { hashToken } from '../secure-token.js';
import { ForbiddenError, TooManyRequestsError, UnauthorizedError } from '../errors.js';
import type { AuthedEvent, Caller } from './authenticate.js';

/** The caller of a key route: the key's account, acting as the admin who made the key, within its scopes. */
export interface KeyCaller extends Caller {
  apiKeyId: string;
  scopes: ApiScope[];
}

/** Event of a key route: the caller and where its key stands in the rate limit. */
export type KeyEvent = AuthedEvent & { rateLimit?: Meter };

const MISSING = 'Send your API key as `Authorization: Bearer rk_live_…`.';
const UNKNOWN = 'This API key is not valid.';

function sameHash(stored: string, given: string): boolean {
  const a = Buffer.from(stored, 'hex');
  const b = Buffer.from(given, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The key a request carries, checked against its stored hash; 401 for a missing, unknown, revoked or expired one. */
async function keyOf(event: KeyEvent, now: Date): Promise<ApiKeyRecord> {
  const header = event.headers?.authorization ?? event.headers?.Authorization;
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  if (!match) throw new UnauthorizedError(MISSING);
  const parts = parseApiKey(match[1]);
  const key = parts && (await getApiKey(parts.id));
  if (!parts || !key || !sameHash(key.secretHash, hashToken(parts.secret)))
    throw new UnauthorizedError(UNKNOWN);
  if (key.revokedAt) throw new UnauthorizedError('This API key has been revoked.');
  if (key.expiresAt && Date.parse(key.expiresAt) <= now.getTime())
    throw new UnauthorizedError('This API key was rotated and has expired: use its replacement.');
  return key;
}

/** The RateLimit-* headers of a metered request (none before the key is known). */
export function rateLimitHeaders(event: KeyEvent): Record<string, string> {
  const state = event.rateLimit;
  if (!state) return {};
  return {
    'ratelimit-limit': String(state.limit),
    'ratelimit-remaining': String(Math.max(0, state.limit - state.hits)),
    'ratelimit-reset': String(state.resetSeconds),
  };
}

/**
 * Authenticates a public API request by its key (docs/product.md#public-api): the key by its id and
 * hash → the rate limit of the key (counted, with headers on every answer) → the month's call count →
 * the account's entitlement → the admin who made the key still an active admin → the route's scope.
 * The caller's permissions are the scope's, never more than that admin's.
 */
export function authenticateKey(scope: ApiScope): MiddlewareObj<KeyEvent, APIGatewayProxyStructuredResultV2> {
  return {
    name: 'authenticate-key',
    before: async ({ event }) => {
      const now = new Date();
      const key = await keyOf(event, now);
      const [state, facts, user] = await Promise.all([
        meter({ scope: 'api-key', ...API_RATE_LIMIT }, key.keyId, now),
        getPlanFacts(key.accountId),
        getUser(key.createdBy),
      ]);
      event.rateLimit = state;
      if (state.hits > state.limit)
        throw new TooManyRequestsError(
          `This key may make ${state.limit} requests a minute. Try again in ${state.resetSeconds} s.`,
          { retryAfterSeconds: state.resetSeconds },
        );
      await recordApiKeyCall(key.keyId, now);
      if (!facts || !entitlementsAt(facts, now).apiAccess) {
        const plans = plansWithApiAccess().map((plan) => plan.name);
        throw new ForbiddenError(`API access comes with the ${plans.join(' or ')} plan.`);
      }
      if (!user || !user.isActive || user.accountId !== key.accountId || user.role !== 'admin')
        throw new UnauthorizedError(
          'The admin who created this API key is no longer an admin of the account: create a new key.',
        );
      if (!key.scopes.includes(scope))
        throw new ForbiddenError(`This API key does not have the ${scope} scope.`);
      const held = permissionsOf({ role: user.role, isOperator: false });
      const granted = new Set(key.scopes.flatMap((each) => SCOPE_PERMISSIONS[each]));
      const caller: KeyCaller = {
        userId: user.userId,
        accountId: key.accountId,
        user,
        permissions: held.filter((permission) => granted.has(permission)),
        apiKeyId: key.keyId,
        scopes: key.scopes,
      };
      event.caller = caller;
    },
    after: (request) => {
      if (request.response)
        request.response.headers = { ...request.response.headers, ...rateLimitHeaders(request.event) };
    },
  };
}
