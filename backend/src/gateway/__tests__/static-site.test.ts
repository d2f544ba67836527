import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inlineScriptHashes } from '../inline-script-hashes';
import { createStaticSite } from '../static-site';

const APP_HTML = '<html><head><script>document.title="app"</script></head><body>app</body></html>';
const LOGIN_HTML =
  '<html><head><script>document.title="login"</script></head><body>login</body></html>';

let projectRoot: string;
let server: Server;
let base: string;

beforeAll(async () => {
  projectRoot = mkdtempSync(join(tmpdir(), 'static-site-'));
  const dist = join(projectRoot, 'shell', 'dist');
  mkdirSync(dist, { recursive: true });
  writeFileSync(join(dist, 'index.html'), APP_HTML);
  writeFileSync(join(dist, 'login.html'), LOGIN_HTML);
  writeFileSync(join(dist, 'main.0123456789.js'), 'console.log(1)');
  const handle = createStaticSite({
    projectRoot,
    supabaseUrl: '/',
    anonKey: 'anon',
    production: true,
    env: {},
  });
  server = createServer((req, res) => {
    void handle(req, res).then((handled) => {
      if (!handled) res.writeHead(404).end('not found');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(projectRoot, { recursive: true, force: true });
});

const scriptSrc = (response: Response) =>
  /script-src ([^;]*)/.exec(response.headers.get('content-security-policy') ?? '')?.[1] ?? '';

describe('static site', () => {
  it('serves a page the build prerendered at its own path, with its inline script allowed by hash', async () => {
    for (const path of ['/login', '/login/', '/login?next=%2Fcharts']) {
      const response = await fetch(base + path);
      expect(await response.text()).toBe(LOGIN_HTML);
      expect(scriptSrc(response)).toContain(inlineScriptHashes(LOGIN_HTML)[0]);
      expect(scriptSrc(response)).not.toContain('unsafe-inline');
    }
  });

  it('serves the app HTML for the home page and for client-side routes without their own file', async () => {
    for (const path of ['/', '/charts', '/content/saturn-return', '/index.html']) {
      const response = await fetch(base + path);
      expect(await response.text()).toBe(APP_HTML);
      expect(scriptSrc(response)).toContain(inlineScriptHashes(APP_HTML)[0]);
      expect(scriptSrc(response)).not.toContain(inlineScriptHashes(LOGIN_HTML)[0]);
    }
  });

  it('serves assets as they are and keeps missing assets and escapes out', async () => {
    expect(await (await fetch(`${base}/main.0123456789.js`)).text()).toBe('console.log(1)');
    expect((await fetch(`${base}/missing.0123456789.js`)).status).toBe(404);
    expect((await fetch(`${base}/..%2f..%2fetc%2fpasswd`)).status).not.toBe(200);
  });
});

describe('static site with odd remote names', () => {
  it('answers 404, not an error, for a remote named after a member of Object.prototype', async () => {
    for (const path of ['/remotes/constructor/remoteEntry.js', '/remotes/constructor/']) {
      const response = await fetch(base + path);
      expect(response.status).toBe(404);
      expect(await response.text()).toBe('not found');
    }
  });
});
