import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, Validations, type CfnElement } from 'aws-cdk-lib';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { CachePolicy, OriginRequestPolicy } from 'aws-cdk-lib/aws-cloudfront';
import type { CfnFunction, Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import type { CfnQueue } from 'aws-cdk-lib/aws-sqs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AREAS, type Area } from '../../infra/areas.js';
import { API_KEY_NAMES, SECRETS_MODULE } from '../../infra/constructs/api-keys.js';
import { SOURCE_MAP_FOLDER } from '../../infra/constructs/handler-bundles.js';
import { userPoolDefinition } from '../../infra/identity.js';
import {
  MAX_RECEIVE_COUNT,
  queueUrlEnv,
  queues,
  visibilityTimeout,
  type QueueDef,
} from '../../infra/queues.js';
import { acknowledgeNagFindings, NAG_ACKNOWLEDGEMENTS, nagFindings } from '../../infra/nag.js';
import { routeId, routes, type Access } from '../../infra/routes.js';
import { deployedSchedules, type ScheduleDef } from '../../infra/schedules.js';
import { buildStack, type RidgelineStack } from '../../infra/stack.js';
import { tableDefinition } from '../../infra/table.js';
import { appTemplates, flatId, type Resource, type TemplateJson } from '../support/cdk-templates.js';

// The stack below is synthesised without context flags: the demo tenant's job is not deployed.
const schedules = deployedSchedules(new App());

type Statement = { Effect: string; Action: string | string[]; Resource: unknown; Condition?: unknown };
type PolicyDocument = { Statement: Statement[] };
type LambdaProps = {
  Runtime: string;
  Architectures: string[];
  Handler: string;
  Code: { S3Key: string };
  Timeout: number;
  MemorySize: number;
  Environment: { Variables: Record<string, unknown> };
  Role: { 'Fn::GetAtt': [string, string] };
  LoggingConfig: { LogGroup: unknown };
};
type PolicyProps = { Roles: unknown[]; PolicyDocument: PolicyDocument };
type RouteProps = { RouteKey: string; Target: { 'Fn::Join': [string, [string, { Ref: string }]] } };
type StageProps = { DefaultRouteSettings: { ThrottlingBurstLimit: number; ThrottlingRateLimit: number } };
type QueueProps = { VisibilityTimeout: number; SqsManagedSseEnabled: boolean };
type QueuePolicyProps = { Queues: unknown[]; PolicyDocument: PolicyDocument };
type BucketProps = {
  PublicAccessBlockConfiguration: unknown;
  BucketEncryption: {
    ServerSideEncryptionConfiguration: { ServerSideEncryptionByDefault: { SSEAlgorithm: string } }[];
  };
  LifecycleConfiguration?: { Rules: unknown[] };
  CorsConfiguration?: {
    CorsRules: {
      AllowedMethods: string[];
      AllowedHeaders: string[];
      ExposedHeaders: string[];
      AllowedOrigins: unknown[];
    }[];
  };
};
type BucketPolicyProps = { Bucket: unknown; PolicyDocument: PolicyDocument };
type KeySchema = { AttributeName: string; KeyType: string }[];
type TableProps = {
  BillingMode: string;
  KeySchema: KeySchema;
  TimeToLiveSpecification: unknown;
  Replicas: { PointInTimeRecoverySpecification: unknown }[];
  GlobalSecondaryIndexes: { IndexName: string; KeySchema: KeySchema }[];
  AttributeDefinitions: { AttributeType: string }[];
};
type UserPoolClientProps = {
  PreventUserExistenceErrors: string;
  ExplicitAuthFlows: string[];
  GenerateSecret: boolean;
  AllowedOAuthFlows?: unknown;
  AccessTokenValidity: number;
  RefreshTokenValidity: number;
  TokenValidityUnits: { AccessToken: string; RefreshToken: string };
  RefreshTokenRotation?: { Feature: string; RetryGracePeriodSeconds: number };
};
type Origin = { Id: string; S3OriginConfig?: unknown; OriginAccessControlId?: unknown; DomainName: unknown };
type CacheBehavior = { PathPattern: string; TargetOriginId: string; FunctionAssociations: unknown[] };
type DistributionProps = {
  DistributionConfig: {
    DefaultCacheBehavior: { ViewerProtocolPolicy: string };
    CacheBehaviors: CacheBehavior[];
    Origins: Origin[];
    CustomErrorResponses?: unknown;
  };
};
type SecurityHeaders = {
  StrictTransportSecurity: { AccessControlMaxAgeSec: number };
  FrameOptions: { FrameOption: string };
  ContentTypeOptions: { Override: boolean };
  ReferrerPolicy: { ReferrerPolicy: string };
  ContentSecurityPolicy: { ContentSecurityPolicy: unknown };
};
type HeadersPolicyProps = { ResponseHeadersPolicyConfig: { SecurityHeadersConfig: SecurityHeaders } };
type CloudFrontFunctionProps = { FunctionCode: string };

const DYNAMODB_WRITES = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
];
const S3_WRITES = ['s3:PutObject', 's3:DeleteObject*'];

// One synth for the whole file: bundling every handler with esbuild is the slow part.
let outdir: string;
let stack: RidgelineStack;
// The root stack's own template, each area's nested template, and all their resources in one view
// (nested references to the root resolved), so grants and wiring read the same wherever they live.
let template: Template;
let nestedTemplates: Map<Area, Template>;
let resources: Record<string, Resource>;

beforeAll(() => {
  outdir = mkdtempSync(join(tmpdir(), 'ridgeline-cdk-'));
  // A missing web build keeps the template independent of whether `web/dist` happens to exist.
  stack = buildStack(new App({ outdir }), { webDistPath: join(outdir, 'no-web-build') });
  ({ root: template, nested: nestedTemplates, resources } = appTemplates(stack));
});

afterAll(() => {
  if (outdir) rmSync(outdir, { recursive: true, force: true });
});

