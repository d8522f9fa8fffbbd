import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { CachePolicy, OriginRequestPolicy } from 'aws-cdk-lib/aws-cloudfront';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { CfnQueue } from 'aws-cdk-lib/aws-sqs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userPoolDefinition } from '../../infra/identity.js';
import {
  MAX_RECEIVE_COUNT,
  queueUrlEnv,
  queues,
  visibilityTimeout,
  type QueueDef,
} from '../../infra/queues.js';
import { routeId, routes, type Access } from '../../infra/routes.js';
import { buildStack, type RidgelineStack } from '../../infra/stack.js';
import { tableDefinition } from '../../infra/table.js';

type Resource = {
  Type: string;
  Properties: Record<string, any>;
  DependsOn?: string | string[];
  DeletionPolicy?: string;
};
type Statement = { Effect: string; Action: string | string[]; Resource: unknown };

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
let template: Template;
let resources: Record<string, Resource>;

beforeAll(() => {
  outdir = mkdtempSync(join(tmpdir(), 'ridgeline-cdk-'));
  // A missing web build keeps the template independent of whether `web/dist` happens to exist.
  stack = buildStack(new App({ outdir }), { webDistPath: join(outdir, 'no-web-build') });
  template = Template.fromStack(stack);
  resources = template.toJSON().Resources;
});

afterAll(() => {
  if (outdir) rmSync(outdir, { recursive: true, force: true });
});

function logicalId(fn: NodejsFunction): string {
  return Stack.of(fn).getLogicalId(fn.node.defaultChild as CfnFunction);
}

function ofType(type: string): [string, Resource][] {
  return Object.entries(resources).filter(([, r]) => r.Type === type);
}

/** Our handler functions (NodejsFunction): CDK's helper Lambdas run other runtimes. */
function handlerFunctions(): [string, Resource][] {
  return ofType('AWS::Lambda::Function').filter(([, r]) => r.Properties.Runtime === 'nodejs22.x');
}

function routeFunctionId(route: (typeof routes)[number]): string {
  const fn = stack.routeFunctions.get(routeId(route));
  if (!fn) throw new Error(`no function for ${route.method} ${route.path}`);
  return logicalId(fn);
}

function consumerFunctionId(def: QueueDef): string {
  const fn = stack.consumerFunctions.get(def.name);
  if (!fn) throw new Error(`no consumer for ${def.name}`);
  return logicalId(fn);
}

/** Every IAM statement attached to a function's role. */
function statementsOf(fnId: string): Statement[] {
  const roleId = resources[fnId].Properties.Role['Fn::GetAtt'][0] as string;
  return ofType('AWS::IAM::Policy')
    .filter(([, p]) =>
      (p.Properties.Roles as unknown[]).some((r) => JSON.stringify(r) === JSON.stringify({ Ref: roleId })),
    )
    .flatMap(([, p]) => p.Properties.PolicyDocument.Statement as Statement[]);
}

function actionsOf(fnId: string): string[] {
  return statementsOf(fnId).flatMap((s) => (Array.isArray(s.Action) ? s.Action : [s.Action]));
}

