// One webpack configuration for the shell and every remote, so they build alike:
// swc for TS/TSX, content-hashed chunks, and the Module Federation options of docs/architecture.md (Federation).
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { DefinePlugin } = require('webpack');
const { createSharedDeps, hostSharedManifest } = require('../federation/shared-deps.cjs');
const { LicenseManifestPlugin } = require('./licenses/license-manifest-plugin.cjs');
const { StartupPreloadPlugin } = require('./preload/startup-preload-plugin.cjs');

const sharedSourceDir = path.resolve(__dirname, '..');

function reactRouterProductionBuild() {
  const dist = path.join(
    path.dirname(require.resolve('react-router/package.json')),
    'dist',
    'production',
  );
  return {
    'react-router$': path.join(dist, 'index.mjs'),
    'react-router/dom$': path.join(dist, 'dom-export.mjs'),
  };
}

/**
 * @param {object} options
 * @param {string} options.dir             the app folder
 * @param {string} options.federationName  e.g. 'shell', 'chat'
 * @param {Record<string,string>} [options.exposes]
 * @param {number} options.devPort
 * @param {boolean} [options.isHost]
 * @param {(config: import('webpack').Configuration, mode: string) => void} [options.extend]
 */
function createAppConfig(options) {
  const { dir, federationName, exposes, devPort, isHost = false } = options;
  return (_env, argv) => {
    const mode = argv.mode === 'development' ? 'development' : 'production';
    const dev = mode === 'development';
    const buildVersion =
      process.env.BUILD_VERSION || require(path.join(dir, 'package.json')).version;
    const hasHtmlEntry = isHost || dev;

    /** @type {import('webpack').Configuration} */
    const config = {
      mode,
      context: dir,
      // A remote has no page of its own in production: only its container (remoteEntry.js).
      // In development it gets a standalone harness page instead.
      entry: hasHtmlEntry ? { main: isHost ? './src/index.ts' : './src/harness/index.ts' } : {},
      devtool: dev ? 'eval-cheap-module-source-map' : 'source-map',
      output: {
        path: path.join(dir, 'dist'),
        publicPath: 'auto',
        filename: dev ? '[name].js' : '[name].[contenthash:10].js',
        chunkFilename: dev ? '[name].js' : '[name].[contenthash:10].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        uniqueName: federationName,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        // Workspace packages are symlinks; resolve them once so each module has one identity.
        symlinks: true,
        // react-router's package exports only its development build; the production build is the
        // same code without the development warnings.
        alias: dev ? {} : reactRouterProductionBuild(),
      },
      module: {
        rules: [
          {
            test: /\.[cm]?[jt]sx?$/,
            include: [path.join(dir, 'src'), sharedSourceDir],
            exclude: /node_modules/,
            use: {
              loader: require.resolve('swc-loader'),
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: dev, refresh: false } },
                  target: 'es2022',
                },
              },
            },
          },
          { test: /\.(png|jpe?g|webp|gif|woff2?)$/i, type: 'asset/resource' },
          { test: /\.svg$/i, resourceQuery: /raw/, type: 'asset/source' },
          { test: /\.svg$/i, resourceQuery: { not: [/raw/] }, type: 'asset/resource' },
          { test: /\.(md|txt)$/i, type: 'asset/source' },
        ],
      },
      plugins: [
        new DefinePlugin({
          'process.env.NODE_ENV': JSON.stringify(mode),
          __APP_BUILD_VERSION__: JSON.stringify(buildVersion),
          __REMOTE_NAME__: JSON.stringify(federationName),
          // The standalone harness of a remote reads the back end's settings from here.
          'process.env.HARNESS_BACKEND': JSON.stringify(
            process.env.HARNESS_BACKEND || 'http://127.0.0.1:8080',
          ),
        }),
        // The shell is a federation host at run time only: it starts the federation runtime when
        // it first needs a remote (shell/src/federation), so a page that needs none carries no
        // federation code. Remotes are containers built by the plugin.
        ...(isHost
          ? [new DefinePlugin({ __HOST_SHARED__: JSON.stringify(hostSharedManifest()) })]
          : [
              new ModuleFederationPlugin({
                name: federationName,
                filename: 'remoteEntry.js',
                exposes: exposes ?? {},
                shared: createSharedDeps({ role: dev ? 'standalone' : 'remote' }),
                shareStrategy: 'loaded-first',
                // These three belong inside the plugin options; at webpack's top level they do nothing.
                experiments: { asyncStartup: true },
                dts: false,
                manifest: { fileName: 'mf-manifest.json' },
              }),
            ]),
        // Every app lists the packages it ships in licenses.json; /app-licenses merges them.
        new LicenseManifestPlugin({ app: federationName }),
        ...(hasHtmlEntry
          ? [
              new HtmlWebpackPlugin({
                template: path.join(dir, isHost ? 'public/index.html' : 'src/harness/index.html'),
                scriptLoading: 'defer',
                publicPath: '/',
                minify: !dev,
              }),
              ...(isHost && !dev ? [new StartupPreloadPlugin()] : []),
            ]
          : []),
      ],
      optimization: {
        moduleIds: dev ? 'named' : 'deterministic',
        chunkIds: dev ? 'named' : 'deterministic',
        splitChunks: {
          // Every shared module (each MUI component is one) is a chunk group of its own. Under
          // webpack's default cap of 30 requests per group, modules common to many groups are
          // copied into each chunk instead of split out: MUI's helpers ended up in up to 85 chunks
          // and a first visit downloaded them again and again.
          maxAsyncRequests: Infinity,
          maxInitialRequests: Infinity,
          // A file costs a request, a script insert and an evaluation task of its own: a page of a
          // dozen one-kilobyte files is slower to take over from its prerendered HTML than one
          // that carries them. So pieces under 12 kB stay with the code that uses them, and a few
          // kB repeat across pages (measured: a first visit and the first chart both got smaller).
          minSize: 12000,
          cacheGroups: {
            // What every MUI component stands on, as one file rather than dozens of small ones
            // that each compress on their own.
            muiCore: {
              test: /[\\/]node_modules[\\/](@mui[\\/](system|utils|styled-engine|private-theming)|@mui[\\/]material[\\/](styles|utils|internal|DefaultPropsProvider|ButtonBase|SvgIcon|Typography|Paper|transitions|useLazyRipple|zero-styled)|@emotion|stylis|react-transition-group|clsx|hoist-non-react-statics|react-is|prop-types|@babel[\\/]runtime)[\\/]/,
              name: 'mui-core',
              // The shell's first page renders with MUI: what it needs is one start-up file, and the
              // rest stays with the pages that use it. A remote's MUI comes from the shell.
              chunks: isHost ? 'initial' : 'async',
              priority: 20,
              enforce: true,
            },
            ...(isHost
              ? {
                  // The libraries every page of the shell starts with, in a file of their own that
                  // stays cached across deploys of the app's code.
                  framework: {
                    test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|react-redux|redux|@reduxjs[\\/]toolkit|immer|reselect|use-sync-external-store)[\\/]/,
                    name: 'framework',
                    chunks: 'initial',
                    priority: 30,
                    enforce: true,
                  },
                }
              : {}),
          },
        },
      },
      performance: { hints: false },
      stats: 'errors-warnings',
      infrastructureLogging: { level: 'warn' },
      devServer: {
        port: devPort,
        host: '127.0.0.1',
        hot: true,
        historyApiFallback: isHost || dev,
        headers: { 'Access-Control-Allow-Origin': '*' },
        // The shell's dev server forwards the back end's paths, so the page talks to one origin.
        proxy: isHost
          ? [
              {
                context: [
                  '/env-config.json',
                  '/auth/v1',
                  '/rest/v1',
                  '/functions/v1',
                  '/realtime/v1',
                  '/storage/v1',
                  '/_dev',
                ],
                target: process.env.DEV_BACKEND || 'http://127.0.0.1:8080',
                ws: true,
              },
            ]
          : undefined,
        client: { overlay: { warnings: false, errors: true } },
      },
    };
    if (options.extend) options.extend(config, mode);
    return config;
  };
}

module.exports = { createAppConfig };
