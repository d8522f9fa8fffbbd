/**
 * `npm run bench:measure` — the measurement pipeline on loopback: 100 estimates created through the
 * local HTTP API (5 at a time), each timed from its POST until GET shows it measured and priced
 * (p50/p95), plus the in-process engine throughput (measureRoof + priceEstimate per second).
 * Readable lines first; the last line is one JSON object with the figures.
 * Uses a runtime already listening at BENCH_BASE_URL, or starts one on free ports in a temp folder.
 */
import { readFileSync } from 'node:fs';
import { simulateBuildingInsights, simulateGeocode } from '../../infra/local/google-simulator.js';
import { startRuntimeProcess, type RuntimeProcess } from '../support/runtime-process.js';
import { signUpAndConfirm } from '../support/signup-flow.js';
import {
  buildingInsights,
  type BuildingInsights,
} from '../../shared/estimates/measurement/building-insights.js';
import { measureRoof } from '../../shared/estimates/measurement/measure-roof.js';
import { DEFAULT_RATES, defaultRoofMaterial, priceEstimate } from '../../shared/estimates/pricing.js';
import { percentile } from './load.js';

const TOTAL = Number(process.env.BENCH_ESTIMATES ?? 100);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 5);
const POLL_MS = 25;
const ENGINE_SECONDS = Number(process.env.BENCH_ENGINE_SECONDS ?? 2);

/** Measure + price as many times as fit in the time; returns runs per second. */
function engineThroughput(inputs: BuildingInsights[]): number {
  const now = new Date();
  const deadline = performance.now() + ENGINE_SECONDS * 1000;
  const started = performance.now();
  let runs = 0;
  while (performance.now() < deadline) {
    for (let i = 0; i < 100; i++) {
      const measurement = measureRoof(inputs[runs % inputs.length], { now, simulated: true });
      priceEstimate({
        areaSqft: measurement.adjustedAreaSqft,
        wastePercent: measurement.suggestedWastePercent,
        complexity: measurement.complexity,
        material: defaultRoofMaterial(measurement.roofType),
        rates: DEFAULT_RATES,
      });
      runs += 1;
    }
  }
  return runs / ((performance.now() - started) / 1000);
}

function simulatedBuildings(count: number): BuildingInsights[] {
  return Array.from({ length: count }, (_, i) => {
    const geocode = simulateGeocode(`${300 + i} Bench Street, Dublin, OH`) as {
      results: { geometry: { location: { lat: number; lng: number } } }[];
    };
    const { lat, lng } = geocode.results[0].geometry.location;
    return buildingInsights.parse(simulateBuildingInsights(lat, lng, 'HIGH').body);
  });
}

async function main(): Promise<void> {
  let runtime: RuntimeProcess | undefined;
  let baseUrl = process.env.BENCH_BASE_URL;
  if (!baseUrl) {
    runtime = await startRuntimeProcess({ name: 'bench-measure' });
    baseUrl = runtime.url;
  }
  if (!/^http:\/\/(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?$/.test(baseUrl))
    throw new Error('bench:measure only targets loopback addresses');
  try {
    const email = `bench.measure.${Date.now()}@example.com`;
    // Sign-up mails a confirmation link (docs/decisions.md): follow it through the runtime's SES stand-in.
    const mailViewerUrl = runtime?.mailViewerUrl ?? process.env.BENCH_MAIL_URL;
    if (!mailViewerUrl)
      throw new Error('bench:measure with BENCH_BASE_URL also needs BENCH_MAIL_URL (the SES stand-in)');
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
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

    const latencies: number[] = [];
    const serverLatencies: number[] = [];
    let failures = 0;
    let next = 0;
    const started = performance.now();
    const worker = async () => {
      while (next < TOTAL) {
        const n = next++;
        const t0 = performance.now();
        const created = await fetch(`${baseUrl}/api/estimates`, {
          method: 'POST',
          headers,
          body: JSON.stringify({
            address: `${1000 + n} Benchmark Avenue, Cary, NC 27513`,
            customer_last_name: `Bench${n}`,
          }),
        });
        if (created.status !== 201) {
          failures += 1;
          continue;
        }
        const { id } = (await created.json()) as { id: string };
        for (;;) {
          const answer = await fetch(`${baseUrl}/api/estimates/${id}`, { headers });
          const estimate = (await answer.json()) as {
            measurement_status: string;
            created_at: string;
            measured_at: string | null;
            final_price: number | null;
          };
          if (estimate.measurement_status === 'measured' && estimate.final_price !== null) {
            latencies.push(performance.now() - t0);
            serverLatencies.push(Date.parse(estimate.measured_at!) - Date.parse(estimate.created_at));
            break;
          }
          if (estimate.measurement_status === 'failed' || performance.now() - t0 > 30_000) {
            failures += 1;
            break;
          }
          await new Promise((resolve) => setTimeout(resolve, POLL_MS));
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const wallSeconds = (performance.now() - started) / 1000;

    const fixture = buildingInsights.parse(
      JSON.parse(readFileSync('test/fixtures/google/solar-building-insights-200.json', 'utf8')),
    );
    const fixtureRate = engineThroughput([fixture]);
    const mixedRate = engineThroughput(simulatedBuildings(50));

    const figures = {
      bench: 'measure',
      estimates: TOTAL,
      concurrency: CONCURRENCY,
      measured: latencies.length,
      failures,
      p50Ms: Math.round(percentile(latencies, 50)),
      p95Ms: Math.round(percentile(latencies, 95)),
      maxMs: Math.round(Math.max(0, ...latencies)),
      serverP50Ms: Math.round(percentile(serverLatencies, 50)),
      serverP95Ms: Math.round(percentile(serverLatencies, 95)),
      estimatesPerSecond: Number((latencies.length / wallSeconds).toFixed(1)),
      engineFixturePerSecond: Math.round(fixtureRate),
      engineSimulatedPerSecond: Math.round(mixedRate),
    };
    console.log(
      `POST /api/estimates → measured and priced — ${TOTAL} estimates, ${CONCURRENCY} at a time (polled every ${POLL_MS} ms)`,
    );
    console.log(
      `  latency     p50 ${figures.p50Ms} ms   p95 ${figures.p95Ms} ms   max ${figures.maxMs} ms   (target p50 ≤ 1000, p95 ≤ 2000)`,
    );
    console.log(
      `  server side created → priced: p50 ${figures.serverP50Ms} ms   p95 ${figures.serverP95Ms} ms`,
    );
    console.log(`  throughput  ${figures.estimatesPerSecond} estimates/s   failures ${failures}`);
    console.log(`Engine in-process: measureRoof + priceEstimate (target ≥ 20,000/s)`);
    console.log(
      `  200 fixture (7 facets)         ${figures.engineFixturePerSecond.toLocaleString('en-US')} /s`,
    );
    console.log(
      `  50 simulated roofs (4–17 facets) ${figures.engineSimulatedPerSecond.toLocaleString('en-US')} /s`,
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
