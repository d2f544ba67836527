// Emits `licenses.json`: every third-party package whose code ended up in this build's chunks,
// with version, license and a link. Generated on each build, so the list can never drift from
// what is actually shipped. The plugin is self-contained, so any app's build can use it.
const { Compilation, sources } = require('webpack');
const { packageDirOf, readPackageInfo } = require('./package-info.cjs');

const PLUGIN_NAME = 'LicenseManifestPlugin';

/** Source files of a module; a concatenated (scope-hoisted) module holds several. */
function* resourcesOf(module) {
  if (Array.isArray(module.modules)) {
    for (const inner of module.modules) yield* resourcesOf(inner);
  } else if (typeof module.resource === 'string') {
    yield module.resource;
  }
}

class LicenseManifestPlugin {
  /** @param {{ app: string, filename?: string }} options */
  constructor(options) {
    this.app = options.app;
    this.filename = options.filename ?? 'licenses.json';
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: PLUGIN_NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const dirs = new Set();
          for (const chunk of compilation.chunks) {
            for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
              for (const resource of resourcesOf(module)) {
                const dir = packageDirOf(resource);
                if (dir) dirs.add(dir);
              }
            }
          }
          const byKey = new Map();
          for (const dir of dirs) {
            const info = readPackageInfo(dir);
            if (info) byKey.set(`${info.name}@${info.version}`, info);
            else
              compilation.warnings.push(
                new Error(`${PLUGIN_NAME}: no readable package.json in ${dir}`),
              );
          }
          const packages = [...byKey.values()].sort(
            (a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version),
          );
          const json = JSON.stringify({ app: this.app, packages }, null, 1);
          compilation.emitAsset(this.filename, new sources.RawSource(json));
        },
      );
    });
  }
}

module.exports = { LicenseManifestPlugin };
