/**
 * Jest runs the TypeScript sources through ts-jest against a real PostgreSQL: TEST_DATABASE_URL when
 * set, otherwise an embedded one started by test/support/global-setup.ts. The migrations run once, into a
 * template database; each worker copies it for each HTTP test file (test/*.e2e.ts).
 */
module.exports = {
  preset: 'ts-jest',
  testEnvironment: 'node',
  roots: ['<rootDir>/test', '<rootDir>/src'],
  // Unit tests sit beside the code (*.spec.ts); the HTTP tests of the whole app, test/*.e2e.ts, run in the three files
  // of test/suites (@repair-shop/test-suites). One file alone: npm run test:file -- <name>.
  testMatch: ['**/*.spec.ts', '**/test/suites/*.suite.ts'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }],
  },
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  // A test (or the app a file starts in beforeAll) that is slow only because the machine is: on 2 cores shared with
  // the browser tests, starting an app has taken over 30 s. Correctness is what is tested here, not speed.
  testTimeout: 90000,
  // Each worker has its own database (test/support/global-setup.ts); the tests wait on PostgreSQL as much as
  // on the processor, so three workers keep two cores busy.
  maxWorkers: 3,
};
