// @ts-check
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Every feature folder under web/src/features, so each one can be forbidden from importing the others. */
const features = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Every business area's folder under functions/ (the platform is not an area). */
const areas = readdirSync(new URL('./functions', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'platform')
  .map((entry) => entry.name);

/**
 * Import boundaries (in the spirit of bulletproof-react's `import/no-restricted-paths`): paths are
 * resolved, so a relative `../../other-feature/x` is caught as surely as an alias.
 */
const boundaries = [
  {
    target: './shared',
    from: ['./functions', './infra', './web', './test', './events'],
    message: 'shared/ is pure: it imports nothing outside itself but zod.',
  },
  {
    target: './shared',
    from: './node_modules',
    except: ['./zod'],
    message: 'shared/ is pure: it imports nothing outside itself but zod.',
  },
  {
    target: './functions',
    from: ['./web', './infra'],
    message: 'functions/ never imports web/ or infra/: share through shared/.',
  },
  {
    target: ['./web/src/components', './web/src/lib'],
    from: ['./web/src/features', './web/src/app'],
    message: 'Shared UI and lib import no feature and not app/.',
  },
  {
    target: './web/src/features',
    from: ['./web/src/app'],
    message: 'A feature never imports app/: move what it needs into web/src/lib or components.',
  },
  {
    target: './functions/platform',
    from: './functions',
    except: ['./platform'],
    message: 'The platform serves every area and imports none.',
  },
  {
    target: './functions/platform',
    from: './shared',
    except: ['./kernel', './mail'],
    message: 'The platform imports only shared/kernel and shared/mail.',
  },
  ...areas.map((area) => ({
    target: `./functions/${area}`,
    from: './functions',
    except: [`./${area}`, './platform', ...areas.map((other) => `./${other}/index.ts`)],
    message: `Another area is reached only through its index.ts (functions/<area>/index.ts).`,
  })),
  {
    target: './shared/kernel',
    from: './shared',
    except: ['./kernel'],
    message: 'shared/kernel is the base of shared/: it imports nothing else from it.',
  },
  {
    target: ['./shared/*/*.ts', './shared/*/!(schemas)/**'],
    from: './shared/*/schemas/*.ts',
    message: 'Domain code never imports schemas: schemas build on the domain, not the other way round.',
  },
  ...features.map((feature) => ({
    target: `./web/src/features/${feature}`,
    from: './web/src/features',
    except: [`./${feature}`],
    message: 'A feature never imports another feature: move the shared piece into web/src/lib or components.',
  })),
];

// One zod import: shared/kernel/zod.ts (zod/mini plus English messages); classic zod would put ~80 KB back in every Lambda.
const ZOD_ONLY_VIA_SHARED = {
  regex: '^zod(/.*)?$',
  message: 'Import z from shared/kernel/zod.ts (zod/mini with English messages).',
};

export default tseslint.config(
  {
    ignores: ['node_modules', 'cdk.out', 'web/dist', 'web/.ssr', 'dist', '.data', 'coverage', 'test-results'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: {
      // Without these, import-x parses no .ts dependency and no-cycle silently sees no graph.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
          alias: { '@shared': [fileURLToPath(new URL('./shared', import.meta.url))] },
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-imports': ['error', { patterns: [ZOD_ONLY_VIA_SHARED] }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read configuration once, through functions/platform/config.ts.',
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    // We do not run the React Compiler, so its note about react-hook-form's watch() does not apply.
    files: ['web/src/**/*.{ts,tsx}'],
    rules: { 'react-hooks/incompatible-library': 'off' },
  },
  {
    // The Lambda build treats our modules as free of side effects (infra/constructs/build-bundles.mjs).
    files: ['functions/**', 'shared/**'],
    rules: { 'import-x/no-unassigned-import': 'error' },
  },
  {
    files: ['shared/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*'], message: 'shared/ is pure: no Node built-ins.' },
            ZOD_ONLY_VIA_SHARED,
          ],
        },
      ],
    },
  },
  {
    files: ['shared/kernel/zod.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Configuration, the local runtime, tests and benches legitimately read the environment.
    files: [
      'functions/platform/config.ts',
      'infra/**',
      'test/**',
      'web/vite.config.ts',
      'vitest.config.ts',
      'eslint.config.js',
      'web/scripts/**',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
