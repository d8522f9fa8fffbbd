// @ts-check
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Every feature folder under web/src/features, so each one can be forbidden from importing the others. */
const features = [
  'account',
  'auth',
  'billing',
  'chatbot',
  'coupons',
  'crm',
  'communications',
  'customers',
  'dashboard',
  'documents',
  'estimates',
  'insurance',
  'landing',
  'marketing',
  'operator',
  'presale',
  'profile',
  'project-status',
  'projects',
  'proposals',
  'rates',
  'reports',
  'settings',
  'team',
];

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
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
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
