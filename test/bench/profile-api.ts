/**
 * Profiles the local runtime's CPU while a load runs on one API path: starts a runtime in this process,
 * drives `PROFILE_REQUESTS` GET requests (`PROFILE_CONCURRENCY` at a time) at `PROFILE_PATH` from a
 * separate client process, and writes a `.cpuprofile` (open it in Chrome DevTools) plus a summary of
 * self time by function and by package. Also prints the runtime's CPU milliseconds per request.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, PerformanceObserver, constants as perfConstants } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { startRuntime } from '../../infra/local/runtime.js';

const PATH = process.env.PROFILE_PATH ?? '/api/health';
const TOTAL = Number(process.env.PROFILE_REQUESTS ?? 4000);
const CONCURRENCY = Number(process.env.PROFILE_CONCURRENCY ?? 20);
const IDLE_MS = 5_000;
// PROFILE_CPU=0: no sampling profiler (it costs CPU itself), only the CPU, GC and latency figures.
const SAMPLE = process.env.PROFILE_CPU !== '0';
const OUT = process.env.PROFILE_OUT ?? join(tmpdir(), 'ridgeline-api.cpuprofile');

const CLIENT = `
const [url, total, concurrency] = [process.argv[1], Number(process.argv[2]), Number(process.argv[3])];
const latencies = [];
let next = 0;
const started = performance.now();
await Promise.all(Array.from({ length: concurrency }, async () => {
  while (next < total) {
    next += 1;
    const t0 = performance.now();
    const response = await fetch(url);
    await response.arrayBuffer();
    latencies.push(performance.now() - t0);
  }
}));
const seconds = (performance.now() - started) / 1000;
latencies.sort((a, b) => a - b);
const at = (p) => latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)];
const cpu = process.cpuUsage();
process.stdout.write(JSON.stringify({ rps: Math.round(total / seconds), p50: at(50).toFixed(2), p99: at(99).toFixed(2), max: latencies.at(-1).toFixed(1), clientCpuMsPerRequest: ((cpu.user + cpu.system) / 1000 / total).toFixed(3) }));
`;

const run = promisify(execFile);

async function load(url: string, total: number): Promise<string> {
  const { stdout } = await run(
    process.execPath,
    ['--input-type=module', '-e', CLIENT, url, String(total), String(CONCURRENCY)],
    { encoding: 'utf8' },
  );
  return stdout;
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}

function packageOf(url: string): string {
  if (!url) return '(native/gc/idle)';
  if (url.startsWith('node:')) return 'node internals';
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + 'node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  const repo = url.indexOf('/edge/');
  return repo >= 0
    ? url
        .slice(repo + 6)
        .split('/')
        .slice(0, 3)
        .join('/')
    : url;
}

function summarise(nodes: ProfileNode[], interval: number): void {
  const byFunction = new Map<string, number>();
  const byPackage = new Map<string, number>();
  let total = 0;
  for (const node of nodes) {
    const ms = (node.hitCount ?? 0) * interval;
    if (!ms) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    if (functionName === '(idle)') continue;
    total += ms;
    const key = `${functionName || '(anonymous)'} ${packageOf(url)}:${lineNumber + 1}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + ms);
    byPackage.set(packageOf(url), (byPackage.get(packageOf(url)) ?? 0) + ms);
  }
  const top = (map: Map<string, number>, n: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(
        ([key, ms]) =>
          `  ${((ms / total) * 100).toFixed(1).padStart(5)} %  ${ms.toFixed(0).padStart(6)} ms  ${key}`,
      )
      .join('\n');
  console.log(`busy (non-idle) samples: ${total.toFixed(0)} ms`);
  console.log(`by package:\n${top(byPackage, 20)}`);
  console.log(`by function (self time):\n${top(byFunction, 40)}`);
}

async function main(): Promise<void> {
  process.env.LOG_LEVEL ??= 'silent';
  const dataDir = mkdtempSync(join(tmpdir(), 'ridgeline-profile-'));
  const runtime = await startRuntime({ port: 0, dataDir, retryDelaySeconds: 1 });
  const session = new Session();
  try {
    const url = `${runtime.url}${PATH}`;
    console.log(`warm-up: ${await load(url, 1000)}`);
    // What the runtime burns with no request at all (pollers, timers): it competes with every request.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const idleBefore = process.cpuUsage();
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    const idle = process.cpuUsage(idleBefore);
    console.log(`idle CPU: ${((idle.user + idle.system) / IDLE_MS).toFixed(1)} ms per second`);
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 200 });
    if (SAMPLE) await session.post('Profiler.start');
    // Every GC pause during the load: a long one stalls all requests in flight at once.
    const pauses: { kind: string; ms: number }[] = [];
    const gcObserver = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const kind = (entry as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind;
        pauses.push({
          kind:
            kind === perfConstants.NODE_PERFORMANCE_GC_MAJOR
              ? 'major'
              : kind === perfConstants.NODE_PERFORMANCE_GC_MINOR
                ? 'minor'
                : 'other',
          ms: entry.duration,
        });
      }
    });
    gcObserver.observe({ entryTypes: ['gc'] });
    const heapBefore = process.memoryUsage().heapUsed;
    const loopDelay = monitorEventLoopDelay({ resolution: 1 });
    loopDelay.enable();
    const cpuBefore = process.cpuUsage();
    // PROFILE_REQUESTS=0 profiles the idle runtime for as long as the idle measurement.
    const figures = TOTAL
      ? await load(url, TOTAL)
      : await new Promise<string>((resolve) => setTimeout(() => resolve('(idle)'), IDLE_MS));
    const cpu = process.cpuUsage(cpuBefore);
    const profile = SAMPLE ? (await session.post('Profiler.stop')).profile : undefined;
    gcObserver.disconnect();
    loopDelay.disable();
    console.log(
      `event-loop delay: p50 ${(loopDelay.percentile(50) / 1e6).toFixed(1)} ms, p99 ${(loopDelay.percentile(99) / 1e6).toFixed(1)} ms, max ${(loopDelay.max / 1e6).toFixed(1)} ms`,
    );
    for (const kind of ['minor', 'major', 'other']) {
      const of = pauses.filter((pause) => pause.kind === kind).map((pause) => pause.ms);
      if (of.length)
        console.log(
          `GC ${kind}: ${of.length} pauses, total ${of.reduce((a, b) => a + b, 0).toFixed(1)} ms, max ${Math.max(...of).toFixed(1)} ms`,
        );
    }
    console.log(`heap used: ${(heapBefore / 1e6).toFixed(0)} MB before the load`);
    const cpuMs = (cpu.user + cpu.system) / 1000;
    console.log(`load: ${figures}`);
    if (TOTAL)
      console.log(
        `runtime CPU: ${cpuMs.toFixed(0)} ms for ${TOTAL} requests = ${(cpuMs / TOTAL).toFixed(3)} ms/request`,
      );
    if (!profile) return;
    writeFileSync(OUT, JSON.stringify(profile));
    console.log(`profile: ${OUT}`);
    const interval = (profile.endTime - profile.startTime) / 1000 / profile.samples!.length;
    summarise(profile.nodes as ProfileNode[], interval);
  } finally {
    session.disconnect();
    await runtime.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
process.exit(0);
