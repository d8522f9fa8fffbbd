import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AREAS } from '../../infra/areas.js';
import { routeMatcher } from '../../infra/local/gateway.js';
import { routes, type RouteDef } from '../../infra/routes.js';

/** The table as it stood when its rows moved into one file per area (handlers at their area paths). */
const before: RouteDef[] = JSON.parse(
  readFileSync(new URL('../fixtures/route-table.json', import.meta.url), 'utf8'),
);

const row = (route: RouteDef) => ({
  area: route.area,
  method: route.method,
  path: route.path,
  handler: route.handler,
  access: [...route.access].sort(),
  timeout: route.timeout ?? null,
  memory: route.memory ?? null,
});

describe('the route rows by area', () => {
  it('keep every route as it was: method, path, handler, grants, memory and timeout', () => {
    const now = new Map(routes.map((route) => [`${route.method} ${route.path}`, row(route)]));
    for (const route of before) expect(now.get(`${route.method} ${route.path}`)).toEqual(row(route));
  });

  it('put each handler in its own area folder', () => {
    for (const route of routes) expect(route.handler.split('/')[0]).toBe(route.area);
    expect(new Set(routes.map((route) => route.area))).toEqual(new Set(AREAS));
  });

  it('let the most specific path win whatever the row order, as API Gateway does', () => {
    const matchRoute = routeMatcher([...routes].reverse());
    expect(matchRoute('GET', '/api/projects/crew')).toMatchObject({
      route: { handler: 'jobs/api/projects/get-crew' },
    });
    expect(matchRoute('GET', '/api/projects/p1')).toMatchObject({
      route: { handler: 'jobs/api/projects/get-project' },
      pathParameters: { id: 'p1' },
    });
    expect(matchRoute('GET', '/api/documents/templates')).toMatchObject({
      route: { handler: 'documents/api/documents/list-document-templates' },
    });
  });
});
