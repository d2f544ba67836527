import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLogger } from '../../lib/logger';
import { createGateway, type Gateway } from '../create-gateway';
import { createRestProxy } from '../rest-proxy';

const silent = createLogger('silent');

let gateway: Gateway;
let upstream: Server;
let upstreamUp = true;
let base = '';
let upstreamPort = 0;
let seen: { method?: string; url?: string; headers?: Record<string, unknown>; body?: string } = {};

beforeAll(async () => {
  upstream = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      seen = { method: req.method, url: req.url, headers: req.headers, body };
      res.writeHead(206, {
        'content-type': 'application/json',
        'content-range': '0-0/1',
        'preference-applied': 'count=exact',
      });
      res.end('[{"id":1}]');
    });
  });
  await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
  upstreamPort = (upstream.address() as AddressInfo).port;

  gateway = createGateway({ log: silent, tls: false });
  const proxy = createRestProxy({
    upstream: () => ({ port: upstreamPort }),
    upstreamUp: () => upstreamUp,
    bodyLimit: 1024,
  });
  // As the stack adds it: the gateway's own headers are written by the proxy with its answer.
  gateway.route(
    '/rest/v1',
    (req, res, ctx) =>
      proxy.handle(
        req,
        res,
        `${ctx.rawSubPath}?${ctx.rawQuery}`,
        'Bearer user-jwt',
        ctx.ownHeaders,
      ),
    { deferHeaders: true },
  );
  gateway.route('/boom', () => {
    throw new Error('handler bug');
  });
  gateway.route(
    '/deferred-boom',
    () => {
      throw new Error('handler bug');
    },
    { deferHeaders: true },
  );
  gateway.upgrade('/realtime/v1', (_req, socket) => {
    socket.end(
      'HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n',
    );
  });
  gateway.fallback(async (req, res) => {
    if (req.url !== '/index.html') return false;
    res.writeHead(200, {
      'content-type': 'text/html',
      'content-security-policy': "default-src 'self'; script-src 'self' https://cdn.example.com",
    });
    res.end('<html></html>');
    return true;
  });
  base = `http://127.0.0.1:${await gateway.listen(0, '127.0.0.1')}`;
});

afterAll(async () => {
  await gateway.close();
  await new Promise<void>((r) => upstream.close(() => r()));
});

/** The gateway's own headers, which every answer carries, whoever writes it. */
const expectOwnHeaders = (res: Response) => {
  expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f]{8}-[0-9a-z]+$/);
  expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('access-control-allow-origin')).toBe('*');
  expect(res.headers.get('access-control-expose-headers')).toContain('content-range');
};

