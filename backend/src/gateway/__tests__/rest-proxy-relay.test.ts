import { request, type IncomingHttpHeaders } from 'node:http';
import { upstreamRequestHeaders } from '../rest-proxy';
import { upstreamQuery } from '../rest-route';
import { startProxyPair, type ProxyPair } from './fixtures/proxy-pair';

let pair: ProxyPair;
let base = '';
let seen: {
  url?: string;
  rawHeaders?: string[];
  headers?: IncomingHttpHeaders;
  body?: string;
} = {};

const big = 'y'.repeat(200 * 1024);

// Each case runs twice: through Node's HTTP server, and through the fast lane that serves
// plain reads in the stack. Both must answer alike.
describe.each([false, true])('REST proxy relay (fast lane: %s)', (fastLane) => {
  beforeAll(async () => {
    // Answers the way PostgREST does: chunked, without a length, unless the path asks otherwise.
    pair = await startProxyPair(
      (req, res) => {
        seen = { url: req.url, rawHeaders: req.rawHeaders, headers: req.headers, body: '' };
        req.on('data', (chunk: Buffer) => (seen.body += chunk.toString()));
        const url = req.url ?? '';
        if (url.startsWith('/cut')) {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.write('[{"id":1},');
          setTimeout(() => res.socket?.destroy(), 20);
          return;
        }
        if (url.startsWith('/big')) {
          res.writeHead(200, { 'content-type': 'text/plain' });
          res.write(big.slice(0, 1000));
          setTimeout(() => res.end(big.slice(1000)), 10);
          return;
        }
        if (url.startsWith('/empty')) {
          res.writeHead(204, { 'content-range': '*/*' });
          res.end();
          return;
        }
        if (url.startsWith('/cors')) {
          // PostgREST answers a request with an Origin with CORS headers of its own.
          res.setHeader('access-control-allow-origin', 'https://app.example');
          res.end('[]');
          return;
        }
        if (url.startsWith('/cookies')) {
          res.setHeader('set-cookie', ['a=1', 'b=2']);
          res.end('{}');
          return;
        }
        res.writeHead(200, { 'content-type': 'application/json', 'content-range': '0-1/*' });
        res.write('[{"id":1},');
        res.end('{"id":2}]');
      },
      (ctx) => `${ctx.rawSubPath}?${ctx.rawQuery}`,
      'Bearer user-jwt',
      { fastLane },
    );
    ({ base } = pair);
  });

  afterAll(() => pair.close());

  it('sends a small chunked answer whole, with its length and the upstream headers', async () => {
    const res = await fetch(`${base}/rest/v1/charts?select=*`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe('19');
    expect(res.headers.get('content-range')).toBe('0-1/*');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await res.json()).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it('streams a large answer through whole', async () => {
    const res = await fetch(`${base}/rest/v1/big`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(big);
  });

  it('adds no length to an answer without a body, nor to the answer to HEAD', async () => {
    const empty = await fetch(`${base}/rest/v1/empty`, { method: 'DELETE' });
    expect(empty.status).toBe(204);
    expect(empty.headers.get('content-length')).toBeNull();
    const head = await fetch(`${base}/rest/v1/charts`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBeNull();
  });

  it('keeps repeated answer headers', async () => {
    const res = await fetch(`${base}/rest/v1/cookies`);
    expect(res.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
  });

  it("lets PostgREST's CORS header replace the gateway's, sent once", async () => {
    const res = await fetch(`${base}/rest/v1/cors`);
    expect(res.headers.get('access-control-allow-origin')).toBe('https://app.example');
    expect(res.headers.get('access-control-expose-headers')).toContain('content-range');
  });

  it('cuts the connection when PostgREST cuts its answer, and keeps serving', async () => {
    const outcome = await new Promise<string>((resolveOutcome) => {
      const req = request(`${base}/rest/v1/cut`, (res) => {
        res.on('data', () => undefined);
        res.on('end', () => resolveOutcome(`ended ${res.statusCode}`));
        res.on('error', () => resolveOutcome('cut'));
      });
      req.on('error', () => resolveOutcome('cut'));
      req.end();
    });
    expect(outcome).toBe('cut');
    expect((await fetch(`${base}/rest/v1/charts`)).status).toBe(200);
  });

  it('forwards the client headers, replacing those the proxy sets', async () => {
    await fetch(`${base}/rest/v1/charts`, {
      headers: {
        authorization: 'Bearer forged',
        'x-forwarded-for': '203.0.113.9',
        prefer: 'count=exact',
        apikey: 'the-key',
      },
    });
    expect(seen.headers).toMatchObject({
      authorization: 'Bearer user-jwt',
      'x-forwarded-for': '127.0.0.1',
      prefer: 'count=exact',
      apikey: 'the-key',
    });
    expect(seen.rawHeaders?.filter((h) => /^authorization$/i.test(h))).toHaveLength(1);
    expect(seen.headers?.['content-length']).toBeUndefined();
  });

  it('takes a body sent after 100-continue and hands it on whole, without the Expect header', async () => {
    const body = JSON.stringify({ name: 'Expecting' });
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(`${base}/rest/v1/charts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', expect: '100-continue' },
      });
      req.on('continue', () => req.end(body));
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
    });
    expect(status).toBe(200);
    expect(seen.body).toBe(body);
    expect(seen.headers?.expect).toBeUndefined();
    expect(seen.headers?.['content-length']).toBe(String(body.length));
  });
});

describe('upstreamRequestHeaders', () => {
  const own = ['Host', '127.0.0.1:1', 'Authorization', 'Bearer t'];

  it('drops hop-by-hop headers and those the proxy sets, keeping the rest in order', () => {
    expect(
      upstreamRequestHeaders(
        [
          'Host',
          'gateway',
          'Connection',
          'keep-alive',
          'Accept',
          'application/json',
          'authorization',
          'Bearer forged',
          'Content-Length',
          '5',
          'Transfer-Encoding',
          'chunked',
          'Prefer',
          'a',
          'Prefer',
          'b',
        ],
        own,
      ),
    ).toEqual([...own, 'Accept', 'application/json', 'Prefer', 'a', 'Prefer', 'b']);
  });

  it('names the first header PostgREST could not take', () => {
    expect(upstreamRequestHeaders(['Accept', 'x', 'X-Name', 'caf\u00e9'], own)).toEqual({
      unsafe: 'x-name',
    });
    expect(upstreamRequestHeaders(['Authorization', 'Bearer \u0001'], own)).toEqual({
      unsafe: 'authorization',
    });
  });
});

describe('upstreamQuery', () => {
  it('passes an ordinary query on unchanged', () => {
    expect(upstreamQuery('id=eq.1&select=*')).toBe('id=eq.1&select=*');
    expect(upstreamQuery('name=in.(%22a%2Cb%22)')).toBe('name=in.(%22a%2Cb%22)');
    expect(upstreamQuery('')).toBe('');
  });

  it('drops the apikey parameter and empty parts', () => {
    expect(upstreamQuery('apikey=k&id=eq.1')).toBe('id=eq.1');
    expect(upstreamQuery('id=eq.1&&select=*&')).toBe('id=eq.1&select=*');
    expect(upstreamQuery('&apikey=k')).toBe('');
  });
});
