import { beforeAll, describe, expect, it } from 'vitest';
// Classic zod only here: its JSON Schema reader checks answers against the generated document.
// eslint-disable-next-line no-restricted-imports
import { fromJSONSchema } from 'zod';
import { API_KEY_CHALLENGE, API_RATE_LIMIT } from '../../shared/kernel/api-keys.js';
import { api, eventually, signUp, type ApiAnswer } from '../support/api.js';
import { estimateBody } from '../support/estimates.js';
import { decide, signContract, waitForToken } from '../support/projects.js';
import { useRuntimeEnvironment } from '../support/operator.js';

// docs/product.md#public-api: keys (shown once, stored as a hash), key auth on /api/v1, scopes,
// tenancy, idempotency, the rate limit and the generated OpenAPI document.

useRuntimeEnvironment();
const { GetCommand, UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
const { ddb } = await import('../../functions/platform/clients/dynamodb.js');
const { TABLE } = await import('../../functions/platform/data/table.js');
const { keys } = await import('../../functions/platform/data/keys.js');

type Admin = Awaited<ReturnType<typeof signUp>>;

const ALL_SCOPES = [
  'estimates:read',
  'estimates:write',
  'proposals:write',
  'projects:read',
  'customers:read',
];

async function newKey(admin: Admin, scopes = ALL_SCOPES, name = 'CRM sync') {
  const answer = await api('POST', '/api/api-keys', { token: admin.token, body: { name, scopes } });
  expect(answer.status).toBe(201);
  return answer.body as { key: { id: string; prefix: string }; secret: string };
}

/** A call as an integrator makes it: the key as a bearer token (and a body, and more headers). */
function withKey(key: string | undefined, body?: unknown, headers = {}) {
  return { body, headers: { ...(key && { authorization: `Bearer ${key}` }), ...headers } };
}

let alice: Admin;
let bob: Admin;
let aliceKey: { key: { id: string; prefix: string }; secret: string };

beforeAll(async () => {
  [alice, bob] = await Promise.all([
    signUp({ first_name: 'Alice', company: 'Alice Roofing' }),
    signUp({ first_name: 'Bob', company: 'Bob Roofing' }),
  ]);
  aliceKey = await newKey(alice);
});

describe('API keys', () => {
  it('answers the secret once, stores only its SHA-256 and lists the key without it', async () => {
    const { key, secret } = aliceKey;
    expect(secret).toMatch(new RegExp(`^${key.prefix}_[A-Za-z0-9_-]{43}$`));
    const { Item } = await ddb.send(new GetCommand({ TableName: TABLE, Key: keys.apiKey(key.id) }));
    const stored = JSON.stringify(Item);
    const secretPart = secret.slice(key.prefix.length + 1);
    expect(stored).not.toContain(secretPart);
    const { createHash } = await import('node:crypto');
    expect(Item?.secretHash).toBe(createHash('sha256').update(secretPart).digest('hex'));

    const listed = await api('GET', '/api/api-keys', { token: alice.token });
    expect(listed.status).toBe(200);
    expect(JSON.stringify(listed.body)).not.toContain(secretPart);
    expect(listed.body.keys[0]).toMatchObject({
      id: key.id,
      name: 'CRM sync',
      prefix: key.prefix,
      state: 'active',
      scopes: ALL_SCOPES,
      last_used_at: null,
    });
    expect(listed.body.api_access).toBe(true);
  });

  it('refuses unknown scopes and an empty name, naming each field', async () => {
    const answer = await api('POST', '/api/api-keys', {
      token: alice.token,
      body: { name: ' ', scopes: ['estimates:delete'] },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors.map((issue: { path: string }) => issue.path).sort()).toEqual([
      'name',
      'scopes.0',
    ]);
  });

  it('a revoked key is refused at once (401), and another account cannot revoke a key', async () => {
    const { key, secret } = await newKey(alice, ['estimates:read']);
    expect((await api('GET', '/api/v1/estimates', withKey(secret))).status).toBe(200);
    const foreign = await api('DELETE', `/api/api-keys/${key.id}`, { token: bob.token });
    expect(foreign.status).toBe(404);
    const revoked = await api('DELETE', `/api/api-keys/${key.id}`, { token: alice.token });
    expect(revoked.status).toBe(200);
    expect(revoked.body.key.state).toBe('revoked');
    const refused = await api('GET', '/api/v1/estimates', withKey(secret));
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ code: 'unauthorized', detail: expect.stringMatching(/revoked/) });
  });

  it('a rotation answers a new secret; the old key keeps working through the overlap, then not', async () => {
    const old = await newKey(alice, ['estimates:read'], 'Rotating');
    const rotated = await api('POST', `/api/api-keys/${old.key.id}/rotate`, { token: alice.token });
    expect(rotated.status).toBe(201);
    expect(rotated.body.secret).not.toBe(old.secret);
    expect(rotated.body.previous).toMatchObject({ id: old.key.id, state: 'rotating' });
    const hours = (Date.parse(rotated.body.previous.expires_at) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect((await api('GET', '/api/v1/estimates', withKey(old.secret))).status).toBe(200);
    expect((await api('GET', '/api/v1/estimates', withKey(rotated.body.secret))).status).toBe(200);
    // The overlap ends: moved into the past in the table, as 24 hours would.
    await ddb.send(
      new UpdateCommand({
        TableName: TABLE,
        Key: keys.apiKey(old.key.id),
        UpdateExpression: 'SET expiresAt = :past',
        ExpressionAttributeValues: { ':past': new Date(Date.now() - 1000).toISOString() },
      }),
    );
    expect((await api('GET', '/api/v1/estimates', withKey(old.secret))).status).toBe(401);
    expect((await api('GET', '/api/v1/estimates', withKey(rotated.body.secret))).status).toBe(200);
    const again = await api('POST', `/api/api-keys/${old.key.id}/rotate`, { token: alice.token });
    expect(again.status).toBe(409);
  });
});

describe('key authentication on /api/v1', () => {
  it('no key, a malformed key or an unknown key is 401 { code, detail }', async () => {
    for (const key of [undefined, 'not-a-key', `${aliceKey.key.prefix}_${'x'.repeat(43)}`]) {
      const answer = await api('GET', '/api/v1/estimates', withKey(key));
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ code: 'unauthorized', detail: expect.any(String) });
    }
  });

  it('a key without the route’s scope is 403 forbidden', async () => {
    const { secret } = await newKey(alice, ['projects:read']);
    const answer = await api('POST', '/api/v1/estimates', withKey(secret, estimateBody()));
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({
      code: 'forbidden',
      detail: expect.stringMatching(/estimates:write/),
    });
    expect((await api('GET', '/api/v1/estimates', withKey(secret))).status).toBe(403);
    expect((await api('GET', '/api/v1/projects', withKey(secret))).status).toBe(200);
  });

  it("account B's key gets 404 on account A's estimate", async () => {
    const created = await api('POST', '/api/v1/estimates', withKey(aliceKey.secret, estimateBody()));
    expect(created.status).toBe(201);
    const bobKey = await newKey(bob);
    const answer = await api('GET', `/api/v1/estimates/${created.body.id}`, withKey(bobKey.secret));
    expect(answer.status).toBe(404);
    expect(answer.body.code).toBe('not_found');
    const list = await api('GET', '/api/v1/estimates', withKey(bobKey.secret));
    expect(list.body.data.map((row: { id: string }) => row.id)).not.toContain(created.body.id);
  });

  it('invalid input is 400 invalid_request naming each field', async () => {
    const answer = await api('POST', '/api/v1/estimates', withKey(aliceKey.secret, { address: 'x' }));
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('invalid_request');
    expect(answer.body.errors.map((issue: { path: string }) => issue.path).sort()).toEqual([
      'address',
      'customer_last_name',
    ]);
  });

  it('a key acts as the admin who made it: once they are no longer an admin it is refused (401)', async () => {
    const dana = await signUp({ first_name: 'Dana', company: 'Dana Roofing' });
    const { secret } = await newKey(dana, ['estimates:read']);
    expect((await api('GET', '/api/v1/estimates', withKey(secret))).status).toBe(200);
    await ddb.send(
      new UpdateCommand({
        TableName: TABLE,
        Key: keys.user(dana.user.id),
        UpdateExpression: 'SET #role = :manager',
        ExpressionAttributeNames: { '#role': 'role' },
        ExpressionAttributeValues: { ':manager': 'manager' },
      }),
    );
    const refused = await api('GET', '/api/v1/estimates', withKey(secret));
    expect(refused.status).toBe(401);
    expect(refused.body.detail).toMatch(/no longer an admin/);
  });

  it('an account whose plan lacks API access is refused: keys cannot be made and old keys answer 403', async () => {
    const carol = await signUp({ first_name: 'Carol', company: 'Carol Roofing' });
    const { secret } = await newKey(carol, ['estimates:read']);
    await ddb.send(
      new UpdateCommand({
        TableName: TABLE,
        Key: keys.account(carol.user.account_id),
        UpdateExpression: 'SET tier = :pro, subscriptionStatus = :active',
        ExpressionAttributeValues: { ':pro': 'pro', ':active': 'active' },
      }),
    );
    const answer = await api('GET', '/api/v1/estimates', withKey(secret));
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ code: 'forbidden', detail: expect.stringMatching(/Enterprise/) });
    const create = await api('POST', '/api/api-keys', {
      token: carol.token,
      body: { name: 'x', scopes: ['estimates:read'] },
    });
    expect(create.status).toBe(403);
    const listed = await api('GET', '/api/api-keys', { token: carol.token });
    expect(listed.body).toMatchObject({ api_access: false, plans_with_api: ['Enterprise'] });
  });
});

