// @ts-check
/**
 * ESLint for the site's TypeScript, TSX and JavaScript. Formatting is Prettier's job
 * (.prettierrc.json); these rules only catch bugs and keep the code consistent.
 * Not type-aware on purpose: `npm run typecheck` (tsc, strict) already checks types,
 * and syntax-only rules keep `npm run lint` fast.
 */
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** @type {Record<string, 'readonly'>} */
const nodeGlobals = {
  process: 'readonly',
  console: 'readonly',
  URL: 'readonly',
  Buffer: 'readonly',
  setTimeout: 'readonly',
  clearTimeout: 'readonly',
};

/** @type {Record<string, 'readonly' | 'writable'>} */
const commonJsGlobals = {module: 'writable', exports: 'writable', require: 'readonly', __dirname: 'readonly'};

export default tseslint.config(
  {
    // Generated, installed or built files; never linted.
    ignores: [
      'node_modules/',
      'build/',
      'build-base/',
      '.docusaurus/',
      'docs/api/',
      'static/',
      'test-results/',
      'playwright-report/',
    ],
  },
  {
    linterOptions: {reportUnusedDisableDirectives: 'error'},
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // React code lives in src/. (Elsewhere `use` is not a hook: Playwright fixtures call it.)
    files: ['src/**/*.{ts,tsx,js,jsx}'],
    plugins: {'react-hooks': reactHooks},
    rules: {...reactHooks.configs.recommended.rules, 'react-hooks/exhaustive-deps': 'error'},
  },
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      // Unused parameters are allowed when prefixed with `_` (plugin lifecycles pass arguments we ignore).
      '@typescript-eslint/no-unused-vars': [
        'error',
        {argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true},
      ],
      // `import type` keeps type-only imports out of the browser bundle; auto-fixable.
      '@typescript-eslint/consistent-type-imports': [
        'error',
        {fixStyle: 'inline-type-imports', disallowTypeAnnotations: false},
      ],
      eqeqeq: ['error', 'smart'],
      // No unfinished work lands: the content check holds pages to the same rule.
      'no-warning-comments': ['error', {terms: ['todo', 'fixme', 'tbd'], location: 'anywhere'}],
      'no-var': 'error',
      'prefer-const': 'error',
      'object-shorthand': ['error', 'always'],
    },
  },
  {
    // Browser code: no stray debugging output in readers' consoles (the e2e suite fails on console errors anyway).
    files: ['src/components/**', 'src/theme/**', 'src/pages/**', 'src/plugins/*/theme/**', 'src/plugins/*/client/**'],
    rules: {'no-console': ['error', {allow: ['warn', 'error']}]},
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: {globals: nodeGlobals},
  },
  {
    // Plain .js and .cjs files may be CommonJS modules (stubs and config files for other tools).
    files: ['**/*.{js,cjs}'],
    languageOptions: {globals: commonJsGlobals},
  },
  {
    // Algolia's crawler runs this file and provides `Crawler`.
    files: ['config/docsearch-crawler.config.js'],
    languageOptions: {globals: {Crawler: 'readonly'}},
  },
);
