// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { APPS, REMOTE_NAMES } from '@estefania/shared/apps';

/** Every remote's folder, from the one app registry. */
const REMOTES = REMOTE_NAMES.map((name) => APPS[name].dir);

/**
 * Apps import only @estefania/shared (through its public entry points); never each other. `self` is
 * the app the rule is for; null for code that is no app (scripts, e2e), which imports no app at all.
 */
function importDirection(self) {
  const forbidden = ['shell', ...REMOTES, 'automation'].filter((name) => name !== self);
  return {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: forbidden.flatMap((name) => [name, `${name}/*`, `**/${name}/**`]),
            message: 'Import direction: an app imports only @estefania/shared, never another app.',
          },
          {
            group: ['@estefania/shared/src/*', '**/shared/src/**'],
            message: 'Import @estefania/shared through its package entry points.',
          },
        ],
      },
    ],
  };
}

/** shared is the contract, the UI kit and tooling: it never imports an app. */
function sharedImports(...extra) {
  return {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: [
              'shell',
              'shell/*',
              'automation',
              'automation/*',
              ...REMOTES.flatMap((name) => [name, `${name}/*`, `**/${name}/**`]),
              '**/shell/**',
            ],
            message: 'shared is the contract: it never imports an app.',
          },
          ...extra,
        ],
      },
    ],
  };
}

export default tseslint.config(
  {
    ignores: [
      '**/*.d.mts',
      '**/dist/**',
      '**/dist-server/**',
      '**/*.tmp.*',
      '**/node_modules/**',
      '**/.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/.__mf__temp/**',
      '**/__mf__temp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    files: ['**/*.tsx', '**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      ...tseslint.configs.disableTypeChecked.languageOptions,
      globals: { ...globals.node },
    },
  },
  { files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs' } },
  {
    files: ['e2e/**', 'automation/**', '**/vite.config.ts', '**/vitest.config.ts', 'scripts/**'],
    languageOptions: { globals: { ...globals.node } },
  },
  { files: ['shell/**'], rules: importDirection('shell') },
  ...REMOTES.map((remote) => ({ files: [`${remote}/**`], rules: importDirection(remote) })),
  { files: ['automation/**'], rules: importDirection('automation') },
  // The repo's own tooling and the browser tests use shared like any app: through its package entry points.
  { files: ['scripts/**', 'e2e/**', '*.{js,mjs,ts}'], rules: importDirection(null) },
  { files: ['shared/**'], rules: sharedImports() },
  // The contract is React-free (Node reads it): contract/reactFree.test.ts proves it in Node; this says it sooner.
  {
    files: ['shared/src/contract/**'],
    rules: sharedImports({
      regex: '^(@estefania/shared|(react|react-dom|sonner)(/.*)?|@emotion/.*|\\.\\./ui/.*)$',
      message: 'The contract is React-free: it imports only its siblings, never the UI kit or the package root.',
    }),
  },
);
