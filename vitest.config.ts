import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const shared = fileURLToPath(new URL('./shared', import.meta.url));

/**
 * Unit files that run each in their own module graph: those that mock modules or SDK clients, or set the
 * environment the config module parses once, and the web tests, whose app modules keep state between
 * renders (the query client, the session, the API client's handlers; shared, one file's leftovers made
 * another wait forever about one run in three). The other unit files share one graph per worker, which
 * spares re-importing zod and the handlers for every file (docs/decisions.md, "Tests in lanes").
 */
const ISOLATED_UNIT = [
  'test/unit/web/**/*.test.{ts,tsx}',
  'test/unit/functions/aws-faults.test.ts',
  'test/unit/functions/limit-records.test.ts',
  'test/unit/functions/origin-secret.test.ts',
  'test/unit/functions/request-log.test.ts',
  'test/unit/functions/route.test.ts',
  'test/unit/local/grant-check.test.ts',
  'test/unit/local/sample-events.test.ts',
];

/** Four projects: unit (pure logic, handlers with mocked AWS, web components), integration (handlers through the local gateway against the stand-ins), infra (CDK template), e2e (Chromium against the local runtime). */
export default defineConfig({
  // React for the web component tests in the unit project (they opt into happy-dom per file).
  plugins: [react()],
  resolve: { alias: { '@shared': shared } },
  test: {
    // The default output, then each project's wall time at the end (test/support/project-time-reporter.ts).
    reporters: ['default', './test/support/project-time-reporter.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.{ts,tsx}'],
          exclude: ISOLATED_UNIT,
          environment: 'node',
          setupFiles: ['test/support/unit-env.ts'],
          isolate: false,
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-isolated',
          include: ISOLATED_UNIT,
          environment: 'node',
          setupFiles: ['test/support/unit-env.ts'],
          // Shares two cores with the other lanes (test/run.ts): a web component test that clicks through a
          // form can take a few times its quiet second there.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          globalSetup: ['test/support/runtime-setup.ts'],
          // Each file fails on a call the runtime's grant check refused that it did not ask for.
          setupFiles: ['test/support/grants-guard.ts'],
          // Shares two cores with the other lanes (test/run.ts), so a test may take a few times its quiet time.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // One file at a time (some count what reached the shared runtime), in one worker whose modules
          // the files share: they import the same helpers and handlers, and none mocks a module. Its own
          // group, after unit and infra, because vitest runs only projects with equal worker counts side by side.
          fileParallelism: false,
          isolate: false,
          sequence: { groupOrder: 2 },
        },
      },
      {
        extends: true,
        test: {
          name: 'infra',
          include: ['test/infra/**/*.test.ts'],
          // A folder per run for the handler bundles built once (test/support/bundle-cache.ts) and the
          // app the stack-*.test.ts files share; modules are shared between a worker's files, so that
          // app is built and synthesized once per worker (test/support/ridgeline-stack.ts).
          globalSetup: ['test/support/infra-global-setup.ts'],
          setupFiles: ['test/support/infra-setup.ts'],
          isolate: false,
          testTimeout: 120_000,
          hookTimeout: 600_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          globalSetup: ['test/support/runtime-setup.ts'],
          // The e2e lane shares two cores with the integration and gates lanes (test/run.ts): a long
          // journey can take twice its quiet time there.
          testTimeout: 180_000,
          hookTimeout: 180_000,
          // One file at a time: two browsers beside the other lanes overload two cores. One worker keeps
          // the modules the files share (none mocks a module); its own group, like integration's.
          fileParallelism: false,
          isolate: false,
          sequence: { groupOrder: 1 },
          // A page of the grown SPA can take over a second to render on a loaded 2-core machine.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
