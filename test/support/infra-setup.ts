import type * as ChildProcess from 'node:child_process';
import { vi } from 'vitest';

// The infra project's modules see a spawnSync that answers a repeated handler-bundle build from the
// run's cache (see bundle-cache.ts); every other child process runs as usual.
vi.mock('node:child_process', async (importOriginal) => {
  const original = await importOriginal<typeof ChildProcess>();
  const { inject } = await import('vitest');
  const { cachedBundleBuilds } = await import('./bundle-cache.js');
  return { ...original, spawnSync: cachedBundleBuilds(original.spawnSync, inject('infraCacheDir')) };
});
