import { randomBytes } from 'node:crypto';
import {
  API_KEY_ID_LENGTH,
  API_KEY_ROTATION_OVERLAP_HOURS,
  API_KEY_SECRET_BYTES,
  API_RATE_LIMIT,
  apiKeyPrefix,
  MAX_API_KEYS,
} from '@shared/kernel/api-keys.js';
import { plansWithApiAccess } from '@shared/kernel/plans.js';
import type {
  ApiKeysResponse,
  ApiKeyState,
  ApiKeyView,
  CreateApiKeyRequest,
  CreatedApiKey,
} from '@shared/public-api/schemas/api-keys.js';
import { entitlementsOf, getAccount } from '../../accounts/index.js';
import { type ApiKeyRecord, getApiKey, usageMonth } from '../../platform/data/api-keys.js';
import { ConflictError, ForbiddenError, NotFoundError } from '../../platform/errors.js';
import type { Caller } from '../../platform/middleware/authenticate.js';
import { hashToken } from '../../platform/secure-token.js';
import { listApiKeys, putApiKey, saveApiKeyRevoked, saveApiKeyRotated } from '../data/api-keys.js';

const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** Where a key stands at `now`. */
function stateOf(record: ApiKeyRecord, now: Date): ApiKeyState {
  if (record.revokedAt) return 'revoked';
  if (record.expiresAt) return Date.parse(record.expiresAt) > now.getTime() ? 'rotating' : 'expired';
  return 'active';
}

function toView(record: ApiKeyRecord, now: Date): ApiKeyView {
  return {
    id: record.keyId,
    name: record.name,
    prefix: apiKeyPrefix(record.keyId),
    scopes: record.scopes,
    created_at: record.createdAt,
    created_by: record.createdByName,
    last_used_at: record.lastUsedAt,
    state: stateOf(record, now),
    expires_at: record.expiresAt,
    revoked_at: record.revokedAt,
    calls_this_month: record.usage?.[usageMonth(now)] ?? 0,
  };
}

/** Whether the account's plan includes the API (the one rule: shared/kernel/entitlements.ts). */
async function hasApiAccess(accountId: string, now: Date): Promise<boolean> {
  const account = await getAccount(accountId);
  return account !== undefined && entitlementsOf(account, now).apiAccess;
}

function planRefusal(): ForbiddenError {
  const plans = plansWithApiAccess().map((plan) => plan.name);
  return new ForbiddenError(
    `API access comes with the ${plans.join(' or ')} plan. Upgrade on the Billing page.`,
  );
}

/** A new key for the caller's account, with a fresh id and secret; only the secret's hash is kept. */
function newKey(caller: Caller, name: string, scopes: ApiKeyRecord['scopes'], now: Date) {
  const bytes = randomBytes(API_KEY_ID_LENGTH);
  const keyId = Array.from(bytes, (byte) => ID_ALPHABET[byte % ID_ALPHABET.length]).join('');
  const secret = randomBytes(API_KEY_SECRET_BYTES).toString('base64url');
  const record: ApiKeyRecord = {
    keyId,
    accountId: caller.accountId,
    name,
    scopes,
    secretHash: hashToken(secret),
    createdAt: now.toISOString(),
    createdBy: caller.userId,
    createdByName: `${caller.user.firstName} ${caller.user.lastName}`.trim(),
    lastUsedAt: null,
    revokedAt: null,
    expiresAt: null,
    rotatedTo: null,
    usage: {},
  };
  return { record, secret: `${apiKeyPrefix(keyId)}_${secret}` };
}

/** The caller's account's key, or 404 (another account's key is never acknowledged). */
async function keyOfAccount(caller: Caller, keyId: string): Promise<ApiKeyRecord> {
  const record = await getApiKey(keyId);
  if (!record || record.accountId !== caller.accountId) throw new NotFoundError('API key not found');
  return record;
}

/** GET /api/api-keys: the account's keys (newest first), this month's calls and whether the plan has the API. */
export async function listApiKeysFor(caller: Caller, now = new Date()): Promise<ApiKeysResponse> {
  const [records, apiAccess] = await Promise.all([
    listApiKeys(caller.accountId),
    hasApiAccess(caller.accountId, now),
  ]);
  const views = records.map((record) => toView(record, now)).reverse();
  return {
    keys: views,
    calls_this_month: views.reduce((sum, key) => sum + key.calls_this_month, 0),
    api_access: apiAccess,
    plans_with_api: plansWithApiAccess().map((plan) => plan.name),
    rate_limit_per_minute: Math.round((API_RATE_LIMIT.limit * 60) / API_RATE_LIMIT.windowSeconds),
  };
}

/** POST /api/api-keys: a new key; its secret is in this answer and nowhere else, ever. */
export async function createApiKeyFor(
  caller: Caller,
  input: CreateApiKeyRequest,
  now = new Date(),
): Promise<CreatedApiKey> {
  const [records, apiAccess] = await Promise.all([
    listApiKeys(caller.accountId),
    hasApiAccess(caller.accountId, now),
  ]);
  if (!apiAccess) throw planRefusal();
  const live = records.filter((record) => ['active', 'rotating'].includes(stateOf(record, now)));
  if (live.length >= MAX_API_KEYS)
    throw new ConflictError(`An account may hold ${MAX_API_KEYS} keys at once: revoke one first.`);
  const { record, secret } = newKey(caller, input.name, input.scopes, now);
  if (!(await putApiKey(record))) throw new ConflictError('Please try again.');
  return { key: toView(record, now), secret };
}

/** DELETE /api/api-keys/{id}: refused from this moment on (a revoked key stays listed as revoked). */
export async function revokeApiKeyFor(caller: Caller, keyId: string, now = new Date()) {
  const record = await keyOfAccount(caller, keyId);
  if (record.revokedAt) return { key: toView(record, now) };
  const at = now.toISOString();
  if (!(await saveApiKeyRevoked(caller.accountId, keyId, at)))
    return { key: toView((await getApiKey(keyId)) ?? record, now) };
  return { key: toView({ ...record, revokedAt: at }, now) };
}

/**
 * POST /api/api-keys/{id}/rotate: a replacement with the same name and scopes; the old key keeps
 * working for the overlap (docs/decisions.md, "API key rotation"), then is refused.
 */
export async function rotateApiKeyFor(
  caller: Caller,
  keyId: string,
  now = new Date(),
): Promise<CreatedApiKey> {
  const old = await keyOfAccount(caller, keyId);
  if (!(await hasApiAccess(caller.accountId, now))) throw planRefusal();
  if (stateOf(old, now) !== 'active')
    throw new ConflictError('Only an active key can be rotated: this one is revoked or rotated already.');
  const { record, secret } = newKey(caller, old.name, old.scopes, now);
  const expiresAt = new Date(now.getTime() + API_KEY_ROTATION_OVERLAP_HOURS * 3_600_000).toISOString();
  if (!(await saveApiKeyRotated(old, record, expiresAt)))
    throw new ConflictError('This key was revoked or rotated meanwhile.');
  return {
    key: toView(record, now),
    secret,
    previous: toView({ ...old, expiresAt, rotatedTo: record.keyId }, now),
  };
}
