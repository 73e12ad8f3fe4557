const path = require('node:path');

const testing = path.join(__dirname, 'src', 'testing');

// The tests run on a device set to UTC, not the shop's zone (Europe/Belgrade), so that a date or time shown
// in the device's zone instead of the shop's fails them. Set before any test file reads a date.
process.env.TZ = 'UTC';

/**
 * The jest configuration of a frontend's component tests: React and Mantine in jsdom through ts-jest
 * (with the frontend's tsconfig.spec.json), the jsdom shims of src/testing/setup.ts, stylesheets
 * stubbed (not needed to test behaviour), and the libraries read from their sources (no build first).
 *
 * @param {{ rootDir: string, displayName: string, setupFiles?: string[] }} options the frontend's
 *   folder, its name in the test output, and set-up files of its own run after the shared one.
 */
module.exports = function frontendJestConfig({ rootDir, displayName, setupFiles = [] }) {
  return {
    rootDir,
    displayName,
    preset: 'ts-jest',
    testEnvironment: 'jsdom',
    roots: ['<rootDir>/src'],
    // The component specs (*.spec.ts(x)) run inside the frontend's suites, src/test/suites/<n>.suite.ts
    // (@repair-shop/test-suites): jest loads React, Mantine and jsdom's set-up once per suite, not once per spec.
    // One spec alone: npm run test:file -- <name>.
    testMatch: ['<rootDir>/src/test/suites/*.suite.ts'],
    // Both cores (jest's default leaves one free); npm test runs the packages' tests one after another.
    maxWorkers: 2,
    // A test typing a whole form key by key takes seconds in jsdom, and more on a busy machine.
    testTimeout: 30_000,
    setupFilesAfterEnv: [path.join(testing, 'setup.ts'), ...setupFiles],
    transform: {
      '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.spec.json' }],
    },
    moduleNameMapper: {
      '\\.css$': path.join(testing, 'style-stub.ts'),
      '^@repair-shop/contracts$': path.join(__dirname, '..', 'contracts', 'src', 'index.ts'),
      '^@repair-shop/web$': path.join(__dirname, 'src', 'index.ts'),
      '^@repair-shop/web/testing$': path.join(testing, 'index.ts'),
    },
  };
};
