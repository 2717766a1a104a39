// The shared ESLint config: TypeScript strict rules, React hooks rules for the apps and packages, and the import
// rules of ARCHITECTURE.md ("Domains and import rules"): no import circles anywhere, no upward imports between layers.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'storybook-static/**', 'data/**', 'test-results/**', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Front-end calls go through packages/api.' }],
    },
  },
  {
    files: ['apps/server/**', 'tooling/**', 'packages/api/**', '**/*.test.ts', '**/*.stories.tsx'],
    rules: { 'no-restricted-globals': 'off' },
  },
  {
    files: ['apps/mobile/**/*.tsx', 'apps/desktop/**/*.tsx', 'apps/games/**/*.tsx', 'apps/backoffice/**/*.tsx', 'packages/ui/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  // ------------------------------------------------------------------ import rules (ARCHITECTURE.md, "Domains and import rules")
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'], noWarnOnMultipleProjects: true })],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // The server's infrastructure (shared/, db/, realtime/, config) knows no domain (types a guard needs excepted).
    files: ['apps/server/src/shared/**', 'apps/server/src/db/**', 'apps/server/src/realtime/**', 'apps/server/src/config.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^\\.\\./(?!shared/|db/|realtime/|config$)', allowTypeImports: true, message: 'Infrastructure does not import a domain (ARCHITECTURE.md, Domains and import rules).' }] }],
    },
  },
  {
    // A domain reads another domain's data through its service, never its repository; the staff and wallet domains
    // sit below the others and import none of them.
    files: ['apps/server/src/*/**'],
    ignores: ['apps/server/src/shared/**', 'apps/server/src/db/**', 'apps/server/src/realtime/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^\\.\\./[a-z-]+/[a-z.-]+\\.repository$', message: 'Another domain\'s repository: go through its service (ARCHITECTURE.md, Domains and import rules).' }] }],
    },
  },
  {
    files: ['apps/server/src/staff/**', 'apps/server/src/wallet/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^\\.\\./[a-z-]+/[a-z.-]+\\.repository$', message: 'Another domain\'s repository: go through its service.' },
            { regex: '^\\.\\./(?!shared/|db/|realtime/|staff/|wallet/)', allowTypeImports: true, message: 'staff/ and wallet/ sit below the other domains and import none of them.' },
          ],
        },
      ],
    },
  },
  {
    // Pure packages stay pure: domain imports no React, no other workspace package; ui does not call the API;
    // no package imports an app, and no app imports another app.
    files: ['packages/domain/src/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ regex: '^(react|react-dom|@khela/(api|ui|i18n))($|/)', message: 'packages/domain is pure: no React, no other workspace package.' }] }] },
  },
  {
    files: ['packages/ui/src/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ regex: '^@khela/api($|/)', message: 'packages/ui components get data by props; the apps call the API.' }] }] },
  },
  {
    files: ['packages/*/src/**', 'apps/*/src/**'],
    ignores: ['packages/domain/src/**', 'packages/ui/src/**', 'apps/server/src/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ regex: '^(\\.\\./)+(apps|[a-z]+/src)/|^@khela/(mobile|desktop|games|backoffice|server)($|/)', message: 'No package imports an app, and no app imports another app.' }] }] },
  },
);
