const { createFrontendConfig } = require('@repair-shop/webpack-config');

module.exports = createFrontendConfig({
  dir: __dirname,
  name: 'shell',
  devPort: 4200,
  publicPath: '/',
  title: 'Servisi – Menaxhimi i servisit të telefonave',
  // The landing page needs only React and the router; Mantine and every other page come with the
  // lazily loaded "app" chunk group (see AppRoutes.tsx), and the remotes only on their routes.
  copyFromPublic: ['runtime-config.json'],
  sizeBudget: { maxBytes: 200 * 1024, lazyGroups: ['app'] },
});
