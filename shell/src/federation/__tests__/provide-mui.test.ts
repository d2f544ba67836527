/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { muiModules } = require('@astro/shared/federation/shared-deps') as { muiModules: () => string[] };

describe('provide-mui', () => {
  it('imports every public MUI module, so the shell provides all of them to the remotes', () => {
    const source = readFileSync(join(__dirname, '..', 'provide-mui.ts'), 'utf8');
    const imported = [...source.matchAll(/import\('@mui\/material\/([A-Za-z]+)'\)/g)].map((m) => m[1]);
    expect(imported.sort()).toEqual([...muiModules()].sort());
    expect(imported).toContain('Select');
    expect(imported).toContain('MenuItem');
  });
});
