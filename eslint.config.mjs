import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/test-results/**', '**/playwright-report/**', '**/*.js', '**/*.mjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
  },
  {
    files: ['backend/test/**/*.ts', 'e2e/**/*.ts', '**/*.spec.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    // The tests' providers and fixtures stay out of the bundles: only spec files and src/test import them.
    files: ['frontends/*/src/**/*.{ts,tsx}', 'libs/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.spec.ts', '**/*.spec.tsx', 'frontends/*/src/test/**', 'libs/web/src/testing/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: '@repair-shop/web/testing', message: 'Test code: import it from spec files and src/test only.' }] }],
    },
  },
);
