const { createAppConfig } = require('@astro/shared/webpack/create-app-config.cjs');
const { AtlasAssetsPlugin } = require('./scripts/atlas-assets-plugin.cjs');
const { EphemerisManifestPlugin } = require('./scripts/ephemeris-manifest-plugin.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  federationName: 'astro_charts',
  devPort: 8092,
  exposes: {
    './routes': './src/app/exposes/routes.ts',
  },
  extend: (config) => {
    config.plugins.push(new EphemerisManifestPlugin());
    config.plugins.push(new AtlasAssetsPlugin());
  },
});