describe('from an address to a project, through the API', () => {
  it('creates, polls to priced, sends the proposal; once signed the project reads back', async () => {
    const created = await api('POST', '/api/v1/estimates', withKey(aliceKey.secret, estimateBody()));
    expect(created.body.measurement_status).toBe('queued');
    const priced = await eventually(async () => {
      const answer = await api('GET', `/api/v1/estimates/${created.body.id}`, withKey(aliceKey.secret));
      return answer.body.final_price !== null ? answer.body : undefined;
    }, 15_000);
    const homeowner = `homeowner.${Date.now()}@example.com`;
    const sent = await api(
      'POST',
      `/api/v1/estimates/${priced.id}/proposal`,
      withKey(aliceKey.secret, {
        customer_name: 'Maria Lopez',
        customer_email: homeowner,
      }),
    );
    expect(sent.status).toBe(201);
    expect(sent.body.proposal).toMatchObject({ estimate_id: priced.id, status: 'sent' });
    await decide(await waitForToken(homeowner, 'proposal'), 'accept');
    const forSigning = await api('POST', `/api/estimates/${priced.id}/send-for-signing`, {
      token: alice.token,
    });
    expect(forSigning.status).toBe(200);
    expect((await signContract(await waitForToken(homeowner, 'sign'))).status).toBe(200);
    const project = await eventually(async () => {
      const list = await api('GET', '/api/v1/projects', withKey(aliceKey.secret));
      return list.body.data.find((row: { customer_name: string }) => row.customer_name === 'Maria Lopez');
    }, 15_000);
    const detail = await api('GET', `/api/v1/projects/${project.id}`, withKey(aliceKey.secret));
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ id: project.id, estimate_id: priced.id });
    const status = await api('GET', `/api/v1/estimates/${priced.id}`, withKey(aliceKey.secret));
    expect(status.body).toMatchObject({ accepted: true, contract_signed: true });
  });
});

