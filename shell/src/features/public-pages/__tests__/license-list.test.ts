import {
  licenseManifestSchema,
  licenseSummary,
  mergeLicenseManifests,
} from '../model/license-list';

const pkg = (name: string, version: string, license = 'MIT') => ({
  name,
  version,
  license,
  link: `https://github.com/example/${name}`,
});

describe('license list', () => {
  it('merges the lists of every part, crediting each package to the parts that ship it', () => {
    const merged = mergeLicenseManifests([
      {
        part: 'App frame',
        manifest: { app: 'shell', packages: [pkg('react', '19.3.1'), pkg('zod', '4.6.7')] },
      },
      {
        part: 'Charts',
        manifest: {
          app: 'charts',
          packages: [pkg('react', '19.3.1'), pkg('tz-lookup', '11.7.0', 'CC0-1.0')],
        },
      },
      { part: 'Admin', manifest: null },
    ]);
    expect(merged.map((row) => [row.name, row.parts])).toEqual([
      ['react', ['App frame', 'Charts']],
      ['tz-lookup', ['Charts']],
      ['zod', ['App frame']],
    ]);
    expect(licenseSummary(merged)).toEqual([
      { license: 'MIT', count: 2 },
      { license: 'CC0-1.0', count: 1 },
    ]);
  });

  it('keeps two versions of one package apart', () => {
    const merged = mergeLicenseManifests([
      {
        part: 'A',
        manifest: { app: 'a', packages: [pkg('react-is', '16.13.1'), pkg('react-is', '19.3.1')] },
      },
    ]);
    expect(merged.map((row) => row.version)).toEqual(['16.13.1', '19.3.1']);
  });

  it('refuses a manifest whose links are not web addresses', () => {
    const result = licenseManifestSchema.safeParse({
      app: 'x',
      packages: [{ ...pkg('evil', '1.0.0'), link: 'javascript:alert(1)' }],
    });
    expect(result.success).toBe(false);
  });
});
