import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const SOURCES = [
  'web/src',
  'web/index.html',
  'web/vite.config.ts',
  'web/scripts',
  'web/public',
  'shared',
  'package-lock.json',
];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (newest, entry) => Math.max(newest, newestMtime(join(path, entry))),
    stat.mtimeMs,
  );
}

/** True when web/dist is missing or older than any source it is built from. */
export function webBuildIsStale(root = process.cwd()): boolean {
  const built = resolve(root, 'web/dist/index.html');
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return SOURCES.some((source) => newestMtime(resolve(root, source)) > builtAt);
}

/** Builds the SPA with Vite and prerenders its public pages when stale (or when forced). Returns whether it built. */
export async function buildWebIfStale(
  options: { force?: boolean; log?: (line: string) => void } = {},
): Promise<boolean> {
  if (!options.force && !webBuildIsStale()) return false;
  options.log?.('building the web app…');
  const { build } = await import('vite');
  // Vite keeps an inherited NODE_ENV (vitest sets `test`), which would ship React's development build.
  const inherited = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile: resolve('web/vite.config.ts'), mode: 'production', logLevel: 'warn' });
    // Loaded by path like the Vite config above: the public pages are rendered with the web's own code.
    const { prerender } = (await import(resolve('web/scripts/prerender.ts'))) as {
      prerender: (options: { log?: (line: string) => void }) => Promise<string[]>;
    };
    await prerender({ log: options.log });
    const { buildWidget } = (await import(resolve('web/scripts/build-widget.ts'))) as {
      buildWidget: () => Promise<void>;
    };
    await buildWidget();
  } finally {
    if (inherited === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = inherited;
  }
  return true;
}

// `tsx infra/local/build-web.ts`: the build `npm test` runs once before the browser tests' runtimes start.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildWebIfStale({ log: (line) => console.log(line) });
}
