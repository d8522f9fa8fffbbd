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
import { signUpAndConfirm } from '../support/signup-flow.js';

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
    // Sign-up mails a confirmation link (issue 16): follow it through the runtime's SES stand-in.
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
    const token = signup.body.access_token;

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
