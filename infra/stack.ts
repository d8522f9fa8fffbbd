import { App, CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { CfnStage } from 'aws-cdk-lib/aws-apigatewayv2';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import type { Construct } from 'constructs';
import { AREAS, areaStackId, type Area } from './areas.js';
import { sharedLogGroup, type GrantTargets } from './constructs/api-function.js';
import { ApiKeys } from './constructs/api-keys.js';
import { AreaStack, type SharedResources } from './constructs/area-stack.js';
import { DataTable } from './constructs/data-table.js';
import { BudgetAlarm } from './constructs/budget-alarm.js';
import { EdgeFirewall, wafRateLimit } from './constructs/edge-firewall.js';
import { declareDeployParameters } from './constructs/deploy-parameters.js';
import { HandlerBundles, lambdaSdk } from './constructs/handler-bundles.js';
import { apiOriginDomainFromContext, HttpApiGateway } from './constructs/http-api.js';
import { JobQueues, type QueueName } from './constructs/job-queues.js';
import { MailEvents } from './constructs/mail-events.js';
import { repoPath } from './constructs/paths.js';
import { dataBucketHosts, StorageBuckets } from './constructs/storage-buckets.js';
import { UserDirectory } from './constructs/user-directory.js';
import { WebDistribution } from './constructs/web-distribution.js';
import { bucketDefinitions } from './identity.js';
import { queues, queueUrlEnv } from './queues.js';
import { acknowledgeNagFindings } from './nag.js';
import { routes } from './routes.js';
import { contextFlag, deployedSchedules, type ScheduleDef } from './schedules.js';

/** One JSON line per API request: who, what, how it ended and how long the function took. */
const API_ACCESS_LOG_FORMAT = {
  requestId: '$context.requestId',
  ip: '$context.identity.sourceIp',
  requestTime: '$context.requestTime',
  routeKey: '$context.routeKey',
  status: '$context.status',
  responseLength: '$context.responseLength',
  integrationLatency: '$context.integrationLatency',
  integrationError: '$context.integrationErrorMessage',
};

/** Props of {@link RidgelineStack}. */
export interface RidgelineStackProps extends StackProps {
  /** The built SPA; defaults to `web/dist`. Tests point it elsewhere. */
  webDistPath?: string;
}

/**
 * The whole product on AWS. This root stack holds what every area shares (table, buckets, queues,
 * user pool, HTTP API, CloudFront, the functions' log group); each area with functions is a nested
 * stack holding one Lambda per route row / queue consumer, its API routes and its grants.
 */
export class RidgelineStack extends Stack {
  /** The nested stack of each area that has functions. */
  readonly areaStacks = new Map<Area, AreaStack>();
  /** The function of each `routes.ts` row, keyed by `routeId(row)`. */
  readonly routeFunctions = new Map<string, LambdaFunction>();
  /** The consumer function of each queue. */
  readonly consumerFunctions = new Map<QueueName, LambdaFunction>();
  /** The function of each scheduled job (`infra/schedules.ts`). */
  readonly scheduleFunctions = new Map<ScheduleDef['name'], LambdaFunction>();
  /** The work queues with their DLQs and alarms. */
  readonly jobQueues: JobQueues;
  /** Whether the built SPA was found and is deployed. */
  readonly deploysWeb: boolean;
  /** Every handler's bundle (the bench and tests ask what each one contains). */
  readonly bundles: HandlerBundles;

  constructor(scope: Construct, id: string, { webDistPath, ...props }: RidgelineStackProps = {}) {
    super(scope, id, { description: 'Ridgeline roofing-contractor platform', ...props });

    const parameters = declareDeployParameters(this, { root: true });
    const schedules = deployedSchedules(this);
    this.bundles = new HandlerBundles(
      [...routes.map((r) => r.handler), ...queues.map((q) => q.consumer), ...schedules.map((s) => s.handler)],
      lambdaSdk(this),
    );

    // Built in reference order, which has no cycle: API (no routes yet) ← distribution ←
    // uploads CORS and functions (APP_URL) ← routes. The CSP names the buckets by their fixed names.
    const api = new HttpApiGateway(this, 'Http', { originDomain: apiOriginDomainFromContext(this) });
    const rateLimit = wafRateLimit(this);
    const firewall = rateLimit ? new EdgeFirewall(this, 'EdgeFirewall', { rateLimit }) : undefined;
    const web = new WebDistribution(this, 'Web', {
      apiDomainName: api.domainName,
      webDistPath: webDistPath ?? repoPath('web', 'dist'),
      s3Hosts: dataBucketHosts(this),
      webAclArn: firewall?.webAcl.attrArn,
    });
    this.deploysWeb = web.deploysWeb;
    const buckets = new StorageBuckets(this, 'Storage', { appOrigin: web.url });
    const table = new DataTable(this, 'Data').table;
    const jobQueues = (this.jobQueues = new JobQueues(this, 'Jobs'));
    const logGroup = sharedLogGroup(this, 'FunctionLogs');
    const users = new UserDirectory(this, 'Identity', { logGroup });
    const mailEvents = new MailEvents(this, 'MailEvents', { queue: jobQueues.byName['mail-events'].queue });

    new BudgetAlarm(this, 'DailyBudget', { logGroup });
    // API access logs go to the same group (their own streams); set on the L1 stage so the API
    // construct stays as it is.
    (api.stage.node.defaultChild as CfnStage).accessLogSettings = {
      destinationArn: logGroup.logGroupArn,
      format: JSON.stringify(API_ACCESS_LOG_FORMAT),
    };
    const targets: GrantTargets = {
      table,
      uploads: buckets.uploads,
      documents: buckets.documents,
      queues: jobQueues.queuesByName(),
      userPool: users.userPool,
      apiKeys: new ApiKeys(this, 'ApiKeys').secret,
      originSecret: web.originSecret,
      logGroup,
    };

    // One environment for every function: config.ts parses it once, whatever the handler needs.
    // Each area stack adds the deploy parameters' variables (EMAIL_FROM); a function that reads the
    // API keys gets that secret's ARN, an API function CloudFront's origin secret's ARN (never the
    // value: it is read once per cold start through the extension). No `--enable-source-maps`: no source map is shipped.
    const environment: Record<string, string> = {
      STAGE: 'aws',
      TABLE_NAME: table.tableName,
      [bucketDefinitions.uploads.env]: buckets.uploads.bucketName,
      [bucketDefinitions.documents.env]: buckets.documents.bucketName,
      ...Object.fromEntries(jobQueues.all.map((q) => [queueUrlEnv(q.def.name), q.queue.queueUrl])),
      USER_POOL_ID: users.userPool.userPoolId,
      USER_POOL_CLIENT_ID: users.client.userPoolClientId,
      APP_URL: web.url,
      SES_CONFIGURATION_SET: mailEvents.configurationSet.configurationSetName,
      // Off unless an operator enables the read-only demo tenant (`-c demoTenant=true`).
      DEMO_LOGIN: demoLoginFromContext(this),
    };

    const shared: SharedResources = {
      targets,
      api,
      logGroup,
      bundles: this.bundles,
      environment,
      parameters,
    };
    for (const area of AREAS) {
      const areaRoutes = routes.filter((route) => route.area === area);
      const consumers = jobQueues.all.filter((q) => q.def.area === area);
      const areaSchedules = schedules.filter((job) => job.area === area);
      // CloudFormation refuses a template without resources: an area gets its stack with its first row.
      if (areaRoutes.length === 0 && consumers.length === 0 && areaSchedules.length === 0) continue;
      const areaStack = new AreaStack(this, areaStackId(area), {
        area,
        routes: areaRoutes,
        consumers,
        schedules: areaSchedules,
        shared,
      });
      this.areaStacks.set(area, areaStack);
      for (const [id, fn] of areaStack.routeFunctions) this.routeFunctions.set(id, fn);
      for (const [name, fn] of areaStack.consumerFunctions) this.consumerFunctions.set(name, fn);
      for (const [name, fn] of areaStack.scheduleFunctions) this.scheduleFunctions.set(name, fn);
    }

    new CfnOutput(this, 'Url', { value: web.url, description: 'The web app' });
    new CfnOutput(this, 'ApiUrl', { value: api.url, description: 'The HTTP API (also served at <Url>/api)' });
    new CfnOutput(this, 'UserPoolId', { value: users.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: users.client.userPoolClientId });
    new CfnOutput(this, 'TableName', { value: table.tableName });

    // The cdk-nag findings we accept, each with its reason (nag.ts); the rest fail synth and tests.
    acknowledgeNagFindings(this);
  }
}

/** The functions' DEMO_LOGIN: `read-only` when the `demoTenant` context flag is on, else `off`. */
export function demoLoginFromContext(scope: Construct): 'read-only' | 'off' {
  return contextFlag(scope, 'demoTenant') ? 'read-only' : 'off';
}

/** Builds the `Ridgeline` stack in `app` (a fresh App by default); tests call this to get a Template. */
export function buildStack(app: App = new App(), props: RidgelineStackProps = {}): RidgelineStack {
  return new RidgelineStack(app, 'Ridgeline', props);
}