describe('webhook endpoints through the API (webhooks:manage)', () => {
  it('registers, lists and deletes an endpoint; the secret comes once; scope and tenancy hold', async () => {
    const { secret } = await newKey(alice, ['webhooks:manage']);
    const body = { url: 'https://crm.example.com/hooks/ridgeline', events: ['proposal.accepted'] };
    const created = await api('POST', '/api/v1/webhook-endpoints', withKey(secret, body));
    expect(created.status).toBe(201);
    expect(created.body.secret).toMatch(/^whsec_/);
    const id = created.body.endpoint.id;
    // The same endpoint, made in the API, is the one Settings → Webhooks shows.
    const inSettings = await api('GET', '/api/webhook-endpoints', { token: alice.token });
    expect(inSettings.body.endpoints.map((endpoint: { id: string }) => endpoint.id)).toContain(id);
    const listed = await api('GET', '/api/v1/webhook-endpoints', withKey(secret));
    expect(listed.status).toBe(200);
    expect(JSON.stringify(listed.body)).not.toContain(created.body.secret);

    const unsafe = await api(
      'POST',
      '/api/v1/webhook-endpoints',
      withKey(secret, { ...body, url: 'http://169.254.169.254/' }),
    );
    expect(unsafe.status).toBe(400);
    expect(unsafe.body.code).toBe('invalid_request');
    const readOnly = await newKey(alice, ['estimates:read']);
    expect((await api('GET', '/api/v1/webhook-endpoints', withKey(readOnly.secret))).status).toBe(403);
    const bobKey = await newKey(bob, ['webhooks:manage']);
    expect((await api('DELETE', `/api/v1/webhook-endpoints/${id}`, withKey(bobKey.secret))).status).toBe(404);

    const deleted = await api('DELETE', `/api/v1/webhook-endpoints/${id}`, withKey(secret));
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ deleted: true });
    const after = await api('GET', '/api/v1/webhook-endpoints', withKey(secret));
    expect(after.body.endpoints.map((endpoint: { id: string }) => endpoint.id)).not.toContain(id);
  });
});

