// One lint setup for the whole monorepo. Type-aware so that floating promises are errors:
// an un-awaited promise is how background work gets lost and errors get swallowed.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { readdirSync } from 'node:fs';

const SQL_OUTSIDE_REPOSITORIES = {
  group: ['drizzle-orm', 'drizzle-orm/*'],
  message:
    'Only repositories, schema slices and core/db talk SQL: add a repository function instead.',
};
const HTTP_BELOW_HANDLERS = {
  group: ['**/core/http/*', '**/core/http/**'],
  message:
    'Services, jobs, repositories and the core below HTTP do not depend on the HTTP layer (errors live in core/errors).',
};

const API_SRC = 'apps/api/src';
/** Where SQL may be written: repositories, each feature's schema slice and the database module. */
const SQL_HOMES = [
  `${API_SRC}/**/repositories/**`,
  `${API_SRC}/**/*-repository.ts`,
  `${API_SRC}/**/schema.ts`,
  `${API_SRC}/core/db/**`,
  `${API_SRC}/**/*.test.ts`,
];

/** The API's feature modules (apps/api/src/features/<name>): each talks to the others only through their index.ts. */
const API_FEATURES = readdirSync(new URL('./apps/api/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The API's layers: SQL lives in repositories, schema slices and core/db; nothing below the
 * handlers reaches into the HTTP layer; features meet only at each other's index.ts; the core
 * never depends on a feature. (Later blocks replace a rule for the files they match.)
 */
function apiLayerRules() {
  const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
  return [
    {
      files: [`${API_SRC}/**/*.ts`],
      ignores: SQL_HOMES,
      rules: restrict(SQL_OUTSIDE_REPOSITORIES),
    },
    {
      files: [
        `${API_SRC}/features/*/{services,repositories,jobs,platforms,runs,auth,sso}/**/*.ts`,
        `${API_SRC}/core/{config,db,errors,jobs,logging,mail,security}/**/*.ts`,
      ],
      ignores: SQL_HOMES,
      rules: restrict(SQL_OUTSIDE_REPOSITORIES, HTTP_BELOW_HANDLERS),
    },
    {
      files: SQL_HOMES.filter((pattern) => !pattern.endsWith('.test.ts')),
      ignores: [`${API_SRC}/**/*.test.ts`],
      rules: restrict(HTTP_BELOW_HANDLERS),
    },
    {
      files: [`${API_SRC}/**/*.ts`],
      ignores: [`${API_SRC}/**/*.test.ts`],
      rules: {
        'import-x/no-restricted-paths': [
          'error',
          {
            zones: [
              {
                target: `./${API_SRC}/core`,
                from: [`./${API_SRC}/features`, `./${API_SRC}/app.ts`, `./${API_SRC}/process`],
                message:
                  'The core never depends on a feature: pass what it needs in through the application context.',
              },
              ...API_FEATURES.flatMap((feature) =>
                API_FEATURES.filter((other) => other !== feature).map((other) => ({
                  target: `./${API_SRC}/features/${feature}`,
                  from: `./${API_SRC}/features/${other}`,
                  // Foreign keys: a schema slice may reference another feature's tables.
                  except: ['./index.ts', './schema.ts'],
                  message: `A feature uses another only through its index.ts: export what ${feature} needs from features/${other}/index.ts.`,
                })),
              ),
            ],
          },
        ],
      },
    },
  ];
}

/** The web app's feature folders: each is self-contained (STYLE: no cross-feature imports). */
const WEB_FEATURES = readdirSync(new URL('./apps/web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.turbo/**',
      '**/data/**',
      '**/src/generated/**',
      '**/routeTree.gen.ts',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/*.config.js',
      '**/*.mjs',
      // Scripts as an integrator writes them, importing the SDK by its name: the SDK's tests run
      // them against the built and the packed package, and tsc checks the .ts against the tarball.
      'packages/ads-sdk/test/consumers/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read configuration through the config module.',
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'packages/ui/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Boundaries (issue 14): no import cycles anywhere in the source, and a web feature never
    // reaches into another feature; what two features share lives in lib/ or components/.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        // The API and the packages import TypeScript by its emitted `.js` name (NodeNext).
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        }),
      ],
      // no-cycle reads the imported modules itself: it needs to know they are TypeScript.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: WEB_FEATURES.map((feature) => ({
            target: `./apps/web/src/features/${feature}`,
            from: './apps/web/src/features',
            except: [`./${feature}`],
            message:
              'A web feature does not import another feature: move what both need to lib/ or components/.',
          })),
        },
      ],
    },
  },
  {
    // The SDK's CommonJS build turns a default import of a package into that package's whole
    // `module.exports` (esbuild copies Node's interop, the SDK being "type": "module"); that made
    // createUtmostClient throw under `require` (see src/client/openapi-fetch-create-client.ts).
    files: ['packages/ads-sdk/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test-d.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "ImportDeclaration[importKind='value'][source.value=/^[^.]/] > ImportDefaultSpecifier",
          message:
            "In the SDK's CommonJS build a package's default import is its whole module.exports: import by name, or see src/client/openapi-fetch-create-client.ts.",
        },
      ],
    },
  },
  ...apiLayerRules(),
  {
    // The config module is the one place allowed to read the environment; tests and tooling set it.
    files: [
      'apps/api/src/core/config/**',
      // The `utmost` bin: reads UTMOST_* once and hands them to runCli, like a config module.
      'packages/ads-sdk/src/cli/bin.ts',
      '**/*.test.ts',
      '**/*.test.tsx',
      '**/test/**',
      'apps/e2e/**',
      '**/*.config.ts',
      '**/bench/**',
    ],
    rules: { 'no-restricted-properties': 'off' },
  },
  prettier,
);
