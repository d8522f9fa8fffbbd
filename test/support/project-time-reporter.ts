import type { Reporter, TestModule, Vitest } from 'vitest/node';

interface Span {
  start: number;
  end: number;
  files: number;
  /** The sum of the files' own durations (more than the span when files ran side by side). */
  fileTime: number;
  /** Each file's own duration, for the slowest few. */
  durations: Array<{ file: string; ms: number }>;
}

/** How many of a project's slowest files are named after the run: where the next speed-up is. */
const SLOWEST = 5;

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

/**
 * Prints, after the run, the wall time of each project (unit, integration, infra, e2e): from its
 * first test file being queued (import and collection included) to its last one ending (its global
 * setup, e.g. starting the local runtime, runs before and counts in the whole run's time only), with
 * its file count, the sum of its files' durations and its slowest files. Runs beside the default reporter.
 */
export default class ProjectTimeReporter implements Reporter {
  private vitest?: Vitest;
  private runStart = performance.now();
  private readonly spans = new Map<string, Span>();

  onInit(vitest: Vitest): void {
    this.vitest = vitest;
    this.runStart = performance.now();
  }

  onTestModuleQueued(module: TestModule): void {
    const name = module.project.name || 'default';
    const now = performance.now();
    const span = this.spans.get(name) ?? { start: now, end: now, files: 0, fileTime: 0, durations: [] };
    this.spans.set(name, span);
  }

  onTestModuleEnd(module: TestModule): void {
    const span = this.spans.get(module.project.name || 'default');
    if (!span) return;
    span.end = performance.now();
    span.files += 1;
    const { duration } = module.diagnostic();
    span.fileTime += duration;
    span.durations.push({ file: module.relativeModuleId.split('/').pop() ?? module.moduleId, ms: duration });
  }

  onTestRunEnd(): void {
    if (this.spans.size === 0) return;
    const width = Math.max(...[...this.spans.keys()].map((name) => name.length));
    const lines = [...this.spans]
      .sort(([, a], [, b]) => a.start - b.start)
      .map(([name, span]) => {
        const slowest = [...span.durations]
          .sort((a, b) => b.ms - a.ms)
          .slice(0, SLOWEST)
          .map(({ file, ms }) => `${file} ${seconds(ms)}`)
          .join(', ');
        return `  ${name.padEnd(width)}  ${seconds(span.end - span.start).padStart(9)} wall  ${String(span.files).padStart(3)} files  ${seconds(span.fileTime).padStart(9)} in files\n  ${' '.repeat(width)}  slowest: ${slowest}`;
      });
    const log = (text: string) => (this.vitest ? this.vitest.logger.log(text) : console.log(text));
    log(
      `\n Time per project (whole run ${seconds(performance.now() - this.runStart)}):\n${lines.join('\n')}\n`,
    );
  }
}
