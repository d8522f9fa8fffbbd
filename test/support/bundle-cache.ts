import type { spawnSync as SpawnSync, SpawnSyncReturns } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, relative } from 'node:path';

// The infra tests build the app more than once (without and with a web build, in each worker), and
// each build runs the one esbuild build of every handler (infra/constructs/handler-bundles.ts) in a
// child process: by far the slowest step. Within one test run the sources do not change, so a build
// with the same options gives the same bundles: the first one is kept in a folder of the run and
// later ones are hard links to it. Only that child process is answered from the cache; CDK still
// stages, hashes and synthesizes every asset as it would.

const BUILD_SCRIPT = /[\\/]infra[\\/]constructs[\\/]build-bundles\.mjs$/;
const WAIT_FOR_OTHER_BUILD_MS = 10 * 60 * 1000;

interface BuildOptions {
  outdir: string;
  absWorkingDir: string;
  entryPoints: Record<string, string>;
}

function posix(path: string): string {
  return path.split('\\').join('/');
}

function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** Hard-links every file of `from` into `to` (copies across file systems). */
function linkTree(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const name of readdirSync(from)) {
    const source = join(from, name);
    const target = join(to, name);
    if (statSync(source).isDirectory()) linkTree(source, target);
    else {
      try {
        linkSync(source, target);
      } catch {
        copyFileSync(source, target);
      }
    }
  }
}

/**
 * `spawnSync` as handler-bundles.ts calls it, answering the bundle build from `cacheDir` when the
 * same build (every option but the output folder) already ran in this test run. Any other command
 * runs as is.
 */
export function cachedBundleBuilds(spawnSync: typeof SpawnSync, cacheDir: string): typeof SpawnSync {
  const cached = (command: string, args?: readonly string[], options?: object) => {
    const script = args?.[0];
    if (!script || !BUILD_SCRIPT.test(script) || args.length !== 2) {
      return (spawnSync as (...all: unknown[]) => unknown)(command, args, options);
    }
    const build = JSON.parse(args[1]) as BuildOptions;
    const sorted = Object.fromEntries(
      Object.entries(build.entryPoints).sort(([a], [b]) => a.localeCompare(b)),
    );
    const key = createHash('sha256')
      .update(JSON.stringify({ ...build, outdir: undefined, entryPoints: sorted }))
      .digest('hex')
      .slice(0, 16);
    const entry = join(cacheDir, `bundles-${key}`);
    const done = join(entry, 'built-in');
    const output = join(entry, 'out');
    if (!existsSync(done)) {
      let building = false;
      try {
        mkdirSync(entry, { recursive: false });
        building = true;
      } catch {
        // another worker builds it: wait for it below
      }
      if (building) {
        const staging = join(entry, 'staging');
        const result = spawnSync(command, [script, JSON.stringify({ ...build, outdir: staging })], options);
        if (result.status !== 0) {
          rmSync(entry, { recursive: true, force: true });
          return result;
        }
        renameSync(staging, output);
        writeFileSync(done, posix(relative(build.absWorkingDir, staging)));
      } else {
        const deadline = Date.now() + WAIT_FOR_OTHER_BUILD_MS;
        while (!existsSync(done)) {
          if (!existsSync(entry) || Date.now() > deadline) {
            return (spawnSync as (...all: unknown[]) => unknown)(command, args, options);
          }
          sleepSync(200);
        }
      }
    }
    linkTree(output, build.outdir);
    // esbuild names outputs relative to the working directory: point them at this build's folder.
    const metafile = join(build.outdir, 'metafile.json');
    const builtAt = readFileSync(done, 'utf8');
    const here = posix(relative(build.absWorkingDir, build.outdir));
    rmSync(metafile);
    writeFileSync(
      metafile,
      readFileSync(join(output, 'metafile.json'), 'utf8').split(`${builtAt}/`).join(`${here}/`),
    );
    return {
      pid: 0,
      output: [null, Buffer.alloc(0), Buffer.alloc(0)],
      stdout: Buffer.alloc(0),
      stderr: Buffer.alloc(0),
      status: 0,
      signal: null,
    } satisfies SpawnSyncReturns<Buffer>;
  };
  return cached as typeof SpawnSync;
}
