/** Component tests of the print screens: React and Mantine in jsdom, through ts-jest. */
module.exports = {
  preset: 'ts-jest',
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.spec.ts', '**/*.spec.tsx'],
  setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.spec.json' }],
  },
  // Styles are not needed to test behaviour; the libraries' sources need no build first.
  moduleNameMapper: {
    '\\.css$': '<rootDir>/src/test/style-stub.ts',
    '^@repair-shop/contracts$': '<rootDir>/../../libs/contracts/src/index.ts',
    '^@repair-shop/web$': '<rootDir>/../../libs/web/src/index.ts',
  },
};
