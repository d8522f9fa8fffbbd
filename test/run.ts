/**
 * `npm test` after the installs: the checks and the vitest projects in side-by-side lanes, each line
 * prefixed with its lane, then the wall time of each lane. Vitest itself runs a project whose files
 * must not overlap (integration, e2e) one file at a time and after every other project, so one vitest
 * process leaves the second core idle while the browser and the local runtime wait on each other;
 * separate processes, each with its own runtime, fill it (docs/decisions.md, "Tests in lanes").
 * With arguments (`npm test -- test/unit/x.test.ts`), it is plain `vitest run` with them.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

interface Lane {
  name: string;
  /** Commands run one after the other; the lane stops at the first that fails. */
  steps: string[][];
}

const vitest = ['npx', 'vitest', 'run'];
const args = process.argv.slice(2);

/**
 * Two lanes on two cores: the runtime tests, and the checks, then the tests that need no runtime, then the
 * browser tests. A third lane beside them overloaded the machine until handlers failed on timeouts
 * (docs/decisions.md, "Tests in lanes").
 */
const LANES: Lane[] =
  args.length > 0
    ? [{ name: 'vitest', steps: [[...vitest, ...args]] }]
    : [
        { name: 'integration', steps: [[...vitest, '--project', 'integration']] },
        {
          name: 'gates+e2e',
          steps: [
            ['npm', 'run', '--silent', 'check'],
            [...vitest, '--project', 'unit', '--project', 'infra'],
            [...vitest, '--project', 'e2e'],
          ],
        },
      ];

const width = Math.max(...LANES.map((lane) => lane.name.length));
const running = new Set<ReturnType<typeof spawn>>();

// Ctrl-C or a CI cancel stops every lane's command too (each takes its runtime and browser down with it).
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    for (const child of running) child.kill(signal);
    process.exit(130);
  });

/** Runs one command with each output line prefixed by the lane; resolves with its exit code. */
function runStep(lane: Lane, command: string[]): Promise<number> {
  const [cmd, ...rest] = command as [string, ...string[]];
  const child = spawn(cmd, rest, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
  running.add(child);
  child.on('close', () => running.delete(child));
  const prefix = LANES.length > 1 ? `[${lane.name.padEnd(width)}] ` : '';
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => process.stdout.write(`${prefix}${line}\n`));
  }
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
}

async function runLane(lane: Lane): Promise<{ lane: Lane; code: number; ms: number }> {
  const start = performance.now();
  let code = 0;
  for (const step of lane.steps) {
    code = await runStep(lane, step);
    if (code !== 0) break;
  }
  return { lane, code, ms: performance.now() - start };
}

const start = performance.now();
const results = await Promise.all(LANES.map(runLane));
if (LANES.length > 1) {
  const rows = results.map(
    ({ lane, code, ms }) =>
      `  ${lane.name.padEnd(width)}  ${(ms / 1000).toFixed(1).padStart(7)} s  ${code === 0 ? 'passed' : `FAILED (exit ${code})`}`,
  );
  console.log(
    `\nLanes (whole run ${((performance.now() - start) / 1000).toFixed(1)} s):\n${rows.join('\n')}`,
  );
}
process.exit(results.some((result) => result.code !== 0) ? 1 : 0);
