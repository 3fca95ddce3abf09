// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The lint of the whole tree, run by `npm test` with zero warnings allowed. The layer table of DESIGN.md is
 * checked twice over: by test/unit/layers.test.ts (every rule, with globals and the clock), and here as
 * restricted imports, so an editor shows a crossing as it is typed.
 */

const react = ['react', 'react-dom', 'react-dom/*'];
const container = ['inversify', '@inversifyjs/*', 'reflect-metadata', 'reflect-metadata/*'];

/** `no-restricted-imports` of the layer table: the packages and folders a layer never reaches. */
const never = (...patterns) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: patterns.map((group) =>
        group.regex ? { regex: group.regex, message: group.message } : { group: group.patterns, message: group.message },
      ),
    },
  ],
});

export default tseslint.config(
  { ignores: ['dist/**', 'coverage/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts,js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // The typecheck reads unused names (noUnusedLocals); a leading underscore marks one kept on purpose.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // `import('sharp')` in a type is how a module loaded on demand is named without loading it.
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      // A disable comment says why: `// eslint-disable-next-line rule -- reason`.
      'no-warning-comments': 'off',
    },
  },
  {
    // Tests and benchmarks read the server's JSON answers as they come: their bodies are `any` on purpose
    // (test/integration/harness.ts ApiResponse), and each assertion says what it expects of them.
    files: ['test/**/*.ts', 'bench/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['src/**/*.tsx', 'src/ui/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: never(
      { patterns: [...react, ...container, 'zod', 'zod/*'], message: 'The domain is pure: no React, container or zod (DESIGN.md, layers).' },
      {
        patterns: ['**/application/**', '**/adapters/**', '**/ui/**', '**/composition/**', '**/server/**', '**/contract/**'],
        message: 'The domain reads only other domain modules and the kernel.',
      },
    ),
  },
  {
    files: ['src/application/**/*.ts'],
    rules: never(
      { patterns: [...react, ...container], message: 'The application knows no React and no container (DESIGN.md, layers).' },
      {
        patterns: ['**/adapters/**', '**/ui/**', '**/composition/**', '**/server/**'],
        message: 'The application reaches adapters only through its ports.',
      },
    ),
  },
  {
    files: ['src/adapters/**/*.ts'],
    rules: never(
      { patterns: [...react, ...container], message: 'Adapters know no React and no container (DESIGN.md, layers).' },
      {
        patterns: ['**/ui/**', '**/composition/**', '**/server/**'],
        message: 'Adapters implement ports; they do not reach the views, the roots or the server.',
      },
    ),
  },
  {
    files: ['src/ui/**/*.{ts,tsx}'],
    rules: never(
      { patterns: container, message: 'Only the composition roots import the container.' },
      {
        patterns: ['**/adapters/**', '**/composition/**', '**/server/**'],
        message: 'Views act through use cases and read projections; never adapters directly.',
      },
    ),
  },
  {
    files: ['server/**/*.ts'],
    ignores: ['server/composition/**'],
    rules: never(
      { patterns: [...react, ...container], message: 'Only server/composition imports the container; the server renders no React of its own.' },
      {
        patterns: ['**/src/ui/**', '**/src/adapters/**', '**/src/application/**'],
        message: "The server shares the domain and the kernel, never the client's views or adapters.",
      },
    ),
  },
  {
    files: ['contract/**/*.ts'],
    rules: never({ patterns: ['**/src/**', '**/server/**'], message: 'The contract reads only the kernel: no arrow runs from the wire back up.' }),
  },
  {
    files: ['kernel/**/*.ts'],
    rules: never({ regex: '^(?!\\./[^/]+$)', message: 'The kernel imports nothing but its own files.' }),
  },
);
