/**
 * `npm run bench:cold` — synthesises the CDK app (which bundles every handler exactly as deployed),
 * then for every function prints its bundle size (the shipped `index.mjs`, plus any source map that
 * ships with it) and the time to import that bundle in a fresh Node process whose environment is the
 * function's own (the synthesised variables, dummy values for what CloudFormation resolves at deploy
 * time, no credentials lookup, no network). Targets: median bundle ≤ 300 KB, every bundle ≤ 1 MB
 * (PDF functions ≤ 1.5 MB), median import ≤ 60 ms. Machines differ 2–3×, so it also measures a
 * floor (test/bench/cold-floor-handler.ts: the DynamoDB document client and a zod schema, bundled the
 * same way) and prints the median's ratio to it. The last line is one JSON object.
 */
import { execFile } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { App, type CfnElement } from 'aws-cdk-lib';
import { buildBundles } from '../../infra/constructs/handler-bundles.js';
import { repoPath } from '../../infra/constructs/paths.js';
import { queues } from '../../infra/queues.js';
import { routeId, routes } from '../../infra/routes.js';
import { schedules } from '../../infra/schedules.js';
import { buildStack } from '../../infra/stack.js';
import { appTemplates, flatId, type Resource } from '../support/cdk-templates.js';
import { percentile } from './load.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
// The floor is one bundle: import it more often so its median is steady.
const FLOOR_RUNS = 15;
// CDK context for the synth, e.g. BENCH_CONTEXT=lambdaSdk=runtime to compare the runtime's SDK.
const CONTEXT = Object.fromEntries(
  (process.env.BENCH_CONTEXT ?? '')
    .split(',')
    .filter(Boolean)
    .map((pair) => pair.split('=') as [string, string]),
);
const KB = 1024;
const TARGET_MEDIAN_BYTES = 300 * KB;
const TARGET_MAX_BYTES = 1024 * KB;
const TARGET_MAX_PDF_BYTES = 1536 * KB;
const TARGET_MEDIAN_IMPORT_MS = 60;

type LambdaProps = { Code: { S3Key: string }; Environment?: { Variables: Record<string, unknown> } };

/** One function as measured. */
interface Measured {
  label: string;
  handler: string;
  bytes: number;
  shippedMapBytes: number;
  importMs: number;
  pdf: boolean;
  connects: number;
}

// The bench's stand-in for the Parameters and Secrets extension. Functions read keys on first use,
// not at import (the extension answers only in the invoke phase), so an import should never call
// it; it answers anyway, so a regression shows as a slow import, not a crash. Ports 20500-20505.
const EXTENSION_PORT = Number(process.env.BENCH_EXTENSION_PORT ?? 20500);

// Imports the bundle and reports how long that took and whether anything (the extension stand-in
// included: keys are read on first use) was connected to meanwhile.
const IMPORT_PROBE = `
import net from 'node:net';
let connects = 0;
const connect = net.Socket.prototype.connect;
net.Socket.prototype.connect = function (...args) {
  connects += 1;
  return connect.apply(this, args);
};
const started = performance.now();
const loaded = await import(process.argv[1]);
const ms = performance.now() - started;
process.stdout.write(JSON.stringify({ ms, handler: typeof loaded.handler, connects }));
process.exit(0);
`;

/** A stand-in for a value CloudFormation fills at deploy time, shaped like the real one. */
function dummyValue(name: string, value: unknown): string {
  if (typeof value === 'string') return value;
  if (name.startsWith('QUEUE_URL_'))
    return `https://sqs.us-east-1.amazonaws.com/123456789012/${name.toLowerCase()}`;
  if (name.endsWith('_URL')) return 'https://d111111abcdef8.cloudfront.net';
  if (name.endsWith('_ARN')) return `arn:aws:secretsmanager:us-east-1:123456789012:secret:${name}-AbCdEf`;
  if (name === 'USER_POOL_ID') return 'us-east-1_AbCdEfGhI';
  if (name === 'EMAIL_FROM') return 'Ridgeline <no-reply@example.com>';
  return `dummy-${name.toLowerCase()}`;
}

