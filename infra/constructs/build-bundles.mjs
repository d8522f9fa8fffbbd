/**
 * Runs the one esbuild build of every handler (see handler-bundles.ts, which calls this in a child
 * process: CDK bundles synchronously, and esbuild runs plugins only in its asynchronous API).
 * argv[2]: the JSON build options; writes `metafile.json` into the options' `outdir`.
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

// Lambda gives every function its role's credentials in environment variables, so the SDK's default
// chain (INI files, SSO, STS web identity, IMDS, containers: ~90 KB minified) never runs there; the
// SDK's own environment provider is the whole chain in a bundle.
const LAMBDA_CREDENTIALS = "export { fromEnv as defaultProvider } from '@aws-sdk/credential-provider-env';";

// `z.locales` (every language's error messages, ~260 KB minified) is kept whole by a namespace
// re-export; our answers are English (shared/kernel/zod.ts sets zod's English messages).
const ENGLISH_LOCALE_ONLY = "export { default as en } from './en.js';";

// Small stand-ins for SDK internals Lambda never exercises (each file says why).
const STAND_INS = fileURLToPath(new URL('./lambda-stand-ins/', import.meta.url));

// pdf-lib's and aws-jwt-verify's modules only declare classes, enums and constants, but neither
// package says so (no `sideEffects` field), so every bundle that merely imported a PDF writer kept
// all ~400 KB of pdf-lib, and every public route kept the 16 KB token verifier it never calls.
const SIDE_EFFECT_FREE = /[\\/]node_modules[\\/](pdf-lib|@pdf-lib[\\/][^\\/]+|pako|aws-jwt-verify)[\\/]/;

// Our own modules only declare things (none is imported for its side effects; lint keeps it so), so a
// module none of whose exports a function uses is left out whole, e.g. the rest of an area's index.ts.
const OUR_CODE = /^(?!.*[\\/]node_modules[\\/]).*[\\/](functions|shared)[\\/]/;

/** Resolves a module as esbuild would and marks it free of side effects when its path matches `freeOf`. */
async function sideEffectFree(esbuild, args, freeOf) {
  const real = await esbuild.resolve(args.path, {
    kind: args.kind,
    resolveDir: args.resolveDir,
    importer: args.importer,
    pluginData: 'real',
  });
  if (real.errors.length > 0 || !freeOf.test(real.path)) return undefined;
  return { path: real.path, sideEffects: false };
}

/**
 * Replaces modules that Lambda never needs with the small part it does, and lets tree shaking
 * drop pdf-lib and aws-jwt-verify from bundles that never call them.
 */
const leanLambda = {
  name: 'ridgeline-lean-lambda',
  setup(esbuild) {
    esbuild.onResolve(
      { filter: /^(pdf-lib|@pdf-lib\/.*|pako|aws-jwt-verify(\/.*)?)$|^\.\.?\/|^#|^@shared\// },
      async (args) => {
        if (args.pluginData === 'real') return undefined;
        if (OUR_CODE.test(args.importer) && /^(\.|@shared\/)/.test(args.path))
          return sideEffectFree(esbuild, args, OUR_CODE);
        // Relative and `#` (package-internal) imports matter only inside those packages.
        if (/^[.#]/.test(args.path) && !SIDE_EFFECT_FREE.test(args.importer)) return undefined;
        return sideEffectFree(esbuild, args, SIDE_EFFECT_FREE);
      },
    );
    esbuild.onResolve({ filter: /^@aws-sdk\/credential-provider-node$/ }, async (args) => {
      if (args.pluginData === 'real') return undefined;
      const real = await esbuild.resolve(args.path, {
        kind: args.kind,
        resolveDir: args.resolveDir,
        pluginData: 'real',
      });
      return { path: real.path, namespace: 'lambda-credentials' };
    });
    esbuild.onLoad({ filter: /.*/, namespace: 'lambda-credentials' }, (args) => ({
      contents: LAMBDA_CREDENTIALS,
      resolveDir: dirname(args.path),
      loader: 'js',
    }));
    // Only the lazy load: S3's client also imports the codec's config resolver, and keeps it.
    esbuild.onResolve({ filter: /^@smithy\/core\/event-streams$/ }, (args) =>
      args.kind === 'dynamic-import' ? { path: join(STAND_INS, 'no-event-streams.mjs') } : undefined,
    );
    esbuild.onResolve({ filter: /^mnemonist\/lru-cache(\.js)?$/ }, () => ({
      path: join(STAND_INS, 'lru-cache.mjs'),
    }));
    esbuild.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, (args) => {
      if (!/[\\/]zod[\\/]v4[\\/]/.test(args.importer)) return undefined;
      return { path: join(args.resolveDir, '..', 'locales', 'index.js'), namespace: 'zod-english' };
    });
    esbuild.onLoad({ filter: /.*/, namespace: 'zod-english' }, (args) => ({
      contents: ENGLISH_LOCALE_ONLY,
      resolveDir: dirname(args.path),
      loader: 'js',
    }));
  },
};

const options = JSON.parse(process.argv[2]);
const result = await build({ ...options, plugins: [leanLambda] });
writeFileSync(join(options.outdir, 'metafile.json'), JSON.stringify(result.metafile));
