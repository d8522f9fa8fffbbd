import type { TestProject } from 'vitest/node';
import { startRuntimeProcess } from './runtime-process.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The API Gateway origin without the CloudFront stand-in (every route refuses it). */
    originUrl: string;
    mailViewerUrl: string;
    runtimeEnv: Record<string, string>;
  }
}

/** Starts one local runtime (its own process, free ports, a temporary data folder) for a test project. */
export default async function setup(project: TestProject) {
  const runtime = await startRuntimeProcess({
    buildWeb: project.name === 'e2e',
    name: project.name,
    checkResponses: true,
  });
  project.provide('baseUrl', runtime.url);
  project.provide('originUrl', runtime.originUrl);
  project.provide('mailViewerUrl', runtime.mailViewerUrl);
  project.provide('runtimeEnv', runtime.env);
  return () => runtime.stop();
}
