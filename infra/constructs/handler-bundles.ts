import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { AssetHashType, DockerImage } from 'aws-cdk-lib';
import { Code } from 'aws-cdk-lib/aws-lambda';
import { buildSync } from 'esbuild';
import { handlerFile } from '../routes.js';
import { repoPath } from './paths.js';

// esbuild's ESM output has no `require`; CommonJS dependencies (stripe, pdf-lib…) still call it for
// Node built-ins. The alias keeps the banner from clashing with a bundled `createRequire` import.
const ESM_REQUIRE_BANNER =
  "import { createRequire as __ridgelineCreateRequire } from 'node:module'; const require = __ridgelineCreateRequire(import.meta.url);";

/** Where the one build writes, next to CDK's own bundling folders (same disk, so files move instantly). */
const BUILD_FOLDER = 'bundling-handlers';

/**
 * Every handler module bundled by ONE esbuild run, the first time CDK asks for a bundle: shared code
 * (the AWS SDK, zod, pdf-lib…) is parsed once instead of once per function, which keeps `cdk synth`
 * well under a minute with ~70 functions. Each function's asset is then its own `index.mjs` (minified
 * ESM for Node 22, AWS SDK included: we ship the version we pin and test against) and source map.
 */
export class HandlerBundles {
  private readonly planned: ReadonlySet<string>;
  /** Handlers whose bundle is still in the build folder; the folder goes once they are all taken. */
  private readonly pending: Set<string>;
  private buildDir?: string;

  /** `handlers`: every module under `functions/` that a function of this app runs. */
  constructor(handlers: readonly string[]) {
    this.planned = new Set(handlers);
    this.pending = new Set(handlers);
  }

  /** The Lambda code of one handler module; bundling is skipped like any asset's when CDK skips it. */
  code(handler: string): Code {
    if (!this.planned.has(handler)) throw new Error(`No bundle planned for handler '${handler}'`);
    return Code.fromAsset(repoPath(), {
      // Hash the bundle, not the repository: an unrelated file change must not redeploy every function.
      assetHashType: AssetHashType.OUTPUT,
      bundling: {
        // Never pulled: local bundling always succeeds (esbuild is a dev dependency).
        image: DockerImage.fromRegistry('dummy'),
        // Names the handler in the asset's cache key, so each function gets its own bundle.
        command: ['bundle', handler],
        local: { tryBundle: (outputDir) => this.moveBundle(handler, outputDir) },
      },
    });
  }

  private moveBundle(handler: string, outputDir: string): boolean {
    // CDK stages each asset once per handler and output folder, so a bundle is only ever claimed once.
    const source = join(this.build(dirname(outputDir)), handler);
    for (const file of readdirSync(source)) renameSync(join(source, file), join(outputDir, file));
    this.pending.delete(handler);
    if (this.pending.size === 0 && this.buildDir) rmSync(this.buildDir, { recursive: true, force: true });
    return true;
  }

  private build(assetOutdir: string): string {
    if (this.buildDir) return this.buildDir;
    const buildDir = join(assetOutdir, BUILD_FOLDER);
    if (existsSync(buildDir)) rmSync(buildDir, { recursive: true, force: true });
    mkdirSync(buildDir, { recursive: true });
    buildSync({
      entryPoints: Object.fromEntries(
        [...this.planned].map((handler) => [`${handler}/index`, repoPath(handlerFile(handler))]),
      ),
      outdir: buildDir,
      outExtension: { '.js': '.mjs' },
      absWorkingDir: repoPath(),
      bundle: true,
      platform: 'node',
      target: 'node22',
      format: 'esm',
      mainFields: ['module', 'main'],
      banner: { js: ESM_REQUIRE_BANNER },
      minify: true,
      sourcemap: true,
      logLevel: 'warning',
    });
    return (this.buildDir = buildDir);
  }
}
