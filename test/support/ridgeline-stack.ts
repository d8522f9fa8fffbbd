// The synthesized Ridgeline app shared by the test/infra/stack-*.test.ts files, and the ways they read it.
import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import type { Template } from 'aws-cdk-lib/assertions';
import type { CfnFunction, Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import type { CfnQueue } from 'aws-cdk-lib/aws-sqs';
import { expect, inject } from 'vitest';
import type { Area } from '../../infra/areas.js';
import type { QueueDef } from '../../infra/queues.js';
import { routeId, type routes } from '../../infra/routes.js';
import { deployedSchedules, type ScheduleDef } from '../../infra/schedules.js';
import { buildStack, type RidgelineStack } from '../../infra/stack.js';
import { appTemplates, flatId, type Resource } from './cdk-templates.js';

/**
 * An app with these context values whose output folder is inside this run's folder (removed when the
 * run ends): an app given no folder makes its own `cdk.out…` folder in the system's temp folder and
 * leaves it there.
 */
export function testApp(context: Record<string, unknown> = {}): App {
  return new App({ outdir: mkdtempSync(join(inject('infraCacheDir'), 'app-')), context });
}

// The stack below is synthesised without context flags: the demo tenant's job is not deployed.
export const schedules = deployedSchedules(testApp());

export type Statement = { Effect: string; Action: string | string[]; Resource: unknown; Condition?: unknown };
export type PolicyDocument = { Statement: Statement[] };
export type LambdaProps = {
  Runtime: string;
  Architectures: string[];
  Handler: string;
  /** `ZipFile` only on an inline function (the Cognito token trigger), which is not a handler bundle. */
  Code: { S3Key: string; ZipFile?: string };
  Timeout: number;
  MemorySize: number;
  Environment: { Variables: Record<string, unknown> };
  Role: { 'Fn::GetAtt': [string, string] };
  LoggingConfig: { LogGroup: unknown };
};
export type PolicyProps = { Roles: unknown[]; PolicyDocument: PolicyDocument };
export type RouteProps = { RouteKey: string; Target: { 'Fn::Join': [string, [string, { Ref: string }]] } };
export type StageProps = {
  DefaultRouteSettings: { ThrottlingBurstLimit: number; ThrottlingRateLimit: number };
};
export type QueueProps = { VisibilityTimeout: number; SqsManagedSseEnabled: boolean };
export type QueuePolicyProps = { Queues: unknown[]; PolicyDocument: PolicyDocument };
export type BucketProps = {
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
export type BucketPolicyProps = { Bucket: unknown; PolicyDocument: PolicyDocument };
export type KeySchema = { AttributeName: string; KeyType: string }[];
export type TableProps = {
  BillingMode: string;
  KeySchema: KeySchema;
  TimeToLiveSpecification: unknown;
  Replicas: { PointInTimeRecoverySpecification: unknown }[];
  GlobalSecondaryIndexes: { IndexName: string; KeySchema: KeySchema }[];
  AttributeDefinitions: { AttributeType: string }[];
};
export type UserPoolClientProps = {
  PreventUserExistenceErrors: string;
  ExplicitAuthFlows: string[];
  GenerateSecret: boolean;
  WriteAttributes?: string[];
  AllowedOAuthFlows?: unknown;
  AccessTokenValidity: number;
  RefreshTokenValidity: number;
  TokenValidityUnits: { AccessToken: string; RefreshToken: string };
  RefreshTokenRotation?: { Feature: string; RetryGracePeriodSeconds: number };
};
export type Origin = {
  Id: string;
  S3OriginConfig?: unknown;
  OriginAccessControlId?: unknown;
  DomainName: unknown;
};
export type CacheBehavior = { PathPattern: string; TargetOriginId: string; FunctionAssociations: unknown[] };
export type DistributionProps = {
  DistributionConfig: {
    DefaultCacheBehavior: { ViewerProtocolPolicy: string };
    CacheBehaviors: CacheBehavior[];
    Origins: Origin[];
    CustomErrorResponses?: unknown;
  };
};
export type SecurityHeaders = {
  StrictTransportSecurity: { AccessControlMaxAgeSec: number };
  FrameOptions: { FrameOption: string };
  ContentTypeOptions: { Override: boolean };
  ReferrerPolicy: { ReferrerPolicy: string };
  ContentSecurityPolicy: { ContentSecurityPolicy: unknown };
};
export type HeadersPolicyProps = { ResponseHeadersPolicyConfig: { SecurityHeadersConfig: SecurityHeaders } };
export type CloudFrontFunctionProps = { FunctionCode: string };

export const DYNAMODB_WRITES = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
];
export const S3_WRITES = ['s3:PutObject', 's3:DeleteObject*'];

/** The app the stack-*.test.ts files read: built and synthesized once per worker (the infra project shares modules between files). */
export interface RidgelineApp {
  /** Its cdk.out, with the bundled handler assets. */
  outdir: string;
  stack: RidgelineStack;
  /** The root stack's own template. */
  template: Template;
  /** Each area's nested template. */
  nestedTemplates: Map<Area, Template>;
  /** Every resource of every stack in one view (nested references to the root resolved), so grants and wiring read the same wherever they live. */
  resources: Record<string, Resource>;
}

let app: RidgelineApp | undefined;

/**
 * The whole app without a web build (the template must not depend on whether `web/dist` exists),
 * synthesized with its handler bundles; removed with the run's folder.
 */
export function ridgelineApp(): RidgelineApp {
  if (app) return app;
  const outdir = mkdtempSync(join(inject('infraCacheDir'), 'cdk-'));
  const stack = buildStack(new App({ outdir }), { webDistPath: join(outdir, 'no-web-build') });
  const { root, nested, resources } = appTemplates(stack);
  app = { outdir, stack, template: root, nestedTemplates: nested, resources };
  return app;
}

export function functionId(fn: LambdaFunction): string {
  return flatId(fn.node.defaultChild as CfnFunction);
}

export function ofType<P = Record<string, unknown>>(type: string): [string, Resource<P>][] {
  return Object.entries(ridgelineApp().resources).filter(([, r]) => r.Type === type) as [
    string,
    Resource<P>,
  ][];
}

export function lambda(id: string): LambdaProps {
  return ridgelineApp().resources[id].Properties as LambdaProps;
}

/** Whether a function is one of our handler bundles: CDK's helper Lambdas run other runtimes, and the inline token trigger has no bundle. */
export function isHandlerFunction(r: Resource<LambdaProps>): boolean {
  return r.Properties.Runtime === 'nodejs22.x' && r.Properties.Code.ZipFile === undefined;
}

/** Our handler functions (see {@link isHandlerFunction}). */
export function handlerFunctions(): [string, Resource<LambdaProps>][] {
  return ofType<LambdaProps>('AWS::Lambda::Function').filter(([, r]) => isHandlerFunction(r));
}

export function routeFunctionId(route: (typeof routes)[number]): string {
  const fn = ridgelineApp().stack.routeFunctions.get(routeId(route));
  if (!fn) throw new Error(`no function for ${route.method} ${route.path}`);
  return functionId(fn);
}

export function scheduleFunctionId(job: ScheduleDef): string {
  const fn = ridgelineApp().stack.scheduleFunctions.get(job.name);
  if (!fn) throw new Error(`no function for the scheduled job ${job.name}`);
  return functionId(fn);
}

export function consumerFunctionId(def: QueueDef): string {
  const fn = ridgelineApp().stack.consumerFunctions.get(def.name);
  if (!fn) throw new Error(`no consumer for ${def.name}`);
  return functionId(fn);
}

/** Every IAM statement attached to a function's role. */
export function statementsOf(fnId: string): Statement[] {
  const [roleId] = lambda(fnId).Role['Fn::GetAtt'];
  return ofType<PolicyProps>('AWS::IAM::Policy')
    .filter(([, p]) => p.Properties.Roles.some((r) => JSON.stringify(r) === JSON.stringify({ Ref: roleId })))
    .flatMap(([, p]) => p.Properties.PolicyDocument.Statement);
}

/** Whether a function's role may read the secret with this logical id. */
export function secretReads(fnId: string, secretId: string): boolean {
  return statementsOf(fnId).some(
    (s) =>
      [s.Action].flat().includes('secretsmanager:GetSecretValue') &&
      JSON.stringify(s.Resource).includes(secretId),
  );
}

export function actionsOf(fnId: string): string[] {
  return statementsOf(fnId).flatMap((s) => (Array.isArray(s.Action) ? s.Action : [s.Action]));
}

export function areaStackResource(area: Area): Resource {
  const nestedStackResource = ridgelineApp().stack.areaStacks.get(area)?.nestedStackResource;
  if (!nestedStackResource) throw new Error(`no nested stack for ${area}`);
  return ridgelineApp().resources[flatId(nestedStackResource)];
}

export function queueIds(def: QueueDef): { queue: string; dlq: string } {
  const { queue, deadLetterQueue } = ridgelineApp().stack.jobQueues.byName[def.name];
  const id = (q: typeof queue) => flatId(q.node.defaultChild as CfnQueue);
  return { queue: id(queue), dlq: id(deadLetterQueue) };
}

/** Logical ids a resource refers to (Ref, GetAtt, DependsOn). */
export function referencesOf(resource: Resource): Set<string> {
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

/** The resource policy refuses every request that is not over TLS. */
export function expectDeniesInsecureTransport(policy: PolicyDocument | undefined, id: string): void {
  expect(policy, id).toBeDefined();
  expect(policy!.Statement).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
    ]),
  );
}
