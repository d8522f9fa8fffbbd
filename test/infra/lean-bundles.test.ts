import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Metafile } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleInputs, buildHandlerBundles, inputMatches } from '../../infra/constructs/handler-bundles.js';

// A few handlers bundled exactly as the CDK app bundles them (same options, same plugin), then read
// from esbuild's metafile: which packages put code into each bundle after tree shaking.

const HEAVY = {
  pdf: 'pdf-lib',
  s3: '@aws-sdk/client-s3',
  cognito: '@aws-sdk/client-cognito-identity-provider',
  ses: '@aws-sdk/client-sesv2',
  stripe: 'stripe',
} as const;
type Heavy = keyof typeof HEAVY;

/** What each handler may contain of the heavy packages; anything else it reaches fails the test. */
const ALLOWED: Record<string, Heavy[]> = {
  'api/health/get-health': [],
  'api/auth/login': ['cognito'],
  'api/projects/list-projects': ['s3'],
  'api/proposals/list-proposals': ['s3'],
  'api/communications/list-communications': ['s3'],
  'api/estimates/list-estimates': [],
  'api/customer-portal/get-proposal': ['s3'],
  // Positive controls: these need their package, so the check can tell.
  'api/projects/material-order-pdf': ['pdf', 's3'],
  'api/subscriptions/get-subscription': ['stripe'],
};
const REQUIRED: Record<string, Heavy[]> = {
  'api/auth/login': ['cognito'],
  'api/projects/material-order-pdf': ['pdf'],
  'api/subscriptions/get-subscription': ['stripe'],
};

let outdir: string;
let metafile: Metafile;

beforeAll(() => {
  outdir = mkdtempSync(join(tmpdir(), 'ridgeline-lean-'));
  metafile = buildHandlerBundles(Object.keys(ALLOWED), outdir, 'bundled');
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
    '%s holds no pdf-lib, S3, Cognito, SES or Stripe it does not use',
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
});
