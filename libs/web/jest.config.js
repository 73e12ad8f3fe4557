// The tests run on a device set to UTC, not the shop's zone (Europe/Belgrade), so that a date or time shown
// in the device's zone instead of the shop's fails them. Set before any test file reads a date.
process.env.TZ = 'UTC';

/**
 * Unit tests of the shared frontend logic (pure functions), run in Node through ts-jest, transpiled only
 * (isolatedModules): the lint's tsc checks their types, and type-checking again here took two thirds of the time.
 */
module.exports = {
  preset: 'ts-jest',
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.spec.ts'],
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }],
  },
  // The contracts' sources, so that the tests need no build of the library first.
  moduleNameMapper: {
    '^@repair-shop/contracts$': '<rootDir>/../contracts/src/index.ts',
  },
};