function functionId(fn: LambdaFunction): string {
  return flatId(fn.node.defaultChild as CfnFunction);
}

function ofType<P = Record<string, unknown>>(type: string): [string, Resource<P>][] {
  return Object.entries(resources).filter(([, r]) => r.Type === type) as [string, Resource<P>][];
}

function lambda(id: string): LambdaProps {
  return resources[id].Properties as LambdaProps;
}

/** Our handler functions: CDK's helper Lambdas run other runtimes. */
function handlerFunctions(): [string, Resource<LambdaProps>][] {
  return ofType<LambdaProps>('AWS::Lambda::Function').filter(
    ([, r]) => r.Properties.Runtime === 'nodejs22.x',
  );
}

function routeFunctionId(route: (typeof routes)[number]): string {
  const fn = stack.routeFunctions.get(routeId(route));
  if (!fn) throw new Error(`no function for ${route.method} ${route.path}`);
  return functionId(fn);
}

function scheduleFunctionId(job: ScheduleDef): string {
  const fn = stack.scheduleFunctions.get(job.name);
  if (!fn) throw new Error(`no function for the scheduled job ${job.name}`);
  return functionId(fn);
}

function consumerFunctionId(def: QueueDef): string {
  const fn = stack.consumerFunctions.get(def.name);
  if (!fn) throw new Error(`no consumer for ${def.name}`);
  return functionId(fn);
}

/** Every IAM statement attached to a function's role. */
function statementsOf(fnId: string): Statement[] {
  const [roleId] = lambda(fnId).Role['Fn::GetAtt'];
  return ofType<PolicyProps>('AWS::IAM::Policy')
    .filter(([, p]) => p.Properties.Roles.some((r) => JSON.stringify(r) === JSON.stringify({ Ref: roleId })))
    .flatMap(([, p]) => p.Properties.PolicyDocument.Statement);
}

/** Whether a function's role may read the secret with this logical id. */
function secretReads(fnId: string, secretId: string): boolean {
  return statementsOf(fnId).some(
    (s) =>
      [s.Action].flat().includes('secretsmanager:GetSecretValue') &&
      JSON.stringify(s.Resource).includes(secretId),
  );
}

function actionsOf(fnId: string): string[] {
  return statementsOf(fnId).flatMap((s) => (Array.isArray(s.Action) ? s.Action : [s.Action]));
}

function areaStackResource(area: Area): Resource {
  const nestedStackResource = stack.areaStacks.get(area)?.nestedStackResource;
  if (!nestedStackResource) throw new Error(`no nested stack for ${area}`);
  return resources[flatId(nestedStackResource)];
}

function queueIds(def: QueueDef): { queue: string; dlq: string } {
  const { queue, deadLetterQueue } = stack.jobQueues.byName[def.name];
  const id = (q: typeof queue) => flatId(q.node.defaultChild as CfnQueue);
  return { queue: id(queue), dlq: id(deadLetterQueue) };
}

/** Logical ids a resource refers to (Ref, GetAtt, DependsOn). */
function referencesOf(resource: Resource): Set<string> {
  const found = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        if (key === 'Ref' && typeof value === 'string') found.add(value);
        else if (key === 'Fn::GetAtt') found.add((value as string[])[0]);
        else if (key === 'Fn::Sub') {
          const text = Array.isArray(value) ? (value[0] as string) : (value as string);
          for (const [, name] of text.matchAll(/\$\{([A-Za-z0-9]+)[.}]/g)) found.add(name);
          if (Array.isArray(value)) visit(value[1]);
        } else visit(value);
      }
    }
  };
  visit(resource.Properties);
  for (const dep of [resource.DependsOn ?? []].flat()) found.add(dep);
  return found;
}

