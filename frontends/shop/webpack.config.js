const { createFrontendConfig } = require('@repair-shop/webpack-config');

module.exports = createFrontendConfig({
  dir: __dirname,
  name: 'shop',
  devPort: 4201,
  exposes: { './App': './src/App.tsx' },
  title: 'Servisi – Paneli',
});
