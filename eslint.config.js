// One lint setup for the whole monorepo. Type-aware so that floating promises are errors:
// an un-awaited promise is how background work gets lost and errors get swallowed.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

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
    // The config module is the one place allowed to read the environment; tests and tooling set it.
    files: [
      'apps/api/src/config/**',
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