describe('Lambda functions', () => {
  it('has exactly one function per route row, per queue consumer and per scheduled job', () => {
    const count = routes.length + queues.length + schedules.length;
    expect(handlerFunctions()).toHaveLength(count);
    const ids = new Set([
      ...routes.map(routeFunctionId),
      ...queues.map(consumerFunctionId),
      ...schedules.map(scheduleFunctionId),
    ]);
    expect(ids.size).toBe(count);
    for (const id of ids) expect(lambda(id).Runtime).toBe('nodejs22.x');
  });

  it('runs each scheduled job from an EventBridge rule on its cron targeting its function, in its area', () => {
    const rules = ofType<{ ScheduleExpression: string; Targets: { Arn: unknown }[] }>('AWS::Events::Rule');
    for (const job of schedules) {
      const fnId = scheduleFunctionId(job);
      const rule = rules.find(([, r]) =>
        r.Properties.Targets.some((t) => JSON.stringify(t.Arn).includes(fnId)),
      );
      expect(rule?.[1].Properties.ScheduleExpression).toBe(
        `cron(${job.cron.minute} ${job.cron.hour} * * ? *)`,
      );
      expect(stack.areaStacks.get(job.area)?.scheduleFunctions.has(job.name)).toBe(true);
      expect(actionsOf(fnId)).toContain('sqs:SendMessage');
    }
  });

  it('runs every function on arm64 / nodejs22.x with the ESM bundle', () => {
    for (const [, fn] of handlerFunctions()) {
      expect(fn.Properties.Architectures).toEqual(['arm64']);
      expect(fn.Properties.Runtime).toBe('nodejs22.x');
      expect(fn.Properties.Handler).toBe('index.handler');
    }
  });

  it('bundles each handler as minified ESM with a require shim, its source map kept out of the asset', () => {
    for (const [, fn] of handlerFunctions()) {
      const assetDir = join(outdir, `asset.${String(fn.Properties.Code.S3Key).replace(/\.zip$/, '')}`);
      const bundle = readFileSync(join(assetDir, 'index.mjs'), 'utf8');
      expect(bundle.startsWith('import { createRequire as __ridgelineCreateRequire }')).toBe(true);
      expect(bundle).toMatch(/export\s*\{[^}]*\bas handler\b[^}]*\}|export\s*\{\s*handler\s*\}/);
      // Only the bundle is uploaded: no map in the asset, and no comment pointing at one.
      expect(readdirSync(assetDir)).toEqual(['index.mjs']);
      expect(bundle).not.toContain('sourceMappingURL');
    }
    for (const handler of [...routes.map((r) => r.handler), ...queues.map((q) => q.consumer)]) {
      expect(existsSync(join(outdir, SOURCE_MAP_FOLDER, handler, 'index.mjs.map')), handler).toBe(true);
    }
  });

  it('takes timeout and memory from the route table (10 s / 512 MiB by default)', () => {
    for (const route of routes) {
      const props = lambda(routeFunctionId(route));
      expect(props.Timeout, `${route.method} ${route.path}`).toBe(route.timeout ?? 10);
      expect(props.MemorySize, `${route.method} ${route.path}`).toBe(route.memory ?? 512);
    }
    for (const def of queues) {
      const props = lambda(consumerFunctionId(def));
      expect(props.Timeout, def.name).toBe(def.timeout);
      expect(props.MemorySize, def.name).toBe(def.memory ?? 512);
    }
  });

  it('gives every function the same environment, with every queue URL and no key', () => {
    const queueRefs = Object.fromEntries(
      queues.map((def) => [queueUrlEnv(def.name), { Ref: queueIds(def).queue }]),
    );
    for (const [id, fn] of handlerFunctions()) {
      const env = fn.Properties.Environment.Variables;
      expect(env, id).toMatchObject({ ...queueRefs, STAGE: 'aws', EMAIL_FROM: { Ref: 'EmailFrom' } });
      for (const name of [
        'TABLE_NAME',
        'UPLOADS_BUCKET',
        'DOCUMENTS_BUCKET',
        'USER_POOL_ID',
        'USER_POOL_CLIENT_ID',
        'APP_URL',
      ]) {
        expect(env[name], `${id} ${name}`).toBeDefined();
      }
      expect(JSON.stringify(env.APP_URL)).toContain('DomainName');
      // No function holds CloudFront's origin secret, not even as a deploy-time reference
      // (API functions get its ARN, below); no demo login on AWS.
      expect(env.ORIGIN_VERIFY_SECRET, id).toBeUndefined();
      expect(JSON.stringify(env), id).not.toContain('{{resolve:secretsmanager:');
      expect(env.DEMO_LOGIN, id).toBe('off');
      // The keys are in Secrets Manager; no map is shipped, so Node is not asked to look for one.
      for (const name of [...API_KEY_NAMES, 'NODE_OPTIONS'])
        expect(env[name], `${id} ${name}`).toBeUndefined();
    }
  });

  it('gives the secret ARN, read rights and the secrets extension exactly to the functions whose bundle reads the keys', () => {
    const secretId = flatId(
      stack.node.findChild('ApiKeys').node.findChild('Secret').node.defaultChild as CfnElement,
    );
    const subjects = [
      ...routes.map((r) => ({ handler: r.handler, id: routeFunctionId(r) })),
      ...queues.map((q) => ({ handler: q.consumer, id: consumerFunctionId(q) })),
      ...schedules.map((j) => ({ handler: j.handler, id: scheduleFunctionId(j) })),
    ];
    const readers = subjects.filter((s) => stack.bundles.reaches(stack, s.handler, SECRETS_MODULE));
    // Stripe (billing, presale checkout, webhook) and Google (measurement) at least.
    expect(readers.map((r) => r.handler)).toEqual(
      expect.arrayContaining(['billing/webhooks/stripe', 'estimates/queues/measure-roof']),
    );
    for (const { handler, id } of subjects) {
      const reads = readers.some((r) => r.id === id);
      const props = resources[id].Properties as LambdaProps & { Layers?: unknown[] };
      expect(props.Environment.Variables.API_KEYS_SECRET_ARN, handler).toEqual(
        reads ? { Ref: secretId } : undefined,
      );
      expect(secretReads(id, secretId), handler).toBe(reads);
      // GetSecretValue on that secret and nothing else of it (no DescribeSecret).
      const grants = statementsOf(id).filter((s) => JSON.stringify(s.Resource).includes(secretId));
      expect(grants, handler).toEqual(
        reads
          ? [{ Effect: 'Allow', Action: 'secretsmanager:GetSecretValue', Resource: { Ref: secretId } }]
          : [],
      );
      // API functions have the extension anyway, for the origin secret.
      const isRoute = routes.some((r) => r.handler === handler);
      expect((props.Layers ?? []).length, handler).toBe(reads || isRoute ? 1 : 0);
    }
    // Two secrets: the API keys, and CloudFront's origin secret.
    expect(ofType('AWS::SecretsManager::Secret')).toHaveLength(2);
    // The template holds empty placeholders only; the real keys are put after the deploy.
    const value = JSON.parse(String(resources[secretId].Properties.SecretString)) as Record<string, string>;
    expect(value).toEqual(Object.fromEntries(API_KEY_NAMES.map((name) => [name, ''])));
  });

  it('gives every API function the origin secret ARN, GetSecretValue on that secret only, and the extension; no other function', () => {
    const originSecretId = flatId(
      stack.node.findChild('Web').node.findChild('OriginSecret').node.defaultChild as CfnElement,
    );
    const others = [...queues.map(consumerFunctionId), ...schedules.map(scheduleFunctionId)];
    for (const route of routes) {
      const id = routeFunctionId(route);
      const label = `${route.method} ${route.path}`;
      const props = resources[id].Properties as LambdaProps & { Layers?: unknown[] };
      expect(props.Environment.Variables.ORIGIN_VERIFY_SECRET_ARN, label).toEqual({ Ref: originSecretId });
      const grants = statementsOf(id).filter((s) => JSON.stringify(s.Resource).includes(originSecretId));
      expect(grants, label).toEqual([
        { Effect: 'Allow', Action: 'secretsmanager:GetSecretValue', Resource: { Ref: originSecretId } },
      ]);
      expect(props.Layers ?? [], label).toHaveLength(1);
    }
    for (const id of others) {
      expect(lambda(id).Environment.Variables.ORIGIN_VERIFY_SECRET_ARN, id).toBeUndefined();
      expect(secretReads(id, originSecretId), id).toBe(false);
    }
  });

  it('keeps only the sender as a deploy parameter, passed on to every area stack', () => {
    template.hasParameter('EmailFrom', { Type: 'String', Default: 'Ridgeline <no-reply@example.com>' });
    for (const name of ['GoogleMapsApiKey', 'StripeSecretKey', 'StripeWebhookSecret']) {
      expect(Object.keys(template.toJSON().Parameters ?? {})).not.toContain(name);
    }
    expect(nestedTemplates.size).toBeGreaterThan(0);
    for (const [area, nested] of nestedTemplates) {
      nested.hasParameter('EmailFrom', { Type: 'String' });
      const passed = areaStackResource(area).Properties.Parameters as Record<string, unknown>;
      expect(passed.EmailFrom, area).toEqual({ Ref: 'EmailFrom' });
      const functions = Object.values((nested.toJSON() as TemplateJson).Resources).filter(
        (r) => r.Type === 'AWS::Lambda::Function',
      ) as Resource<LambdaProps>[];
      expect(functions.length, area).toBeGreaterThan(0);
      for (const fn of functions)
        expect(fn.Properties.Environment.Variables.EMAIL_FROM).toEqual({ Ref: 'EmailFrom' });
    }
  });
});

