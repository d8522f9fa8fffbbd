import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { routes } from '../../../infra/routes.js';
import { API_ERROR_CODES, parseApiKey } from '../../../shared/kernel/api-keys.js';
import { entitlementsAt } from '../../../shared/kernel/entitlements.js';
import { V1_ENDPOINTS } from '../../../shared/public-api/schemas/endpoints.js';
import { openApiDocument } from '../../../shared/public-api/schemas/openapi.js';

// A maintained validator checks the document against the OpenAPI 3.1 schema; the tests after it check
// what that schema cannot know: every /api/v1 route with its schemas, scopes and error answers.

type Json = Record<string, unknown>;
const document = openApiDocument();
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** Every `$ref` in a value, with where it was found. */
function refsIn(value: unknown, at = '#'): { ref: string; at: string }[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => refsIn(item, `${at}/${index}`));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) =>
    key === '$ref' && typeof child === 'string' ? [{ ref: child, at }] : refsIn(child, `${at}/${key}`),
  );
}

/** What a local `$ref` (`#/a/b`) points at in the document, or undefined. */
function target(ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  return ref
    .slice(2)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, part) => (node as Json | undefined)?.[part], document);
}

const operations = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, operation]) => ({ path, method, operation: operation as Json })),
);

describe('the OpenAPI document of the public API', () => {
  it('validates against the OpenAPI 3.1 schema, and the validator refuses a broken copy', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document));
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    const broken = structuredClone(document) as Json;
    delete broken.info;
    (broken.paths as Json)['/api/v1/estimates'] = { get: { responses: { 200: 'ok' } } };
    expect((await new Validator().validate(broken)).valid).toBe(false);
  });

  it('is OpenAPI 3.1.0 with info, a server, paths and components', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info).toMatchObject({ title: expect.any(String), version: expect.any(String) });
    expect(document.servers).toEqual([{ url: expect.stringMatching(/^https:\/\//) }]);
    for (const [path, item] of Object.entries(document.paths)) {
      expect(path).toMatch(/^\/api\/v1\//);
      for (const method of Object.keys(item)) expect(METHODS).toContain(method);
    }
  });

  it('has every /api/v1 row of the route table, and no operation the table lacks', () => {
    const table = routes
      .filter((route) => route.path.startsWith('/api/v1/'))
      .map((route) => `${route.method} ${route.path}`)
      .sort();
    const documented = operations.map(({ path, method }) => `${method.toUpperCase()} ${path}`).sort();
    expect(documented).toEqual(table);
    expect(
      routes.filter((route) => route.path.startsWith('/api/v1/')).every((r) => r.area === 'public-api'),
    ).toBe(true);
  });

  it('resolves every $ref', () => {
    const refs = refsIn(document);
    expect(refs.length).toBeGreaterThan(20);
    for (const { ref, at } of refs) expect(target(ref), `${ref} at ${at}`).toBeDefined();
  });

  it('gives each operation a unique id, a success schema, the error shape and bearer security with its scope', () => {
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { path, method, operation } of operations) {
      const responses = operation.responses as Record<string, Json>;
      const success = Object.keys(responses).find((status) => status.startsWith('2'))!;
      const content = responses[success].content as Record<string, { schema: { $ref: string } }>;
      const schema = target(content['application/json'].schema.$ref) as Json;
      expect(schema.type, `${method} ${path}`).toBe('object');
      const endpoint = V1_ENDPOINTS.find(
        (each) => each.path === path && each.method === method.toUpperCase(),
      )!;
      if (endpoint.scope === null) {
        expect(operation.security).toEqual([]);
        continue;
      }
      expect(operation.security).toEqual([{ apiKey: [endpoint.scope] }]);
      for (const status of ['401', '403', '429'])
        expect(responses[status], `${path} ${status}`).toBeDefined();
      if (endpoint.params) expect(responses['404']).toBeDefined();
      if (endpoint.idempotent) {
        expect(responses['422']).toBeDefined();
        expect(operation.parameters).toContainEqual({ $ref: '#/components/parameters/IdempotencyKey' });
      }
      for (const status of Object.keys(responses).filter((code) => code >= '400')) {
        const error = target((responses[status] as { $ref: string }).$ref) as Json;
        expect(JSON.stringify(error.content)).toContain('#/components/schemas/Error');
      }
      if (endpoint.body) {
        const body = operation.requestBody as { content: Record<string, { schema: { $ref: string } }> };
        const request = target(body.content['application/json'].schema.$ref) as Json;
        expect(request.type).toBe('object');
        expect(Object.keys(request.properties as Json).length).toBeGreaterThan(0);
      }
      const pathParams = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      const declared = (operation.parameters as Json[]).filter((p) => p.in === 'path').map((p) => p.name);
      expect(declared, path).toEqual(pathParams);
    }
    expect((document.components as Json).securitySchemes).toMatchObject({
      apiKey: { type: 'http', scheme: 'bearer' },
    });
  });

  it('describes the error shape with every stable code', () => {
    const error = (document.components as { schemas: Record<string, Json> }).schemas.Error;
    expect(error.required).toEqual(['code', 'detail']);
    expect((error.properties as Record<string, Json>).code.enum).toEqual(Object.values(API_ERROR_CODES));
  });

  it('creates take an address and answer the estimate; lists answer { data, next_cursor }', () => {
    const schemas = (document.components as { schemas: Record<string, Json> }).schemas;
    expect(schemas.CreateEstimateRequest.required).toContain('address');
    expect(schemas.CreateEstimateRequest.additionalProperties).toBe(false);
    for (const page of ['EstimatePage', 'ProjectPage', 'CustomerPage'])
      expect(schemas[page].required, page).toEqual(['data', 'next_cursor']);
  });

  it('points to the webhooks guide', () => {
    expect(JSON.stringify(document.info)).toContain('docs/webhooks.md');
  });
});

describe('API keys and the plan', () => {
  it('reads a key only in its printed form', () => {
    const secret = 'A'.repeat(43);
    expect(parseApiKey(`rk_live_abcdefghij12_${secret}`)).toEqual({ id: 'abcdefghij12', secret });
    expect(parseApiKey(`rk_test_abcdefghij12_${secret}`)).toBeUndefined();
    expect(parseApiKey(`rk_live_abc_${secret}`)).toBeUndefined();
    expect(parseApiKey('rk_live_abcdefghij12_short')).toBeUndefined();
  });

  it('API access: Enterprise and trials; not Pro, not a lapsed Enterprise', () => {
    const now = new Date('2026-11-27T12:00:00Z');
    const facts = (tier: 'starter' | 'pro' | 'enterprise', subscriptionStatus: 'active' | 'trial') => ({
      tier,
      subscriptionStatus,
      trialEndsAt: subscriptionStatus === 'trial' ? '2026-12-05T00:00:00Z' : null,
    });
    expect(entitlementsAt(facts('enterprise', 'active'), now).apiAccess).toBe(true);
    expect(entitlementsAt(facts('starter', 'trial'), now).apiAccess).toBe(true);
    expect(entitlementsAt(facts('pro', 'active'), now).apiAccess).toBe(false);
    expect(
      entitlementsAt({ ...facts('enterprise', 'active'), stripeStatus: 'canceled' }, now).apiAccess,
    ).toBe(false);
  });
});
