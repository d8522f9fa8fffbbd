import { CachePolicy, OriginRequestPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { describe, expect, it } from 'vitest';
import {
  ridgelineApp,
  type DistributionProps,
  type HeadersPolicyProps,
  type CloudFrontFunctionProps,
  ofType,
} from '../support/ridgeline-stack.js';

const { stack } = ridgelineApp();

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

  it("lets the widget's iframe page set its own frame-ancestors; every other /api/* answer stays unframeable", () => {
    const behaviors = distributionConfig().CacheBehaviors;
    const widget = behaviors.findIndex((b) => b.PathPattern === '/api/widget/*');
    const api = behaviors.findIndex((b) => b.PathPattern === '/api/*');
    // CloudFront matches behaviours in order: the widget's must come first.
    expect(widget).toBeGreaterThanOrEqual(0);
    expect(widget).toBeLessThan(api);
    expect(behaviors[widget].TargetOriginId).toBe(behaviors[api].TargetOriginId);
    const policies = ofType<HeadersPolicyProps>('AWS::CloudFront::ResponseHeadersPolicy').map(
      ([, policy]) => policy.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig,
    );
    const framed = policies.filter((headers) => !headers.FrameOptions);
    expect(framed).toHaveLength(1);
    expect(framed[0].ContentSecurityPolicy).toBeUndefined();
    expect(framed[0].StrictTransportSecurity.AccessControlMaxAgeSec).toBeGreaterThanOrEqual(31_536_000);
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
