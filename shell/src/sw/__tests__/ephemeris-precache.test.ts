import { ephemerisUrlsToPrecache } from '../ephemeris-precache';

const manifest = {
  '1900': ['assets/moon-1900.0123456789.bin'],
  '2000': ['assets/moon-2000.abcdef0123.bin', 'assets/venus-2000.0011223344.bin'],
  '2100': ['assets/moon-2100.9876543210.bin'],
};

describe('ephemeris precache', () => {
  it('takes the files of this century and the last, resolved against the charts remote', () => {
    expect(
      ephemerisUrlsToPrecache(
        manifest,
        new URL('https://astro.example/remotes/charts/remoteEntry.js'),
        new Date('2026-11-25T00:00:00Z'),
      ),
    ).toEqual([
      'https://astro.example/remotes/charts/assets/moon-1900.0123456789.bin',
      'https://astro.example/remotes/charts/assets/moon-2000.abcdef0123.bin',
      'https://astro.example/remotes/charts/assets/venus-2000.0011223344.bin',
    ]);
  });

  it('follows a remote deployed elsewhere and a new century', () => {
    expect(
      ephemerisUrlsToPrecache(
        manifest,
        new URL('https://cdn.example/charts/v3/remoteEntry.js'),
        new Date('2100-01-01T00:00:00Z'),
      ),
    ).toEqual([
      'https://cdn.example/charts/v3/assets/moon-2000.abcdef0123.bin',
      'https://cdn.example/charts/v3/assets/venus-2000.0011223344.bin',
      'https://cdn.example/charts/v3/assets/moon-2100.9876543210.bin',
    ]);
  });

  it('stores nothing for a century the manifest lacks or a malformed manifest', () => {
    const entry = new URL('https://astro.example/remotes/charts/remoteEntry.js');
    expect(ephemerisUrlsToPrecache(manifest, entry, new Date('2301-01-01T00:00:00Z'))).toEqual([]);
    expect(
      ephemerisUrlsToPrecache({ '2000': 'x' } as never, entry, new Date('2026-01-01T00:00:00Z')),
    ).toEqual([]);
  });
});
