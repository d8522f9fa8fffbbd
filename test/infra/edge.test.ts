import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { afterAll, describe, expect, it } from 'vitest';
import { testApp } from '../support/ridgeline-stack.js';
import { ORIGIN_VERIFY_HEADER } from '../../shared/kernel/edge.js';
import { apiOriginDomainFromContext, HttpApiGateway } from '../../infra/constructs/http-api.js';
import { WebDistribution } from '../../infra/constructs/web-distribution.js';
import { deployedSchedules } from '../../infra/schedules.js';
import { demoLoginFromContext } from '../../infra/stack.js';

// Origin secret and demo login at the CDK level, on the API and distribution constructs alone (no function
// bundling): the execute-api endpoint, CloudFront's origin secret and the demo-tenant flag.

const outdirs: string[] = [];
afterAll(() => outdirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function edgeStack(context: Record<string, string> = {}) {
  const outdir = mkdtempSync(join(tmpdir(), 'ridgeline-edge-'));
  outdirs.push(outdir);
  const app = new App({ outdir, context });
  const stack = new Stack(app, 'Edge', { env: { region: 'us-east-1' } });
  const api = new HttpApiGateway(stack, 'Http', { originDomain: apiOriginDomainFromContext(stack) });
  const web = new WebDistribution(stack, 'Web', {
    apiDomainName: api.domainName,
    webDistPath: join(outdir, 'no-web-build'),
    s3Hosts: ['uploads.s3.us-east-1.amazonaws.com'],
  });
  return { template: Template.fromStack(stack), web, stack };
}

type Origin = {
  Id: string;
  DomainName: unknown;
  OriginCustomHeaders?: { HeaderName: string; HeaderValue: unknown }[];
};
type Behavior = { PathPattern: string; TargetOriginId: string };

function apiOrigin(template: Template): Origin {
  const [distribution] = Object.values(template.findResources('AWS::CloudFront::Distribution'));
  const config = distribution.Properties.DistributionConfig as {
    Origins: Origin[];
    CacheBehaviors: Behavior[];
  };
  const behavior = config.CacheBehaviors.find((b) => b.PathPattern === '/api/*')!;
  return config.Origins.find((o) => o.Id === behavior.TargetOriginId)!;
}

describe('CloudFront → API origin secret', () => {
  it('CloudFront sends x-origin-verify with a Secrets Manager value resolved at deploy', () => {
    const { template, web } = edgeStack();
    template.resourceCountIs('AWS::SecretsManager::Secret', 1);
    template.hasResourceProperties('AWS::SecretsManager::Secret', {
      GenerateSecretString: { ExcludePunctuation: true, PasswordLength: 48 },
    });
    const headers = apiOrigin(template).OriginCustomHeaders ?? [];
    expect(headers.map((h) => h.HeaderName)).toEqual([ORIGIN_VERIFY_HEADER]);
    const value = JSON.stringify(headers[0].HeaderValue);
    expect(value).toContain('{{resolve:secretsmanager:');
    // The reference is to the construct's one secret, whose ARN (not value) the API functions get.
    const stack = Stack.of(web);
    expect(JSON.stringify(stack.resolve(web.originSecretValue))).toBe(value);
    expect(value).toContain(JSON.stringify(stack.resolve(web.originSecret.secretArn)));
  });
});

describe('the execute-api endpoint', () => {
  it('is switched off when an origin domain is configured; CloudFront then uses that domain', () => {
    const { template } = edgeStack({
      apiOriginDomain: 'api-origin.example.com',
      apiOriginCertificateArn: 'arn:aws:acm:us-east-1:111111111111:certificate/abc',
    });
    template.hasResourceProperties('AWS::ApiGatewayV2::Api', { DisableExecuteApiEndpoint: true });
    template.hasResourceProperties('AWS::ApiGatewayV2::DomainName', {
      DomainName: 'api-origin.example.com',
      DomainNameConfigurations: [
        { CertificateArn: 'arn:aws:acm:us-east-1:111111111111:certificate/abc', EndpointType: 'REGIONAL' },
      ],
    });
    template.resourceCountIs('AWS::ApiGatewayV2::ApiMapping', 1);
    const origin = apiOrigin(template);
    expect(origin.DomainName).toBe('api-origin.example.com');
    expect(origin.OriginCustomHeaders?.[0].HeaderName).toBe(ORIGIN_VERIFY_HEADER);
  });

  it('stays on without an origin domain (CloudFront has no other way in), guarded by the secret alone', () => {
    const { template } = edgeStack();
    const [api] = Object.values(template.findResources('AWS::ApiGatewayV2::Api'));
    expect(api.Properties.DisableExecuteApiEndpoint ?? false).toBe(false);
    expect(JSON.stringify(apiOrigin(template).DomainName)).toContain('.execute-api.');
  });
});

describe('the demo tenant flag', () => {
  it('DEMO_LOGIN is off on AWS unless the demoTenant context flag is on (then read-only)', () => {
    expect(demoLoginFromContext(testApp())).toBe('off');
    expect(demoLoginFromContext(testApp({ demoTenant: 'true' }))).toBe('read-only');
    expect(demoLoginFromContext(testApp({ demoTenant: 'false' }))).toBe('off');
  });

  it('deploys the nightly demo-tenant job only with the flag', () => {
    const names = (app: App) => deployedSchedules(app).map((job) => job.name);
    expect(names(testApp())).not.toContain('demo-tenant');
    expect(names(testApp({ demoTenant: 'false' }))).not.toContain('demo-tenant');
    expect(names(testApp({ demoTenant: 'true' }))).toEqual([
      'trial-reminders',
      'signature-reminders',
      'invoice-reminders',
      'decision-follow-ups',
      'demo-tenant',
    ]);
  });
});
