/**
 * @jest-environment node
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import zodManifest from 'zod/package.json';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import webpack from 'webpack';
import { LicenseManifestPlugin } from '../license-manifest-plugin.cjs';

/** A real production build of a tiny entry that uses two npm packages. */
function build(dir: string): Promise<webpack.Stats> {
  writeFileSync(
    join(dir, 'entry.js'),
    "import clsx from 'clsx';\nimport { z } from 'zod';\nconsole.log(clsx('a', 'b'), z.string().parse('x'));\n",
  );
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: './entry.js',
    output: { path: join(dir, 'dist') },
    resolve: { modules: [join(__dirname, '../../../../node_modules')] },
    plugins: [new LicenseManifestPlugin({ app: 'fixture' })],
    devtool: false,
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => (error || !stats ? reject(error) : resolve(stats))),
  );
}

describe('LicenseManifestPlugin', () => {
  it('lists exactly the packages bundled into the build', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'license-plugin-'));
    const stats = await build(dir);
    expect(stats.hasErrors()).toBe(false);
    const manifest = JSON.parse(readFileSync(join(dir, 'dist', 'licenses.json'), 'utf8'));
    expect(manifest.app).toBe('fixture');
    const names = manifest.packages.map((entry: { name: string }) => entry.name);
    expect(names).toEqual(['clsx', 'zod']);
    const zod = manifest.packages[1];
    expect(zod.license).toBe('MIT');
    expect(zod.version).toBe(zodManifest.version);
    expect(zod.link).toMatch(/^https:\/\/github\.com\/colinhacks\/zod/);
  }, 60_000);
});