describe('idempotent creates', () => {
  it('the same key and body replay the first answer; another body is 422 idempotency_mismatch', async () => {
    const body = estimateBody();
    const headers = { 'idempotency-key': `create-${Date.now()}` };
    const first = await api('POST', '/api/v1/estimates', withKey(aliceKey.secret, body, headers));
    expect(first.status).toBe(201);
    const replay = await api('POST', '/api/v1/estimates', withKey(aliceKey.secret, body, headers));
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(first.body);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    const list = await api('GET', '/api/v1/estimates?limit=100', withKey(aliceKey.secret));
    expect(list.body.data.filter((row: { address: string }) => row.address === body.address)).toHaveLength(1);
    const other = await api('POST', '/api/v1/estimates', withKey(aliceKey.secret, estimateBody(), headers));
    expect(other.status).toBe(422);
    expect(other.body.code).toBe('idempotency_mismatch');
  });
});

describe('rate limit', () => {
  it('every answer carries RateLimit-* headers; over the limit is 429 rate_limited with Retry-After', async () => {
    const { key, secret } = await newKey(alice, ['estimates:read'], 'Busy');
    // The two counted calls below must fall in one window: start them well inside a fresh one.
    const windowMs = API_RATE_LIMIT.windowSeconds * 1000;
    if (windowMs - (Date.now() % windowMs) < 10_000)
      await new Promise((resolve) => setTimeout(resolve, windowMs - (Date.now() % windowMs) + 100));
    const ok = await api('GET', '/api/v1/estimates', withKey(secret));
    expect(ok.headers.get('ratelimit-limit')).toBe(String(API_RATE_LIMIT.limit));
    expect(ok.headers.get('ratelimit-remaining')).toBe(String(API_RATE_LIMIT.limit - 1));
    expect(Number(ok.headers.get('ratelimit-reset'))).toBeGreaterThan(0);
    const forbidden = await api('POST', '/api/v1/estimates', withKey(secret, estimateBody()));
    expect(forbidden.status).toBe(403);
    expect(forbidden.headers.get('ratelimit-remaining')).toBe(String(API_RATE_LIMIT.limit - 2));
    // The window filled up (this one and the next, so a turn of the minute cannot empty it).
    const start = Math.floor(Date.now() / 1000 / API_RATE_LIMIT.windowSeconds) * API_RATE_LIMIT.windowSeconds;
    for (const windowStart of [start, start + API_RATE_LIMIT.windowSeconds])
      await ddb.send(
        new UpdateCommand({
          TableName: TABLE,
          Key: keys.rateLimit('api-key', key.id, windowStart),
          UpdateExpression: 'SET hits = :full',
          ExpressionAttributeValues: { ':full': API_RATE_LIMIT.limit },
        }),
      );
    const refused = await api('GET', '/api/v1/estimates', withKey(secret));
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('rate_limited');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.headers.get('ratelimit-remaining')).toBe('0');
  });

  it('counts calls per key and month, with the key’s last use', async () => {
    const { key, secret } = await newKey(alice, ['estimates:read'], 'Counted');
    for (let call = 0; call < 3; call++) await api('GET', '/api/v1/estimates', withKey(secret));
    const listed = await api('GET', '/api/api-keys', { token: alice.token });
    const row = listed.body.keys.find((each: { id: string }) => each.id === key.id);
    expect(row.calls_this_month).toBe(3);
    expect(row.last_used_at).not.toBeNull();
    expect(listed.body.calls_this_month).toBeGreaterThanOrEqual(3);
  });
});

