import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { areas } from '../../infra/areas.js';
import { handlerFile, routeId, routes } from '../../infra/routes.js';
import { queues } from '../../infra/queues.js';
import { matchRoute } from '../../infra/local/gateway.js';
import { SAMPLE_ORIGIN_SECRET } from '../../infra/local/invoke-event.js';
import { responseSchemaOf } from '../../functions/platform/route.js';

/** Routes whose answer is never a JSON body: redirects to a PDF link, and a 204. */
const NO_JSON_ANSWER = new Set([
  'documents/api/customer-portal/proposal-pdf',
  'documents/api/signing/signing-pdf',
  'documents/api/document-signing/document-signing-pdf',
  'estimates/api/estimates/delete-estimate',
  'widget/api/widget/get-frame',
]);

function testSources(dir = 'test'): string {
  return readdirSync(dir)
    .map((entry) => join(dir, entry))
    .map((path) =>
      statSync(path).isDirectory()
        ? testSources(path)
        : /\.test\.tsx?$/.test(path) && !path.endsWith('route-table.test.ts')
          ? readFileSync(path, 'utf8')
          : '',
    )
    .join('\n');
}

const METHOD = '(GET|POST|PUT|PATCH|DELETE)';

/** A path as a test writes it, with every interpolation, `{param}` or appended id made one `X` segment part. */
function concretePath(written: string, appended = false): string {
  const path = written
    .replace(/\$\{[^}]*\}/g, 'X')
    .replace(/\{\w+\}/g, 'X')
    .replace(/[?#].*$/, '');
  return appended ? `${path}X` : path;
}

/**
 * Every method + path a test calls: `api('POST', '/api/…')` (a template or `'/api/x/' + id` path
 * too), `fetch(\`…/api/…\`, { method })` (GET without one), and a whole `'POST /api/…'` route key
 * string (the events handler tests build).
 */
function calledRoutes(source: string): { method: string; path: string }[] {
  const calls: { method: string; path: string }[] = [];
  const apiCall = new RegExp(
    `\\bapi(?:<[^>]*>)?\\(\\s*'${METHOD}',\\s*(['"\`])(/api/[^'"\`]*)\\2(\\s*\\+)?`,
    'g',
  );
  for (const [, method, , path, plus] of source.matchAll(apiCall))
    calls.push({ method, path: concretePath(path, Boolean(plus)) });
  const fetchCall = new RegExp(
    `\\bfetch\\(\\s*\`[^\`]*?(/api/[^\`]*)\`(?:\\s*,\\s*\\{[^}]*?method:\\s*'${METHOD}')?`,
    'g',
  );
  for (const [, path, method] of source.matchAll(fetchCall))
    calls.push({ method: method ?? 'GET', path: concretePath(path) });
  const routeKey = new RegExp(`(['"\`])${METHOD} (/api/[^'"\`\\s]*)\\1`, 'g');
  for (const [, , method, path] of source.matchAll(routeKey))
    calls.push({ method, path: concretePath(path) });
  return calls;
}

/** The row API Gateway would pick for a call: same method, path matched, fewest parameters (a fixed segment wins). */
function routeOf(call: { method: string; path: string }): string | undefined {
  const candidates = routes
    .filter((route) => route.method === call.method)
    .map((route) => ({
      key: `${route.method} ${route.path}`,
      params: (route.path.match(/\{\w+\}/g) ?? []).length,
      pattern: new RegExp(`^${route.path.replace(/\{\w+\}/g, '[^/]+')}/?$`),
    }))
    .filter((candidate) => candidate.pattern.test(call.path))
    .sort((a, b) => a.params - b.params);
  return candidates[0]?.key;
}

describe('the route table', () => {
  const called = new Set(calledRoutes(testSources()).map(routeOf));

  it('has no duplicate method + path', () => {
    const keys = routes.map((route) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(routes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s has a handler, a sample event and a test',
    async (_key, route) => {
      expect(existsSync(handlerFile(route.handler)), `missing ${handlerFile(route.handler)}`).toBe(true);
      const module = await import(/* @vite-ignore */ `../../${handlerFile(route.handler)}`);
      expect(typeof module.handler).toBe('function');
      const eventFile = `events/api-${routeId(route)}.json`;
      expect(existsSync(eventFile), `missing ${eventFile}`).toBe(true);
      const event = JSON.parse(readFileSync(eventFile, 'utf8'));
      expect(event.routeKey).toBe(`${route.method} ${route.path}`);
      // As CloudFront forwards it: without the origin header every route would answer 403.
      expect(event.headers['x-origin-verify'], eventFile).toBe(SAMPLE_ORIGIN_SECRET);
      // A test calls this method on this path (not merely another method on the same path).
      expect(called.has(`${route.method} ${route.path}`), `no test calls ${route.method} ${route.path}`).toBe(
        true,
      );
    },
  );

  it('counts a call for the row of its own method and path only', () => {
    const source = [
      "await api('GET', `/api/estimates/${estimate.id}`, { token });",
      "await api('POST', '/api/estimates/quick', { body });",
      "await api('DELETE', '/api/estimates/' + id);",
      "await api('DELETE', '/api/auth/me', { token });",
      'await fetch(`${baseUrl}/api/auth/me`, { headers });',
      "httpEvent({ routeKey: 'PUT /api/estimates/{id}' });",
    ].join('\n');
    expect(calledRoutes(source).map(routeOf)).toEqual([
      'GET /api/estimates/{id}',
      'POST /api/estimates/quick',
      'DELETE /api/estimates/{id}',
      undefined,
      'GET /api/auth/me',
      'PUT /api/estimates/{id}',
    ]);
  });

  it('puts every row and every queue consumer in a known area (its nested stack)', () => {
    const known = Object.keys(areas);
    for (const route of routes) expect(known, `${route.method} ${route.path}`).toContain(route.area);
    for (const queue of queues) expect(known, `queue ${queue.name}`).toContain(queue.area);
  });

  it.each(routes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s declares the schema of its JSON answer',
    async (_key, route) => {
      const module = await import(/* @vite-ignore */ `../../${handlerFile(route.handler)}`);
      const schema = responseSchemaOf(module.handler);
      if (NO_JSON_ANSWER.has(route.handler))
        expect(schema, `${route.handler} answers no JSON`).toBeUndefined();
      else expect(schema, `${route.handler} declares no response schema`).toBeDefined();
    },
  );

  it.each(queues.map((queue) => [queue.name, queue] as const))(
    'queue %s has a consumer module',
    async (_name, queue) => {
      const module = await import(/* @vite-ignore */ `../../${handlerFile(queue.consumer)}`);
      expect(typeof module.handler).toBe('function');
    },
  );

  it('the local gateway matches rows, path parameters and trailing slashes like API Gateway', () => {
    expect(matchRoute('GET', '/api/auth/me')).toMatchObject({
      route: { handler: 'accounts/api/auth/get-me' },
    });
    expect(matchRoute('GET', '/api/auth/me/')).toMatchObject({
      route: { handler: 'accounts/api/auth/get-me' },
    });
    expect(matchRoute('DELETE', '/api/auth/me')).toEqual({ methodNotAllowed: true });
    expect(matchRoute('GET', '/api/nope')).toBeUndefined();
  });
});
