import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Metafile } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../support/ridgeline-stack.js';
import {
  bundleInputs,
  buildBundles,
  buildHandlerBundles,
  inputMatches,
} from '../../infra/constructs/handler-bundles.js';
import { repoPath } from '../../infra/constructs/paths.js';
import { queues } from '../../infra/queues.js';
import { routes } from '../../infra/routes.js';
import { deployedSchedules } from '../../infra/schedules.js';
import { pdfText } from '../support/pdf-text.js';

// A few handlers, bundled exactly as the CDK app bundles them (same options, same plugin), then read
// from esbuild's metafile: which packages put code into each bundle after tree shaking.

const HEAVY = {
  pdf: 'pdf-lib',
  s3: '@aws-sdk/client-s3',
  sqs: '@aws-sdk/client-sqs',
  cognito: '@aws-sdk/client-cognito-identity-provider',
  ses: '@aws-sdk/client-sesv2',
  stripe: 'stripe',
} as const;
type Heavy = keyof typeof HEAVY;

/**
 * What each handler may contain of the heavy packages; anything else it reaches fails the test.
 * Routes whose area service also mails, queues or renders elsewhere must not carry that code.
 */
const ALLOWED: Record<string, Heavy[]> = {
  'public-site/api/health/get-health': [],
  'accounts/api/auth/login': ['cognito'],
  'jobs/api/projects/list-projects': [],
  'documents/api/proposals/list-proposals': [],
  'communications/api/communications/list-communications': [],
  'estimates/api/estimates/list-estimates': [],
  'accounts/api/settings/get-settings': [],
  'operations/api/crm/get-stats': [],
  'documents/api/documents/list-document-templates': [],
  'documents/api/documents/signature-status': [],
  // The public API's reads share a service module with its creates and sends, but not their clients.
  'public-api/api/v1/get-estimate': [],
  'public-api/api/v1/list-customers': [],
  // Signing pages show the stored PDF (a presigned S3 link) but never render one.
  'documents/api/signing/get-signing': ['s3'],
  'documents/api/document-signing/get-document-signing': ['s3'],
  'documents/api/customer-portal/get-proposal': ['s3', 'sqs'],
  // The plan view reads the account's stored snapshot; only invoices and changes call Stripe.
  'billing/api/subscriptions/get-subscription': [],
  // Positive controls: these need their package, so the check can tell.
  'jobs/api/projects/material-order-pdf': ['pdf', 's3'],
  'jobs/api/projects/update-project-status': ['sqs'],
  'accounts/api/settings/request-export': ['s3', 'sqs'],
  'billing/api/subscriptions/list-invoices': ['stripe'],
};
const REQUIRED: Record<string, Heavy[]> = {
  'accounts/api/auth/login': ['cognito'],
  'jobs/api/projects/material-order-pdf': ['pdf'],
  'jobs/api/projects/update-project-status': ['sqs'],
  'accounts/api/settings/request-export': ['s3', 'sqs'],
  'billing/api/subscriptions/list-invoices': ['stripe'],
};

let outdir: string;
let metafile: Metafile;

beforeAll(() => {
  outdir = mkdtempSync(join(tmpdir(), 'ridgeline-lean-'));
  // The app's own build of every handler (the stack-*.test.ts files' app runs the same one, so one
  // of the two is answered from the run's bundle cache); a bundle does not depend on the others.
  const everyHandler = [
    ...routes.map((route) => route.handler),
    ...queues.map((queue) => queue.consumer),
    ...deployedSchedules(testApp()).map((job) => job.handler),
  ];
  for (const handler of Object.keys(ALLOWED)) expect(everyHandler, handler).toContain(handler);
  metafile = buildHandlerBundles(everyHandler, outdir, 'bundled');
});

afterAll(() => {
  if (outdir) rmSync(outdir, { recursive: true, force: true });
});

function reached(handler: string): Heavy[] {
  const inputs = bundleInputs(metafile, outdir, handler);
  return (Object.keys(HEAVY) as Heavy[]).filter((name) =>
    inputs.some((input) => inputMatches(input, HEAVY[name])),
  );
}

