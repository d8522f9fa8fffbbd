/**
 * `npm test` after the installs: the checks and the vitest projects in side-by-side lanes, each line
 * prefixed with its lane, then the wall time of each lane. Vitest itself runs a project whose files
 * must not overlap (integration, e2e) one file at a time and after every other project, so one vitest
 * process leaves the second core idle while the browser and the local runtime wait on each other;
 * separate processes, each with its own runtime, fill it (docs/decisions.md, "Tests in lanes").
 * With arguments (`npm test -- test/unit/x.test.ts`), it is plain `vitest run` with them.
 */
import { spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { createInterface } from 'node:readline';

interface Step {
  name: string;
  command: string[];
}

interface Lane {
  name: string;
  /** Steps run one after the other; a failed step does not stop the next (one failure hides no other). */
  steps: Step[];
}

const vitest = ['npx', 'vitest', 'run'];
const args = process.argv.slice(2);

/**
 * The share of the integration files (by size) that runs after the browser tests; the rest runs after the
 * checks, unit and infra. Two browser runtimes side by side slowed each browser test two to three times,
 * so the browser tests run in one process beside the other lane (docs/decisions.md, "Tests in lanes").
 */
const INTEGRATION_SHARE_AFTER_E2E = 0.5;

/**
 * Splits a folder's test files in two by size, the larger files first: about `share` of the bytes in
 * the first part, the rest in the second, so both lanes end at about the same time.
 */
function splitFiles(folder: string, share: number): [string[], string[]] {
  const files = readdirSync(folder)
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => ({ path: `${folder}/${file}`, size: statSync(`${folder}/${file}`).size }))
    .sort((a, b) => b.size - a.size || a.path.localeCompare(b.path));
  const total = files.reduce((sum, file) => sum + file.size, 0);
  const first: string[] = [];
  const second: string[] = [];
  let firstSize = 0;
  for (const file of files) {
    if (firstSize + file.size <= total * share) {
      first.push(file.path);
      firstSize += file.size;
    } else second.push(file.path);
  }
  return [first.sort(), second.sort()];
}

/**
 * Two lanes on two cores: the web build, every browser test, then part of the runtime tests; and the
 * checks, the tests that need no runtime, then the other runtime tests. Each lane runs at most one local
 * runtime and only one runs Chromium (docs/decisions.md, "Tests in lanes").
 */
function lanes(): Lane[] {
  if (args.length > 0)
    return [{ name: 'vitest', steps: [{ name: 'vitest', command: [...vitest, ...args] }] }];
  const [afterE2e, afterGates] = splitFiles('test/integration', INTEGRATION_SHARE_AFTER_E2E);
  return [
    {
      name: 'e2e+integration',
      steps: [
        { name: 'web', command: ['npx', 'tsx', 'infra/local/build-web.ts'] },
        { name: 'e2e', command: [...vitest, '--project', 'e2e'] },
        { name: 'integration-2', command: [...vitest, '--project', 'integration', ...afterE2e] },
      ],
    },
    {
      name: 'gates+integration',
      steps: [
        { name: 'check', command: ['npm', 'run', '--silent', 'check'] },
        {
          name: 'unit+infra',
          command: [...vitest, '--project', 'unit', '--project', 'unit-isolated', '--project', 'infra'],
        },
        { name: 'integration-1', command: [...vitest, '--project', 'integration', ...afterGates] },
      ],
    },
  ];
}

const LANES = lanes();

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
  const prefix = LANES.length > 1 ? `[${lane.name.padEnd(width)}] ` : '';
  process.stdout.write(`${prefix}$ ${command.join(' ')}\n`);
  const child = spawn(cmd, rest, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
  running.add(child);
  child.on('close', () => running.delete(child));
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => process.stdout.write(`${prefix}${line}\n`));
  }
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
}

/** Seconds, one decimal. */
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function runLane(lane: Lane): Promise<{ lane: Lane; code: number; ms: number; steps: string[] }> {
  const start = performance.now();
  const steps: string[] = [];
  let code = 0;
  for (const step of lane.steps) {
    const stepStart = performance.now();
    const stepCode = await runStep(lane, step.command);
    steps.push(`${step.name} ${seconds(performance.now() - stepStart)}${stepCode === 0 ? '' : ' FAILED'}`);
    code ||= stepCode;
  }
  return { lane, code, ms: performance.now() - start, steps };
}

const start = performance.now();
const results = await Promise.all(LANES.map(runLane));
if (LANES.length > 1) {
  const rows = results.map(
    ({ lane, code, ms, steps }) =>
      `  ${lane.name.padEnd(width)}  ${seconds(ms).padStart(9)}  ${code === 0 ? 'passed' : `FAILED (exit ${code})`}  (${steps.join(', ')})`,
  );
  console.log(`\nLanes (whole run ${seconds(performance.now() - start)}):\n${rows.join('\n')}`);
}
process.exit(results.some((result) => result.code !== 0) ? 1 : 0);
