// Emits the PWA's static files (manifest, offline page, icons) into the build, and draws the PNG
// icons from their SVG sources at build time, so the repository holds only the vector designs.
const fs = require('node:fs');
const path = require('node:path');
const { Compilation, sources } = require('webpack');

/** PNGs derived from an SVG: [source svg, output name, size in px]. */
const RASTER_ICONS = [
  ['icons/icon.svg', 'icons/icon-192.png', 192],
  ['icons/icon.svg', 'icons/icon-512.png', 512],
  ['icons/maskable-icon.svg', 'icons/maskable-192.png', 192],
  ['icons/maskable-icon.svg', 'icons/maskable-512.png', 512],
  // iOS rounds the corners itself, so its icon is the full-bleed design.
  ['icons/maskable-icon.svg', 'icons/apple-touch-icon.png', 180],
];

/** Files of public/ copied as they are (index.html is the HTML plugin's template). */
const COPIED = ['manifest.webmanifest', 'offline.html', 'robots.txt', 'icons/favicon.svg'];

class PwaAssetsPlugin {
  /** @param {{ publicDir: string }} options */
  constructor(options) {
    this.publicDir = options.publicDir;
    this.cache = new Map();
  }

  rasterize(svgPath, size) {
    const svg = fs.readFileSync(svgPath);
    const key = `${svgPath}:${size}:${svg.length}:${fs.statSync(svgPath).mtimeMs}`;
    if (!this.cache.has(key)) {
      // Loaded lazily: resvg ships a native binary as a platform package.
      const { Resvg } = require('@resvg/resvg-js');
      const png = new Resvg(svg, {
        fitTo: { mode: 'width', value: size },
        background: 'rgba(0,0,0,0)',
      })
        .render()
        .asPng();
      this.cache.set(key, png);
    }
    return this.cache.get(key);
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PwaAssetsPlugin', (compilation) => {
      // Early stage: the service worker's precache manifest (a later stage) must see these files.
      compilation.hooks.processAssets.tap(
        { name: 'PwaAssetsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const name of COPIED) {
            const file = path.join(this.publicDir, name);
            if (!fs.existsSync(file)) continue;
            compilation.fileDependencies.add(file);
            compilation.emitAsset(name, new sources.RawSource(fs.readFileSync(file)));
          }
          for (const [source, output, size] of RASTER_ICONS) {
            const file = path.join(this.publicDir, source);
            compilation.fileDependencies.add(file);
            compilation.emitAsset(output, new sources.RawSource(this.rasterize(file, size)));
          }
        },
      );
    });
  }
}

module.exports = { PwaAssetsPlugin };
