import { Agent, get } from 'node:http';

/** Result of a bounded load run. */
export interface LoadResult {
  latencies: number[];
  errors: number;
  requestsPerSecond: number;
}

/** Sends exactly `total` requests with at most `concurrency` in flight; a non-2xx answer or a throw counts as an error. */
export async function runBoundedLoad(options: {
  total: number;
  concurrency: number;
  request: () => Promise<Response>;
}): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < options.total) {
      next += 1;
      const t0 = performance.now();
      try {
        const response = await options.request();
        await response.arrayBuffer();
        if (!response.ok) errors += 1;
      } catch {
        errors += 1;
      }
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  return { latencies, errors, requestsPerSecond: options.total / seconds };
}

/** The p-th percentile (nearest rank) of a list of numbers. */
export function percentile(values: number[], p: number): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** Which HTTP client a bench drives the API with (`BENCH_CLIENT`). */
export type BenchClient = 'fetch' | 'http';

/**
 * A GET function for the bench's client. `fetch` (the default) is what a JavaScript caller uses, but
 * under Node its per-request CPU is about twice the local runtime's own, so at 20 concurrent on a
 * 2-core machine much of the measured latency is the client's; `http` is node:http with a keep-alive
 * agent, the same stack the AWS SDK measuring the floor uses. Loopback only, like every bench.
 */
export function benchGet(
  client: BenchClient,
  concurrency: number,
): (url: string, headers?: Record<string, string>) => Promise<Response> {
  if (client === 'fetch') return (url, headers) => fetch(url, { headers });
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  return (url, headers) =>
    new Promise((resolve, reject) => {
      get(url, { agent, headers }, (response) => {
        response.resume();
        response.on('end', () => resolve(new Response(null, { status: response.statusCode ?? 500 })));
        response.on('error', reject);
      }).on('error', reject);
    });
}
