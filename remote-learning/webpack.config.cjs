const { createAppConfig } = require('@astro/shared/webpack/create-app-config.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  federationName: 'astro_learning',
  devPort: 8093,
  exposes: {
    './routes': './src/app/exposes/routes.ts',
  },
});
