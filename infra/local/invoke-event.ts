import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { bucketDefinitions } from '../identity.js';
import { queues, queueUrlEnv } from '../queues.js';
import { handlerFile, routes } from '../routes.js';
import { lambdaContext } from './gateway.js';
import { resourceNames } from './grant-check.js';
import { enforceGrants, withGrants } from './grants.js';

/**
 * The made-up origin secret every sample event under `events/` carries in `x-origin-verify`; a handler
 * invoked with one answers instead of refusing (403) when this is also its `ORIGIN_VERIFY_SECRET`.
 * Not a real secret anywhere: the local runtime makes up its own at start, AWS reads Secrets Manager.
 */
export const SAMPLE_ORIGIN_SECRET = 'sample-origin-secret-not-real';

/**
 * Settings that let a handler's config parse without a running runtime: enough for routes that reach
 * no AWS service (health, public config); anything else needs a runtime's environment instead.
 */
export function placeholderEnvironment(): Record<string, string> {
  return {
    STAGE: 'local',
    AWS_REGION: 'us-east-1',
    TABLE_NAME: 'sample-table',
    [bucketDefinitions.uploads.env]: 'sample-uploads',
    [bucketDefinitions.documents.env]: 'sample-documents',
    ...Object.fromEntries(
      queues.map((q) => [queueUrlEnv(q.name), `http://localhost:9324/000000000000/${q.name}`]),
    ),
    USER_POOL_ID: 'us-east-1_sample',
    USER_POOL_CLIENT_ID: 'sampleclient',
    APP_URL: 'http://localhost:3000',
  };
}

type ApiHandler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyStructuredResultV2>;

/**
 * Invokes the handler of a sample API event (`events/api-*.json`) as Lambda would, in this process:
 * the route is the event's `routeKey` row of the route table, and the handler runs under its grants. Set the environment first (handlers parse
 * it when they are imported).
 */
export async function invokeEvent(file: string): Promise<APIGatewayProxyStructuredResultV2> {
  const event = JSON.parse(readFileSync(file, 'utf8')) as APIGatewayProxyEventV2;
  const route = routes.find((row) => `${row.method} ${row.path}` === event.routeKey);
  if (!route) throw new Error(`${file}: no route row has the routeKey '${event.routeKey}'`);
  await enforceGrants(resourceNames(process.env));
  const { handler } = (await import(resolve(handlerFile(route.handler)))) as { handler: ApiHandler };
  return withGrants(route, () => handler(event, lambdaContext(route.handler, route.timeout ?? 10)));
}
