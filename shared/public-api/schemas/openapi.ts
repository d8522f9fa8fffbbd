/**
 * The OpenAPI 3.1 document of the public API, generated from the endpoint list (./endpoints.ts) and
 * its zod schemas (`z.toJSONSchema`). Served at GET /api/v1/openapi.json and rendered by the
 * /developers page, so the reference and the API are one source.
 */
import * as z from '../../kernel/zod.js';
import {
  API_ERROR_CODES,
  API_KEY_CHALLENGE,
  API_KEY_PREFIX,
  API_KEY_ROTATION_OVERLAP_HOURS,
  API_RATE_LIMIT,
  API_SCOPE_DESCRIPTIONS,
  API_SCOPES,
  IDEMPOTENCY_HOURS,
} from '../../kernel/api-keys.js';
import { V1_ENDPOINTS, type Endpoint } from './endpoints.js';
import { V1_PAGE, v1Error } from './v1.js';

/** A JSON Schema object as the document holds it. */
export type JsonSchema = Record<string, unknown>;

/** One prose section of the reference (authentication, errors…), kept in the document as `x-guides`. */
export interface Guide {
  id: string;
  title: string;
  paragraphs: string[];
}

/** The document's version (the API's `v1` path is its major version). */
export const API_VERSION = '1.0.0';

const codes = Object.values(API_ERROR_CODES);

/** The sections the reference shows before the endpoints; every number comes from the kernel's constants. */
export const GUIDES: readonly Guide[] = [
  {
    id: 'authentication',
    title: 'Authentication',
    paragraphs: [
      `An admin creates keys under Settings → API. Send the key on every request as \`Authorization: Bearer ${API_KEY_PREFIX}…\`. The key is shown once; we store only its SHA-256 hash.`,
      `A key acts for its account with the scopes it was given (${API_SCOPES.join(', ')}) and never more than an admin of that account. A revoked key is refused at once; after a rotation the old key keeps working for ${API_KEY_ROTATION_OVERLAP_HOURS} hours.`,
      'API access comes with the Enterprise plan; accounts on a free trial can try it.',
    ],
  },
  {
    id: 'errors',
    title: 'Errors',
    paragraphs: [
      'Every error answers JSON `{ "code", "detail" }`: `code` is stable and meant for programs, `detail` is a sentence for people. An `invalid_request` also lists each field’s problem in `errors: [{ "path", "message" }]`.',
      `Codes: ${codes.map((code) => `\`${code}\``).join(', ')}. 401 \`unauthorized\` is a missing, unknown, revoked or expired key; 403 \`forbidden\` a missing scope or a plan without API access; 404 \`not_found\` also answers for another account’s records.`,
    ],
  },
  {
    id: 'pagination',
    title: 'Pagination',
    paragraphs: [
      `Lists answer \`{ "data": [...], "next_cursor": "…" }\`. Pass \`next_cursor\` back as \`?cursor=\` for the next page; it is \`null\` on the last page. \`limit\` is 1–${V1_PAGE.max} (default ${V1_PAGE.default}).`,
    ],
  },
  {
    id: 'idempotency',
    title: 'Idempotency',
    paragraphs: [
      `Creates accept an \`Idempotency-Key\` header (any unique text up to 255 characters, e.g. a UUID). Retrying with the same key and the same body within ${IDEMPOTENCY_HOURS} hours replays the first answer (with \`Idempotent-Replayed: true\`) instead of creating twice; the same key with a different body answers 422 \`idempotency_mismatch\`.`,
    ],
  },
  {
    id: 'rate-limits',
    title: 'Rate limits',
    paragraphs: [
      `Each key may make ${API_RATE_LIMIT.limit} requests per ${API_RATE_LIMIT.windowSeconds} seconds. Every answer carries \`RateLimit-Limit\`, \`RateLimit-Remaining\` and \`RateLimit-Reset\` (seconds until the window resets); over the limit the answer is 429 \`rate_limited\` with \`Retry-After\`. Calls are counted per key and month under Settings → API.`,
    ],
  },
  {
    id: 'webhooks',
    title: 'Webhooks',
    paragraphs: [
      'Instead of polling, a key with the `webhooks:manage` scope can register webhook endpoints (the Webhooks operations below, or Settings → Webhooks) that receive signed events: `proposal.accepted`, `contract.signed`, and from the website quote `lead.address_entered` and `lead.created`. Each delivery is a JSON POST with `Ridgeline-Event-Id` (drop repeats by it) and `Ridgeline-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" with the endpoint secret>`; compare in constant time and refuse timestamps older than 5 minutes. The payloads, the retry schedule and a worked example are in the webhooks guide (docs/webhooks.md).',
    ],
  },
];

