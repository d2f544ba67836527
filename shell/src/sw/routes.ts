/** URL rules of the service worker, kept apart so they can be unit-tested without a worker. */

const API_PATH = /^\/(auth|rest|realtime|functions|storage)\/v1\/|^\/_dev(\/|$)/;
const ENTRY_FILE = /\/(remoteEntry\.js|mf-manifest\.json)$/;
/** Our builds name chunks `[name].[contenthash:10].js`. */
const HASHED_CHUNK = /\.[0-9a-f]{10}\.(js|css|wasm|bin|json|png|webp|svg|woff2?)$/;

export function isApiPath(url: URL): boolean {
  return API_PATH.test(url.pathname);
}

export function isRemoteEntry(url: URL): boolean {
  return (url.protocol === 'https:' || url.protocol === 'http:') && ENTRY_FILE.test(url.pathname);
}

/**
 * A content-hashed file of a remote: under /remotes/ on our origin, or any hashed file on
 * another origin (a remote deployed to a CDN). The shell's own files are precached instead.
 */
export function isHashedRemoteChunk(url: URL, ownOrigin: string): boolean {
  if (!HASHED_CHUNK.test(url.pathname)) return false;
  if (url.origin === ownOrigin) return url.pathname.startsWith('/remotes/');
  return url.protocol === 'https:' || url.protocol === 'http:';
}
