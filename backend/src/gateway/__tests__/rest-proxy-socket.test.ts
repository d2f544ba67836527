import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger } from '../../lib/logger';
import { createGateway, type Gateway } from '../create-gateway';
import { createRestProxy } from '../rest-proxy';

// PostgREST behind a Unix domain socket, as the stack runs it: the proxy reaches it there, and a
// restart (no one listening, or a stale socket file left by a killed instance) is a 503 to retry.
let dir = '';
let socketPath = '';
let upstream: Server | undefined;
let gateway: Gateway;
let base = '';
let proxy: ReturnType<typeof createRestProxy>;

const startUpstream = async () => {
  rmSync(socketPath, { force: true });
  upstream = createServer((req, res) => {
    req.resume();
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ url: req.url, auth: req.headers.authorization }));
  });
  await new Promise<void>((r) => upstream!.listen(socketPath, r));
};

const stopUpstream = async () => {
  upstream!.closeAllConnections();
  await new Promise((r) => upstream!.close(r));
};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'rest-proxy-socket-'));
  socketPath = join(dir, 'postgrest.sock');
  await startUpstream();
  gateway = createGateway({ log: createLogger('silent'), tls: false });
  proxy = createRestProxy({
    upstream: () => ({ socketPath }),
    upstreamUp: () => true,
    bodyLimit: 1024,
  });
  gateway.route('/rest/v1', (req, res, ctx) =>
    proxy.handle(req, res, `${ctx.rawSubPath}?${ctx.rawQuery}`, 'Bearer user-jwt'),
  );
  base = `http://127.0.0.1:${await gateway.listen(0, '127.0.0.1')}`;
});

afterAll(async () => {
  await gateway.close(100);
  await proxy.close();
  if (upstream?.listening) await stopUpstream();
  rmSync(dir, { recursive: true, force: true });
});

describe('REST proxy over a Unix domain socket', () => {
  it('relays requests and answers', async () => {
    const res = await fetch(`${base}/rest/v1/charts?select=id`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ url: '/charts?select=id', auth: 'Bearer user-jwt' });
  });

  it('answers 503 with Retry-After while nobody listens, and relays again once back', async () => {
    await stopUpstream();
    const gone = await fetch(`${base}/rest/v1/charts`);
    expect(gone.status).toBe(503);
    expect(gone.headers.get('retry-after')).toBe('1');

    // A killed PostgREST leaves its socket file behind: connecting to it is refused.
    writeFileSync(socketPath, '');
    const stale = await fetch(`${base}/rest/v1/charts`);
    expect(stale.status).toBe(503);
    expect(stale.headers.get('retry-after')).toBe('1');

    await startUpstream();
    const back = await fetch(`${base}/rest/v1/charts`);
    expect(back.status).toBe(200);
  });
});
