/**
 * `npm run bench:api` — a bounded load on GET /api/auth/me with a valid token against the local
 * runtime (loopback only): 2,000 requests, 20 at a time. Prints requests/s, p50, p99 and errors;
 * the last line is one JSON object with the figures.
 * Uses a runtime already listening at BENCH_BASE_URL, or starts one in its own process on free ports.
 * 1,000 warm-up requests at the same concurrency run first and are not counted: DynamoDB Local's
 * JVM compiles its hot paths in the first few hundred requests, which is start-up, not steady state.
 */
import { percentile, runBoundedLoad } from './load.js';
import { startRuntimeProcess, type RuntimeProcess } from '../support/runtime-process.js';

const TOTAL = Number(process.env.BENCH_REQUESTS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);

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
    const signup = await fetch(`${baseUrl}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email,
        password: 'Bench-password-1',
        first_name: 'Bench',
        last_name: 'Mark',
        company: 'Bench Roofing',
      }),
    });
    if (signup.status !== 201) throw new Error(`signup failed: ${signup.status}`);
    const { access_token: token } = (await signup.json()) as { access_token: string };

    await runBoundedLoad({
      total: 1000,
      concurrency: CONCURRENCY,
      request: () => fetch(`${baseUrl}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } }),
    });
    const result = await runBoundedLoad({
      total: TOTAL,
      concurrency: CONCURRENCY,
      request: () => fetch(`${baseUrl}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } }),
    });
    const figures = {
      bench: 'api',
      route: 'GET /api/auth/me',
      requests: TOTAL,
      concurrency: CONCURRENCY,
      requestsPerSecond: Math.round(result.requestsPerSecond),
      p50Ms: Number(percentile(result.latencies, 50).toFixed(1)),
      p99Ms: Number(percentile(result.latencies, 99).toFixed(1)),
      errors: result.errors,
    };
    console.log(`GET /api/auth/me — ${TOTAL} requests, ${CONCURRENCY} concurrent`);
    console.log(`  throughput  ${figures.requestsPerSecond} requests/s`);
    console.log(`  latency     p50 ${figures.p50Ms} ms   p99 ${figures.p99Ms} ms`);
    console.log(`  errors      ${figures.errors}`);
    console.log(JSON.stringify(figures));
  } finally {
    await runtime?.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
