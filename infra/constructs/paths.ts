import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// Resolved from this file, not the cwd, so `cdk synth`, vitest and editors all agree on the paths.
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** An absolute path inside the repository. */
export function repoPath(...parts: string[]): string {
  return resolve(root, ...parts);
}
