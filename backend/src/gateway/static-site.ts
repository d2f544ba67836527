import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { inlineScriptHashes } from './inline-script-hashes';
import { createEnvConfigSource, REMOTE_NAMES, remoteOrigins, type EnvConfig } from './env-config';

export interface StaticSiteOptions {
  projectRoot: string;
  supabaseUrl: string;
  anonKey: string;
  production: boolean;
  env?: Record<string, string | undefined>;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.bin': 'application/octet-stream',
};
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.webmanifest',
  '.svg',
  '.txt',
  '.map',
  '.bin',
]);

/** Files whose name stays the same across builds: they must be revalidated on every load. */
const UNHASHED = new Set([
  'index.html',
  'sw.js',
  'remoteEntry.js',
  'mf-manifest.json',
  'mf-stats.json',
  'ephemeris-files.json',
  'manifest.webmanifest',
  'offline.html',
  'licenses.json',
  'accuracy.json',
  'robots.txt',
]);

const API_PREFIXES = [
  '/auth/v1',
  '/rest/v1',
  '/realtime/v1',
  '/functions/v1',
  '/_dev',
  '/storage/v1',
];

interface CachedFile {
  mtimeMs: number;
  body: Buffer;
  gzipped: Buffer | null;
}

/**
 * Serves the built front ends: the shell at `/` (with SPA fallback to index.html), each remote at
 * `/remotes/<name>/`, and `/env-config.json`. Returns false for requests it does not own.
 */
