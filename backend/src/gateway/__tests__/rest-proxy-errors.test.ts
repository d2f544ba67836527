import { Agent } from 'undici';
import { startProxyPair, type ProxyPair } from './fixtures/proxy-pair';

let pair: ProxyPair;
let base = '';

// Each case runs twice: through Node's HTTP server, and through the fast lane that serves
// plain reads in the stack. Both must answer alike.
describe.each([false, true])('REST proxy error answers (fast lane: %s)', (fastLane) => {
  beforeAll(async () => {
    // Answers as PostgREST does: a lost database connection mid-statement, or a real client error.
    pair = await startProxyPair(
      (req, res) => {
        req.resume();
        const url = req.url ?? '';
        if (url.includes('slow')) {
          const timeout =
            '{"code":"57014","details":null,"hint":null,"message":"canceling statement due to statement timeout"}';
          res.writeHead(500, { 'content-type': 'application/json' });
          res.end(timeout);
          return;
        }
        const body = url.includes('lost')
          ? '{"code":"","details":null,"hint":null,"message":""}'
          : url.includes('long')
            ? JSON.stringify({
                code: '22P02',
                details: 'x'.repeat(2000),
                hint: null,
                message: 'bad',
              })
            : '{"code":"23502","details":null,"hint":null,"message":"null value in column \\"name\\""}';
        // PostgREST sends some answers chunked, without a Content-Length.
        if (url.includes('chunked')) {
          res.writeHead(400, { 'content-type': 'application/json' });
          res.write(body.slice(0, 10));
          res.end(body.slice(10));
          return;
        }
        res.writeHead(400, {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        });
        res.end(body);
      },
      (ctx) => ctx.rawSubPath,
      undefined,
      { fastLane },
    );
    ({ base } = pair);
  });

  afterAll(() => pair.close());

  it('turns a 400 without code or message (a connection the database dropped) into a 503 to retry', async () => {
    const res = await fetch(`${base}/rest/v1/lost`, { method: 'POST', body: '{"a":1}' });
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('1');
    expect(await res.json()).toMatchObject({
      message: expect.stringContaining('temporarily unavailable'),
    });
  });

  it('does the same when the empty error comes chunked, without a length', async () => {
    const res = await fetch(`${base}/rest/v1/chunked-lost`, { method: 'POST', body: '{"a":1}' });
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('1');
  });

  it('streams a long chunked client error through whole', async () => {
    const res = await fetch(`${base}/rest/v1/chunked-long`, { method: 'POST', body: '{"a":1}' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: '22P02', details: 'x'.repeat(2000) });
  });

  it('answers a statement timeout with 504 rather than a server failure, its body unchanged', async () => {
    // On a connection of its own: one that carried a write is Node's server's from then on.
    const res = await fetch(`${base}/rest/v1/slow`, { dispatcher: new Agent() } as RequestInit);
    expect(res.status).toBe(504);
    expect(await res.json()).toMatchObject({
      code: '57014',
      message: 'canceling statement due to statement timeout',
    });
  });

  it('passes a real client error through unchanged', async () => {
    const res = await fetch(`${base}/rest/v1/charts`, { method: 'POST', body: '{"a":1}' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: '23502' });
  });
});
