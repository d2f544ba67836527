import { createServer, type Server } from 'node:http';
import { connect, createServer as createTcpServer, type AddressInfo } from 'node:net';
import { createLogger } from '../../lib/logger';
import { createGateway, type Gateway } from '../create-gateway';
import { createFastLane, type FastLane } from '../rest-fast-lane';
import { createRestProxy } from '../rest-proxy';

// The lane against a stand-in for PostgREST, with Node's HTTP server behind it as in the stack:
// what the lane does not take must still be answered, in order, on the same connection.
let upstream: Server;
let upstreamPort = 0;
let gateway: Gateway;
let lane: FastLane;
let base = '';
let port = 0;
let seen: { method?: string; url?: string; body?: string; xff?: string }[] = [];
let upstreamAddress: () => { port: number } = () => ({ port: upstreamPort });

beforeAll(async () => {
  upstream = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({
        method: req.method,
        url: req.url,
        body,
        xff: req.headers['x-forwarded-for'] as string,
      });
      if (req.url?.startsWith('/slow')) {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write('[');
        setTimeout(() => res.end('1]'), 300);
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ method: req.method, url: req.url }));
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamPort = (upstream.address() as AddressInfo).port;
  gateway = createGateway({ log: createLogger('silent'), tls: false });
  const proxy = createRestProxy({
    upstream: () => upstreamAddress(),
    upstreamUp: () => true,
    bodyLimit: 1024,
  });
  gateway.route(
    '/rest/v1',
    (req, res, ctx) =>
      proxy.handle(req, res, `${ctx.rawSubPath}?${ctx.rawQuery}`, 'Bearer t', ctx.ownHeaders),
    { deferHeaders: true },
  );
  lane = createFastLane({
    prefix: '/rest/v1',
    route: ({ rawPath, rawQuery, headers }) =>
      headers.apikey === 'k'
        ? { upstreamPath: `${rawPath}?${rawQuery}`, authorization: 'Bearer t' }
        : undefined,
    upstream: () => upstreamAddress(),
    upstreamUp: () => true,
    trustProxy: false,
    tls: false,
    log: createLogger('silent'),
  });
  gateway.fastLane(lane);
  port = await gateway.listen(0, '127.0.0.1');
  base = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await gateway.close(100);
  lane.close();
  upstream.closeAllConnections();
  await new Promise((resolve) => upstream.close(resolve));
});

beforeEach(() => {
  seen = [];
  upstreamAddress = () => ({ port: upstreamPort });
});

/** Sends raw bytes on one connection and collects everything until the server closes it. */
function exchangeRaw(
  chunks: string[],
  opts: { halfClose?: boolean; until?: (text: string) => boolean; leaveAfterMs?: number } = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('latin1');
      if (opts.until?.(text)) socket.destroy();
    });
    socket.on('close', () => resolve(text));
    socket.on('error', reject);
    socket.on('connect', async () => {
      for (const chunk of chunks) {
        socket.write(chunk);
        await new Promise((r) => setTimeout(r, 20));
      }
      if (opts.halfClose) socket.end();
      if (opts.leaveAfterMs) setTimeout(() => socket.destroy(), opts.leaveAfterMs);
    });
  });
}

/** Status lines, wherever they start: a pipelined answer follows the previous body directly. */
const statusLines = (text: string) => text.match(/HTTP\/1\.[01] \d{3}/g) ?? [];
const get = (path: string, extra = '') =>
  `GET ${path} HTTP/1.1\r\nHost: x\r\napikey: k\r\n${extra}\r\n`;

