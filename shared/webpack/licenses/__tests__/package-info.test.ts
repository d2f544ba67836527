/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { licenseOf, packageDirOf, readPackageInfo, repositoryUrl } from '../package-info.cjs';

describe('packageDirOf', () => {
  it('finds plain and scoped packages, and credits nested copies to themselves', () => {
    expect(packageDirOf('/app/node_modules/zod/v4/index.js')).toBe('/app/node_modules/zod');
    expect(packageDirOf('/app/node_modules/@mui/material/esm/Button/Button.js?x=1')).toBe(
      '/app/node_modules/@mui/material',
    );
    expect(packageDirOf('/app/node_modules/a/node_modules/react-is/index.js')).toBe(
      '/app/node_modules/a/node_modules/react-is',
    );
  });

  it('ignores the project own code and build-tool folders', () => {
    expect(packageDirOf('/app/shell/src/index.ts')).toBeNull();
    expect(packageDirOf('/app/shell/node_modules/.federation/entry.js')).toBeNull();
  });
});

describe('licenseOf', () => {
  it('reads the SPDX field and the deprecated forms', () => {
    expect(licenseOf({ license: 'MIT' })).toBe('MIT');
    expect(licenseOf({ license: { type: 'BSD-3-Clause' } })).toBe('BSD-3-Clause');
    expect(licenseOf({ licenses: [{ type: 'MIT' }, { type: 'Apache-2.0' }] })).toBe(
      '(MIT OR Apache-2.0)',
    );
    expect(licenseOf({})).toBe('UNKNOWN');
  });
});

describe('repositoryUrl', () => {
  it('turns every npm form into a browsable https address', () => {
    expect(repositoryUrl('github:colinhacks/zod')).toBe('https://github.com/colinhacks/zod');
    expect(repositoryUrl('lukeed/clsx')).toBe('https://github.com/lukeed/clsx');
    expect(repositoryUrl({ type: 'git', url: 'git+https://github.com/reduxjs/redux.git' })).toBe(
      'https://github.com/reduxjs/redux',
    );
    expect(repositoryUrl('git+ssh://git@github.com/immerjs/immer.git')).toBe(
      'https://github.com/immerjs/immer',
    );
    expect(repositoryUrl('git@gitlab.com:group/tool.git')).toBe('https://gitlab.com/group/tool');
    expect(repositoryUrl('git://github.com/x/y.git')).toBe('https://github.com/x/y');
    expect(repositoryUrl(undefined)).toBeNull();
  });
});

describe('readPackageInfo', () => {
  it('prefers the repository, then the homepage, then the npm page', () => {
    const root = mkdtempSync(join(tmpdir(), 'pkg-info-'));
    const write = (name: string, manifest: object) => {
      mkdirSync(join(root, name), { recursive: true });
      writeFileSync(join(root, name, 'package.json'), JSON.stringify(manifest));
      return join(root, name);
    };
    expect(
      readPackageInfo(
        write('a', { name: 'a', version: '1.0.0', license: 'MIT', repository: 'owner/a' }),
      ),
    ).toEqual({ name: 'a', version: '1.0.0', license: 'MIT', link: 'https://github.com/owner/a' });
    expect(
      readPackageInfo(
        write('b', { name: 'b', version: '2.0.0', license: 'ISC', homepage: 'https://b.dev' }),
      ),
    ).toMatchObject({ link: 'https://b.dev' });
    expect(readPackageInfo(write('c', { name: 'c', version: '3.1.4' }))).toEqual({
      name: 'c',
      version: '3.1.4',
      license: 'UNKNOWN',
      link: 'https://www.npmjs.com/package/c/v/3.1.4',
    });
    expect(readPackageInfo(write('d', { version: '1.0.0' }))).toBeNull();
    expect(readPackageInfo(join(root, 'missing'))).toBeNull();
  });
});
