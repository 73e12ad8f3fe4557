/** Component tests of the dashboard: the frontends' shared jest configuration (libs/web/jest.frontend.js). */
module.exports = require('@repair-shop/web/jest-frontend')({ rootDir: __dirname, displayName: 'shop' });