/** A schema as JSON Schema 2020-12 (the dialect of OpenAPI 3.1), without its `$schema` line. */
function jsonSchemaOf(schema: z.ZodMiniType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  }) as JsonSchema;
  return rest;
}

/** A response header of the document: what it says and its type. */
const header = (description: string, type: 'integer' | 'string' = 'integer') => ({
  description,
  schema: { type },
});

/** What each endpoint tag groups, in the order the reference shows them. */
const TAGS: Record<Endpoint['tag'], string> = {
  Estimates: 'Measured and priced roofs.',
  Proposals: 'Proposals sent to homeowners.',
  Projects: 'Signed jobs.',
  Customers: 'Customers grouped from estimates.',
  Webhooks: 'Endpoints that receive signed events.',
  Reference: 'This document.',
};

const ref = (kind: string, name: string) => ({ $ref: `#/components/${kind}/${name}` });

const ERROR_RESPONSES = {
  InvalidRequest: 'The request is malformed; `errors` names each field (`invalid_request`).',
  Unauthorized: 'No key, or an unknown, revoked or expired key (`unauthorized`).',
  Forbidden: 'The key lacks the scope, or the plan does not include API access (`forbidden`).',
  NotFound: 'No such record in this account (`not_found`).',
  IdempotencyMismatch: 'The Idempotency-Key was used with a different body (`idempotency_mismatch`).',
  RateLimited: 'Over the key’s rate limit (`rate_limited`); retry after `Retry-After` seconds.',
} as const;

const RATE_HEADERS = {
  'RateLimit-Limit': ref('headers', 'RateLimit-Limit'),
  'RateLimit-Remaining': ref('headers', 'RateLimit-Remaining'),
  'RateLimit-Reset': ref('headers', 'RateLimit-Reset'),
};

/** The OpenAPI parameters of an endpoint: its path and query fields, and Idempotency-Key on creates. */
function parametersOf(endpoint: Endpoint): unknown[] {
  const parameters: unknown[] = [];
  const add = (where: 'path' | 'query', shape: z.ZodMiniObject['shape']) => {
    for (const [name, field] of Object.entries(shape)) {
      let schema = jsonSchemaOf(field as z.ZodMiniType, 'input');
      // The page size is capped by a transform, which JSON Schema cannot see: say the cap itself.
      if (name === 'limit') schema = { ...schema, maximum: V1_PAGE.max, default: V1_PAGE.default };
      parameters.push({
        name,
        in: where,
        required: where === 'path' || !(field as z.ZodMiniType)._zod.optin,
        description: endpoint.parameters?.[name] ?? '',
        schema,
      });
    }
  };
  if (endpoint.params) add('path', endpoint.params.shape);
  if (endpoint.query) add('query', endpoint.query.shape);
  if (endpoint.idempotent) parameters.push(ref('parameters', 'IdempotencyKey'));
  return parameters;
}

function operationOf(endpoint: Endpoint): Record<string, unknown> {
  const success = {
    description: endpoint.status === 201 ? 'Created' : 'OK',
    headers: endpoint.scope ? RATE_HEADERS : undefined,
    content: { 'application/json': { schema: ref('schemas', endpoint.response.name) } },
  };
  const responses: Record<string, unknown> = { [String(endpoint.status)]: success };
  if (endpoint.scope) {
    if (endpoint.body || endpoint.query || endpoint.params)
      responses['400'] = ref('responses', 'InvalidRequest');
    responses['401'] = ref('responses', 'Unauthorized');
    responses['403'] = ref('responses', 'Forbidden');
    if (endpoint.params) responses['404'] = ref('responses', 'NotFound');
    if (endpoint.idempotent) responses['422'] = ref('responses', 'IdempotencyMismatch');
    responses['429'] = ref('responses', 'RateLimited');
  }
  return {
    operationId: endpoint.operationId,
    tags: [endpoint.tag],
    summary: endpoint.summary,
    description: endpoint.scope
      ? `${endpoint.description}\n\nScope: \`${endpoint.scope}\`.`
      : endpoint.description,
    'x-scope': endpoint.scope,
    security: endpoint.scope ? [{ apiKey: [endpoint.scope] }] : [],
    parameters: parametersOf(endpoint),
    ...(endpoint.body && {
      requestBody: {
        required: true,
        content: { 'application/json': { schema: ref('schemas', endpoint.body.name) } },
      },
    }),
    responses,
  };
}