describe('least privilege', () => {
  const subjects = (): { label: string; id: string; access: readonly Access[]; sendsEmail: boolean }[] => [
    ...routes.map((r) => ({
      label: `${r.method} ${r.path}`,
      id: routeFunctionId(r),
      access: r.access,
      sendsEmail: false,
    })),
    ...queues.map((q) => ({
      label: `consumer ${q.name}`,
      id: consumerFunctionId(q),
      access: q.access,
      sendsEmail: q.name === 'send-email',
    })),
    ...schedules.map((job) => ({
      label: `scheduled ${job.name}`,
      id: scheduleFunctionId(job),
      access: job.access,
      sendsEmail: false,
    })),
  ];

  it('a read-only route cannot write the table', () => {
    const readOnly = routes.filter(
      (r) => r.access.includes('table:read') && !r.access.includes('table:write'),
    );
    expect(readOnly.length).toBeGreaterThan(0);
    for (const route of readOnly) {
      const actions = actionsOf(routeFunctionId(route));
      expect(actions).toContain('dynamodb:Query');
      expect(actions).not.toContain('dynamodb:PutItem');
    }
  });

  it('grants table, bucket, Cognito admin and queue rights exactly as each access list says', () => {
    for (const { label, id, access } of subjects()) {
      const actions = actionsOf(id);
      const has = (a: Access) => access.includes(a);
      expect(actions.includes('dynamodb:Query'), `${label} table:read`).toBe(has('table:read'));
      expect(
        DYNAMODB_WRITES.some((a) => actions.includes(a)),
        `${label} table:write`,
      ).toBe(has('table:write'));
      expect(actions.includes('cognito-idp:AdminCreateUser'), `${label} cognito:admin`).toBe(
        has('cognito:admin'),
      );
      expect(
        actions.filter((a) => a.includes('*') && a.startsWith('cognito')),
        label,
      ).toEqual([]);
      expect(actions.includes('sqs:SendMessage'), `${label} queue:*`).toBe(
        access.some((a) => a.startsWith('queue:')),
      );
      expect(
        S3_WRITES.some((a) => actions.includes(a)),
        `${label} s3 writes`,
      ).toBe(has('uploads:write') || has('documents:write'));
      expect(actions.includes('s3:GetObject*'), `${label} s3 reads`).toBe(
        has('uploads:read') || has('documents:read'),
      );
    }
  });

  it('scopes queue sends to the named queue', () => {
    for (const { label, id, access } of subjects()) {
      for (const def of queues.filter((q) => access.includes(`queue:${q.name}` as Access))) {
        const send = statementsOf(id).find(
          (s) =>
            [s.Action].flat().includes('sqs:SendMessage') &&
            JSON.stringify(s.Resource).includes(queueIds(def).queue),
        );
        expect(send, `${label} → ${def.name}`).toBeDefined();
      }
    }
  });

  it('lets a consumer receive from its own queue only, and no route receive at all', () => {
    for (const route of routes) {
      expect(actionsOf(routeFunctionId(route)), `${route.method} ${route.path}`).not.toContain(
        'sqs:ReceiveMessage',
      );
    }
    for (const def of queues) {
      const receives = statementsOf(consumerFunctionId(def)).filter((s) =>
        [s.Action].flat().includes('sqs:ReceiveMessage'),
      );
      expect(
        receives.map((s) => s.Resource),
        def.name,
      ).toEqual([{ 'Fn::GetAtt': [queueIds(def).queue, 'Arn'] }]);
    }
  });

  it('grants through the functions’ roles, never through the shared resources’ policies', () => {
    // Grants across stacks fall back to resource policies when CDK cannot tell the accounts apart.
    const allowsIn = (policies: [string, Resource<{ PolicyDocument: PolicyDocument }>][]) =>
      policies.flatMap(([, p]) => p.Properties.PolicyDocument.Statement).filter((s) => s.Effect === 'Allow');
    // The one queue policy: SNS may deliver SES events to the mail-events queue, from its topic only.
    const queueAllows = allowsIn(ofType('AWS::SQS::QueuePolicy'));
    expect(queueAllows).toHaveLength(1);
    expect(queueAllows[0]).toMatchObject({
      Action: 'sqs:SendMessage',
      Principal: { Service: 'sns.amazonaws.com' },
      Condition: { ArnEquals: { 'aws:SourceArn': { Ref: expect.stringMatching(/^MailEventsTopic/) } } },
      Resource: { 'Fn::GetAtt': [expect.stringMatching(/^JobsmaileventsQueue/), 'Arn'] },
    });
    const dataBuckets = [
      stack.node.findChild('Storage').node.findChild('Uploads'),
      stack.node.findChild('Storage').node.findChild('Documents'),
    ];
    const dataBucketPolicies = ofType<BucketPolicyProps>('AWS::S3::BucketPolicy').filter(([, p]) =>
      dataBuckets.some(
        (b) =>
          JSON.stringify(p.Properties.Bucket) ===
          JSON.stringify({ Ref: flatId(b.node.defaultChild as CfnElement) }),
      ),
    );
    expect(dataBucketPolicies).toHaveLength(2);
    expect(allowsIn(dataBucketPolicies)).toEqual([]);
    expect(JSON.stringify(ofType('AWS::DynamoDB::GlobalTable')[0][1].Properties)).not.toContain(
      'ResourcePolicy',
    );
  });

  it('only the send-email consumer may call ses:SendEmail', () => {
    for (const { label, id, sendsEmail } of subjects()) {
      expect(actionsOf(id).includes('ses:SendEmail'), label).toBe(sendsEmail);
    }
    expect(subjects().filter((s) => s.sendsEmail)).toHaveLength(1);
  });
});

