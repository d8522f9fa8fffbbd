import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const shared = fileURLToPath(new URL('./shared', import.meta.url));

/** Four projects: unit (pure logic, handlers with mocked AWS, web components), integration (handlers through the local gateway against the stand-ins), infra (CDK template), e2e (Chromium against the local runtime). */
export default defineConfig({
  // React for the web component tests in the unit project (they opt into happy-dom per file).
  plugins: [react()],
  resolve: { alias: { '@shared': shared } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          setupFiles: ['test/support/unit-env.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          globalSetup: ['test/support/runtime-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'infra',
          include: ['test/infra/**/*.test.ts'],
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
          testTimeout: 90_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          // A page of the grown SPA can take over a second to render on a loaded 2-core machine.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