/** The environment Lambda gives the function, as far as an import can tell. */
function lambdaEnvironment(variables: Record<string, unknown>): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    AWS_REGION: 'us-east-1',
    AWS_DEFAULT_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'AKIDBENCHCOLD',
    AWS_SECRET_ACCESS_KEY: 'bench-cold-secret',
    AWS_SESSION_TOKEN: 'bench-cold-session',
    AWS_LAMBDA_FUNCTION_NAME: 'bench-cold',
    NODE_NO_WARNINGS: '1',
    ...Object.fromEntries(Object.entries(variables).map(([name, value]) => [name, dummyValue(name, value)])),
    // The layer sets 2773; the bench's stand-in listens on a port of its own.
    PARAMETERS_SECRETS_EXTENSION_HTTP_PORT: String(EXTENSION_PORT),
  };
}

const run = promisify(execFile);

async function importOnce(
  bundle: string,
  env: Record<string, string>,
): Promise<{ ms: number; connects: number }> {
  const { stdout } = await run(
    process.execPath,
    ['--input-type=module', '-e', IMPORT_PROBE, pathToFileURL(bundle).href],
    { env, encoding: 'utf8', timeout: 30_000 },
  );
  const result = JSON.parse(stdout) as { ms: number; handler: string; connects: number };
  if (result.handler !== 'function') throw new Error(`${bundle} exports no handler function`);
  return result;
}

function fileSize(path: string): number {
  return existsSync(path) ? statSync(path).size : 0;
}

/** The secret the stand-in answers for CloudFront's origin secret (an API function reads it on its first request). */
const BENCH_ORIGIN_SECRET = 'bench-origin-secret';

/**
 * Answers every secret read like the extension would with the real ones: the origin secret's ARN
 * (`dummyValue` names it after its variable) with a string, any other with the JSON of dummy keys.
 */