/** The OpenAPI 3.1 document of the given endpoints (every /api/v1 endpoint unless told otherwise). */
export function openApiDocument(
  options: { origin?: string; endpoints?: readonly Endpoint[] } = {},
): Record<string, unknown> & { paths: Record<string, Record<string, Record<string, unknown>>> } {
  const endpoints = options.endpoints ?? V1_ENDPOINTS;
  const schemas: Record<string, JsonSchema> = { Error: jsonSchemaOf(v1Error, 'output') };
  const paths: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const endpoint of endpoints) {
    if (endpoint.body) schemas[endpoint.body.name] = jsonSchemaOf(endpoint.body.schema, 'input');
    schemas[endpoint.response.name] = jsonSchemaOf(endpoint.response.schema, 'output');
    paths[endpoint.path] ??= {};
    paths[endpoint.path][endpoint.method.toLowerCase()] = operationOf(endpoint);
  }
  const errorResponse = (description: string, headers: Record<string, unknown> = RATE_HEADERS) => ({
    description,
    headers,
    content: { 'application/json': { schema: ref('schemas', 'Error') } },
  });
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'Ridgeline API',
      version: API_VERSION,
      summary: 'Estimates, proposals, projects and customers of a Ridgeline account.',
      description: GUIDES.map((guide) => `## ${guide.title}\n\n${guide.paragraphs.join('\n\n')}`).join(
        '\n\n',
      ),
    },
    servers: [{ url: options.origin ?? 'https://ridgeline.app' }],
    security: [{ apiKey: [] }],
    tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
    paths,
    components: {
      schemas,
      securitySchemes: {
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: `${API_KEY_PREFIX}…`,
          description: `An API key from Settings → API. Scopes: ${API_SCOPES.map((scope) => `\`${scope}\` (${API_SCOPE_DESCRIPTIONS[scope]})`).join(', ')}.`,
        },
      },
      parameters: {
        IdempotencyKey: {
          name: 'Idempotency-Key',
          in: 'header',
          required: false,
          description: `Replays the first answer for ${IDEMPOTENCY_HOURS} hours when retried with the same body.`,
          schema: { type: 'string', minLength: 1, maxLength: 255 },
        },
      },
      headers: {
        'RateLimit-Limit': header('Requests the key may make in the current window.'),
        'RateLimit-Remaining': header('Requests left in the current window.'),
        'RateLimit-Reset': header('Seconds until the window resets.'),
        'Retry-After': header('Seconds to wait before trying again.'),
        'WWW-Authenticate': header(`The bearer challenge: \`${API_KEY_CHALLENGE}\`.`, 'string'),
      },
      responses: {
        InvalidRequest: errorResponse(ERROR_RESPONSES.InvalidRequest),
        Unauthorized: errorResponse(ERROR_RESPONSES.Unauthorized, {
          'WWW-Authenticate': ref('headers', 'WWW-Authenticate'),
        }),
        Forbidden: errorResponse(ERROR_RESPONSES.Forbidden),
        NotFound: errorResponse(ERROR_RESPONSES.NotFound),
        IdempotencyMismatch: errorResponse(ERROR_RESPONSES.IdempotencyMismatch),
        RateLimited: errorResponse(ERROR_RESPONSES.RateLimited, {
          ...RATE_HEADERS,
          'Retry-After': ref('headers', 'Retry-After'),
        }),
      },
    },
    'x-guides': GUIDES,
  };
}
