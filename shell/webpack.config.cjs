const path = require('node:path');
const { createAppConfig } = require('@astro/shared/webpack/create-app-config.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  federationName: 'shell',
  isHost: true,
  devPort: 8090,
  runtimePlugins: [path.join(__dirname, 'src/federation/offline-remote-plugin.ts')],
});
