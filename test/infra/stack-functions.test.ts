import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CfnElement } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { API_KEY_NAMES, SECRETS_MODULE } from '../../infra/constructs/api-keys.js';
import { SOURCE_MAP_FOLDER } from '../../infra/constructs/handler-bundles.js';
import { queueUrlEnv, queues } from '../../infra/queues.js';
import { routes } from '../../infra/routes.js';
import { flatId, type Resource, type TemplateJson } from '../support/cdk-templates.js';
import {
  ridgelineApp,
  schedules,
  type LambdaProps,
  ofType,
  lambda,
  handlerFunctions,
  routeFunctionId,
  scheduleFunctionId,
  consumerFunctionId,
  statementsOf,
  secretReads,
  actionsOf,
  areaStackResource,
  queueIds,
} from '../support/ridgeline-stack.js';

const { outdir, stack, template, nestedTemplates, resources } = ridgelineApp();

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
