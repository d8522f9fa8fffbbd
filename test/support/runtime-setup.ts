import type { TestProject } from 'vitest/node';
import { grantSwitch } from './grants.js';
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
  return async () => {
    try {
      // Each integration file fails on its own refusals (grants-guard.ts); this names any that came after
      // the last file's check, and the e2e run's.
      const denied = (await grantSwitch(runtime.url, 'GET')).body.denied.filter((call) => !call.reduced);
      if (denied.length)
        console.warn(
          `Calls outside their row's grants (AccessDenied on AWS):\n  ${denied
            .map((call) => `${call.handler}: ${call.action} on ${call.resource}`)
            .join('\n  ')}`,
        );
    } finally {
      await runtime.stop();
    }
  };
}
