const path = require('node:path');
const { createAppConfig } = require('@astro/shared/webpack/create-app-config.cjs');
const { PwaAssetsPlugin } = require('./scripts/pwa/pwa-assets-plugin.cjs');
const { InjectManifest } = require('workbox-webpack-plugin');

/** Manifest, offline page, icons and the service worker /sw.js (docs/architecture.md, Federation). */
function pwaPlugins(mode) {
  const plugins = [new PwaAssetsPlugin({ publicDir: path.join(__dirname, 'public') })];
  // In development the worker would cache what the dev server rebuilds: production only.
  if (mode === 'production') {
    plugins.push(
      new InjectManifest({
        swSrc: path.join(__dirname, 'src/sw/service-worker.ts'),
        swDest: 'sw.js',
        // The shell only; remotes are cached at run time. No source maps, licences or the shell's
        // own (empty) federation container.
        exclude: [/\.map$/, /LICENSE/i, /^remoteEntry\.js$/, /^mf-/, /\.build-stamp$/, /licenses\.json$/, /^robots\.txt$/],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      }),
    );
  }
  return plugins;
}

module.exports = createAppConfig({
  dir: __dirname,
  federationName: 'shell',
  isHost: true,
  devPort: 8090,
  extend: (config, mode) => {
    config.plugins = [...(config.plugins ?? []), ...pwaPlugins(mode)];
  },
});
