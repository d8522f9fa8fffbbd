/**
 * THE route table: every HTTP route once, its rows kept per area in `routes/<area>.ts`. The CDK stack
 * turns each row into one Lambda function and one API Gateway route, in the nested stack of the row's
 * area; the local gateway mounts the same rows; tests check each row has a handler, a known area, a
 * sample event and a test.
 */

import type { Area } from './areas.js';
import { accountsRoutes } from './routes/accounts.js';
import { billingRoutes } from './routes/billing.js';
import { communicationsRoutes } from './routes/communications.js';
import { documentsRoutes } from './routes/documents.js';
import { estimatesRoutes } from './routes/estimates.js';
import { insuranceRoutes } from './routes/insurance.js';
import { integrationsRoutes } from './routes/integrations.js';
import { jobsRoutes } from './routes/jobs.js';
import { operationsRoutes } from './routes/operations.js';
import { paymentsRoutes } from './routes/payments.js';
import { publicApiRoutes } from './routes/public-api.js';
import { publicSiteRoutes } from './routes/public-site.js';
import { widgetRoutes } from './routes/widget.js';

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
  | 'queue:account-export'
  | 'queue:webhook-delivery'
  | 'uploads:read'
  | 'uploads:write'
  | 'documents:read'
  | 'documents:write'
  // Sending mail through SES: only the send-email consumer holds it (no route row can).
  | 'ses:send-email';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One HTTP route: method, path (API Gateway syntax, `{param}`), handler module under `functions/`. */
export interface RouteDef {
  /** The area whose nested stack holds the function (see `infra/areas.ts`). */
  area: Area;
  method: HttpMethod;
  path: string;
  handler: string;
  access: Access[];
  /** Seconds; defaults to 10. */
  timeout?: number;
  memory?: number;
}

/** Every route of the product, area by area (order does not matter: the most specific path wins). */
export const routes: RouteDef[] = [
  ...publicSiteRoutes,
  ...accountsRoutes,
  ...estimatesRoutes,
  ...documentsRoutes,
  ...billingRoutes,
  ...operationsRoutes,
  ...jobsRoutes,
  ...insuranceRoutes,
  ...communicationsRoutes,
  ...integrationsRoutes,
  ...publicApiRoutes,
  ...widgetRoutes,
  ...paymentsRoutes,
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
