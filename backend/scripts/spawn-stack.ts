import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

export interface SpawnedStack {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  databaseUrl: string;
  /**
   * PostgREST on loopback TCP, bypassing the gateway (for side-by-side measurements; set with
   * STACK_REFERENCE_POSTGREST=1, or where the gateway itself reaches PostgREST over TCP).
   */
  postgrestUrl?: string;
  /** How the gateway reaches its PostgREST. */
  postgrestTransport: 'Unix domain socket' | 'TCP';
  /** The process that runs the stack (gateway, auth, realtime), not the tsx wrapper `child`. */
  pid: number;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** Runs the stack in its own process (as `npm start` does) and waits until it is ready. */
export async function spawnStack(
  env: Record<string, string | undefined>,
  timeoutMs = 90_000,
): Promise<SpawnedStack> {
  const child = spawn(
    process.execPath,
    [require.resolve('tsx/cli'), join(__dirname, 'stack-child.ts')],
    {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const info = await new Promise<Omit<SpawnedStack, 'child' | 'stop'>>((resolveReady, reject) => {
    let out = '';
    let err = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the stack did not start within ${timeoutMs} ms\n${err}`));
    }, timeoutMs);
    const onStdout = (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n').find((l) => l.startsWith('STACK_READY '));
      if (line) {
        clearTimeout(timer);
        // From here on the request log is read and dropped: a pipe nobody reads would block the
        // stack once full, and keeping it all would grow without end.
        child.stdout!.off('data', onStdout);
        child.stdout!.resume();
        resolveReady(
          JSON.parse(line.slice('STACK_READY '.length)) as Omit<SpawnedStack, 'child' | 'stop'>,
        );
      }
    };
    child.stdout!.on('data', onStdout);
    child.stderr!.on('data', (chunk: Buffer) => (err = (err + chunk.toString()).slice(-20_000)));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the stack exited during start-up (code ${code})\n${err}`));
    });
  });
  return {
    ...info,
    child,
    stop: () =>
      new Promise<void>((resolveExit) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolveExit();
        const force = setTimeout(() => child.kill('SIGKILL'), 20_000);
        child.once('exit', () => {
          clearTimeout(force);
          resolveExit();
        });
        child.kill('SIGTERM');
      }),
  };
}
