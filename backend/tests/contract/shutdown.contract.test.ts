import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnStack } from '../../scripts/spawn-stack';

describe('npm start entry (backend/src/main.ts)', () => {
  it('on SIGTERM finishes the request in flight, then stops PostgREST and PostgreSQL cleanly', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'astro-shutdown-'));
    const child = spawn(
      process.execPath,
      [require.resolve('tsx/cli'), join(__dirname, '..', '..', 'src', 'main.ts')],
      {
        env: { ...process.env, PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'error' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
    try {
      const url = await new Promise<string>((resolveUrl, reject) => {
        let out = '';
        child.stdout!.on('data', (c: Buffer) => {
          out += c.toString();
          const match = /running at (http:\/\/\S+)/.exec(out);
          if (match) resolveUrl(match[1]!);
        });
        child.once('exit', () => reject(new Error('the stack exited before it was ready')));
      });
      expect(existsSync(join(dataDir, 'postgres', 'postmaster.pid'))).toBe(true);

      // A sign-in whose body is still arriving when the signal comes.
      const target = new URL('/auth/v1/recover', url);
      const keys = JSON.parse(readFileSync(join(dataDir, 'secrets.json'), 'utf8')) as {
        anonKey: string;
      };
      const response = new Promise<{ status: number; body: string }>((resolveRes, reject) => {
        const req = request(
          {
            host: target.hostname,
            port: target.port,
            path: target.pathname,
            method: 'POST',
            headers: {
              apikey: keys.anonKey,
              'content-type': 'application/json',
              'transfer-encoding': 'chunked',
            },
          },
          (res) => {
            let body = '';
            res.on('data', (c: Buffer) => (body += c.toString()));
            res.on('end', () => resolveRes({ status: res.statusCode ?? 0, body }));
          },
        );
        req.on('error', reject);
        req.write('{"email":');
        setTimeout(() => child.kill('SIGTERM'), 100);
        setTimeout(() => req.end('"someone@example.com"}'), 600);
      });
      expect(await response).toEqual({ status: 200, body: '{}' });
      expect(await exited).toBe(0);
      // PostgreSQL removes its pid file only after a clean shutdown.
      expect(existsSync(join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('data directory', () => {
  it('keeps data, keys and applied migrations across restarts', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'astro-restart-'));
    try {
      const first = await spawnStack({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
      const insert = await fetch(`${first.url}/rest/v1/contact_messages`, {
        method: 'POST',
        headers: { apikey: first.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Persist',
          email: 'persist@example.com',
          subject: 'Still there?',
          message: 'After a restart',
        }),
      });
      expect(insert.status).toBe(201);
      await first.stop();

      const second = await spawnStack({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
      try {
        expect(second.anonKey).toBe(first.anonKey);
        expect(second.serviceRoleKey).toBe(first.serviceRoleKey);
        const res = await fetch(
          `${second.url}/rest/v1/contact_messages?select=subject&email=eq.persist@example.com`,
          {
            headers: { apikey: second.serviceRoleKey },
          },
        );
        expect(await res.json()).toEqual([{ subject: 'Still there?' }]);
      } finally {
        await second.stop();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('a stack killed outright', () => {
  const alive = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };

  it('takes PostgreSQL and PostgREST with it, and the next start uses the same data', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'astro-killed-'));
    try {
      const first = await spawnStack({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
      const info = (await (await fetch(`${first.url}/_dev/stack`)).json()) as {
        pid: number;
        postgresPid: number;
        postgrest: { pid: number };
      };
      const children = [info.postgresPid, info.postgrest.pid];
      expect(children.every(alive)).toBe(true);
      // SIGKILL: no exit hook, no signal handler runs in the stack.
      process.kill(info.pid, 'SIGKILL');
      const deadline = Date.now() + 15_000;
      while (children.some(alive) && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 50));
      expect(children.filter(alive)).toEqual([]);

      const second = await spawnStack({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
      try {
        const res = await fetch(`${second.url}/rest/v1/testimonials?select=id&limit=1`, {
          headers: { apikey: second.anonKey },
        });
        expect(res.status).toBe(200);
      } finally {
        await second.stop();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
