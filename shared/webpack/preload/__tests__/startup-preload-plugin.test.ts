/**
 * @jest-environment node
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';
import { StartupPreloadPlugin } from '../startup-preload-plugin.cjs';

/**
 * A real production build whose entry loads two packages lazily: `react` (a start-up package)
 * and `clsx` (not one). Only the chunk holding react may be preloaded.
 */
async function buildPage(dir: string): Promise<{ html: string; chunkOf: (pkg: string) => string }> {
  writeFileSync(
    join(dir, 'entry.js'),
    "import('react').then((r) => console.log(r.version));\nimport('clsx').then((c) => console.log(c.default('a')));\n",
  );
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: './entry.js',
    output: {
      path: join(dir, 'dist'),
      publicPath: '/',
      chunkFilename: '[name].[contenthash:8].js',
    },
    resolve: { modules: [join(__dirname, '../../../../node_modules')] },
    optimization: { chunkIds: 'named' },
    plugins: [new HtmlWebpackPlugin(), new StartupPreloadPlugin()],
    devtool: false,
  });
  const stats = await new Promise<webpack.Stats>((resolve, reject) =>
    compiler.run((error, result) => (error || !result ? reject(error) : resolve(result))),
  );
  expect(stats.hasErrors()).toBe(false);
  const files = stats.toJson({ assets: true }).assets!.map((asset) => asset.name);
  return {
    html: readFileSync(join(dir, 'dist', 'index.html'), 'utf8'),
    chunkOf: (pkg) => files.find((file) => file.includes(pkg) && file.endsWith('.js'))!,
  };
}

describe('StartupPreloadPlugin', () => {
  it('preloads the lazy chunks of start-up packages, and no others', async () => {
    const { html, chunkOf } = await buildPage(mkdtempSync(join(tmpdir(), 'preload-plugin-')));
    const preloads = [
      ...html.matchAll(/<link rel="?preload"? as="?script"? href="?([^">\s]+)"?>/g),
    ].map((match) => match[1]);
    expect(preloads).toEqual([`/${chunkOf('react')}`]);
    expect(chunkOf('clsx')).toBeDefined();
    expect(html).not.toContain(chunkOf('clsx'));
    // The hints come before the entry script, so the downloads start together.
    expect(html.search(/rel="?preload/)).toBeLessThan(html.indexOf('<script'));
  }, 60_000);
});
