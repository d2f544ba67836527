import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger } from '../../lib/logger';
import { createFunctionsRouter } from '../functions-router';

/** What the echo function saw of its last request, or how reading its body ended. */
interface Seen {
  method?: string;
  url?: string;
  bodyRead?: 'ok' | 'failed';
}
const seen = (): Seen => (globalThis as { __echoSeen?: Seen }).__echoSeen ?? {};

const ECHO = `
export default async function echo(req: Request): Promise<Response> {
  const seen: Record<string, unknown> = { method: req.method, url: req.url };
  (globalThis as { __echoSeen?: unknown }).__echoSeen = seen;
  if (req.body) {
    try {
      await req.text();
      seen.bodyRead = 'ok';
    } catch {
      seen.bodyRead = 'failed';
    }
  }
  return new Response(JSON.stringify(seen), { headers: { 'content-type': 'application/json' } });
}
`;

let functionsDir: string;
let server: Server;
let port = 0;

beforeAll(async () => {
  functionsDir = mkdtempSync(join(tmpdir(), 'functions-router-'));
  mkdirSync(join(functionsDir, 'echo'));
  writeFileSync(join(functionsDir, 'echo', 'index.ts'), ECHO);
  const router = createFunctionsRouter({
    functionsDir,
    bodyLimit: 1024 * 1024,
    log: createLogger('silent'),
  });
  server = createServer((req, res) => {
    const subPath = (req.url ?? '/').split('?')[0]!.slice('/functions/v1'.length);
    void router.handle(req, res, {
      subPath,
      rawSubPath: subPath,
      rawQuery: '',
      query: new URLSearchParams(),
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(functionsDir, { recursive: true, force: true });
});

/** A request with exactly these headers (Host included), as a client may send it. */
const call = (method: string, headers: string[] = [], body?: string) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request({
      host: '127.0.0.1',
      port,
      method,
      path: '/functions/v1/echo/x',
      headers: headers.length ? headers : ['host', `127.0.0.1:${port}`],
    });
    req.on('response', (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });

describe('functions router', () => {
  it('hands the function its path below /functions/v1, even with a Host that is no valid authority', async () => {
    for (const host of ['a@b', 'exa mple', '127.0.0.1:99999', '[::1', 'x/y']) {
      const answer = await call('GET', ['host', host]);
      expect(answer.status).toBe(200);
      expect((JSON.parse(answer.body) as Seen).url).toBe('http://localhost/echo/x');
    }
    const usual = await call('GET');
    expect((JSON.parse(usual.body) as Seen).url).toBe(
      `http://127.0.0.1:${port}/echo/x`,
    );
  });

  it('answers 405 to TRACE, which a web Request cannot carry', async () => {
    const answer = await call('TRACE');
    expect(answer.status).toBe(405);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'method_not_allowed' });
  });

  it('passes a lower-case get on as GET', async () => {
    const answer = await call('get');
    expect(answer.status).toBe(200);
    expect((JSON.parse(answer.body) as Seen).method).toBe('GET');
  });

  /** Announces `length` bytes, sends a few, then goes away. */
  async function partialUpload(length: number): Promise<void> {
    (globalThis as { __echoSeen?: Seen }).__echoSeen = {};
    const req = request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/functions/v1/echo/upload',
      headers: { 'content-length': String(length) },
    });
    req.on('error', () => undefined);
    req.write('only part of the body');
    await new Promise((resolve) => setTimeout(resolve, 100));
    req.destroy();
  }

  it('ends the body of a request whose client went away, so the function does not wait forever', async () => {
    // Larger than what is read before the function is called: the function reads it as a stream.
    await partialUpload(200 * 1024);
    for (let i = 0; i < 50 && !seen().bodyRead; i++)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen().bodyRead).toBe('failed');
  });

  it('does not call the function for a small body whose client went away before sending it all', async () => {
    await partialUpload(1000);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(seen().bodyRead).toBeUndefined();
    // And it still answers the next request.
    expect((await call('GET')).status).toBe(200);
  });
});

describe('functions router warm-up', () => {
  it('loads every function at once, so work a module starts when loaded runs at start-up', () => {
    const dir = mkdtempSync(join(tmpdir(), 'functions-warm-up-'));
    try {
      mkdirSync(join(dir, 'starts-work'));
      writeFileSync(
        join(dir, 'starts-work', 'index.ts'),
        `(globalThis as { __startedWork?: boolean }).__startedWork = true;
export default async function handler(): Promise<Response> { return new Response('ok'); }`,
      );
      mkdirSync(join(dir, 'broken'));
      writeFileSync(join(dir, 'broken', 'index.ts'), `throw new Error('cannot load');`);
      const errors: string[] = [];
      const log = { ...createLogger('silent'), error: (m: string) => errors.push(m) };
      const router = createFunctionsRouter({ functionsDir: dir, bodyLimit: 1024, log });
      expect((globalThis as { __startedWork?: boolean }).__startedWork).toBeUndefined();

      router.warmUp();

      expect((globalThis as { __startedWork?: boolean }).__startedWork).toBe(true);
      // A module that cannot load does not stop the others; its first request reports it.
      expect(errors).toEqual(['function broken could not be loaded: cannot load']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
