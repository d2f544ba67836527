import type { ChildProcess } from 'node:child_process';
import type { Logger } from './logger';
import { bindToParentLifetime } from './parent-death';

export type ChildState = 'starting' | 'up' | 'down' | 'stopped' | 'failed';

export interface ChildSupervisorOptions {
  /** Shown in log lines, e.g. "PostgREST". */
  name: string;
  /** Starts one instance. Called again for every restart. */
  spawn: () => ChildProcess;
  /** Resolves once the instance serves; rejects (or times out) if it never will. */
  waitUntilReady: (child: ChildProcess, output: RecentOutput) => Promise<void>;
  /** The signal for a clean stop (PostgreSQL: SIGINT, its "fast" shutdown). */
  stopSignal: NodeJS.Signals;
  /** How long a clean stop may take before the child is killed. */
  stopGraceMs: number;
  /** Consecutive failed restarts after which the supervisor gives up and calls `onGiveUp`. */
  maxRestartAttempts?: number;
  /** Called after each successful restart (not the first start), e.g. to reconnect dependants. */
  onRestarted?: () => void;
  /** Called once when the child cannot be brought back; the stack then exits non-zero. */
  onGiveUp?: (error: Error) => void;
  log: Logger;
  /** Backoff between restarts: first delay and ceiling (doubling in between). */
  backoff?: { initialMs: number; maxMs: number };
}

export interface ChildSupervisor {
  state(): ChildState;
  pid(): number | undefined;
  /** Resolves when the first instance is ready; rejects if it is not. */
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Replaces a running instance with a fresh one at once (no backoff, not a failure). */
  restart(): void;
}

/** The last lines a child printed, for error messages. */
export class RecentOutput {
  private readonly lines: string[] = [];
  private listeners: ((line: string) => void)[] = [];

  push(text: string): void {
    for (const line of text.split('\n').filter(Boolean)) {
      this.lines.push(line);
      if (this.lines.length > 20) this.lines.shift();
      for (const listener of this.listeners) listener(line);
    }
  }

  onLine(listener: (line: string) => void): () => void {
    this.listeners.push(listener);
    return () => {
      this.listeners = this.listeners.filter((l) => l !== listener);
    };
  }

  tail(count = 20): string {
    return this.lines.slice(-count).join('\n');
  }
}

const STABLE_AFTER_MS = 30_000;

/**
 * Keeps one child process running: if it dies it is started again with exponential backoff (reset
 * once an instance has stayed up for 30 s), and after `maxRestartAttempts` consecutive failed
 * starts the supervisor gives up. Each instance is bound to this process's lifetime, so it never
 * outlives the stack however the stack exits.
 */
export function superviseChild(opts: ChildSupervisorOptions): ChildSupervisor {
  const { initialMs, maxMs } = opts.backoff ?? { initialMs: 100, maxMs: 5000 };
  const maxAttempts = opts.maxRestartAttempts ?? 8;
  let child: ChildProcess | undefined;
  let state: ChildState = 'stopped';
  let stopping = false;
  let backoffMs = initialMs;
  let failedAttempts = 0;
  let upSince = 0;
  let restartTimer: NodeJS.Timeout | undefined;
  let releaseLifetime: (() => void) | undefined;
  let replacing: ChildProcess | undefined;

  const scheduleRestart = (reason: string, output: RecentOutput) => {
    if (stopping) return;
    if (failedAttempts >= maxAttempts) {
      state = 'failed';
      const error = new Error(
        `${opts.name} could not be restarted after ${failedAttempts} attempts (${reason}). ${output.tail(3)}`,
      );
      opts.log.error(error.message);
      opts.onGiveUp?.(error);
      return;
    }
    const delay = backoffMs;
    backoffMs = Math.min(backoffMs * 2, maxMs);
    opts.log.error(`${opts.name} ${reason}; restarting in ${delay} ms. ${output.tail(3)}`);
    restartTimer = setTimeout(() => {
      restartTimer = undefined;
      launch(true).catch(() => undefined);
    }, delay);
  };

  const launch = async (isRestart: boolean): Promise<void> => {
    state = 'starting';
    const output = new RecentOutput();
    let proc: ChildProcess;
    try {
      proc = opts.spawn();
    } catch (error) {
      failedAttempts++;
      if (!isRestart) throw error;
      scheduleRestart(`could not be spawned: ${String(error)}`, output);
      return;
    }
    child = proc;
    releaseLifetime?.();
    releaseLifetime = bindToParentLifetime(proc, opts.stopSignal);
    const collect = (chunk: Buffer) => output.push(chunk.toString());
    proc.stdout?.on('data', collect);
    proc.stderr?.on('data', collect);
    // A spawn failure (missing binary) arrives as an 'error' event; without a listener it would
    // be thrown to the process.
    proc.on('error', (error) => output.push(`spawn error: ${error.message}`));
    let ready = false;
    proc.once('exit', (code, signal) => {
      if (child !== proc) return;
      child = undefined;
      if (stopping) {
        state = 'stopped';
        return;
      }
      state = 'down';
      if (replacing === proc) {
        replacing = undefined;
        opts.log.info(`${opts.name} replaced (was pid ${proc.pid})`);
        launch(true).catch(() => undefined);
        return;
      }
      if (ready) {
        if (upSince && Date.now() - upSince > STABLE_AFTER_MS) {
          backoffMs = initialMs;
          failedAttempts = 0;
        }
        scheduleRestart(`exited (${signal ?? `code ${code}`})`, output);
      }
      // An instance that died before it was ready is reported by waitUntilReady's rejection.
    });

    try {
      await opts.waitUntilReady(proc, output);
    } catch (error) {
      if (stopping) return;
      failedAttempts++;
      if (child === proc) {
        child = undefined;
        proc.kill('SIGKILL');
      }
      if (!isRestart) {
        state = 'down';
        throw error;
      }
      scheduleRestart(
        `did not start: ${error instanceof Error ? error.message : String(error)}`,
        output,
      );
      return;
    }
    if (child !== proc || stopping) return;
    ready = true;
    state = 'up';
    upSince = Date.now();
    failedAttempts = 0;
    if (isRestart) {
      opts.log.info(`${opts.name} is back (pid ${proc.pid})`);
      opts.onRestarted?.();
    }
  };

  return {
    state: () => state,
    pid: () => child?.pid,
    start: async () => {
      stopping = false;
      failedAttempts = 0;
      backoffMs = initialMs;
      await launch(false);
    },
    restart: () => {
      const proc = child;
      if (stopping || !proc || state !== 'up') return;
      replacing = proc;
      proc.kill(opts.stopSignal);
    },
    stop: async () => {
      stopping = true;
      if (restartTimer) clearTimeout(restartTimer);
      const proc = child;
      if (!proc || proc.exitCode !== null || proc.signalCode !== null) {
        releaseLifetime?.();
        state = 'stopped';
        return;
      }
      await new Promise<void>((resolveStop) => {
        const force = setTimeout(() => proc.kill('SIGKILL'), opts.stopGraceMs);
        proc.once('exit', () => {
          clearTimeout(force);
          resolveStop();
        });
        proc.kill(opts.stopSignal);
      });
      releaseLifetime?.();
      state = 'stopped';
    },
  };
}
