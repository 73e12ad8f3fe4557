const { createFrontendConfig } = require('@repair-shop/webpack-config');

module.exports = createFrontendConfig({
  dir: __dirname,
  name: 'admin',
  devPort: 4202,
  exposes: { './App': './src/App.tsx' },
  title: 'Servisi – Administratori',
});
