// The shared ESLint config: TypeScript strict rules, React hooks rules for the apps and packages.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
);
