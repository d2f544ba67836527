import { spawn } from 'node:child_process';
import { superviseChild, type ChildSupervisorOptions } from '../child-supervisor';
import { createLogger } from '../logger';

const silent = createLogger('silent');

/** A child that prints "ready" and then lives until killed (or exits at once with `exitCode`). */
const nodeChild = (script: string) => () =>
  spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'pipe'] });
const LONG_LIVED = "console.log('ready'); setInterval(() => {}, 1000);";

const waitForReady: ChildSupervisorOptions['waitUntilReady'] = (child, output) =>
  new Promise((resolveReady, reject) => {
    const stop = output.onLine((line) => {
      if (line === 'ready') {
        stop();
        resolveReady();
      }
    });
    child.once('exit', (code) => reject(new Error(`exited with ${code}`)));
  });

const until = async (check: () => boolean, timeoutMs = 5000) => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
};

describe('superviseChild', () => {
  it('restarts a child that was killed and reports the restart', async () => {
    let restarts = 0;
    const supervisor = superviseChild({
      name: 'test child',
      spawn: nodeChild(LONG_LIVED),
      waitUntilReady: waitForReady,
      stopSignal: 'SIGTERM',
      stopGraceMs: 1000,
      backoff: { initialMs: 10, maxMs: 50 },
      onRestarted: () => restarts++,
      log: silent,
    });
    await supervisor.start();
    const first = supervisor.pid()!;
    process.kill(first, 'SIGKILL');
    await until(() => restarts === 1 && supervisor.state() === 'up');
    expect(supervisor.pid()).not.toBe(first);
    await supervisor.stop();
    expect(supervisor.state()).toBe('stopped');
  });

  it('gives up after the allowed failed restarts and says why', async () => {
    let spawned = 0;
    let gaveUp: Error | undefined;
    const supervisor = superviseChild({
      name: 'flaky child',
      // The first instance starts; every replacement dies before it is ready.
      spawn: () => nodeChild(spawned++ === 0 ? LONG_LIVED : 'process.exit(3)')(),
      waitUntilReady: waitForReady,
      stopSignal: 'SIGTERM',
      stopGraceMs: 1000,
      maxRestartAttempts: 3,
      backoff: { initialMs: 5, maxMs: 20 },
      onGiveUp: (error) => (gaveUp = error),
      log: silent,
    });
    await supervisor.start();
    process.kill(supervisor.pid()!, 'SIGKILL');
    await until(() => gaveUp !== undefined);
    expect(supervisor.state()).toBe('failed');
    expect(spawned).toBe(4);
    expect(gaveUp!.message).toMatch(/could not be restarted after 3 attempts/);
  });

  it('replaces a running child at once on restart(), without counting a failure', async () => {
    let restarts = 0;
    const supervisor = superviseChild({
      name: 'replaced child',
      spawn: nodeChild(LONG_LIVED),
      waitUntilReady: waitForReady,
      stopSignal: 'SIGTERM',
      stopGraceMs: 1000,
      onRestarted: () => restarts++,
      log: silent,
    });
    await supervisor.start();
    const first = supervisor.pid();
    supervisor.restart();
    await until(() => restarts === 1 && supervisor.state() === 'up');
    expect(supervisor.pid()).not.toBe(first);
    await supervisor.stop();
  });

  it('rejects start() when the first instance never becomes ready', async () => {
    const supervisor = superviseChild({
      name: 'broken child',
      spawn: nodeChild('process.exit(2)'),
      waitUntilReady: waitForReady,
      stopSignal: 'SIGTERM',
      stopGraceMs: 1000,
      log: silent,
    });
    await expect(supervisor.start()).rejects.toThrow('exited with 2');
    expect(supervisor.state()).toBe('down');
  });
});