type JsonSchema = Parameters<typeof fromJSONSchema>[0];
type Json = Record<string, unknown>;
type Operation = { responses: Record<string, Json>; security?: unknown[] };
type Doc = { openapi: string; paths: Record<string, Record<string, Operation>> };

/** A value with every local `$ref` replaced by what it points to in the document. */
function resolved(doc: Doc, value: unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => resolved(doc, item));
  if (!value || typeof value !== 'object') return value;
  const ref = (value as { $ref?: string }).$ref;
  if (ref)
    return resolved(
      doc,
      ref
        .slice(2)
        .split('/')
        .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
        .reduce<unknown>((node, part) => (node as Json)[part], doc),
    );
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolved(doc, v)]));
}

/** Problems of an answer against what the document says the operation answers at that status. */
function problems(doc: Doc, path: string, method: string, answer: ApiAnswer): string | undefined {
  const response = resolved(doc, doc.paths[path][method].responses[String(answer.status)]) as
    { content?: Record<string, { schema: unknown }>; headers?: Record<string, unknown> } | undefined;
  if (!response) return `${answer.status} is not documented`;
  const missing = Object.keys(response.headers ?? {}).filter((name) => !answer.headers.has(name));
  if (missing.length) return `headers missing: ${missing.join(', ')}`;
  const schema = response.content?.['application/json'].schema;
  if (!schema) return answer.body === undefined ? undefined : 'a body where none is documented';
  return fromJSONSchema(schema as JsonSchema).safeParse(answer.body).error?.message;
}