export function createStaticSite(options: StaticSiteOptions) {
  const shellDist = resolve(options.projectRoot, 'shell', 'dist');
  // A Map, not an object: a URL like /remotes/constructor/ must not find Object.prototype's members.
  const remoteDists = new Map<string, string>(
    REMOTE_NAMES.map((name) => [name, resolve(options.projectRoot, `remote-${name}`, 'dist')]),
  );
  const envConfig = createEnvConfigSource({
    supabaseUrl: options.supabaseUrl,
    anonKey: options.anonKey,
    env: options.env,
  });
  const cache = new Map<string, CachedFile>();

  const load = async (file: string): Promise<CachedFile | null> => {
    let info;
    try {
      info = await stat(file);
    } catch {
      return null;
    }
    if (!info.isFile()) return null;
    const hit = cache.get(file);
    if (hit && hit.mtimeMs === info.mtimeMs) return hit;
    let body: Buffer;
    try {
      body = await readFile(file);
    } catch {
      // Replaced or removed between stat and read (a deploy in progress): treat it as missing.
      return null;
    }
    const entry: CachedFile = {
      mtimeMs: info.mtimeMs,
      body,
      gzipped:
        COMPRESSIBLE.has(extname(file)) && body.length > 1024 ? gzipSync(body, { level: 9 }) : null,
    };
    // Large binary assets are streamed instead of being kept in memory.
    if (body.length < 8 * 1024 * 1024) cache.set(file, entry);
    return entry;
  };

  const send = async (
    req: IncomingMessage,
    res: ServerResponse,
    file: string,
    status = 200,
    extraHeaders: Record<string, string> = {},
  ): Promise<boolean> => {
    const entry = await load(file);
    if (!entry) return false;
    const ext = extname(file);
    const name = file.slice(file.lastIndexOf(sep) + 1);
    const headers: Record<string, string> = {
      'Content-Type': CONTENT_TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control':
        UNHASHED.has(name) || ext === '.html' ? 'no-cache' : 'public, max-age=31536000, immutable',
      Vary: 'Accept-Encoding',
      'X-Content-Type-Options': 'nosniff',
      ...extraHeaders,
    };
    const acceptsGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    const body = acceptsGzip && entry.gzipped ? entry.gzipped : entry.body;
    if (body === entry.gzipped) headers['Content-Encoding'] = 'gzip';
    headers['Content-Length'] = String(body.length);
    res.writeHead(status, headers);
    if (req.method === 'HEAD') res.end();
    // A read error (the file replaced mid-stream) ends this response, never the process.
    else if (body.length > 8 * 1024 * 1024) pipeline(createReadStream(file), res, () => undefined);
    else res.end(body);
    return true;
  };

  const htmlHeaders = (
    config: EnvConfig,
    req: IncomingMessage,
    inlineScripts: string[] = [],
  ): Record<string, string> => {
    const selfOrigin = `http://${req.headers.host ?? 'localhost'}`;
    const extraScript = remoteOrigins(config, selfOrigin);
    const connect = new Set(["'self'", ...extraScript]);
    try {
      const api = new URL(config.supabaseUrl, selfOrigin);
      if (api.origin !== selfOrigin) {
        connect.add(api.origin);
        connect.add(api.origin.replace(/^http/, 'ws'));
      }
    } catch {
      // An invalid URL is reported by the shell's config validation.
    }
    // A prerendered page's first script runs inline (it decides before the first paint whether
    // the picture shows); it is allowed by its hash, never by 'unsafe-inline'.
    const scripts = ["'self'", ...inlineScripts, ...extraScript].join(' ');
    return {
      'Content-Security-Policy': [
        "default-src 'self'",
        `script-src ${scripts}`,
        // Emotion (MUI) injects <style> elements at run time.
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob: https:",
        "font-src 'self' data:",
        `connect-src ${[...connect].join(' ')}`,
        "worker-src 'self'",
        "manifest-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ].join('; '),
    };
  };

  /** An HTML file of the shell's build with the CSP hashes of its inline scripts. */
  const scriptHashes = new WeakMap<CachedFile, string[]>();
  const htmlPage = async (file: string) => {
    const entry = await load(file);
    if (!entry) return null;
    let hashes = scriptHashes.get(entry);
    if (!hashes)
      scriptHashes.set(entry, (hashes = inlineScriptHashes(entry.body.toString('utf8'))));
    return { file, scriptHashes: hashes };
  };

  /** Resolves `urlPath` inside `root`, refusing anything that escapes it. */
  const inside = (root: string, urlPath: string): string | null => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      return null;
    }
    if (decoded.includes('\0')) return null;
    const file = normalize(join(root, decoded));
    return file === root || file.startsWith(root + sep) ? file : null;
  };

  return async function handleStatic(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (API_PREFIXES.some((prefix) => path === prefix || path.startsWith(prefix + '/')))
      return false;

    if (path === '/env-config.json') {
      const body = JSON.stringify(envConfig());
      res.writeHead(200, {
        'Content-Type': 'application/json; charset=utf-8',
        'Cache-Control': 'no-store',
        // Public settings: a remote's standalone harness on another port reads them too.
        'Access-Control-Allow-Origin': '*',
        'Content-Length': String(Buffer.byteLength(body)),
      });
      res.end(req.method === 'HEAD' ? undefined : body);
      return true;
    }

    const remoteMatch = /^\/remotes\/([a-z]+)\/(.*)$/.exec(path);
    if (remoteMatch) {
      const root = remoteDists.get(remoteMatch[1]!);
      const file = root ? inside(root, remoteMatch[2] || 'index.html') : null;
      // Remote code may be loaded by a shell on another origin (a CDN deploy), so allow CORS reads.
      if (file && (await send(req, res, file, 200, { 'Access-Control-Allow-Origin': '*' })))
        return true;
      return false;
    }

    const file = inside(shellDist, path === '/' ? 'index.html' : path);
    if (path === '/sw.js' && file) {
      // A service worker's own fetches obey the CSP it was served with. It relays remote code from
      // wherever env-config points (any CDN, and the address can change without a new worker),
      // so its connect-src cannot be this origin alone.
      return send(req, res, file, 200, {
        'Content-Security-Policy':
          "default-src 'self'; script-src 'self'; connect-src 'self' https: http:",
      });
    }
    const isPage = path === '/' || extname(path) === '' || extname(path) === '.html';
    if (file && !isPage && (await send(req, res, file))) return true;
    if (!isPage) return false; // missing assets stay 404
    // A page the build prerendered has its own HTML (`/login` → login.html); every other
    // client-side route gets the app's HTML.
    const page =
      (file &&
        extname(path) === '' &&
        path !== '/' &&
        (await htmlPage(`${file.replace(/[\\/]+$/, '')}.html`))) ||
      (file && extname(path) === '.html' && (await htmlPage(file))) ||
      (await htmlPage(join(shellDist, 'index.html')));
    if (!page) return false;
    return send(req, res, page.file, 200, htmlHeaders(envConfig(), req, page.scriptHashes));
  };
}