describe('HTTP API', () => {
  it('has one route per row, integrated with that row’s function', () => {
    expect(ofType('AWS::ApiGatewayV2::Route')).toHaveLength(routes.length);
    const apiId = {
      Ref: flatId(stack.node.findChild('Http').node.findChild('Api').node.defaultChild as CfnElement),
    };
    for (const route of routes) {
      const routeKey = `${route.method} ${route.path}`;
      const found = ofType<RouteProps>('AWS::ApiGatewayV2::Route').find(
        ([, r]) => r.Properties.RouteKey === routeKey,
      );
      expect(found, routeKey).toBeDefined();
      expect(found![1].Properties, routeKey).toMatchObject({ ApiId: apiId });
      const integrationId = found![1].Properties.Target['Fn::Join'][1][1].Ref;
      expect(resources[integrationId].Properties).toMatchObject({
        ApiId: apiId,
        IntegrationType: 'AWS_PROXY',
        PayloadFormatVersion: '2.0',
        IntegrationUri: { 'Fn::GetAtt': [routeFunctionId(route), 'Arn'] },
      });
    }
  });

  it('throttles the $default stage', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingBurstLimit: Match.anyValue(), ThrottlingRateLimit: Match.anyValue() },
    });
    const [, stage] = ofType<StageProps>('AWS::ApiGatewayV2::Stage')[0];
    expect(stage.Properties.DefaultRouteSettings.ThrottlingBurstLimit).toBeGreaterThan(0);
    expect(stage.Properties.DefaultRouteSettings.ThrottlingRateLimit).toBeGreaterThan(0);
  });
});

describe('queues', () => {
  it('gives every queue a DLQ after MAX_RECEIVE_COUNT tries and 6× its consumer’s timeout', () => {
    expect(MAX_RECEIVE_COUNT).toBe(5);
    for (const def of queues) {
      const { queue, dlq } = queueIds(def);
      const consumerTimeout = lambda(consumerFunctionId(def)).Timeout;
      const queueProps = resources[queue].Properties as QueueProps;
      expect(queueProps).toMatchObject({
        VisibilityTimeout: visibilityTimeout(def),
        SqsManagedSseEnabled: true,
        RedrivePolicy: { maxReceiveCount: 5, deadLetterTargetArn: { 'Fn::GetAtt': [dlq, 'Arn'] } },
      });
      expect(queueProps.VisibilityTimeout).toBe(6 * consumerTimeout);
      expect((resources[dlq].Properties as QueueProps).SqsManagedSseEnabled).toBe(true);
    }
  });

  it('refuses non-TLS access to every queue and DLQ', () => {
    for (const def of queues) {
      for (const id of Object.values(queueIds(def))) {
        const policy = ofType<QueuePolicyProps>('AWS::SQS::QueuePolicy').find(
          ([, p]) => JSON.stringify(p.Properties.Queues) === JSON.stringify([{ Ref: id }]),
        );
        expect(policy, id).toBeDefined();
        expect(policy![1].Properties.PolicyDocument.Statement).toEqual(
          expect.arrayContaining([
            expect.objectContaining({
              Effect: 'Deny',
              Condition: { Bool: { 'aws:SecureTransport': 'false' } },
            }),
          ]),
        );
      }
    }
  });

  it('alarms on any message in each DLQ', () => {
    for (const def of queues) {
      const { dlq } = queueIds(def);
      template.hasResourceProperties('AWS::CloudWatch::Alarm', {
        MetricName: 'ApproximateNumberOfMessagesVisible',
        Namespace: 'AWS/SQS',
        Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [dlq, 'QueueName'] } }],
        Threshold: 1,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      });
    }
  });

  it('feeds each consumer with partial batch failures reported', () => {
    const mappings = ofType('AWS::Lambda::EventSourceMapping').map(([, m]) => m.Properties);
    expect(mappings).toHaveLength(queues.length);
    for (const def of queues) {
      expect(mappings, def.name).toContainEqual(
        expect.objectContaining({
          FunctionName: { Ref: consumerFunctionId(def) },
          EventSourceArn: { 'Fn::GetAtt': [queueIds(def).queue, 'Arn'] },
          BatchSize: def.batchSize,
          FunctionResponseTypes: ['ReportBatchItemFailures'],
          ...(def.maxConcurrency ? { ScalingConfig: { MaximumConcurrency: def.maxConcurrency } } : {}),
        }),
      );
    }
    // The measure queue cannot outrun Google Solar's 600 queries a minute (docs/scaling.md).
    expect(queues.find((def) => def.name === 'measure-roof')!.maxConcurrency).toBe(4);
  });
});

