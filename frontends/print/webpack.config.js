const { createFrontendConfig } = require('@repair-shop/webpack-config');

module.exports = createFrontendConfig({
  dir: __dirname,
  name: 'print',
  devPort: 4203,
  exposes: { './App': './src/App.tsx' },
  title: 'Servisi – Printimi',
});
