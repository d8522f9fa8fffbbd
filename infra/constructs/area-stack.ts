import { NestedStack } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction as LambdaTarget } from 'aws-cdk-lib/aws-events-targets';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { ILogGroup } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { areas, type Area } from '../areas.js';
import { routeId, type RouteDef } from '../routes.js';
import type { ScheduleDef } from '../schedules.js';
import { AccessRoles, accessRole, ApiFunction, type GrantTargets } from './api-function.js';
import { SECRETS_MODULE } from './api-keys.js';
import {
  declareDeployParameters,
  parameterEnvironment,
  parameterValues,
  type DeployParameters,
} from './deploy-parameters.js';
import type { HandlerBundles } from './handler-bundles.js';
import type { HttpApiGateway } from './http-api.js';
import type { JobQueue, QueueName } from './job-queues.js';

/** What the root stack shares with every area stack. */
export interface SharedResources {
  /** What access lists grant on. */
  targets: GrantTargets;
  /** The HTTP API the area's routes are mounted on. */
  api: HttpApiGateway;
  /** The one log group of every function. */
  logGroup: ILogGroup;
  /** Every handler's code, bundled once for the whole app. */
  bundles: HandlerBundles;
  /** Environment of every function, apart from the deploy parameters' variables. */
  environment: Record<string, string>;
  /** The root's deploy parameters, passed on to each area stack's own. */
  parameters: DeployParameters;
}

/** Props of {@link AreaStack}. */
export interface AreaStackProps {
  area: Area;
  /** The route rows of this area. */
  routes: readonly RouteDef[];
  /** The queues whose consumers belong to this area. */
  consumers: readonly JobQueue[];
  /** The scheduled jobs of this area (`infra/schedules.ts`). */
  schedules?: readonly ScheduleDef[];
  shared: SharedResources;
}

/**
 * The nested stack of one area: a function per route row (with its API route, integration and invoke
 * permission) and per queue consumer (with its event source), and the roles that carry their grants.
 */
export class AreaStack extends NestedStack {
  /** The function of each route row, keyed by `routeId(row)`. */
  readonly routeFunctions = new Map<string, LambdaFunction>();
  /** The consumer function of each of the area's queues. */
  readonly consumerFunctions = new Map<QueueName, LambdaFunction>();
  /** The function of each scheduled job of the area. */
  readonly scheduleFunctions = new Map<ScheduleDef['name'], LambdaFunction>();

  constructor(
    scope: Construct,
    id: string,
    { area, routes, consumers, schedules = [], shared }: AreaStackProps,
  ) {
    super(scope, id, {
      description: `Ridgeline area: ${areas[area]}`,
      parameters: parameterValues(shared.parameters),
    });
    const environment = {
      ...shared.environment,
      ...parameterEnvironment(declareDeployParameters(this, { root: false })),
    };
    const common = { environment, logGroup: shared.logGroup, bundles: shared.bundles };
    const routeRoles = new AccessRoles(this, 'RouteRoles', { targets: shared.targets });
    // Only a handler whose bundle reaches the secrets module gets the keys' ARN and read rights.
    const readsApiKeys = (handler: string) => shared.bundles.reaches(this, handler, SECRETS_MODULE);
    const apiKeysFor = (handler: string) => (readsApiKeys(handler) ? shared.targets.apiKeys : undefined);

    for (const route of routes) {
      const routeFunction = new ApiFunction(this, `Route-${routeId(route)}`, {
        ...common,
        handler: route.handler,
        timeout: route.timeout,
        memory: route.memory,
        // route() checks CloudFront's origin secret on every request: every API function reads it.
        role: routeRoles.roleFor(route.access, {
          apiKeys: readsApiKeys(route.handler),
          originSecret: true,
        }),
        apiKeys: apiKeysFor(route.handler),
        originSecret: shared.targets.originSecret,
      });
      shared.api.addRoute(routeFunction, route, routeFunction.fn);
      this.routeFunctions.set(routeId(route), routeFunction.fn);
    }

    for (const { def, queue } of consumers) {
      // Each consumer has a role of its own: the event source adds rights to consume its queue only.
      const role = accessRole(this, `Consumer-${def.name}-Role`, def.access, shared.targets, {
        apiKeys: readsApiKeys(def.consumer),
      });
      const { fn } = new ApiFunction(this, `Consumer-${def.name}`, {
        ...common,
        handler: def.consumer,
        timeout: def.timeout,
        memory: def.memory,
        role,
        apiKeys: apiKeysFor(def.consumer),
      });
      this.consumerFunctions.set(def.name, fn);
      // Partial batch failures: one bad record is retried alone instead of failing its batch mates.
      fn.addEventSource(
        new SqsEventSource(queue, {
          batchSize: def.batchSize,
          reportBatchItemFailures: true,
          maxConcurrency: def.maxConcurrency,
        }),
      );
    }

    for (const job of schedules) {
      const { fn } = new ApiFunction(this, `Schedule-${job.name}`, {
        ...common,
        handler: job.handler,
        timeout: job.timeout,
        role: accessRole(this, `Schedule-${job.name}-Role`, job.access, shared.targets, {
          apiKeys: readsApiKeys(job.handler),
        }),
        apiKeys: apiKeysFor(job.handler),
      });
      this.scheduleFunctions.set(job.name, fn);
      new Rule(this, `Schedule-${job.name}-Rule`, {
        description: `Runs ${job.handler} on its schedule`,
        schedule: Schedule.cron(job.cron),
        targets: [new LambdaTarget(fn, { retryAttempts: 2 })],
      });
    }
  }
}