describe('mail delivery events', () => {
  it('an SES configuration set publishes the five delivery events to SNS, delivered raw to the mail-events queue', () => {
    const [[, destination]] = ofType<{ EventDestination: Record<string, unknown> }>(
      'AWS::SES::ConfigurationSetEventDestination',
    );
    expect(destination.Properties.EventDestination).toMatchObject({
      Enabled: true,
      SnsDestination: { TopicARN: { Ref: expect.stringMatching(/^MailEventsTopic/) } },
    });
    expect([...(destination.Properties.EventDestination.MatchingEventTypes as string[])].sort()).toEqual(
      ['bounce', 'complaint', 'delivery', 'deliveryDelay', 'send'].sort(),
    );
    const [[, subscription]] = ofType<Record<string, unknown>>('AWS::SNS::Subscription');
    expect(subscription.Properties).toMatchObject({ Protocol: 'sqs', RawMessageDelivery: true });
    expect(ofType('AWS::SES::ConfigurationSet')).toHaveLength(1);
  });
});

describe('short-lived objects', () => {
  it('expires unconfirmed browser uploads and exports (CRM, whole account) after a day, and nothing else', () => {
    const rules = ofType<BucketProps>('AWS::S3::Bucket').flatMap(
      ([, bucket]) => bucket.Properties.LifecycleConfiguration?.Rules ?? [],
    );
    expect(rules).toEqual([
      expect.objectContaining({ Prefix: 'incoming/', ExpirationInDays: 1, Status: 'Enabled' }),
      expect.objectContaining({ Prefix: 'exports/', ExpirationInDays: 1, Status: 'Enabled' }),
    ]);
  });
});

describe('storage', () => {
  it('keeps every bucket private, encrypted and TLS-only', () => {
    const buckets = ofType<BucketProps>('AWS::S3::Bucket');
    expect(buckets).toHaveLength(3);
    for (const [id, bucket] of buckets) {
      expect(bucket.Properties.PublicAccessBlockConfiguration, id).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
      expect(
        bucket.Properties.BucketEncryption.ServerSideEncryptionConfiguration[0].ServerSideEncryptionByDefault
          .SSEAlgorithm,
      ).toBe('AES256');
      const policy = ofType<BucketPolicyProps>('AWS::S3::BucketPolicy').find(
        ([, p]) => JSON.stringify(p.Properties.Bucket) === JSON.stringify({ Ref: id }),
      );
      expect(policy, id).toBeDefined();
      expect(policy![1].Properties.PolicyDocument.Statement).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            Effect: 'Deny',
            Condition: { Bool: { 'aws:SecureTransport': 'false' } },
          }),
        ]),
      );
    }
  });

  it('lets the web app upload logos from its own origin only', () => {
    const withCors = ofType<BucketProps>('AWS::S3::Bucket').flatMap(([, b]) =>
      b.Properties.CorsConfiguration ? [b.Properties.CorsConfiguration] : [],
    );
    expect(withCors).toHaveLength(1);
    const [rule] = withCors[0].CorsRules;
    expect(rule.AllowedMethods).toEqual(['GET', 'PUT', 'HEAD', 'POST']);
    expect(rule.AllowedHeaders).toEqual(['*']);
    expect(rule.ExposedHeaders).toEqual(['ETag']);
    expect(rule.AllowedOrigins).toHaveLength(1);
    expect(JSON.stringify(rule.AllowedOrigins[0])).toMatch(/https:\/\/.*Distribution.*DomainName/);
  });

  it('builds the table from tableDefinition with PITR, TTL and both GSIs, and retains it', () => {
    const tables = ofType<TableProps>('AWS::DynamoDB::GlobalTable');
    expect(tables).toHaveLength(1);
    const [, table] = tables[0];
    expect(table.DeletionPolicy).toBe('Retain');
    expect(table.Properties.BillingMode).toBe('PAY_PER_REQUEST');
    expect(table.Properties.KeySchema).toEqual([
      { AttributeName: 'PK', KeyType: 'HASH' },
      { AttributeName: 'SK', KeyType: 'RANGE' },
    ]);
    expect(table.Properties.TimeToLiveSpecification).toEqual({
      AttributeName: tableDefinition.ttlAttribute,
      Enabled: true,
    });
    expect(table.Properties.Replicas[0].PointInTimeRecoverySpecification).toEqual({
      PointInTimeRecoveryEnabled: true,
    });
    const indexes = table.Properties.GlobalSecondaryIndexes;
    for (const name of ['GSI1', 'GSI2']) {
      expect(indexes.find((i) => i.IndexName === name)?.KeySchema, name).toEqual([
        { AttributeName: `${name}PK`, KeyType: 'HASH' },
        { AttributeName: `${name}SK`, KeyType: 'RANGE' },
      ]);
    }
    for (const attr of table.Properties.AttributeDefinitions) expect(attr.AttributeType).toBe('S');
  });
});

describe('identity', () => {
  it('signs in with email, admin-created users, and the password policy from userPoolDefinition', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['email'],
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
      Policies: {
        PasswordPolicy: {
          MinimumLength: 8,
          RequireLowercase: false,
          RequireUppercase: false,
          RequireNumbers: false,
          RequireSymbols: false,
        },
      },
    });
  });

  it('has a secretless client with USER_PASSWORD_AUTH, refresh, and no user-existence leaks', () => {
    const clients = ofType<UserPoolClientProps>('AWS::Cognito::UserPoolClient');
    expect(clients).toHaveLength(1);
    const props = clients[0][1].Properties;
    expect(props.PreventUserExistenceErrors).toBe('ENABLED');
    // Refresh tokens rotate (docs/decisions.md): only GetTokensFromRefreshToken renews, REFRESH_TOKEN_AUTH is off.
    expect(props.ExplicitAuthFlows).toEqual(['ALLOW_USER_PASSWORD_AUTH']);
    expect(props.RefreshTokenRotation).toEqual({ Feature: 'ENABLED', RetryGracePeriodSeconds: 10 });
    // 7 days, which CDK writes in minutes.
    expect(userPoolDefinition.refreshTokenDays).toBe(7);
    expect(props.RefreshTokenValidity).toBe(7 * 24 * 60);
    expect(props.TokenValidityUnits.RefreshToken).toBe('minutes');
    expect(props.GenerateSecret).toBe(false);
    expect(props.AllowedOAuthFlows).toBeUndefined();
    expect(props.AccessTokenValidity).toBe(userPoolDefinition.accessTokenMinutes);
    expect(props.TokenValidityUnits.AccessToken).toBe('minutes');
  });

  it('creates every group', () => {
    for (const group of userPoolDefinition.groups) {
      template.hasResourceProperties('AWS::Cognito::UserPoolGroup', { GroupName: group });
    }
  });
});

