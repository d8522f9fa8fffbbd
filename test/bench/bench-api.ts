/**
 * `npm run bench:api` — a bounded load on GET /api/auth/me with a valid token against the local
 * runtime (loopback only): 2,000 requests, 20 at a time. In the same run and at the same concurrency
 * it measures the floor — a raw DynamoDB Local GetItem of the very item the route reads — and
 * GET /api/health, and prints our p50/p99 as a ratio of the floor's against the targets (p99 ≤ 1.3 ×
 * the floor's p99; /api/health p99 ≤ 30 ms). The last line is one JSON object with the figures.
 * BENCH_CLIENT=http drives the API with node:http instead of fetch (cheaper per request; see benchGet).
 * Uses a runtime already listening at BENCH_BASE_URL, or starts one in its own process on free ports.
 * 1,000 warm-up requests at the same concurrency run first and are not counted: DynamoDB Local's
 * JVM compiles its hot paths in the first few hundred requests, which is start-up, not steady state.
 */
import { DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';
import { benchGet, percentile, runBoundedLoad, type LoadResult } from './load.js';
import { startRuntimeProcess, type RuntimeProcess } from '../support/runtime-process.js';
import { signUpAndConfirm } from '../support/signup-flow.js';

const TOTAL = Number(process.env.BENCH_REQUESTS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
// `http` drives the API with node:http instead of fetch (see benchGet); the JSON line says which.
const CLIENT = process.env.BENCH_CLIENT === 'http' ? 'http' : 'fetch';
const P99_FLOOR_RATIO_TARGET = 1.3;
const HEALTH_P99_TARGET_MS = 30;

/** Sends exactly `total` calls with at most `concurrency` in flight; a throw counts as an error. */
async function runBoundedCalls(
  total: number,
  concurrency: number,
  send: () => Promise<unknown>,
): Promise<LoadResult> {
  return runBoundedLoad({
    total,
    concurrency,
    request: async () => {
      await send();
      return new Response(null, { status: 200 });
    },
  });
}

function figuresOf(result: LoadResult) {
  return {
    requestsPerSecond: Math.round(result.requestsPerSecond),
    p50Ms: Number(percentile(result.latencies, 50).toFixed(2)),
    p99Ms: Number(percentile(result.latencies, 99).toFixed(2)),
    errors: result.errors,
  };
}

async function main(): Promise<void> {
  let runtime: RuntimeProcess | undefined;
  let baseUrl = process.env.BENCH_BASE_URL;
  if (!baseUrl) {
    runtime = await startRuntimeProcess();
    baseUrl = runtime.url;
  }
  if (!/^http:\/\/(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?$/.test(baseUrl))
    throw new Error('bench:api only targets loopback addresses');
  try {
    const email = `bench.${Date.now()}@example.com`;
    // Sign-up mails a confirmation link (docs/decisions.md): follow it through the runtime's SES stand-in.
    const mailViewerUrl = runtime?.mailViewerUrl ?? process.env.BENCH_MAIL_URL;
    if (!mailViewerUrl)
      throw new Error('bench:api with BENCH_BASE_URL also needs BENCH_MAIL_URL (the SES stand-in)');
    const signup = await signUpAndConfirm({
      baseUrl,
      mailViewerUrl,
      body: {
        email,
        password: 'Bench-password-1',
        first_name: 'Bench',
        last_name: 'Mark',
        company: 'Bench Roofing',
      },
    });
    const { access_token: token, user } = signup.body;

    // The floor: the GetItem /api/auth/me itself makes (the caller's profile), straight at DynamoDB Local.
    const endpoint = runtime?.env.AWS_ENDPOINT_URL_DYNAMODB ?? process.env.BENCH_DYNAMODB_URL;
    const tableName = runtime?.env.TABLE_NAME ?? process.env.BENCH_TABLE_NAME;
    if (!endpoint || !tableName)
      throw new Error('BENCH_BASE_URL needs BENCH_DYNAMODB_URL and BENCH_TABLE_NAME');
    if (!/^http:\/\/(localhost|127\.\d+\.\d+\.\d+)(:\d+)?$/.test(endpoint))
      throw new Error('the floor only targets loopback');
    const dynamodb = new DynamoDBClient({
      endpoint,
      region: runtime?.env.AWS_REGION ?? 'us-east-1',
      credentials: {
        accessKeyId: runtime?.env.AWS_ACCESS_KEY_ID ?? 'S3RVER',
        secretAccessKey: runtime?.env.AWS_SECRET_ACCESS_KEY ?? 'S3RVER',
      },
    });
    const getItem = () =>
      dynamodb.send(
        new GetItemCommand({
          TableName: tableName,
          Key: { PK: { S: `USER#${user.id}` }, SK: { S: 'PROFILE' } },
        }),
      );
    const send = benchGet(CLIENT, CONCURRENCY);
    const me = () => send(`${baseUrl}/api/auth/me`, { authorization: `Bearer ${token}` });
    const health = () => send(`${baseUrl}/api/health`);

    await runBoundedLoad({ total: 1000, concurrency: CONCURRENCY, request: me });
    await runBoundedCalls(1000, CONCURRENCY, getItem);
    await runBoundedLoad({ total: 300, concurrency: CONCURRENCY, request: health });
    const floor = figuresOf(await runBoundedCalls(TOTAL, CONCURRENCY, getItem));
    const api = figuresOf(await runBoundedLoad({ total: TOTAL, concurrency: CONCURRENCY, request: me }));
    const healthFigures = figuresOf(
      await runBoundedLoad({ total: TOTAL, concurrency: CONCURRENCY, request: health }),
    );
    dynamodb.destroy();

    const p50Ratio = Number((api.p50Ms / floor.p50Ms).toFixed(2));
    const p99Ratio = Number((api.p99Ms / floor.p99Ms).toFixed(2));
    const targets = {
      p99WithinFloorRatio: p99Ratio <= P99_FLOOR_RATIO_TARGET,
      healthP99Within30Ms: healthFigures.p99Ms <= HEALTH_P99_TARGET_MS,
    };
    const figures = {
      bench: 'api',
      route: 'GET /api/auth/me',
      requests: TOTAL,
      concurrency: CONCURRENCY,
      client: CLIENT,
      ...api,
      floor: { what: 'DynamoDB Local GetItem (the profile item the route reads)', ...floor },
      ratioToFloor: { p50: p50Ratio, p99: p99Ratio },
      health: healthFigures,
      targets,
    };
    const met = (ok: boolean) => (ok ? 'met' : 'NOT met');
    console.log(`GET /api/auth/me — ${TOTAL} requests, ${CONCURRENCY} concurrent, client ${CLIENT}`);
    console.log(`  throughput  ${api.requestsPerSecond} requests/s`);
    console.log(`  latency     p50 ${api.p50Ms} ms   p99 ${api.p99Ms} ms`);
    console.log(`  errors      ${api.errors}`);
    console.log(`Floor: DynamoDB Local GetItem, same item, ${TOTAL} calls, ${CONCURRENCY} concurrent`);
    console.log(`  throughput  ${floor.requestsPerSecond} calls/s`);
    console.log(`  latency     p50 ${floor.p50Ms} ms   p99 ${floor.p99Ms} ms`);
    console.log(
      `  ours/floor  p50 ${p50Ratio}×   p99 ${p99Ratio}× (target ≤ ${P99_FLOOR_RATIO_TARGET}×: ${met(targets.p99WithinFloorRatio)})`,
    );
    console.log(`GET /api/health — ${TOTAL} requests, ${CONCURRENCY} concurrent`);
    console.log(
      `  latency     p50 ${healthFigures.p50Ms} ms   p99 ${healthFigures.p99Ms} ms (target ≤ ${HEALTH_P99_TARGET_MS} ms: ${met(targets.healthP99Within30Ms)}), errors ${healthFigures.errors}`,
    );
    console.log(JSON.stringify(figures));
  } finally {
    await runtime?.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
