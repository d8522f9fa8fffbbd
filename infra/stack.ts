import { App, CfnOutput, CfnParameter, Stack, type StackProps } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { Construct } from 'constructs';
import {
  AccessRoles,
  accessRole,
  ApiFunction,
  sharedLogGroup,
  type GrantTargets,
} from './constructs/api-function.js';
import { DataTable } from './constructs/data-table.js';
import { HttpApiGateway } from './constructs/http-api.js';
import { JobQueues, type QueueName } from './constructs/job-queues.js';
import { repoPath } from './constructs/paths.js';
import { StorageBuckets } from './constructs/storage-buckets.js';
import { UserDirectory } from './constructs/user-directory.js';
import { WebDistribution } from './constructs/web-distribution.js';
import { bucketDefinitions } from './identity.js';
import { queueUrlEnv } from './queues.js';
import { routeId, routes } from './routes.js';

/** Props of {@link RidgelineStack}. */
export interface RidgelineStackProps extends StackProps {
  /** The built SPA; defaults to `web/dist`. Tests point it elsewhere. */
  webDistPath?: string;
}

// Only this consumer talks to SES; every other function stays without mail rights.
const EMAIL_SENDING_QUEUES: ReadonlySet<QueueName> = new Set<QueueName>(['send-email']);

const DEFAULT_EMAIL_FROM = 'Ridgeline <no-reply@example.com>';

/** The whole product on AWS: table, buckets, queues, user pool, one Lambda per route/consumer, HTTP API, CloudFront. */
export class RidgelineStack extends Stack {
  /** The function of each `routes.ts` row, keyed by `routeId(row)`. */
  readonly routeFunctions = new Map<string, NodejsFunction>();
  /** The consumer function of each queue. */
  readonly consumerFunctions = new Map<QueueName, NodejsFunction>();
  /** The work queues with their DLQs and alarms. */
  readonly jobQueues: JobQueues;
  /** Whether the built SPA was found and is deployed. */
  readonly deploysWeb: boolean;

  constructor(scope: Construct, id: string, { webDistPath, ...props }: RidgelineStackProps = {}) {
    super(scope, id, { description: 'Ridgeline roofing-contractor platform', ...props });

    const emailFrom = new CfnParameter(this, 'EmailFrom', {
      type: 'String',
      description: 'Sender of every mail (an SES-verified identity)',
      default: (this.node.tryGetContext('emailFrom') as string | undefined) ?? DEFAULT_EMAIL_FROM,
    });
    const secret = (name: string, description: string) =>
      new CfnParameter(this, name, { type: 'String', description, default: '', noEcho: true }).valueAsString;

    // Built in reference order, which has no cycle: API (no routes yet) ← distribution ←
    // uploads CORS and functions (APP_URL) ← routes. The CSP names no bucket for the same reason.
    const api = new HttpApiGateway(this, 'Http');
    const web = new WebDistribution(this, 'Web', {
      apiDomainName: api.domainName,
      webDistPath: webDistPath ?? repoPath('web', 'dist'),
    });
    this.deploysWeb = web.deploysWeb;
    const buckets = new StorageBuckets(this, 'Storage', { appOrigin: web.url });
    const table = new DataTable(this, 'Data').table;
    const jobQueues = (this.jobQueues = new JobQueues(this, 'Jobs'));
    const users = new UserDirectory(this, 'Identity');

    const targets: GrantTargets = {
      table,
      uploads: buckets.uploads,
      documents: buckets.documents,
      queues: jobQueues.queuesByName(),
      userPool: users.userPool,
    };

    // One environment for every function: config.ts parses it once, whatever the handler needs.
    const environment: Record<string, string> = {
      STAGE: 'aws',
      NODE_OPTIONS: '--enable-source-maps',
      TABLE_NAME: table.tableName,
      [bucketDefinitions.uploads.env]: buckets.uploads.bucketName,
      [bucketDefinitions.documents.env]: buckets.documents.bucketName,
      ...Object.fromEntries(jobQueues.all.map((q) => [queueUrlEnv(q.def.name), q.queue.queueUrl])),
      USER_POOL_ID: users.userPool.userPoolId,
      USER_POOL_CLIENT_ID: users.client.userPoolClientId,
      APP_URL: web.url,
      EMAIL_FROM: emailFrom.valueAsString,
      GOOGLE_MAPS_API_KEY: secret('GoogleMapsApiKey', 'Google Maps Platform key (Geocoding + Solar)'),
      STRIPE_SECRET_KEY: secret('StripeSecretKey', 'Stripe secret API key'),
      STRIPE_WEBHOOK_SECRET: secret('StripeWebhookSecret', 'Stripe webhook signing secret'),
    };

    const logGroup = sharedLogGroup(this, 'FunctionLogs');
    const routeRoles = new AccessRoles(this, 'RouteRoles', { targets });

    for (const route of routes) {
      const { fn } = new ApiFunction(this, `Route-${routeId(route)}`, {
        handler: route.handler,
        timeout: route.timeout,
        memory: route.memory,
        environment,
        logGroup,
        role: routeRoles.roleFor(route.access),
      });
      api.addRoute(route, fn);
      this.routeFunctions.set(routeId(route), fn);
    }

    for (const { def, queue } of jobQueues.all) {
      // Each consumer has a role of its own: the event source adds rights to consume its queue only.
      const role = accessRole(this, `Consumer-${def.name}-Role`, def.access, targets);
      const { fn } = new ApiFunction(this, `Consumer-${def.name}`, {
        handler: def.consumer,
        timeout: def.timeout,
        memory: def.memory,
        environment,
        logGroup,
        role,
      });
      this.consumerFunctions.set(def.name, fn);
      // Partial batch failures: one bad record is retried alone instead of failing its batch mates.
      fn.addEventSource(
        new SqsEventSource(queue, { batchSize: def.batchSize, reportBatchItemFailures: true }),
      );
      if (EMAIL_SENDING_QUEUES.has(def.name)) {
        fn.addToRolePolicy(new PolicyStatement({ actions: ['ses:SendEmail'], resources: ['*'] }));
      }
    }

    new CfnOutput(this, 'Url', { value: web.url, description: 'The web app' });
    new CfnOutput(this, 'ApiUrl', { value: api.url, description: 'The HTTP API (also served at <Url>/api)' });
    new CfnOutput(this, 'UserPoolId', { value: users.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: users.client.userPoolClientId });
    new CfnOutput(this, 'TableName', { value: table.tableName });
  }
}

/** Builds the `Ridgeline` stack in `app` (a fresh App by default); tests call this to get a Template. */
export function buildStack(app: App = new App(), props: RidgelineStackProps = {}): RidgelineStack {
  return new RidgelineStack(app, 'Ridgeline', props);
}
