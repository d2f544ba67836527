#!/usr/bin/env node
// A throwaway PostgreSQL server from the system's own packages (Debian: `apt-get install -y
// postgresql`), in a temporary folder on a free port: the back end's contract suite runs against
// it once, beside its runs on the embedded server, to prove the schema and the stack work on a
// stock server reached through DATABASE_URL. Run alone, it prints the DATABASE_URL and serves
// until Ctrl-C.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const DEBIAN_ROOT = '/usr/lib/postgresql';
const SETPRIV = '/usr/bin/setpriv';

const hasServer = (dir) => ['initdb', 'postgres'].every((name) => existsSync(join(dir, name)));

/**
 * The folder of the newest installed server's binaries: Debian's `/usr/lib/postgresql/<major>/bin`,
 * else the one `pg_config` on the PATH names. Null when there is no server.
 */
export function findStockPostgres() {
  if (existsSync(DEBIAN_ROOT)) {
    const majors = readdirSync(DEBIAN_ROOT)
      .filter((name) => /^\d+$/.test(name))
      .sort((a, b) => Number(b) - Number(a));
    for (const major of majors) {
      const dir = join(DEBIAN_ROOT, major, 'bin');
      if (hasServer(dir)) return dir;
    }
  }
  try {
    const dir = execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
    if (hasServer(dir)) return dir;
  } catch {
    // No pg_config on the PATH.
  }
  return null;
}

/** PostgreSQL refuses to run as root; as root it runs as the `postgres` user the package creates. */
function runAs() {
  if (process.getuid?.() !== 0) return {};
  const id = (flag) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    throw new Error(
      'Running as root needs the `postgres` user (created by the postgresql package)',
    );
  }
}

function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

function runToCompletion(command, args, user) {
  return new Promise((resolveRun, reject) => {
    const child = spawn(command, args, { ...user, env: { LC_ALL: 'C', PATH: process.env.PATH } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolveRun() : reject(new Error(`${command} exited with ${code}: ${output}`)),
    );
  });
}

/**
 * Initialises a cluster in a new temporary folder and starts it on 127.0.0.1 and a free port.
 * Resolves with the superuser's `url` (the stack creates roles, so it connects as one) and
 * `stop()`, which shuts the server down and removes the folder. The server is tied to this
 * process (Linux parent-death signal), so it never outlives an interrupted run.
 */
export async function startStockPostgres(binDir = findStockPostgres()) {
  if (!binDir) throw new Error('No PostgreSQL server is installed (apt-get install -y postgresql)');
  const user = runAs();
  const root = mkdtempSync(join(tmpdir(), 'astro-stock-pg-'));
  const pgData = join(root, 'data');
  const pwFile = join(root, 'password');
  const password = randomBytes(18).toString('base64url');
  writeFileSync(pwFile, `${password}\n`, { mode: 0o600 });
  if (user.uid !== undefined) {
    chownSync(root, user.uid, user.gid);
    chownSync(pwFile, user.uid, user.gid);
  }
  const removeRoot = () => rmSync(root, { recursive: true, force: true });
  try {
    await runToCompletion(
      join(binDir, 'initdb'),
      [
        `--pgdata=${pgData}`,
        '--auth=scram-sha-256',
        '--username=postgres',
        `--pwfile=${pwFile}`,
        '--encoding=UTF8',
        '--locale=C',
      ],
      user,
    );
  } catch (error) {
    removeRoot();
    throw error;
  }

  const port = await freePort();
  // A throwaway cluster: durability settings are off, which changes nothing the suite checks.
  const args = [
    '-D',
    pgData,
    '-p',
    String(port),
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'unix_socket_directories=',
    '-c',
    'max_connections=200',
    '-c',
    'fsync=off',
    '-c',
    'synchronous_commit=off',
    '-c',
    'full_page_writes=off',
  ];
  const postgres = join(binDir, 'postgres');
  const server = existsSync(SETPRIV)
    ? spawn(SETPRIV, ['--pdeathsig', 'SIGINT', '--', postgres, ...args], {
        ...user,
        env: { LC_ALL: 'C', PATH: process.env.PATH },
        stdio: ['ignore', 'pipe', 'pipe'],
      })
    : spawn(postgres, args, { ...user, env: { LC_ALL: 'C' }, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  const exited = new Promise((resolveExit) => server.once('exit', resolveExit));
  try {
    await new Promise((resolveReady, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`PostgreSQL did not start:\n${log}`)),
        60_000,
      );
      const onData = (chunk) => {
        log = (log + chunk).slice(-10_000);
        if (log.includes('ready to accept connections')) {
          clearTimeout(timer);
          resolveReady();
        }
      };
      server.stdout.on('data', onData);
      server.stderr.on('data', onData);
      server.once('error', reject);
      void exited.then((code) => {
        clearTimeout(timer);
        reject(new Error(`PostgreSQL exited with ${code} during start-up:\n${log}`));
      });
    });
  } catch (error) {
    server.kill('SIGKILL');
    await exited;
    removeRoot();
    throw error;
  }
  // From here on its log is read and dropped, so a full pipe never blocks the server.
  server.stdout.resume();
  server.stderr.resume();

  const version = execFileSync(postgres, ['--version'], { encoding: 'utf8' }).trim();
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
    version,
    async stop() {
      if (server.exitCode === null && server.signalCode === null) {
        // SIGINT is PostgreSQL's "fast" shutdown.
        server.kill('SIGINT');
        const force = setTimeout(() => server.kill('SIGKILL'), 15_000);
        await exited;
        clearTimeout(force);
      }
      removeRoot();
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const server = await startStockPostgres();
  console.log(`${server.version}\nDATABASE_URL=${server.url}`);
  const stop = () => server.stop().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
