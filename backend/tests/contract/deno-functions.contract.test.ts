import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { findFreePort } from '../../src/lib/free-port';
import { anonClient, newConfirmedUser } from './support/clients';
import { contractStack } from './support/contract-env';

/**
 * The deploy path: each function's folder, unchanged, under real Deno (the runtime of Supabase
 * Edge Functions), served by the module's own Deno.serve and talking to the suite's stack as a
 * hosted function talks to its project: through SUPABASE_URL and the keys.
 */
const FUNCTIONS = ['health', 'brain', 'grok', 'sms', 'contact-reply'] as const;
type FunctionName = (typeof FUNCTIONS)[number];

const functionsDir = join(__dirname, '..', '..', 'functions');
const denoBin = require.resolve('deno/bin.cjs');
const running = new Map<FunctionName, { child: ChildProcess; url: string; log: string[] }>();

async function startUnderDeno(name: FunctionName): Promise<void> {
  const stack = contractStack();
  const port = await findFreePort();
  const log: string[] = [];
  const child = spawn(
    process.execPath,
    [
      denoBin,
      'run',
      '--allow-net',
      '--allow-env',
      '--allow-read',
      '--allow-sys',
      '--unstable-sloppy-imports',
      join(name, 'index.ts'),
    ],
    {
      cwd: functionsDir,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        DENO_NO_UPDATE_CHECK: '1',
        NO_COLOR: '1',
        FUNCTION_PORT: String(port),
        SUPABASE_URL: stack.url,
        SUPABASE_ANON_KEY: stack.anonKey,
        SUPABASE_SERVICE_ROLE_KEY: stack.serviceRoleKey,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      // The package's launcher runs the deno binary as its own child: the whole group is stopped.
      detached: true,
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

const at = (name: FunctionName, path = '') => `${running.get(name)!.url}/${name}${path}`;

beforeAll(async () => {
  await Promise.all(FUNCTIONS.map(startUnderDeno));
}, 120_000);

afterAll(() => {
  for (const { child } of running.values()) {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
});

describe('functions under Deno', () => {
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

  it("brain checks a user's token against the project and stores the chat through PostgREST", async () => {
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