describe('CloudFront', () => {
  const distributionConfig = () =>
    ofType<DistributionProps>('AWS::CloudFront::Distribution')[0][1].Properties.DistributionConfig;
  const cloudFrontFunction = (marker: string) =>
    ofType<CloudFrontFunctionProps>('AWS::CloudFront::Function').find(([, f]) =>
      String(f.Properties.FunctionCode).includes(marker),
    )![1];

  it('serves the SPA from the private bucket over HTTPS with security headers', () => {
    const config = distributionConfig();
    expect(config.DefaultCacheBehavior.ViewerProtocolPolicy).toBe('redirect-to-https');
    expect(config.Origins.find((o) => o.S3OriginConfig)?.OriginAccessControlId).toBeDefined();
    const headers = ofType<HeadersPolicyProps>('AWS::CloudFront::ResponseHeadersPolicy')[0][1].Properties
      .ResponseHeadersPolicyConfig.SecurityHeadersConfig;
    expect(headers.StrictTransportSecurity.AccessControlMaxAgeSec).toBeGreaterThanOrEqual(31_536_000);
    expect(headers.FrameOptions.FrameOption).toBe('DENY');
    expect(headers.ContentTypeOptions.Override).toBe(true);
    expect(headers.ReferrerPolicy.ReferrerPolicy).toBeDefined();
    const csp = JSON.stringify(headers.ContentSecurityPolicy.ContentSecurityPolicy);
    expect(csp).toContain("default-src 'self'");
    // Our two data buckets by name, never any bucket of S3.
    expect(csp).not.toContain('*.s3');
    expect(csp).toContain('ridgeline-uploads-');
    expect(csp).toContain('ridgeline-documents-');
  });

  it('sends /api/* to the HTTP API uncached with all methods and no Host header', () => {
    const api = distributionConfig().CacheBehaviors.find((b) => b.PathPattern === '/api/*')!;
    expect(api).toMatchObject({
      CachePolicyId: CachePolicy.CACHING_DISABLED.cachePolicyId,
      OriginRequestPolicyId: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId,
      AllowedMethods: expect.arrayContaining(['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE']),
      ViewerProtocolPolicy: 'https-only',
    });
    expect(api.FunctionAssociations).toHaveLength(1);
    const origin = distributionConfig().Origins.find((o) => o.Id === api.TargetOriginId);
    expect(JSON.stringify(origin?.DomainName)).toContain('.execute-api.');
  });

  it('falls back to index.html for client routes without hiding API errors', () => {
    // Distribution-wide error responses would turn the API's 403/404 JSON into 200 HTML.
    expect(distributionConfig().CustomErrorResponses).toBeUndefined();
    const fn = cloudFrontFunction('STATIC_FILE');
    const handler = new Function(`${fn.Properties.FunctionCode}; return handler;`)() as (e: unknown) => {
      uri: string;
    };
    const rewrite = (uri: string) => handler({ request: { uri } }).uri;
    // The landing page is prerendered (web-deployment.test.ts checks every public page).
    expect(rewrite('/')).toBe('/pages/index.html');
    expect(rewrite('/dashboard/estimates/01J0ABC')).toBe('/index.html');
    expect(rewrite('/proposal/eyJhbGciOi.eyJzdWIi.c2lnbmF0dXJl')).toBe('/index.html');
    expect(rewrite('/assets/index-Bx12.js')).toBe('/assets/index-Bx12.js');
    expect(rewrite('/assets/index-Bx12.css')).toBe('/assets/index-Bx12.css');
    expect(rewrite('/favicon.ico')).toBe('/favicon.ico');
  });

  it('accepts a trailing slash on API paths, as the spec client sends them', () => {
    const fn = cloudFrontFunction('uri.slice(0, -1)');
    const handler = new Function(`${fn.Properties.FunctionCode}; return handler;`)() as (e: unknown) => {
      uri: string;
    };
    expect(handler({ request: { uri: '/api/estimates/' } }).uri).toBe('/api/estimates');
    expect(handler({ request: { uri: '/api/auth/me' } }).uri).toBe('/api/auth/me');
  });

  it('does not deploy a web build that does not exist', () => {
    expect(stack.deploysWeb).toBe(false);
    expect(ofType('Custom::CDKBucketDeployment')).toHaveLength(0);
  });
});

