import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A folder of this infra run: cached handler bundles and the shared app's cdk.out. */
    infraCacheDir: string;
  }
}

/** One folder per infra run for what its test files share; removed when the run ends. */
export default function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'ridgeline-infra-'));
  project.provide('infraCacheDir', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
