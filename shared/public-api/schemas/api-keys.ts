import * as z from '../../kernel/zod.js';
import { API_SCOPES } from '../../kernel/api-keys.js';
import { requiredText } from '../../kernel/schemas/common.js';

/** Path of the single-key routes. */
export const apiKeyPath = z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)) });

/** The scopes of a new key: at least one, each known, none twice. */
const scopes = z
  .array(z.enum(API_SCOPES, { error: `Each scope must be one of ${API_SCOPES.join(', ')}` }), {
    error: 'scopes must be a list',
  })
  .check(
    z.minLength(1, 'Choose at least one scope'),
    z.refine((list) => new Set(list).size === list.length, 'Each scope only once'),
  );

/** POST /api/api-keys: a name to recognise the key by, and its scopes. */
export const createApiKeyRequest = z.strictObject({ name: requiredText('Name', 80), scopes });
export type CreateApiKeyRequest = z.input<typeof createApiKeyRequest>;

/** Where a key stands: usable, in its rotation overlap, revoked or past its overlap. */
export const API_KEY_STATES = ['active', 'rotating', 'revoked', 'expired'] as const;
export type ApiKeyState = (typeof API_KEY_STATES)[number];

/** A key as Settings → API lists it: never its secret. */
export const apiKeyView = z.object({
  id: z.string(),
  name: z.string(),
  /** The public start of the key (`rk_live_<id>`), to tell keys apart. */
  prefix: z.string(),
  scopes: z.array(z.enum(API_SCOPES)),
  created_at: z.string(),
  created_by: z.string(),
  last_used_at: z.nullable(z.string()),
  state: z.enum(API_KEY_STATES),
  /** End of a rotated key's overlap. */
  expires_at: z.nullable(z.string()),
  revoked_at: z.nullable(z.string()),
  calls_this_month: z.number().check(z.int()),
});
export type ApiKeyView = z.infer<typeof apiKeyView>;

/** GET /api/api-keys: the keys, this month's calls over all of them, and whether the plan includes the API. */
export const apiKeysResponse = z.object({
  keys: z.array(apiKeyView),
  calls_this_month: z.number().check(z.int()),
  api_access: z.boolean(),
  /** The plans that include the API, for "API access comes with …". */
  plans_with_api: z.array(z.string()),
  rate_limit_per_minute: z.number().check(z.int()),
});
export type ApiKeysResponse = z.infer<typeof apiKeysResponse>;

/** POST /api/api-keys and POST /api/api-keys/{id}/rotate: the new key and its secret, shown this once. */
export const createdApiKey = z.object({
  key: apiKeyView,
  secret: z.string(),
  /** After a rotation: the old key, working until its `expires_at`. */
  previous: z.optional(apiKeyView),
});
export type CreatedApiKey = z.infer<typeof createdApiKey>;

/** DELETE /api/api-keys/{id}: the revoked key. */
export const revokedApiKey = z.object({ key: apiKeyView });
