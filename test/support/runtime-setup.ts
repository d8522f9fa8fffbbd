import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildWebIfStale } from '../../infra/local/build-web.js';
import { startRuntime } from '../../infra/local/runtime.js';
import { seed } from '../../infra/local/seed.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    mailViewerUrl: string;
    runtimeEnv: Record<string, string>;
  }
}

/** Starts one local runtime on free ports in a temporary data folder for a test project. */
export default async function setup(project: TestProject) {
  process.env.LOG_LEVEL = 'silent';
  if (project.name === 'e2e') await buildWebIfStale();
  const dataDir = mkdtempSync(join(tmpdir(), `ridgeline-${project.name}-`));
  const runtime = await startRuntime({ port: 0, dataDir, retryDelaySeconds: 1 });
  await seed(runtime.url);
  project.provide('baseUrl', runtime.url);
  project.provide('mailViewerUrl', runtime.mailViewerUrl);
  project.provide('runtimeEnv', runtime.env);
  return async () => {
    await runtime.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