async function startExtensionStandIn() {
  const server = createServer((request, response) => {
    const secretId = new URL(request.url ?? '/', 'http://localhost').searchParams.get('secretId') ?? '';
    const keys = {
      STRIPE_SECRET_KEY: 'sk_test_bench',
      STRIPE_WEBHOOK_SECRET: 'whsec_bench',
      GOOGLE_MAPS_API_KEY: 'g',
    };
    const value = secretId.includes(':secret:ORIGIN_VERIFY_SECRET_ARN-')
      ? BENCH_ORIGIN_SECRET
      : JSON.stringify(keys);
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ SecretString: value }));
  });
  await new Promise<void>((resolve) => server.listen(EXTENSION_PORT, resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

/** Bundles and imports the floor handler ({@link FLOOR_RUNS} fresh processes, median). */
async function measureFloor(outdir: string): Promise<{ bytes: number; importMs: number }> {
  const dir = join(outdir, 'floor');
  buildBundles(
    { floor: repoPath('test/bench/cold-floor-handler.ts') },
    dir,
    CONTEXT.lambdaSdk === 'runtime' ? 'runtime' : 'bundled',
  );
  const bundle = join(dir, 'floor', 'index.mjs');
  const env = lambdaEnvironment({ TABLE_NAME: 'bench-cold' });
  const runs: number[] = [];
  for (let index = 0; index < FLOOR_RUNS; index++) runs.push((await importOnce(bundle, env)).ms);
  return { bytes: fileSize(bundle), importMs: percentile(runs, 50) };
}

async function main(): Promise<void> {
  const outdir = mkdtempSync(join(tmpdir(), 'ridgeline-bench-cold-'));
  const extension = await startExtensionStandIn();
  try {
    const synthStarted = performance.now();
    const stack = buildStack(new App({ outdir, context: CONTEXT }), {
      webDistPath: join(outdir, 'no-web-build'),
    });
    // With the runtime's SDK the bundles import `@aws-sdk/*`: resolve it like Lambda's own copy would be.
    if (CONTEXT.lambdaSdk === 'runtime') symlinkSync(repoPath('node_modules'), join(outdir, 'node_modules'));
    const { resources } = appTemplates(stack);
    const synthSeconds = (performance.now() - synthStarted) / 1000;

    const subjects: { label: string; handler: string; id: string }[] = [
      ...routes.map((route) => ({
        label: `${route.method} ${route.path}`,
        handler: route.handler,
        id: flatId(stack.routeFunctions.get(routeId(route))!.node.defaultChild as CfnElement),
      })),
      ...[...stack.consumerFunctions].map(([name, fn]) => ({
        label: `queue ${name}`,
        handler: queues.find((queue) => queue.name === name)!.consumer,
        id: flatId(fn.node.defaultChild as CfnElement),
      })),
      ...[...stack.scheduleFunctions].map(([name, fn]) => ({
        label: `schedule ${name}`,
        handler: schedules.find((schedule) => schedule.name === name)!.handler,
        id: flatId(fn.node.defaultChild as CfnElement),
      })),
    ];

    const measured: Measured[] = [];
    for (const subject of subjects) {
      const props = (resources[subject.id] as Resource<LambdaProps>).Properties;
      const assetDir = join(outdir, `asset.${props.Code.S3Key.replace(/\.zip$/, '')}`);
      const bundle = join(assetDir, 'index.mjs');
      const env = lambdaEnvironment(props.Environment?.Variables ?? {});
      const runs: { ms: number; connects: number }[] = [];
      for (let index = 0; index < RUNS; index++) runs.push(await importOnce(bundle, env));
      const shippedMapBytes = readdirSync(assetDir)
        .filter((file) => file.endsWith('.map'))
        .reduce((sum, file) => sum + fileSize(join(assetDir, file)), 0);
      const row: Measured = {
        label: subject.label,
        handler: subject.handler,
        bytes: fileSize(bundle),
        shippedMapBytes,
        importMs: percentile(
          runs.map((r) => r.ms),
          50,
        ),
        pdf: stack.bundles.reaches(stack, subject.handler, 'pdf-lib'),
        connects: Math.max(...runs.map((r) => r.connects)),
      };
      measured.push(row);
      console.log(
        `${(row.bytes / KB).toFixed(0).padStart(6)} KB  map ${(row.shippedMapBytes / KB).toFixed(0).padStart(5)} KB  ` +
          `${row.importMs.toFixed(1).padStart(6)} ms  ${row.pdf ? 'pdf ' : '    '}${row.label}` +
          (row.connects ? `  (${row.connects} socket(s) opened at import!)` : ''),
      );
    }

    const floor = await measureFloor(outdir);
    console.log(
      `${(floor.bytes / KB).toFixed(0).padStart(6)} KB             ${floor.importMs.toFixed(1).padStart(6)} ms      ` +
        'floor: DynamoDB document client + zod/mini, bundled the same way',
    );

    const sizes = measured.map((m) => m.bytes);
    const imports = measured.map((m) => m.importMs);
    const tooBig = measured.filter((m) => m.bytes > (m.pdf ? TARGET_MAX_PDF_BYTES : TARGET_MAX_BYTES));
    const summary = {
      count: measured.length,
      bundleKB: {
        median: Math.round(percentile(sizes, 50) / KB),
        max: Math.round(Math.max(...sizes) / KB),
        maxNonPdf: Math.round(Math.max(0, ...measured.filter((m) => !m.pdf).map((m) => m.bytes)) / KB),
      },
      importMs: {
        median: Number(percentile(imports, 50).toFixed(1)),
        max: Number(Math.max(...imports).toFixed(1)),
      },
      floor: { bundleKB: Math.round(floor.bytes / KB), importMs: Number(floor.importMs.toFixed(1)) },
      ratioToFloor: {
        medianBundle: Number((percentile(sizes, 50) / floor.bytes).toFixed(2)),
        medianImport: Number((percentile(imports, 50) / floor.importMs).toFixed(2)),
      },
      shippedSourceMapKB: Math.round(measured.reduce((sum, m) => sum + m.shippedMapBytes, 0) / KB),
      pdfFunctions: measured.filter((m) => m.pdf).length,
      socketsAtImport: measured.reduce((sum, m) => sum + m.connects, 0),
      synthSeconds: Number(synthSeconds.toFixed(1)),
      context: CONTEXT,
      runsPerFunction: RUNS,
      targets: {
        medianBundle: percentile(sizes, 50) <= TARGET_MEDIAN_BYTES,
        maxBundle: tooBig.length === 0,
        medianImport: percentile(imports, 50) <= TARGET_MEDIAN_IMPORT_MS,
      },
      overTarget: tooBig.map((m) => m.label),
    };
    console.log(JSON.stringify(summary));
  } finally {
    extension.server.close();
    rmSync(outdir, { recursive: true, force: true });
  }
}

await main();
