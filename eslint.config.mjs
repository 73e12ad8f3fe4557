import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/*.js',
      '**/*.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
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
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@repair-shop/web/testing', message: 'Test code: import it from spec files and src/test only.' },
          ],
        },
      ],
    },
  },
  {
    // One data layer (issue 24): a table's SQL lives in its module's *.repository.ts, beside its column list,
    // row type and mapping; services and controllers call repositories. src/database (migrations, the
    // prepared statements, the kept figures' rebuild) is the layer itself; the tests read the database freely.
    files: ['backend/src/**/*.ts'],
    ignores: [
      'backend/src/**/*.repository.ts',
      'backend/src/database/**',
      // The backup copies every table whole and the health check pings the server: they work on the database
      // as a whole, not on a table's rows.
      'backend/src/backup/**',
      'backend/src/health/**',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          ["CallExpression[callee.property.name='query']", '.query()'],
          ["CallExpression[callee.name='preparedQuery']", 'preparedQuery()'],
          ["CallExpression[callee.property.name='createQueryBuilder']", 'createQueryBuilder()'],
          // TypeORM's repositories are SQL too: a service asks the table's repository, never the entity's.
          ["CallExpression[callee.property.name='getRepository']", 'getRepository()'],
          ["Decorator[expression.callee.name='InjectRepository']", '@InjectRepository()'],
        ].map(([selector, call]) => ({
          selector,
          message: `SQL goes in the table's repository (<module>/<table>.repository.ts), not here: move this ${call} there and call the repository.`,
        })),
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/database/prepared-queries'],
              importNames: ['preparedQuery'],
              message: 'Prepared statements run in repositories only (<module>/<table>.repository.ts).',
            },
          ],
        },
      ],
    },
  },
  // Layout is Prettier's (npm test checks it); the rules that would argue with it are off.
  prettier,
);