describe('the OpenAPI document', () => {
  it('every documented operation answers as documented: success, 401 with its challenge, and 404', async () => {
    const served = await api<Doc>('GET', '/api/v1/openapi.json');
    expect(served.status).toBe(200);
    const doc = served.body;
    expect(doc.openapi).toBe('3.1.0');
    expect(problems(doc, '/api/v1/openapi.json', 'get', served)).toBeUndefined();
    const { secret } = await newKey(alice, [...ALL_SCOPES, 'webhooks:manage'], 'Every scope');
    const call = (method: string, path: string, body?: unknown) => api(method, path, withKey(secret, body));

    const created = await call('POST', '/api/v1/estimates', estimateBody());
    const estimate = await eventually(async () => {
      const answer = await call('GET', `/api/v1/estimates/${created.body.id}`);
      return answer.body.final_price !== null ? answer : undefined;
    }, 15_000);
    const hook = await call('POST', '/api/v1/webhook-endpoints', {
      url: 'https://crm.example.com/hooks/every-operation',
      events: ['contract.signed'],
    });
    const projects = await call('GET', '/api/v1/projects');
    expect(projects.body.data.length, 'the project of the signing test').toBeGreaterThan(0);
    const answers: Record<string, ApiAnswer> = {
      'post /api/v1/estimates': created,
      'get /api/v1/estimates': await call('GET', '/api/v1/estimates?limit=2'),
      'get /api/v1/estimates/{id}': estimate,
      'post /api/v1/estimates/{id}/proposal': await call(
        'POST',
        `/api/v1/estimates/${created.body.id}/proposal`,
        {
          customer_name: 'Dana Reyes',
          customer_email: `dana.${Date.now()}@example.com`,
        },
      ),
      'get /api/v1/projects': projects,
      'get /api/v1/projects/{id}': await call('GET', `/api/v1/projects/${projects.body.data[0].id}`),
      'get /api/v1/customers': await api('GET', '/api/v1/customers', withKey(secret)),
      'get /api/v1/webhook-endpoints': await call('GET', '/api/v1/webhook-endpoints'),
      'post /api/v1/webhook-endpoints': hook,
      'delete /api/v1/webhook-endpoints/{id}': await call(
        'DELETE',
        `/api/v1/webhook-endpoints/${hook.body.endpoint.id}`,
      ),
      'get /api/v1/openapi.json': served,
    };
    const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => ({ path, method, operation })),
    );
    // A new operation without a call here fails, so the loop covers the whole document.
    expect(Object.keys(answers).sort()).toEqual(
      operations.map(({ path, method }) => `${method} ${path}`).sort(),
    );
    for (const { path, method, operation } of operations) {
      const answer = answers[`${method} ${path}`];
      expect(answer.status, `${method} ${path}`).toBeLessThan(300);
      expect(problems(doc, path, method, answer), `${method} ${path}`).toBeUndefined();
      if (!operation.security?.length) continue;
      const concrete = path.replace(/\{\w+\}/g, 'missing0000');
      const anonymous = await api(method.toUpperCase(), concrete);
      expect(anonymous.status).toBe(401);
      expect(anonymous.headers.get('www-authenticate')).toBe(API_KEY_CHALLENGE);
      expect(problems(doc, path, method, anonymous), `401 ${method} ${path}`).toBeUndefined();
      if (!path.includes('{')) continue;
      const unknown = await api(
        method.toUpperCase(),
        concrete,
        withKey(secret, answer.status === 201 ? {} : undefined),
      );
      expect([400, 404], `${method} ${concrete}`).toContain(unknown.status);
      expect(problems(doc, path, method, unknown), `${unknown.status} ${method} ${path}`).toBeUndefined();
    }
    // The check can fail: a body that breaks the schema is caught.
    expect(problems(doc, '/api/v1/estimates/{id}', 'get', { ...estimate, body: { id: 1 } })).toBeDefined();
  });

  it('pages with limit and cursor: { data, next_cursor }', async () => {
    const first = await api('GET', '/api/v1/estimates?limit=1', withKey(aliceKey.secret));
    expect(first.body.data).toHaveLength(1);
    expect(first.body.next_cursor).toEqual(expect.any(String));
    const second = await api(
      'GET',
      `/api/v1/estimates?limit=1&cursor=${encodeURIComponent(first.body.next_cursor)}`,
      withKey(aliceKey.secret),
    );
    expect(second.status).toBe(200);
    expect(second.body.data[0].id).not.toBe(first.body.data[0].id);
  });
});