function queueIds(def: QueueDef): { queue: string; dlq: string } {
  const { queue, deadLetterQueue } = stack.jobQueues.byName[def.name];
  const id = (q: typeof queue) => Stack.of(q).getLogicalId(q.node.defaultChild as CfnQueue);
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
  it('has exactly one function per route row and per queue consumer', () => {
    expect(handlerFunctions()).toHaveLength(routes.length + queues.length);
    const ids = new Set([...routes.map(routeFunctionId), ...queues.map(consumerFunctionId)]);
    expect(ids.size).toBe(routes.length + queues.length);
    for (const id of ids) expect(resources[id].Properties.Runtime).toBe('nodejs22.x');
  });

  it('runs every function on arm64 / nodejs22.x with the ESM bundle', () => {
    for (const [, fn] of handlerFunctions()) {
      expect(fn.Properties.Architectures).toEqual(['arm64']);
      expect(fn.Properties.Runtime).toBe('nodejs22.x');
      expect(fn.Properties.Handler).toBe('index.handler');
    }
  });

  it('bundles each handler as minified ESM with a source map and a require shim', () => {
    for (const [, fn] of handlerFunctions()) {
      const assetDir = join(outdir, `asset.${String(fn.Properties.Code.S3Key).replace(/\.zip$/, '')}`);
      const bundle = readFileSync(join(assetDir, 'index.mjs'), 'utf8');
      expect(bundle.startsWith('import { createRequire as __ridgelineCreateRequire }')).toBe(true);
      expect(bundle).toMatch(/export\s*\{[^}]*\bas handler\b[^}]*\}|export\s*\{\s*handler\s*\}/);
      expect(existsSync(join(assetDir, 'index.mjs.map'))).toBe(true);
    }
  });

  it('takes timeout and memory from the route table (10 s / 512 MiB by default)', () => {
    for (const route of routes) {
      const props = resources[routeFunctionId(route)].Properties;
      expect(props.Timeout, `${route.method} ${route.path}`).toBe(route.timeout ?? 10);
      expect(props.MemorySize, `${route.method} ${route.path}`).toBe(route.memory ?? 512);
    }
    for (const def of queues) {
      const props = resources[consumerFunctionId(def)].Properties;
      expect(props.Timeout, def.name).toBe(def.timeout);
      expect(props.MemorySize, def.name).toBe(def.memory ?? 512);
    }
  });

  it('gives every function the same environment, with every queue URL', () => {
    const queueRefs = Object.fromEntries(
      queues.map((def) => [queueUrlEnv(def.name), { Ref: queueIds(def).queue }]),
    );
    for (const [id, fn] of handlerFunctions()) {
      const env = fn.Properties.Environment.Variables as Record<string, unknown>;
      expect(env, id).toMatchObject({
        ...queueRefs,
        STAGE: 'aws',
        NODE_OPTIONS: '--enable-source-maps',
        EMAIL_FROM: { Ref: 'EmailFrom' },
        GOOGLE_MAPS_API_KEY: { Ref: 'GoogleMapsApiKey' },
        STRIPE_SECRET_KEY: { Ref: 'StripeSecretKey' },
        STRIPE_WEBHOOK_SECRET: { Ref: 'StripeWebhookSecret' },
      });
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
    }
  });

  it('reads the secrets from NoEcho parameters that default to empty', () => {
    for (const name of ['GoogleMapsApiKey', 'StripeSecretKey', 'StripeWebhookSecret']) {
      template.hasParameter(name, { Type: 'String', NoEcho: true, Default: '' });
    }
    template.hasParameter('EmailFrom', { Type: 'String', Default: 'Ridgeline <no-reply@example.com>' });
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
      expect(actions.includes('cognito-idp:Admin*'), `${label} cognito:admin`).toBe(has('cognito:admin'));
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
    for (const route of routes) {
      const routeKey = `${route.method} ${route.path}`;
      const found = ofType('AWS::ApiGatewayV2::Route').find(([, r]) => r.Properties.RouteKey === routeKey);
      expect(found, routeKey).toBeDefined();
      const integrationId = found![1].Properties.Target['Fn::Join'][1][1].Ref as string;
      expect(resources[integrationId].Properties).toMatchObject({
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
    const [, stage] = ofType('AWS::ApiGatewayV2::Stage')[0];
    expect(stage.Properties.DefaultRouteSettings.ThrottlingBurstLimit).toBeGreaterThan(0);
    expect(stage.Properties.DefaultRouteSettings.ThrottlingRateLimit).toBeGreaterThan(0);
  });
});

describe('queues', () => {
  it('gives every queue a DLQ after MAX_RECEIVE_COUNT tries and 6× its consumer’s timeout', () => {
    expect(MAX_RECEIVE_COUNT).toBe(5);
    for (const def of queues) {
      const { queue, dlq } = queueIds(def);
      const consumerTimeout = resources[consumerFunctionId(def)].Properties.Timeout as number;
      expect(resources[queue].Properties).toMatchObject({
        VisibilityTimeout: visibilityTimeout(def),
        SqsManagedSseEnabled: true,
        RedrivePolicy: { maxReceiveCount: 5, deadLetterTargetArn: { 'Fn::GetAtt': [dlq, 'Arn'] } },
      });
      expect(resources[queue].Properties.VisibilityTimeout).toBe(6 * consumerTimeout);
      expect(resources[dlq].Properties.SqsManagedSseEnabled).toBe(true);
    }
  });

  it('refuses non-TLS access to every queue and DLQ', () => {
    for (const def of queues) {
      for (const id of Object.values(queueIds(def))) {
        const policy = ofType('AWS::SQS::QueuePolicy').find(
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
    expect(ofType('AWS::Lambda::EventSourceMapping')).toHaveLength(queues.length);
    for (const def of queues) {
      template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
        FunctionName: { Ref: consumerFunctionId(def) },
        EventSourceArn: { 'Fn::GetAtt': [queueIds(def).queue, 'Arn'] },
        BatchSize: def.batchSize,
        FunctionResponseTypes: ['ReportBatchItemFailures'],
      });
    }
  });
});

describe('upload staging', () => {
  it('expires browser uploads that were never confirmed after a day (uploads bucket only)', () => {
    const rules = ofType('AWS::S3::Bucket').flatMap(
      ([, bucket]) => bucket.Properties.LifecycleConfiguration?.Rules ?? [],
    );
    expect(rules).toEqual([
      expect.objectContaining({ Prefix: 'incoming/', ExpirationInDays: 1, Status: 'Enabled' }),
    ]);
  });
});

describe('storage', () => {
  it('keeps every bucket private, encrypted and TLS-only', () => {
    const buckets = ofType('AWS::S3::Bucket');
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
      const policy = ofType('AWS::S3::BucketPolicy').find(
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
    const withCors = ofType('AWS::S3::Bucket').filter(([, b]) => b.Properties.CorsConfiguration);
    expect(withCors).toHaveLength(1);
    const [rule] = withCors[0][1].Properties.CorsConfiguration.CorsRules;
    expect(rule.AllowedMethods).toEqual(['GET', 'PUT', 'HEAD', 'POST']);
    expect(rule.AllowedHeaders).toEqual(['*']);
    expect(rule.ExposedHeaders).toEqual(['ETag']);
    expect(rule.AllowedOrigins).toHaveLength(1);
    expect(JSON.stringify(rule.AllowedOrigins[0])).toMatch(/https:\/\/.*Distribution.*DomainName/);
  });

  it('builds the table from tableDefinition with PITR, TTL and both GSIs, and retains it', () => {
    const tables = ofType('AWS::DynamoDB::GlobalTable');
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
    const indexes = table.Properties.GlobalSecondaryIndexes as { IndexName: string; KeySchema: unknown }[];
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
    const clients = ofType('AWS::Cognito::UserPoolClient');
    expect(clients).toHaveLength(1);
    const props = clients[0][1].Properties;
    expect(props.PreventUserExistenceErrors).toBe('ENABLED');
    expect(props.ExplicitAuthFlows).toEqual(
      expect.arrayContaining(['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH']),
    );
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
    ofType('AWS::CloudFront::Distribution')[0][1].Properties.DistributionConfig;

  it('serves the SPA from the private bucket over HTTPS with security headers', () => {
    const config = distributionConfig();
    expect(config.DefaultCacheBehavior.ViewerProtocolPolicy).toBe('redirect-to-https');
    expect(config.Origins.find((o: any) => o.S3OriginConfig)?.OriginAccessControlId).toBeDefined();
    const headers = ofType('AWS::CloudFront::ResponseHeadersPolicy')[0][1].Properties
      .ResponseHeadersPolicyConfig.SecurityHeadersConfig;
    expect(headers.StrictTransportSecurity.AccessControlMaxAgeSec).toBeGreaterThanOrEqual(31_536_000);
    expect(headers.FrameOptions.FrameOption).toBe('DENY');
    expect(headers.ContentTypeOptions.Override).toBe(true);
    expect(headers.ReferrerPolicy.ReferrerPolicy).toBeDefined();
    expect(JSON.stringify(headers.ContentSecurityPolicy.ContentSecurityPolicy)).toContain(
      "default-src 'self'",
    );
  });

  it('sends /api/* to the HTTP API uncached with all methods and no Host header', () => {
    const api = distributionConfig().CacheBehaviors.find((b: any) => b.PathPattern === '/api/*');
    expect(api).toMatchObject({
      CachePolicyId: CachePolicy.CACHING_DISABLED.cachePolicyId,
      OriginRequestPolicyId: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId,
      AllowedMethods: expect.arrayContaining(['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE']),
      ViewerProtocolPolicy: 'https-only',
    });
    expect(api.FunctionAssociations).toHaveLength(1);
    const origin = distributionConfig().Origins.find((o: any) => o.Id === api.TargetOriginId);
    expect(JSON.stringify(origin.DomainName)).toContain('.execute-api.');
  });

  it('falls back to index.html for client routes without hiding API errors', () => {
    // Distribution-wide error responses would turn the API's 403/404 JSON into 200 HTML.
    expect(distributionConfig().CustomErrorResponses).toBeUndefined();
    const [, fn] = ofType('AWS::CloudFront::Function').find(([, f]) =>
      String(f.Properties.FunctionCode).includes('STATIC_FILE'),
    )!;
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
    const [, fn] = ofType('AWS::CloudFront::Function').find(([, f]) =>
      String(f.Properties.FunctionCode).includes('uri.slice(0, -1)'),
    )!;
    const handler = new Function(`${fn.Properties.FunctionCode}; return handler;`)() as (e: unknown) => {
      uri: string;
    };
    expect(handler({ request: { uri: '/api/estimates/' } }).uri).toBe('/api/estimates');
    expect(handler({ request: { uri: '/api/auth/me' } }).uri).toBe('/api/auth/me');
  });

  it('does not deploy a web build that does not exist', () => {
    expect(stack.deploysWeb).toBe(false);
    template.resourceCountIs('Custom::CDKBucketDeployment', 0);
  });
});

describe('stack', () => {
  it("stays well inside CloudFormation's 500-resource limit (past ~450, move route groups into nested stacks)", () => {
    expect(Object.keys(resources).length).toBeLessThanOrEqual(450);
  });

  it('writes every function to one log group with a retention', () => {
    const groups = ofType('AWS::Logs::LogGroup');
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