describe('REST fast lane', () => {
  it('serves a plain read itself, with the gateway headers and a length', async () => {
    const before = lane.stats();
    const res = await fetch(`${base}/rest/v1/charts?select=id`, { headers: { apikey: 'k' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ method: 'GET', url: '/charts?select=id' });
    expect(res.headers.get('x-request-id')).toBeTruthy();
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('content-length')).toBe(
      String(JSON.stringify({ method: 'GET', url: '/charts?select=id' }).length),
    );
    expect(seen[0]!.xff).toBe('127.0.0.1');
    expect(lane.stats().served).toBe(before.served + 1);
  });

  it('answers pipelined requests in order when a write follows a read on the connection', async () => {
    const before = lane.stats();
    const post = 'POST /rest/v1/charts HTTP/1.1\r\nHost: x\r\nContent-Length: 7\r\n\r\n{"a":1}';
    const text = await exchangeRaw([get('/rest/v1/one') + post + get('/rest/v1/two')], {
      until: (sofar) => sofar.includes('"url":"/two?"'),
    });
    expect(statusLines(text)).toEqual(['HTTP/1.1 200', 'HTTP/1.1 200', 'HTTP/1.1 200']);
    // Node's server forwards pipelined requests side by side; the answers still come in order.
    expect(text.indexOf('"url":"/one?"')).toBeLessThan(text.indexOf('"url":"/charts?"'));
    expect(text.indexOf('"url":"/charts?"')).toBeLessThan(text.indexOf('"url":"/two?"'));
    expect(seen.map((s) => `${s.method} ${s.url} ${s.body}`).sort()).toEqual([
      'GET /one? ',
      'GET /two? ',
      'POST /charts? {"a":1}',
    ]);
    expect(lane.stats().served).toBe(before.served + 1);
    expect(lane.stats().handedOver).toBe(before.handedOver + 1);
  });

  it('leaves to Node a read with a body, a repeated header, or no API key the lane knows', async () => {
    const before = lane.stats().handedOver;
    for (const request of [
      get('/rest/v1/a', 'Content-Length: 2\r\n').replace(/\r\n\r\n$/, '\r\n\r\nhi'),
      get('/rest/v1/b', 'Prefer: a\r\nPrefer: b\r\n'),
      'GET /rest/v1/c HTTP/1.1\r\nHost: x\r\napikey: other\r\n\r\n',
      'GET /rest/v1/d HTTP/1.0\r\nHost: x\r\napikey: k\r\n\r\n',
    ]) {
      const text = await exchangeRaw([request], { halfClose: true });
      expect(statusLines(text)).toEqual([expect.stringMatching(/^HTTP\/1\.[01] 200$/)]);
    }
    expect(seen.map((s) => s.url)).toEqual(['/a?', '/b?', '/c?', '/d?']);
    expect(lane.stats().handedOver).toBe(before + 4);
  });

  it("gives Node's server the malformed heads, which it refuses", async () => {
    const nonAscii = await exchangeRaw([get('/rest/v1/x', 'X-Name: caf\u00e9\r\n')], {
      halfClose: true,
    });
    expect(statusLines(nonAscii)).toEqual(['HTTP/1.1 400']);
    expect(nonAscii).toContain('PGRST100');
    const tooLong = await exchangeRaw([get('/rest/v1/x', `X-Big: ${'a'.repeat(20_000)}\r\n`)]);
    expect(statusLines(tooLong)).toEqual(['HTTP/1.1 400']);
    expect(seen).toEqual([]);
  });

  it('answers HEAD without a body and keeps the connection for the next request', async () => {
    const text = await exchangeRaw(
      [get('/rest/v1/h').replace('GET', 'HEAD'), get('/rest/v1/after')],
      { halfClose: true },
    );
    expect(statusLines(text)).toEqual(['HTTP/1.1 200', 'HTTP/1.1 200']);
    expect(text).toContain('"url":"/after?"');
    expect(text).not.toContain('"url":"/h?"');
  });

  it('retries once on a fresh connection when PostgREST closed a kept-alive one', async () => {
    await fetch(`${base}/rest/v1/warm`, { headers: { apikey: 'k' } });
    // PostgREST restarting, or closing idle connections: the lane's kept connection is dead.
    upstream.closeIdleConnections();
    await new Promise((r) => setTimeout(r, 50));
    const res = await fetch(`${base}/rest/v1/again`, { headers: { apikey: 'k' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ method: 'GET', url: '/again?' });
  });

  it('answers 503 with Retry-After when PostgREST cannot be reached', async () => {
    const closed = createTcpServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    upstreamAddress = () => ({ port: deadPort });
    const res = await fetch(`${base}/rest/v1/charts`, { headers: { apikey: 'k' } });
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('1');
    expect(await res.json()).toMatchObject({ code: 'PGRST_UNAVAILABLE' });
  });

  it('answers 503 to an answer it cannot read, and cuts one that breaks off', async () => {
    const broken = createTcpServer((socket) => {
      socket.once('data', (request: Buffer) => {
        if (request.toString().startsWith('GET /garbled')) socket.end('HTTP/1.1 OK then\r\n\r\n');
        else socket.end('HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\n[{"id":1}');
      });
    });
    await new Promise<void>((resolve) => broken.listen(0, '127.0.0.1', resolve));
    upstreamAddress = () => ({ port: (broken.address() as AddressInfo).port });
    const garbled = await fetch(`${base}/rest/v1/garbled`, { headers: { apikey: 'k' } });
    expect(garbled.status).toBe(503);
    const cut = await fetch(`${base}/rest/v1/cut`, { headers: { apikey: 'k' } })
      .then((res) => res.text())
      .then(
        () => 'whole',
        () => 'cut',
      );
    expect(cut).toBe('cut');
    await new Promise((resolve) => broken.close(resolve));
  });

  it.each([
    ['closes the connection', { leaveAfterMs: 100 }],
    ['stops sending (half-closes)', { halfClose: true }],
  ])(
    'drops the PostgREST request of a client that %s mid-answer, and keeps serving',
    async (_how, leaving) => {
      const upstreamClosed = new Promise<void>((resolve) =>
        upstream.once('connection', (socket) => socket.once('close', () => resolve())),
      );
      // No kept connection to reuse: the request opens the one watched above.
      upstream.closeIdleConnections();
      await new Promise((r) => setTimeout(r, 50));
      const text = await exchangeRaw([get('/rest/v1/slow')], leaving);
      expect(text).toBe('');
      await upstreamClosed;
      const res = await fetch(`${base}/rest/v1/next`, { headers: { apikey: 'k' } });
      expect(res.status).toBe(200);
    },
  );
});
