import type { ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { join } from 'node:path';
import { denoBinary } from '../../src/functions/deno-functions';
import { findFreePort } from '../../src/lib/free-port';
import { spawnTiedToParent } from '../../src/lib/parent-death';
import { anonClient, newConfirmedUser } from './support/clients';
import { contractStack } from './support/contract-env';

/**
 * The deploy path: each function's folder, unchanged, under real Deno (the runtime of Supabase
 * Edge Functions) with `functions/deno.json` as its import map and settings, started with the
 * README's command (`deno serve`, which serves the module's default export as the Edge Runtime
 * does), and talking to the suite's stack as a hosted function talks to its project: through
 * SUPABASE_URL and the keys.
 */
const FUNCTIONS = ['health', 'brain', 'grok', 'sms', 'contact-reply'] as const;
type FunctionName = (typeof FUNCTIONS)[number];

const repoRoot = join(__dirname, '..', '..', '..');
const running = new Map<FunctionName, { child: ChildProcess; url: string; log: string[] }>();

/**
 * What Deno needs of this machine to fetch the import map's packages (cache, proxy, CA
 * certificates), and nothing of the suite's own settings: a hosted function gets only its
 * project's variables.
 */
function machineEnv(): Record<string, string | undefined> {
  const names =
    /^(PATH|HOME|DENO_DIR|DENO_CERT|DENO_TLS_CA_STORE|NODE_EXTRA_CA_CERTS|XDG_CACHE_HOME|SSL_CERT_FILE|SSL_CERT_DIR|(HTTPS?|NO)_PROXY)$/i;
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => names.test(name)));
}

async function startUnderDeno(name: FunctionName): Promise<void> {
  const stack = contractStack();
  const port = await findFreePort();
  const log: string[] = [];
  // The binary itself (what `npx deno` runs), tied to this process so none outlives the suite.
  const child = spawnTiedToParent(
    denoBinary(),
    [
      'serve',
      '--config',
      'backend/functions/deno.json',
      '--allow-net',
      '--allow-env',
      '--allow-read',
      '--allow-sys',
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      `backend/functions/${name}/index.ts`,
    ],
    'SIGTERM',
    {
      cwd: repoRoot,
      env: {
        ...machineEnv(),
        DENO_NO_UPDATE_CHECK: '1',
        NO_COLOR: '1',
        SUPABASE_URL: stack.url,
        SUPABASE_ANON_KEY: stack.anonKey,
        SUPABASE_SERVICE_ROLE_KEY: stack.serviceRoleKey,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  running.set(name, { child, url, log });
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`${name} exited under Deno: ${log.join('').slice(-2000)}`);
    try {
      await fetch(`${url}/${name}`, { method: 'OPTIONS' });
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`${name} did not listen: ${log.join('')}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/** The process and its descendants. */
function processTree(pid: number): number[] {
  const children = readdirSync(`/proc/${pid}/task`).flatMap((task) =>
    readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean),
  );
  return [pid, ...children.map(Number).flatMap(processTree)];
}

/** TCP ports a process tree listens on, matched by socket inode in /proc (Linux). */
function listeningPorts(pid: number): number[] {
  const inodes = new Set<string>();
  for (const member of processTree(pid)) {
    for (const fd of readdirSync(`/proc/${member}/fd`)) {
      try {
        const socket = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${member}/fd/${fd}`));
        if (socket) inodes.add(socket[1]!);
      } catch {
        // Closed meanwhile.
      }
    }
  }
  const ports: number[] = [];
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    if (!existsSync(table)) continue;
    for (const row of readFileSync(table, 'utf8').trim().split('\n').slice(1)) {
      const [, local, , state, , , , , , inode] = row.trim().split(/\s+/);
      if (state === '0A' && inodes.has(inode!)) ports.push(parseInt(local!.split(':')[1]!, 16));
    }
  }
  return ports;
}

const at = (name: FunctionName, path = '') => `${running.get(name)!.url}/${name}${path}`;

beforeAll(async () => {
  await Promise.all(FUNCTIONS.map(startUnderDeno));
}, 120_000);

afterAll(async () => {
  await Promise.all(
    [...running.values()].map(({ child }) => {
      if (child.exitCode !== null || child.signalCode !== null) return undefined;
      const exited = new Promise((resolveExit) => child.once('exit', resolveExit));
      child.kill('SIGTERM');
      return exited;
    }),
  );
});

describe('functions under Deno', () => {
  (existsSync('/proc/self/task') ? it : it.skip)(
    'each module is served once, by deno serve on the port it was given',
    () => {
      for (const [name, { child, url }] of running) {
        const port = Number(new URL(url).port);
        expect({ name, ports: listeningPorts(child.pid!) }).toEqual({ name, ports: [port] });
      }
    },
  );

  it('health reaches the database through SUPABASE_URL', async () => {
    const answer = await fetch(at('health'));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ status: 'ok', database: 'ok' });
  });

  it('every function answers a preflight and refuses a caller without a token', async () => {
    const calls: [FunctionName, string][] = [
      ['brain', '/chat'],
      ['grok', '/chat/completions'],
      ['sms', '/send'],
      ['contact-reply', ''],
    ];
    for (const [name, path] of calls) {
      const preflight = await fetch(at(name, path), { method: 'OPTIONS' });
      expect({ name, status: preflight.status }).toEqual({ name, status: 204 });
      const refused = await fetch(at(name, path), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      expect({ name, status: refused.status }).toEqual({ name, status: 401 });
    }
  });

  it("brain checks a user's token against the project and stores the chat in the engine's store", async () => {
    const user = await newConfirmedUser('deno-brain');
    const { data: brains } = await anonClient().from('wizard_brains').select('brain_id').limit(1);
    const brainId = brains![0]!.brain_id as string;
    const created = await fetch(at('brain', '/chat'), {
      method: 'POST',
      headers: {
        authorization: `Bearer ${user.session.access_token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ name: 'Made on Deno', brain_id: brainId }),
    });
    expect(created.status).toBe(200);
    const { chat_id } = (await created.json()) as { chat_id: string };
    const { data: stored } = await user.client
      .from('brain_chats')
      .select('name, brain_id')
      .eq('chat_id', chat_id)
      .single();
    expect(stored).toEqual({ name: 'Made on Deno', brain_id: brainId });
  });

  it('an unknown path is the JSON 404 of the function, not the runtime', async () => {
    const answer = await fetch(at('grok', '/nowhere'));
    expect(answer.status).toBe(404);
    expect(await answer.json()).toMatchObject({ code: 'not_found' });
  });
});
