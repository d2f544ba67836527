import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { forwardRequest } from '../forward-request';

/** What the function's process received. */
interface Received {
  method?: string;
  url?: string;
  headers?: IncomingMessage['headers'];
  body?: string;
}

let server: Server;
let origin = '';
let received: Received = {};

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received = { method: req.method, url: req.url, headers: req.headers, body };
      if (req.url?.startsWith('/fn/stream')) {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.write('data: one\n\n');
        setTimeout(() => res.end('data: two\n\n'), 50);
        return;
      }
      // Compresses when asked to, as `deno serve` does.
      const gzip = /gzip/.test(String(req.headers['accept-encoding'] ?? ''));
      const answer = JSON.stringify({ ok: true });
      res.writeHead(201, {
        'content-type': 'application/json',
        'x-function': 'fn',
        ...(gzip ? { 'content-encoding': 'gzip' } : {}),
      });
      res.end(gzip ? gzipSync(answer) : answer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('forwardRequest', () => {
  it('keeps the method, path, query, headers and body, and hands the answer back as sent', async () => {
    const answer = await forwardRequest(
      origin,
      new Request('http://gateway.example/fn/chat?x=1&y=%2F', {
        method: 'POST',
        headers: {
          authorization: 'Bearer token',
          'content-type': 'application/json',
          'accept-encoding': 'gzip, br',
          connection: 'keep-alive',
        },
        body: '{"q":"hi"}',
      }),
    );
    expect(received).toMatchObject({
      method: 'POST',
      url: '/fn/chat?x=1&y=%2F',
      body: '{"q":"hi"}',
      headers: {
        authorization: 'Bearer token',
        'content-type': 'application/json',
        // An uncompressed answer: Node's fetch would decode a compressed one behind its headers.
        'accept-encoding': 'identity',
        host: new URL(origin).host,
      },
    });
    expect(answer.status).toBe(201);
    expect(answer.headers.get('x-function')).toBe('fn');
    expect(answer.headers.get('content-encoding')).toBeNull();
    expect(await answer.json()).toEqual({ ok: true });
  });

  it('streams a streamed answer chunk by chunk', async () => {
    const answer = await forwardRequest(origin, new Request('http://gateway.example/fn/stream'));
    const reader = answer.body!.getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toBe('data: one\n\n');
    let rest = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      rest += new TextDecoder().decode(value);
    }
    expect(rest).toBe('data: two\n\n');
  });
});
