// Adds <link rel="preload"> for the lazily loaded chunks that hold parts of the libraries every
// page starts with (React, the router, the store, MUI's foundation), such as the MUI system modules
// a page's components bring. Without the hints the browser only learns of them after main.js has
// run and asked for the page, one round trip later.
const HtmlWebpackPlugin = require('html-webpack-plugin');

const PLUGIN = 'StartupPreloadPlugin';

/** Packages the shell's first render waits for, as they appear in module paths. */
const STARTUP_PACKAGES = [
  'react',
  'react-dom',
  'scheduler',
  'react-router',
  'react-router-dom',
  '@reduxjs/toolkit',
  'redux',
  'immer',
  'reselect',
  'react-redux',
  '@mui/system',
  '@emotion/react',
];

const packageOf = (resource) => {
  const match = /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(resource ?? '');
  return match ? match[1].replace('\\', '/') : undefined;
};

/**
 * @astro/shared is not listed: it is free of import side effects, so each of its modules goes with
 * the code that uses it, and a chunk holding some of it is usually one page's own.
 */
class StartupPreloadPlugin {
  constructor() {
    this.packages = new Set(STARTUP_PACKAGES);
  }

  apply(compiler) {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(PLUGIN, (data) => {
        const files = new Set();
        for (const chunk of compilation.chunks) {
          if (chunk.canBeInitial()) continue;
          const needed = compilation.chunkGraph
            .getChunkModules(chunk)
            .flatMap((module) => (module.modules ? [...module.modules] : [module]))
            .some((module) => this.packages.has(packageOf(module.resource)));
          if (!needed) continue;
          for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
        }
        const base = data.publicPath ?? '';
        const links = [...files].sort().map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', {
            rel: 'preload',
            as: 'script',
            href: `${base}${file}`,
          }),
        );
        data.headTags.unshift(...links);
        return data;
      });
    });
  }
}

module.exports = { StartupPreloadPlugin };
