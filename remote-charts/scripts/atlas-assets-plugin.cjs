const fs = require('node:fs');
const path = require('node:path');

const ATLAS_SHARDS = path.join(__dirname, '..', 'src/atlas/generated/shards');

/**
 * Emits the atlas files (src/atlas/generated/shards, named by content hash) into `atlas/`
 * of the build, where the app fetches them one by one as places are searched.
 */
class AtlasAssetsPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('AtlasAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'AtlasAssetsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.contextDependencies.add(ATLAS_SHARDS);
          for (const file of fs.readdirSync(ATLAS_SHARDS)) {
            if (!file.endsWith('.json')) continue;
            compilation.emitAsset(
              `atlas/${file}`,
              new sources.RawSource(fs.readFileSync(path.join(ATLAS_SHARDS, file))),
              { immutable: true },
            );
          }
        },
      );
    });
  }
}

module.exports = { AtlasAssetsPlugin };
