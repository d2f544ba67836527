/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { precacheEphemeris } from './ephemeris-precache';
import { isApiPath, isHashedRemoteChunk, isRemoteEntry } from './routes';

declare const self: ServiceWorkerGlobalScope;

// Filled in at build time by Workbox InjectManifest: the shell's own files with their revisions.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/** A new worker waits until the page's 'Reload' accepts it (product §2: the update prompt). */
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
// The very first install takes control at once, so the first visit already works offline.
clientsClaim();

// Page navigations get the precached app shell; the API and the remotes' own pages do not.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    denylist: [/^\/(auth|rest|realtime|functions|storage)\/v1\//, /^\/_dev(\/|$)/, /^\/remotes\//],
  }),
);

// Other page loads (the API's and the remotes' own pages) go to the network; offline, the catch
// handler below answers them with the offline page.
registerRoute(({ request }) => request.mode === 'navigate', new NetworkOnly());

// Run-time configuration: fresh when online, the last copy when offline. The copy is taken at
// install, because the page that installs the worker fetched its own before the worker existed.
const CONFIG_CACHE = 'app-config';
self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CONFIG_CACHE)
      .then((cache) => cache.add('/env-config.json'))
      .catch(() => undefined), // offline at install: the first online load fills it
  );
});
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname === '/env-config.json',
  new NetworkFirst({ cacheName: CONFIG_CACHE, networkTimeoutSeconds: 4 }),
);

// Remote entries and manifests name the current chunks: network first, never precache-only,
// or a stale entry would pin old remote code (docs/architecture.md, Federation).
registerRoute(
  ({ url, request }) => request.method === 'GET' && isRemoteEntry(url),
  new NetworkFirst({
    cacheName: 'remote-entries',
    networkTimeoutSeconds: 5,
    plugins: [new ExpirationPlugin({ maxEntries: 40, maxAgeSeconds: 30 * 24 * 3600 })],
  }),
);

// Hashed remote chunks never change under the same name: cache first, bounded.
const REMOTE_CHUNKS = 'remote-chunks';
// The chart engine's ephemeris for this century and the last goes in up front (see
// ephemeris-precache.ts); offline at install, the first chart online caches what it uses.
self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(REMOTE_CHUNKS)
      .then((cache) => precacheEphemeris(self.location.origin, cache))
      .catch(() => undefined),
  );
});
registerRoute(
  ({ url, request }) => request.method === 'GET' && !isApiPath(url) && isHashedRemoteChunk(url, self.location.origin),
  new CacheFirst({
    cacheName: REMOTE_CHUNKS,
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 60 * 24 * 3600, purgeOnQuotaError: true })],
  }),
);

// Last resort for a page that cannot be served at all: the offline page.
setCatchHandler(async ({ request }) => {
  if (request.destination === 'document') {
    const offline = await matchPrecache('offline.html');
    if (offline) return offline;
  }
  return Response.error();
});
