/**
 * Unit tests of the contracts' few functions (template rendering, SMS parts), run in Node through ts-jest, transpiled
 * only (isolatedModules): the lint's tsc checks their types.
 */
module.exports = {
  preset: 'ts-jest',
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.spec.ts'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.spec.json' }],
  },
};
