/** Component tests of the print screens: the frontends' shared jest configuration (libs/web/jest.frontend.js). */
module.exports = require('@repair-shop/web/jest-frontend')({
  rootDir: __dirname,
  displayName: 'print',
  setupFiles: ['<rootDir>/src/test/setup.ts'],
});
