import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { join } from 'node:path';

let child: ChildProcess;
let base = '';
const lines: { level: string; m: string }[] = [];

beforeAll(async () => {
  child = spawn(
    process.execPath,
    // Node with tsx's loader, not the tsx CLI: the CLI runs the script in a grandchild that a
    // kill of the child would leave behind.
    ['--import', 'tsx', join(__dirname, 'fixtures', 'guarded-gateway.ts')],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  base = await new Promise<string>((resolveReady, reject) => {
    let pending = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      pending += chunk.toString();
      const parts = pending.split('\n');
      pending = parts.pop()!;
      for (const line of parts) {
        if (line.startsWith('READY ')) resolveReady(`http://127.0.0.1:${line.slice(6)}`);
        else if (line.startsWith('{')) lines.push(JSON.parse(line) as { level: string; m: string });
      }
    });
    child.once('exit', (code) => reject(new Error(`the gateway exited (code ${code})`)));
  });
}, 30_000);

afterAll(() => {
  child.kill('SIGKILL');
});

/** Sends `size` bytes as a chunked body (no Content-Length), in 64 KiB chunks. */
function postChunked(path: string, size: number): Promise<{ status: number; body: string }> {
  return new Promise((resolvePost, reject) => {
    const req = request(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
    });
    req.on('response', (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolvePost({ status: res.statusCode ?? 0, body }));
      res.on('error', reject);
    });
    // The server may cut the upload once it has answered; that is expected.
    req.on('error', () => undefined);
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    chunk.write('{"a":"');
    let sent = 0;
    const pump = () => {
      while (sent < size) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      req.end();
    };
    pump();
  });
}

const settle = () => new Promise((r) => setTimeout(r, 50));
const alive = async () => (await fetch(`${base}/rest/v1/items`)).status;

describe('a failing request never stops the server', () => {
  it('refuses an oversized chunked body with 413 and logs it, and keeps serving', async () => {
    for (let i = 0; i < 3; i++) {
      const { status, body } = await postChunked('/rest/v1/items', 3 * 1024 * 1024);
      expect(status).toBe(413);
      expect(JSON.parse(body)).toMatchObject({ code: 'request_too_large' });
    }
    await settle();
    expect(lines.filter((l) => / POST \/rest\/v1\/items 413 /.test(l.m))).toHaveLength(3);
    expect(child.exitCode).toBeNull();
    expect(await alive()).toBe(200);
  });

  it('gives every answer a request id that its log line carries', async () => {
    const res = await fetch(`${base}/rest/v1/items`);
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-z]+$/);
    await settle();
    expect(lines.some((l) => l.m.includes(` ${id} `))).toBe(true);
  });

  it('fails only its own request when a timer or listener throws after the handler returned', async () => {
    const res = await fetch(`${base}/listener-bug`, { method: 'POST', body: 'x' });
    expect(res.status).toBe(500);
    const id = res.headers.get('x-request-id')!;
    expect(await res.json()).toMatchObject({ code: 'unexpected_failure' });
    await settle();
    const errors = lines.filter((l) => l.level === 'error' && l.m.includes(`request ${id}`));
    expect(errors.map((l) => l.m).join('\n')).toMatch(/timer bug[\s\S]*listener bug/);
    expect(child.exitCode).toBeNull();
    expect(await alive()).toBe(200);
  });

  it('fails only its own request when a promise nobody awaited rejects', async () => {
    const res = await fetch(`${base}/async-bug`);
    expect(res.status).toBe(500);
    await settle();
    expect(lines.some((l) => l.level === 'error' && l.m.includes('forgotten promise'))).toBe(true);
    expect(child.exitCode).toBeNull();
    expect(await alive()).toBe(200);
  });
});