describe('stack', () => {
  it("keeps every stack well inside CloudFormation's 500-resource limit (past 400, split an area)", () => {
    const counts = [template, ...nestedTemplates.values()].map(
      (t) => Object.keys((t.toJSON() as TemplateJson).Resources).length,
    );
    for (const count of counts) expect(count).toBeLessThan(400);
    // The flattened view lost nothing: every stack's resources are in it exactly once.
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(Object.keys(resources).length);
  });

  it('has a nested stack for each area with route rows or consumers, and none for an area without', () => {
    const used = AREAS.filter(
      (area) => routes.some((r) => r.area === area) || queues.some((q) => q.area === area),
    );
    expect([...stack.areaStacks.keys()]).toEqual(used);
    expect([...nestedTemplates.keys()]).toEqual(used);
    template.resourceCountIs('AWS::CloudFormation::Stack', used.length);
    for (const area of used) expect(areaStackResource(area).Type, area).toBe('AWS::CloudFormation::Stack');
  });

  it("puts each row's and consumer's function, route and event source in its area's nested stack", () => {
    const inArea = (area: Area, id: string) => id.startsWith(`${stack.areaStacks.get(area)?.node.id}/`);
    for (const route of routes) {
      const fnId = routeFunctionId(route);
      expect(inArea(route.area, fnId), `${route.method} ${route.path}`).toBe(true);
      const [routeResourceId] = ofType<RouteProps>('AWS::ApiGatewayV2::Route').find(
        ([, r]) => r.Properties.RouteKey === `${route.method} ${route.path}`,
      )!;
      expect(inArea(route.area, routeResourceId), `${route.method} ${route.path} route`).toBe(true);
    }
    for (const def of queues) {
      expect(inArea(def.area, consumerFunctionId(def)), def.name).toBe(true);
      const [mappingId] = ofType('AWS::Lambda::EventSourceMapping').find(
        ([, m]) =>
          JSON.stringify(m.Properties.FunctionName) === JSON.stringify({ Ref: consumerFunctionId(def) }),
      )!;
      expect(inArea(def.area, mappingId), `${def.name} event source`).toBe(true);
    }
  });

  it('keeps the shared resources in the root stack', () => {
    const shared = [
      'AWS::DynamoDB::GlobalTable',
      'AWS::S3::Bucket',
      'AWS::SQS::Queue',
      'AWS::Cognito::UserPool',
      'AWS::ApiGatewayV2::Api',
      'AWS::ApiGatewayV2::Stage',
      'AWS::CloudFront::Distribution',
      'AWS::Logs::LogGroup',
    ];
    for (const type of shared) {
      expect(ofType(type).length, type).toBeGreaterThan(0);
      for (const [id] of ofType(type)) expect(id, type).not.toContain('/');
    }
  });

  it('writes every function to one log group with a retention', () => {
    const groups = ofType<{ RetentionInDays: number }>('AWS::Logs::LogGroup');
    expect(groups).toHaveLength(1);
    expect(groups[0][1].Properties.RetentionInDays).toBe(30);
    for (const [, fn] of handlerFunctions())
      expect(fn.Properties.LoggingConfig.LogGroup).toEqual({ Ref: groups[0][0] });
  });

  it('exports the URLs and Cognito ids', () => {
    for (const name of ['Url', 'ApiUrl', 'UserPoolId', 'UserPoolClientId']) template.hasOutput(name, {});
  });

  it('has no dependency cycle', () => {
    const graph = new Map(
      Object.entries(resources).map(([id, r]) => [
        id,
        [...referencesOf(r)].filter((ref) => ref in resources),
      ]),
    );
    // A nested stack is complete once everything in it is: a root resource that needs one of its
    // outputs while one of its resources needs that root resource would be a cycle.
    for (const [area, areaStack] of stack.areaStacks) {
      const prefix = `${areaStack.node.id}/`;
      const contents = Object.keys(resources).filter((id) => id.startsWith(prefix));
      expect(contents.length, area).toBeGreaterThan(0);
      graph.get(flatId(areaStack.nestedStackResource!))!.push(...contents);
    }
    const state = new Map<string, 'visiting' | 'done'>();
    const visit = (id: string, path: string[]): void => {
      if (state.get(id) === 'done') return;
      if (state.get(id) === 'visiting') throw new Error(`cycle: ${[...path, id].join(' → ')}`);
      state.set(id, 'visiting');
      for (const next of graph.get(id) ?? []) visit(next, [...path, id]);
      state.set(id, 'done');
    };
    for (const id of graph.keys()) expect(() => visit(id, [])).not.toThrow();
  });
});

describe('cdk-nag AwsSolutions', () => {
  it('reports no unacknowledged finding, error or warning', () => {
    // As `npm run synth` does: acknowledge again on the synthesised tree (references are parameters now).
    acknowledgeNagFindings(stack.node.root);
    expect(nagFindings(stack.node.root)).toEqual([]);
  });

  it('justifies each acknowledgement in one line, and each one still matches a finding', () => {
    const acknowledged = stack.node
      .findAll()
      .flatMap((construct) => construct.node.metadata)
      .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
      .flatMap((entry) => Object.keys(entry.data as Record<string, unknown>))
      .map((id) => id.replace(/^annotation::/i, ''));
    for (const entry of NAG_ACKNOWLEDGEMENTS) {
      expect(entry.reason.length, String(entry.rule)).toBeGreaterThan(30);
      expect(entry.reason, String(entry.rule)).not.toMatch(/\n/);
      // This app has no web build to deploy, so the deployment helper's findings are absent here.
      if (entry.conditional) continue;
      expect(
        acknowledged.some((id) => entry.rule.test(id)),
        `${String(entry.rule)} matches no finding: remove it`,
      ).toBe(true);
    }
  });

  it('logs every API request to the shared log group', () => {
    const [[, stage]] = ofType<{ AccessLogSettings: { DestinationArn: unknown; Format: string } }>(
      'AWS::ApiGatewayV2::Stage',
    );
    const [[groupId]] = ofType('AWS::Logs::LogGroup');
    expect(stage.Properties.AccessLogSettings.DestinationArn).toEqual({ 'Fn::GetAtt': [groupId, 'Arn'] });
    expect(JSON.parse(stage.Properties.AccessLogSettings.Format)).toMatchObject({
      requestId: '$context.requestId',
      status: '$context.status',
    });
  });

  it('lets functions write their logs to the shared log group only (no AWS managed policy)', () => {
    for (const [id] of handlerFunctions()) {
      const [roleId] = lambda(id).Role['Fn::GetAtt'];
      expect(resources[roleId].Properties.ManagedPolicyArns, id).toBeUndefined();
      expect(actionsOf(id), id).toEqual(
        expect.arrayContaining(['logs:CreateLogStream', 'logs:PutLogEvents']),
      );
    }
  });
});
