import fs from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const webFeatures = fs
  .readdirSync('apps/web/src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The import boundaries of docs/architecture: who may import whom. */
const boundaries = [
  {
    target: './packages/contract/**',
    from: ['./apps/**'],
    message: 'The contract package imports only zod.',
  },
  {
    target: './apps/web/**',
    from: ['./apps/server/**'],
    message: 'The web app talks to the server through the API and the contract, never its code.',
  },
  {
    target: './apps/server/**',
    from: ['./apps/web/**'],
    message: 'The server does not import the web app.',
  },
  {
    target: [
      './apps/server/src/modules/**/*.service.ts',
      './apps/server/src/modules/**/*.routes.ts',
      './apps/server/src/realtime/**',
      './apps/server/src/plugins/**',
      './apps/server/src/lib/**',
    ],
    from: ['./apps/server/src/db/**'],
    message: 'Only repositories (and the composition root) use the database.',
  },
  {
    target: ['./apps/server/src/modules/**/*.routes.ts', './apps/server/src/realtime/**'],
    from: ['./apps/server/src/modules/**/*.repository.ts'],
    message: 'Routes and the socket adapter call services, never repositories.',
  },
  ...webFeatures.map((feature) => ({
    target: `./apps/web/src/features/${feature}/**`,
    from: webFeatures.filter((other) => other !== feature).map((other) => `./apps/web/src/features/${other}/**`),
    message: 'Web features do not import each other; compose them in app/.',
  })),
  {
    target: ['./apps/web/src/features/**', './apps/web/src/components/**', './apps/web/src/lib/**'],
    from: ['./apps/web/src/app/**'],
    message: 'app/ composes features; features, components and lib do not import it.',
  },
]
  .map((zone) => ({ ...zone, from: [zone.from].flat() }))
  .filter((zone) => zone.from.length > 0);

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', '.test-results/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['packages/contract/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!zod$|zod/|\\.{1,2}/|vitest$)', message: 'The contract package imports only zod.' }] },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/config.ts', 'apps/server/src/main.ts', 'apps/server/src/test/**', 'apps/server/src/**/*.test.ts', 'apps/server/src/scripts/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read settings through config.ts (loadConfig).' },
      ],
    },
  },
  {
    files: ['scripts/**', 'bench/**', '.ci/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
);
