import js from '@eslint/js';
import { boundariesPlugin } from './eslint/boundaries.js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const under = (dir) => (file) => file === dir || file.startsWith(`${dir}/`);
const isRepository = (file) => /\.repository(\.ts)?$/.test(file);
const serverModules = under('apps/server/src/modules');
/** apps/web/src/features/<feature>/… */
const featureOf = (file) => file.split('/')[4];

/** The import boundaries of the architecture: who may import whom. */
const zones = [
  {
    target: under('packages/contract'),
    from: (file) => under('apps')(file),
    message: 'The contract package imports only zod.',
  },
  {
    target: under('apps/web'),
    from: under('apps/server'),
    message: 'The web app talks to the server through the API and the contract, never its code.',
  },
  {
    target: under('apps/server'),
    from: under('apps/web'),
    message: 'The server does not import the web app.',
  },
  {
    // Tests may open a database to check what the code under test wrote.
    target: (file) =>
      !file.endsWith('.test.ts') &&
      ((serverModules(file) && !isRepository(file)) ||
        ['realtime', 'plugins', 'lib'].some((dir) => under(`apps/server/src/${dir}`)(file))),
    from: under('apps/server/src/db'),
    message: 'Only repositories (and the composition root) use the database.',
  },
  {
    target: (file) => /\.routes\.ts$/.test(file) || under('apps/server/src/realtime')(file),
    from: isRepository,
    message: 'Routes and the socket adapter call services, never repositories.',
  },
  {
    target: under('apps/web/src/features'),
    from: (imported, file) => under('apps/web/src/features')(imported) && featureOf(imported) !== featureOf(file),
    message: 'Web features do not import each other; compose them in app/.',
  },
  {
    target: (file) => ['features', 'components', 'lib'].some((dir) => under(`apps/web/src/${dir}`)(file)),
    from: under('apps/web/src/app'),
    message: 'app/ composes features; features, components and lib do not import it.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      '.test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
      parserOptions: {
        projectService: {
          // The two vitest configs belong to no tsconfig project; type them with the defaults.
          allowDefaultProject: ['vitest.config.ts', 'packages/contract/vitest.config.ts'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    plugins: { moim: boundariesPlugin(zones) },
    rules: {
      'moim/boundaries': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      // A promise nobody awaits loses its error; an async callback where a void one is expected does too.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      // Fastify handlers and implementations of promise-returning interfaces are async by contract,
      // so a throw becomes a rejection; dropping `async` to please this rule would change that.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // Tests read untyped answers (`response.json()`, raw SQL rows), cast them to the shape they
    // check, and spy on methods (`expect(obj.method)`).
    files: ['**/*.test.{ts,tsx}', 'apps/server/src/test/**', 'e2e/**'],
    rules: {
      '@typescript-eslint/no-unnecessary-type-assertion': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    // Plain JavaScript (this config, scripts, benchmarks) has no types to check.
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['packages/contract/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ regex: '^(?!zod$|zod/|\\.{1,2}/|vitest$)', message: 'The contract package imports only zod.' }],
        },
      ],
    },
  },
  {
    // The service worker runs in its own global scope (`self`, `clients`), not a page's.
    files: ['apps/web/public/sw.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
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
    // A page loads its reader's texts only: the contract's table of every language's messages
    // stays out of the web app, which has them through i18n (decision 51).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@moim/contract',
              importNames: ['messages', 'translateMessage', 'isMessageKey'],
              message: "These hold every language's messages: use i18n (lib/i18n.ts) instead.",
            },
            {
              name: '@moim/contract/messages',
              allowTypeImports: true,
              message: "It holds every language's messages: use i18n (lib/i18n.ts) instead.",
            },
            {
              name: '@moim/contract/endpoint-docs',
              message: "The API document's texts are the server's: the web's first download stays without them.",
            },
          ],
          patterns: [
            {
              group: ['@moim/contract/messages/*', '!@moim/contract/messages/locales'],
              allowTypeImports: true,
              message: 'A language of the contract loads through i18n (lib/i18n.ts), the reader’s only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      'apps/server/src/config.ts',
      'apps/server/src/main.ts',
      'apps/server/src/cluster.ts',
      'apps/server/src/test/**',
      'apps/server/src/**/*.test.ts',
      'apps/server/src/scripts/**',
    ],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read settings through config.ts (loadConfig).' },
      ],
    },
  },
  {
    // Services and repositories know no HTTP: they throw an AppError with a code, and the code
    // has the status (decision 53).
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['apps/server/src/modules/**/*.routes.ts', 'apps/server/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@moim/contract',
              importNames: ['errorStatus', 'ErrorStatus'],
              message: 'Services know no HTTP status: throw an AppError with its code.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**', 'bench/**', '.ci/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
);
