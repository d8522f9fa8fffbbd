/**
 * THE route table: every HTTP route once. The CDK stack turns each row into one Lambda function and
 * one API Gateway route; the local gateway mounts the same rows; tests check each row has a handler,
 * a sample event and a test.
 */

/** What a function may touch; the stack grants exactly this and nothing else. */
export type Access =
  | 'table:read'
  | 'table:write'
  | 'cognito:auth'
  | 'cognito:admin'
  | 'queue:send-email'
  | 'queue:measure-roof'
  | 'queue:render-pdf'
  | 'queue:generate-contract'
  | 'uploads:read'
  | 'uploads:write'
  | 'documents:read'
  | 'documents:write';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One HTTP route: method, path (API Gateway syntax, `{param}`), handler module under `functions/`. */
export interface RouteDef {
  method: HttpMethod;
  path: string;
  handler: string;
  access: Access[];
  /** Seconds; defaults to 10. */
  timeout?: number;
  memory?: number;
}

const READ: Access[] = ['table:read'];
const RW: Access[] = ['table:read', 'table:write'];

/** Every route of the product. Keep sorted by area. */
export const routes: RouteDef[] = [
  { method: 'GET', path: '/api/health', handler: 'api/health/get-health', access: [] },

  { method: 'POST', path: '/api/auth/signup', handler: 'api/auth/signup', access: [...RW, 'cognito:admin', 'cognito:auth', 'queue:send-email'] },
  { method: 'POST', path: '/api/auth/login', handler: 'api/auth/login', access: [...READ, 'cognito:auth'] },
  { method: 'POST', path: '/api/auth/refresh', handler: 'api/auth/refresh', access: [...READ, 'cognito:auth'] },
  { method: 'GET', path: '/api/auth/me', handler: 'api/auth/get-me', access: READ },
  { method: 'GET', path: '/api/auth/permissions', handler: 'api/auth/get-permissions', access: READ },
  { method: 'POST', path: '/api/auth/check-permission', handler: 'api/auth/check-permission', access: READ },

  { method: 'POST', path: '/api/webhooks/stripe', handler: 'webhooks/stripe', access: RW },
];

/** The module file of a route's (or consumer's) handler, relative to the repository root. */
export function handlerFile(handler: string): string {
  return `functions/${handler}.ts`;
}

/** A stable, readable id for a route row, used for construct ids and sample event names. */
export function routeId(route: Pick<RouteDef, 'method' | 'path'>): string {
  const slug = route.path
    .replace(/^\/api\//, '')
    .replace(/[{}]/g, '')
    .split('/')
    .filter(Boolean)
    .join('-');
  return `${route.method.toLowerCase()}-${slug}`;
}
