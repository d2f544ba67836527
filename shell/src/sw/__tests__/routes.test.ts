import { isApiPath, isHashedRemoteChunk, isRemoteEntry } from '../routes';

const own = 'https://astro.example';
const u = (path: string) => new URL(path, own);

describe('service worker routes', () => {
  it('recognises remote entries and manifests on any origin', () => {
    expect(isRemoteEntry(u('/remotes/chat/remoteEntry.js'))).toBe(true);
    expect(isRemoteEntry(new URL('https://cdn.example/charts/v3/mf-manifest.json'))).toBe(true);
    expect(isRemoteEntry(u('/remotes/chat/123.abcdef0123.js'))).toBe(false);
  });

  it('caches hashed remote chunks, not the shell’s own files or the API', () => {
    expect(isHashedRemoteChunk(u('/remotes/chat/123.abcdef0123.js'), own)).toBe(true);
    expect(isHashedRemoteChunk(new URL('https://cdn.example/chat/77.0123456789.js'), own)).toBe(true);
    expect(isHashedRemoteChunk(u('/main.abcdef0123.js'), own)).toBe(false);
    expect(isHashedRemoteChunk(u('/remotes/chat/remoteEntry.js'), own)).toBe(false);
    expect(isApiPath(u('/rest/v1/profiles'))).toBe(true);
    expect(isApiPath(u('/_dev/mail'))).toBe(true);
    expect(isApiPath(u('/restaurants'))).toBe(false);
  });
});
