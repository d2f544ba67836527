// Lists the chart engine's ephemeris files (emitted by webpack as content-hashed assets, one per
// body and century) in ephemeris-files.json, by century, so the shell's service worker can store
// a century's files ahead of use without knowing their hashed names.
const { Compilation, sources } = require('webpack');

const EPHEMERIS_FILE = /(?:^|\/)[a-z]+-(\d{4})\.[0-9a-f]{10}\.bin$/;

class EphemerisManifestPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('EphemerisManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'EphemerisManifestPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const byCentury = {};
          for (const { name } of compilation.getAssets()) {
            const match = EPHEMERIS_FILE.exec(name);
            if (match) (byCentury[match[1]] ??= []).push(name);
          }
          for (const files of Object.values(byCentury)) files.sort();
          compilation.emitAsset(
            'ephemeris-files.json',
            new sources.RawSource(JSON.stringify(byCentury)),
          );
        },
      );
    });
  }
}

module.exports = { EphemerisManifestPlugin };
