/** Unit tests of the shared frontend logic (pure functions), run in Node through ts-jest. */
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
