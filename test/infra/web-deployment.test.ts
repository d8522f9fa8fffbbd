import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queues } from '../../infra/queues.js';
import { deployedSchedules } from '../../infra/schedules.js';
import { prerenderedFile, PUBLIC_PAGES } from '../../shared/public-site/public-pages.js';
import { routes } from '../../infra/routes.js';
import { buildStack, type RidgelineStack } from '../../infra/stack.js';
import { appTemplates, type Resource } from '../support/cdk-templates.js';
import { isHandlerFunction, type LambdaProps, testApp } from '../support/ridgeline-stack.js';

// With a web build present the stack adds the S3 deployments. Lambda bundling is skipped here
// (`aws:cdk:bundling-stacks: []`): stack.test.ts already bundles every handler once.
let dir: string;
let stack: RidgelineStack;
let template: Template;
let resources: Record<string, Resource>;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'ridgeline-web-'));
  const dist = join(dir, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><script type="module" src="/assets/index-abc.js"></script>',
  );
  writeFileSync(join(dist, 'assets', 'index-abc.js'), 'console.log("app")');
  writeFileSync(join(dist, 'favicon.ico'), '');
  const app = new App({ outdir: join(dir, 'cdk.out'), context: { 'aws:cdk:bundling-stacks': [] } });
  stack = buildStack(app, { webDistPath: dist });
  ({ root: template, resources } = appTemplates(stack));
});

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('web deployment (web/dist present)', () => {
  it('deploys hashed assets as immutable, without pruning old chunks', () => {
    expect(stack.deploysWeb).toBe(true);
    template.hasResourceProperties('Custom::CDKBucketDeployment', {
      Exclude: ['*'],
      Include: ['assets/*'],
      Prune: false,
      SystemMetadata: { 'cache-control': Match.stringLikeRegexp('immutable') },
      DistributionId: Match.absent(),
    });
  });

  it('deploys index.html and public files uncached, after the assets, and invalidates CloudFront', () => {
    const deployments = Object.values(template.findResources('Custom::CDKBucketDeployment'));
    expect(deployments).toHaveLength(2);
    const site = deployments.find((d) => d.Properties.DistributionId);
    expect(site?.Properties).toMatchObject({
      Exclude: ['assets/*'],
      Prune: false,
      DistributionPaths: ['/*'],
    });
    expect(site?.Properties.SystemMetadata['cache-control']).toBe('no-cache');
    expect(JSON.stringify(site?.DependsOn)).toMatch(/DeployAssets/);
  });

  it('adds no functions that look like handlers', () => {
    const handlers = Object.values(resources).filter(
      (r) => r.Type === 'AWS::Lambda::Function' && isHandlerFunction(r as Resource<LambdaProps>),
    );
    expect(handlers).toHaveLength(routes.length + queues.length + deployedSchedules(testApp()).length);
  });

  it('serves every prerendered public page from its file and every other route from the SPA shell', () => {
    const [code] = Object.values(template.findResources('AWS::CloudFront::Function'))
      .map((fn) => String(fn.Properties.FunctionCode))
      .filter((source) => source.includes('PRERENDERED'));
    expect(code.length).toBeLessThan(10 * 1024); // CloudFront Functions' code size limit
    const handler = new Function(`${code}; return handler;`)() as (event: unknown) => { uri: string };
    const rewrite = (uri: string) => handler({ request: { uri } }).uri;
    for (const page of PUBLIC_PAGES) {
      expect(rewrite(page.path)).toBe(prerenderedFile(page));
      if (page.path !== '/') expect(rewrite(`${page.path}/`)).toBe(prerenderedFile(page));
    }
    expect(rewrite('/partner-program')).toBe('/pages/partner-program.html');
    expect(rewrite('/')).toBe('/pages/index.html');
    for (const clientRoute of ['/dashboard', '/login', '/sign/abc.def', '/partner-program/x', '/Gdpr'])
      expect(rewrite(clientRoute)).toBe('/index.html');
    for (const file of ['/sitemap.xml', '/robots.txt', '/pages/gdpr.html', '/assets/index-abc.js'])
      expect(rewrite(file)).toBe(file);
  });
});