describe('gateway', () => {
  it('streams REST calls with Prefer, Range and profile headers intact, both ways', async () => {
    const res = await fetch(`${base}/rest/v1/charts?select=id&name=in.(%22a%2Cb%22)`, {
      headers: {
        prefer: 'count=exact',
        range: '0-0',
        'accept-profile': 'public',
        connection: 'keep-alive',
      },
    });
    expect(res.status).toBe(206);
    expectOwnHeaders(res);
    expect(res.headers.get('content-range')).toBe('0-0/1');
    expect(res.headers.get('preference-applied')).toBe('count=exact');
    expect(seen.url).toBe('/charts?select=id&name=in.(%22a%2Cb%22)');
    expect(seen.headers).toMatchObject({
      prefer: 'count=exact',
      range: '0-0',
      'accept-profile': 'public',
      authorization: 'Bearer user-jwt',
    });
  });

  it('answers 503 JSON with Retry-After while the upstream is down', async () => {
    upstreamUp = false;
    const res = await fetch(`${base}/rest/v1/charts`);
    upstreamUp = true;
    expect(res.status).toBe(503);
    expectOwnHeaders(res);
    expect(res.headers.get('retry-after')).toBe('1');
    expect(await res.json()).toMatchObject({
      message: expect.stringContaining('temporarily unavailable'),
    });
  });

  it('answers 503 when the upstream refuses connections', async () => {
    const realPort = upstreamPort;
    upstreamPort = 1;
    const res = await fetch(`${base}/rest/v1/charts`);
    upstreamPort = realPort;
    expect(res.status).toBe(503);
    expectOwnHeaders(res);
  });

  it('refuses bodies over the limit with 413, declared or streamed', async () => {
    const declared = await fetch(`${base}/rest/v1/charts`, {
      method: 'POST',
      body: 'x'.repeat(2048),
    });
    expect(declared.status).toBe(413);
    expectOwnHeaders(declared);
    expect(await declared.json()).toMatchObject({ code: 'request_too_large' });
    const streamed = await new Promise<number>((resolveStatus, reject) => {
      const req = request(
        `${base}/rest/v1/charts`,
        { method: 'POST', headers: { 'transfer-encoding': 'chunked' } },
        (res) => {
          res.resume();
          resolveStatus(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.write('{"note":"');
      for (let i = 0; i < 8; i++) req.write('y'.repeat(256));
      req.end();
    });
    expect(streamed).toBe(413);
  });

  it('turns a handler crash into a JSON 500 without leaking details', async () => {
    const res = await fetch(`${base}/boom`);
    expect(res.status).toBe(500);
    const id = res.headers.get('x-request-id');
    expect(await res.json()).toEqual({
      code: 'unexpected_failure',
      message: `Unexpected server error (request ${id})`,
    });
  });

  it('sends its own headers with the 500 of a crashed handler that was to send them', async () => {
    const res = await fetch(`${base}/deferred-boom`);
    expect(res.status).toBe(500);
    expectOwnHeaders(res);
    expect(await res.json()).toMatchObject({ code: 'unexpected_failure' });
  });

  it('answers a CORS preflight itself, also on a route that sends its own headers', async () => {
    const res = await fetch(`${base}/rest/v1/charts`, {
      method: 'OPTIONS',
      headers: { origin: 'https://app.example', 'access-control-request-method': 'POST' },
    });
    expect(res.status).toBe(204);
    expectOwnHeaders(res);
    expect(res.headers.get('access-control-allow-methods')).toContain('PATCH');
  });

  it('hands WebSocket upgrades to the handler registered for the path', async () => {
    const upgrade = (path: string) =>
      new Promise<number>((resolveStatus) => {
        const req = request(`${base}${path}`, {
          headers: { connection: 'Upgrade', upgrade: 'websocket' },
        });
        req.on('upgrade', (res, socket) => {
          socket.destroy();
          resolveStatus(res.statusCode ?? 0);
        });
        req.on('response', (res) => {
          res.resume();
          resolveStatus(res.statusCode ?? 0);
        });
        req.end();
      });
    expect(await upgrade('/realtime/v1/websocket?vsn=2.0.0')).toBe(101);
    expect(await upgrade('/elsewhere')).toBe(404);
  });

  it('lets the fallback answer, keeping its own CSP, and 404s the rest as JSON', async () => {
    const page = await fetch(`${base}/index.html`);
    expect(page.headers.get('content-security-policy')).toContain('https://cdn.example.com');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    const missing = await fetch(`${base}/missing`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: 'not_found' });
  });

  it('finishes a request in flight before closing', async () => {
    const slow = createGateway({ log: silent, tls: false });
    slow.route('/slow', async (_req, res) => {
      await new Promise((r) => setTimeout(r, 300));
      res.end('done');
    });
    const port = await slow.listen(0, '127.0.0.1');
    const pending = fetch(`http://127.0.0.1:${port}/slow`).then((r) => r.text());
    await new Promise((r) => setTimeout(r, 50));
    const closed = slow.close();
    expect(await pending).toBe('done');
    await closed;
    await expect(fetch(`http://127.0.0.1:${port}/slow`)).rejects.toThrow();
  });
});
