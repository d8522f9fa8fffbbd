import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { AssetHashType, DockerImage, Stage } from 'aws-cdk-lib';
import { Code } from 'aws-cdk-lib/aws-lambda';
import type { IConstruct } from 'constructs';
import type { Metafile } from 'esbuild';
import { handlerFile } from '../routes.js';
import { repoPath } from './paths.js';

// esbuild's ESM output has no `require`; CommonJS dependencies (stripe, pdf-lib…) still call it for
// Node built-ins. The alias keeps the banner from clashing with a bundled `createRequire` import.
const ESM_REQUIRE_BANNER =
  "import { createRequire as __ridgelineCreateRequire } from 'node:module'; const require = __ridgelineCreateRequire(import.meta.url);";

/** Where the one build writes, next to CDK's own bundling folders (same disk, so files move instantly). */
const BUILD_FOLDER = 'bundling-handlers';

/**
 * Where each handler's source map is kept, next to the assets in `cdk.out` but not part of any
 * asset: maps are never uploaded to the functions (they weighed 3–5 MB each and, with
 * `--enable-source-maps`, were parsed on every cold start). Symbolicate a logged stack with them.
 */
export const SOURCE_MAP_FOLDER = 'handler-source-maps';

/**
 * The esbuild options of every handler bundle, plus the plugin in `build-bundles.mjs` that leaves
 * out the SDK's credential chain and zod's other languages (the bench measures what CDK ships).
 */
export const BUNDLE_OPTIONS = {
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'esm',
  // ESM builds of dependencies tree-shake; `main` (CommonJS) does not.
  mainFields: ['module', 'main'],
  banner: { js: ESM_REQUIRE_BANNER },
  minify: true,
  treeShaking: true,
  legalComments: 'none',
  // Written beside the bundle without a `sourceMappingURL` comment, then moved out of the asset.
  sourcemap: 'external',
  metafile: true,
  logLevel: 'warning',
} as const;

/** Where the functions' AWS SDK comes from (context `lambdaSdk`; see {@link HandlerBundles}). */
export type LambdaSdk = 'bundled' | 'runtime';

/** The `lambdaSdk` context value, checked. */
export function lambdaSdk(scope: IConstruct): LambdaSdk {
  const value: unknown = scope.node.tryGetContext('lambdaSdk') ?? 'bundled';
  if (value !== 'bundled' && value !== 'runtime')
    throw new Error(`lambdaSdk must be 'bundled' or 'runtime', got '${String(value)}'`);
  return value;
}

/**
 * Every handler module bundled by ONE esbuild run, the first time CDK (or {@link reaches}) asks for
 * a bundle: shared code (the AWS SDK, zod, pdf-lib…) is parsed once instead of once per function,
 * which keeps `cdk synth` well under a minute with ~100 functions. Each function's asset is then its
 * own `index.mjs` only (minified ESM for Node 22, AWS SDK included: we ship the version we pin and
 * test against); its source map stays in `cdk.out/handler-source-maps/<handler>/`.
 */
export class HandlerBundles {
  private readonly planned: ReadonlySet<string>;
  /** Handlers whose bundle is still in the build folder; the folder goes once they are all taken. */
  private readonly pending: Set<string>;
  private buildDir?: string;
  private metafile?: Metafile;

  /**
   * `handlers`: every module under `functions/` that a function of this app runs. `sdk`: `bundled`
   * (default: the pinned, tested AWS SDK is in each bundle) or `runtime` (the `@aws-sdk/*` packages
   * are left to the Lambda runtime's copy: smaller bundles, an SDK version we do not choose).
   */
  constructor(
    handlers: readonly string[],
    private readonly sdk: LambdaSdk = 'bundled',
  ) {
    this.planned = new Set(handlers);
    this.pending = new Set(handlers);
  }