describe('lean Lambda bundles', () => {
  it.each(Object.keys(ALLOWED))(
    '%s holds no pdf-lib, S3, SQS, Cognito, SES or Stripe it does not use',
    (handler) => {
      const found = reached(handler);
      for (const name of found)
        expect(ALLOWED[handler], `${handler} contains ${HEAVY[name]}`).toContain(name);
      for (const name of REQUIRED[handler] ?? []) expect(found, handler).toContain(name);
    },
  );

  it('ships neither zod’s other languages nor the SDK’s non-Lambda credential providers', () => {
    for (const handler of Object.keys(ALLOWED)) {
      const inputs = bundleInputs(metafile, outdir, handler);
      const locales = inputs.filter(
        (input) => /zod\/v4\/locales\/(?!en\.js)/.test(input) && !input.startsWith('zod-english:'),
      );
      expect(locales, handler).toEqual([]);
      const chain = inputs.filter((input) =>
        /@aws-sdk\/(credential-provider-(ini|sso|process|web-identity|http|login)|nested-clients)\/|credential-provider-imds/.test(
          input,
        ),
      );
      expect(chain, handler).toEqual([]);
    }
  });

  it('public routes carry no token verifier; signed-in routes do', () => {
    const jwt = (handler: string) =>
      bundleInputs(metafile, outdir, handler).some((input) => inputMatches(input, 'aws-jwt-verify'));
    for (const handler of [
      'public-site/api/health/get-health',
      'documents/api/signing/get-signing',
      'documents/api/document-signing/get-document-signing',
      'documents/api/customer-portal/get-proposal',
    ])
      expect(jwt(handler), handler).toBe(false);
    expect(jwt('jobs/api/projects/list-projects')).toBe(true);
  });

  it('ships zod/mini, not classic zod, and (without S3) no event-stream codec or mnemonist', () => {
    for (const handler of Object.keys(ALLOWED).filter((name) => !ALLOWED[name].includes('s3'))) {
      const inputs = bundleInputs(metafile, outdir, handler);
      expect(
        inputs.filter((input) =>
          /zod\/v4\/classic\/|@smithy\/core\/.*\/eventstream-codec\/|mnemonist\//.test(input),
        ),
        handler,
      ).toEqual([]);
    }
  });

  it('a DynamoDB read bundled like a Lambda (SDK stand-ins, zod/mini) still works, with English messages', async () => {
    let target = '';
    const server = createServer((request, response) => {
      target = String(request.headers['x-amz-target']);
      request.resume();
      request.on('end', () => {
        response.setHeader('content-type', 'application/x-amz-json-1.0');
        response.end(JSON.stringify({ Item: { PK: { S: 'a' }, SK: { S: 'b' }, total: { N: '12.5' } } }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const dir = join(outdir, 'dynamodb-entry');
      buildBundles({ read: repoPath('test/support/bundled-dynamodb-entry.ts') }, dir, 'bundled');
      const bundle = (await import(pathToFileURL(join(dir, 'read', 'index.mjs')).href)) as {
        getItem: (endpoint: string) => Promise<Record<string, unknown> | undefined>;
        wrongTypeMessage: () => string | undefined;
      };
      const { port } = server.address() as AddressInfo;
      expect(await bundle.getItem(`http://127.0.0.1:${port}`)).toEqual({ PK: 'a', SK: 'b', total: 12.5 });
      expect(target).toBe('DynamoDB_20120810.GetItem');
      expect(bundle.wrongTypeMessage()).toBe('Invalid input: expected string, received number');
    } finally {
      server.close();
    }
  });

  it('a PDF renderer bundled like a Lambda (pdf-lib taken as side-effect free) still renders the proposal', async () => {
    const dir = join(outdir, 'pdf-entry');
    buildBundles({ render: repoPath('test/support/bundled-pdf-entry.ts') }, dir, 'bundled');
    const bundle = join(dir, 'render', 'index.mjs');
    const { render } = (await import(pathToFileURL(bundle).href)) as { render: () => Promise<Uint8Array> };
    const text = await pdfText(await render());
    for (const expected of ['Summit Peak Roofing', 'ROOFING PROPOSAL', '$23,372.49', 'Page 2 of 2'])
      expect(text, expected).toContain(expected);
  });
});
