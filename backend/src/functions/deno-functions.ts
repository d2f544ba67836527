import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { superviseChild, type ChildSupervisor, type RecentOutput } from '../lib/child-supervisor';
import type { Logger } from '../lib/logger';
import { spawnTiedToParent } from '../lib/parent-death';

/** Functions served by Deno, one `deno serve` process each, as Supabase runs Edge Functions. */
export interface DenoFunctions {
  /** `http://127.0.0.1:<port>` of the function's process, or undefined while it is not up. */
  origin(name: string): string | undefined;
  stop(): Promise<void>;
}

/** The first start compiles the function and, with an empty Deno cache, downloads its packages. */
const START_TIMEOUT_MS = 120_000;
const LISTENING = /Listening on https?:\/\/[^\s/]+:(\d+)\//;

/**
 * The Deno binary the npm package `deno` installs beside its launcher. It is run directly rather
 * than through the launcher (a Node process that runs the binary as its own child), so the pid
 * the supervisor stops and the kernel's parent-death signal reach Deno itself.
 */
export function denoBinary(): string {
  const binary = join(dirname(require.resolve('deno/bin.cjs')), 'deno');
  if (!existsSync(binary))
    throw new Error(`The Deno binary is missing at ${binary}: run npm install again`);
  return binary;
}

/**
 * The command line that serves one function, as the README gives it for trying a function under
 * Deno: the import map and settings come from `functions/deno.json`, the port from Deno (0 picks
 * a free one, which `deno serve` prints).
 */
export function denoServeArgs(functionsDir: string, name: string, port = 0): string[] {
  return [
    'serve',
    '--config',
    join(functionsDir, 'deno.json'),
    '--allow-net',
    '--allow-env',
    '--allow-read',
    '--allow-sys',
    '--host',
    '127.0.0.1',
    '--port',
    String(port),
    join(functionsDir, name, 'index.ts'),
  ];
}

function waitForListening(
  name: string,
  proc: ChildProcess,
  output: RecentOutput,
  onPort: (port: number) => void,
): Promise<void> {
  return new Promise((resolveReady, reject) => {
    const timer = setTimeout(() => {
      stopListening();
      reject(new Error(`${name} did not listen within ${START_TIMEOUT_MS} ms: ${output.tail(5)}`));
    }, START_TIMEOUT_MS);
    const stopListening = output.onLine((line) => {
      const port = LISTENING.exec(line)?.[1];
      if (!port) return;
      clearTimeout(timer);
      stopListening();
      proc.off('exit', onExit);
      onPort(Number(port));
      resolveReady();
    });
    const onExit = (code: number | null) => {
      clearTimeout(timer);
      stopListening();
      reject(new Error(`${name} exited (code ${code}) before it listened: ${output.tail(5)}`));
    };
    proc.once('exit', onExit);
  });
}

/**
 * Starts every function under Deno and resolves once all of them listen. Each process is
 * supervised like PostgREST (restarted if it dies) and gets `env`, which carries what the hosted
 * platform gives an Edge Function: SUPABASE_URL and the keys, pointing back at this stack.
 * What a function prints goes to this process's stderr, as it does when functions run inside it.
 */
export async function startDenoFunctions(opts: {
  functionsDir: string;
  names: string[];
  env: Record<string, string | undefined>;
  log: Logger;
}): Promise<DenoFunctions> {
  const binary = denoBinary();
  const env = { ...opts.env, DENO_NO_UPDATE_CHECK: '1', DENO_NO_PROMPT: '1', NO_COLOR: '1' };
  const ports = new Map<string, number>();
  const supervisors: ChildSupervisor[] = opts.names.map((name) =>
    superviseChild({
      name: `function ${name} (Deno)`,
      spawn: () => {
        ports.delete(name);
        const proc = spawnTiedToParent(binary, denoServeArgs(opts.functionsDir, name), 'SIGTERM', {
          cwd: opts.functionsDir,
          env,
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        const relay = (chunk: Buffer) => {
          const text = chunk.toString().replace(/^deno serve: Listening on .*\n?/m, '');
          if (text) process.stderr.write(text);
        };
        proc.stdout?.on('data', relay);
        proc.stderr?.on('data', relay);
        return proc;
      },
      waitUntilReady: (proc, output) =>
        waitForListening(name, proc, output, (port) => ports.set(name, port)),
      stopSignal: 'SIGTERM',
      stopGraceMs: 5000,
      log: opts.log,
    }),
  );
  const started = await Promise.allSettled(supervisors.map((supervisor) => supervisor.start()));
  const failure = started.find((result) => result.status === 'rejected');
  if (failure) {
    await Promise.all(supervisors.map((supervisor) => supervisor.stop()));
    throw failure.reason;
  }
  return {
    origin: (name) => {
      const port = ports.get(name);
      return port === undefined ? undefined : `http://127.0.0.1:${port}`;
    },
    stop: async () => {
      await Promise.all(supervisors.map((supervisor) => supervisor.stop()));
    },
  };
}