  /** The Lambda code of one handler module; bundling is skipped like any asset's when CDK skips it. */
  code(handler: string): Code {
    this.assertPlanned(handler);
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

  /**
   * Whether code of `module` ends up in the handler's bundle after tree shaking: a package name
   * (`pdf-lib`, `@aws-sdk/client-s3`) or a repository path (`functions/platform/secrets.ts`). Builds the
   * bundles (into the app's asset folder) if CDK has not yet.
   */
  reaches(scope: IConstruct, handler: string, module: string): boolean {
    return this.modulesOf(scope, handler).some((input) => inputMatches(input, module));
  }

  /** Every module that contributes code to the handler's bundle (paths relative to the repository). */
  modulesOf(scope: IConstruct, handler: string): string[] {
    this.assertPlanned(handler);
    const buildDir = this.build(assetOutdir(scope));
    if (!this.metafile) throw new Error('The bundles have not been built');
    return bundleInputs(this.metafile, buildDir, handler);
  }

  private assertPlanned(handler: string): void {
    if (!this.planned.has(handler)) throw new Error(`No bundle planned for handler '${handler}'`);
  }

  private moveBundle(handler: string, outputDir: string): boolean {
    // CDK stages each asset once per handler and output folder, so a bundle is only ever claimed once.
    const assetDir = dirname(outputDir);
    const source = join(this.build(assetDir), handler);
    const maps = join(assetDir, SOURCE_MAP_FOLDER, handler);
    mkdirSync(maps, { recursive: true });
    for (const file of readdirSync(source)) {
      renameSync(join(source, file), join(file.endsWith('.map') ? maps : outputDir, file));
    }
    this.pending.delete(handler);
    if (this.pending.size === 0 && this.buildDir) rmSync(this.buildDir, { recursive: true, force: true });
    return true;
  }

  private build(assetOutdir: string): string {
    if (this.buildDir) return this.buildDir;
    const buildDir = join(assetOutdir, BUILD_FOLDER);
    if (existsSync(buildDir)) rmSync(buildDir, { recursive: true, force: true });
    mkdirSync(buildDir, { recursive: true });
    this.metafile = buildHandlerBundles([...this.planned], buildDir, this.sdk);
    return (this.buildDir = buildDir);
  }
}

/**
 * Bundles `handlers` into `outdir/<handler>/index.mjs` (+ `.map`) with {@link BUNDLE_OPTIONS} and the
 * lean-Lambda plugin; returns esbuild's metafile.
 */
export function buildHandlerBundles(handlers: readonly string[], outdir: string, sdk: LambdaSdk): Metafile {
  const entryPoints = handlers.map((handler) => [handler, repoPath(handlerFile(handler))] as const);
  return buildBundles(Object.fromEntries(entryPoints), outdir, sdk);
}

/**
 * Bundles each entry (`name` → source file) into `outdir/<name>/index.mjs` exactly as a handler is
 * bundled. A child process: CDK asks for bundles synchronously, and esbuild runs plugins only
 * asynchronously.
 */
export function buildBundles(entries: Record<string, string>, outdir: string, sdk: LambdaSdk): Metafile {
  const options = {
    ...BUNDLE_OPTIONS,
    entryPoints: Object.fromEntries(Object.entries(entries).map(([name, file]) => [`${name}/index`, file])),
    outdir,
    outExtension: { '.js': '.mjs' },
    absWorkingDir: repoPath(),
    external: sdk === 'runtime' ? ['@aws-sdk/*'] : [],
  };
  const run = spawnSync(
    process.execPath,
    [repoPath('infra', 'constructs', 'build-bundles.mjs'), JSON.stringify(options)],
    { cwd: repoPath(), stdio: ['ignore', 'inherit', 'inherit'] },
  );
  if (run.status !== 0) throw new Error(`Bundling failed (exit ${String(run.status)})`);
  const metafilePath = join(outdir, 'metafile.json');
  const metafile = JSON.parse(readFileSync(metafilePath, 'utf8')) as Metafile;
  rmSync(metafilePath);
  return metafile;
}

/** The inputs that contribute code to one bundle of a {@link buildHandlerBundles} metafile. */
export function bundleInputs(metafile: Metafile, outdir: string, handler: string): string[] {
  const output = relative(repoPath(), join(outdir, handler, 'index.mjs'))
    .split('\\')
    .join('/');
  const inputs = metafile.outputs[output]?.inputs;
  if (!inputs) throw new Error(`No bundle output for '${handler}'`);
  return Object.entries(inputs)
    .filter(([, input]) => input.bytesInOutput > 0)
    .map(([path]) => path);
}

/** Whether a metafile input path belongs to `module`: a package name, or a repository path under functions/ or shared/. */
export function inputMatches(input: string, module: string): boolean {
  if (module.startsWith('functions/') || module.startsWith('shared/')) return input === module;
  return input.includes(`node_modules/${module}/`);
}

/** The folder CDK stages this app's assets in. */
function assetOutdir(scope: IConstruct): string {
  const stage = Stage.of(scope);
  if (!stage) throw new Error('Bundles are built inside an App');
  return stage.assetOutdir;
}
