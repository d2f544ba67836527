import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

const SETPRIV = '/usr/bin/setpriv';

let setprivAvailable: boolean | undefined;
function hasSetpriv(): boolean {
  if (setprivAvailable === undefined) {
    try {
      accessSync(SETPRIV, constants.X_OK);
      setprivAvailable = process.platform === 'linux';
    } catch {
      setprivAvailable = false;
    }
  }
  return setprivAvailable;
}

/**
 * Spawns a child that the kernel signals when this process dies, even by SIGKILL, where an exit
 * hook never runs. On Linux `setpriv --pdeathsig` (util-linux, present on every Debian-like
 * system) sets the parent-death signal and then execs the command, so the pid stays the
 * command's own. Elsewhere the child is spawned directly and `bindToParentLifetime` is the only
 * guard.
 */
export function spawnTiedToParent(
  command: string,
  args: string[],
  signal: NodeJS.Signals,
  options: SpawnOptions,
): ChildProcess {
  if (!hasSetpriv()) return spawn(command, args, options);
  return spawn(SETPRIV, ['--pdeathsig', signal, '--', command, ...args], options);
}

/**
 * Stops the child when this process exits normally or through `process.exit` (signals handled by
 * the stack end that way too). Returns a function that removes the hook once the child is gone.
 */
export function bindToParentLifetime(child: ChildProcess, signal: NodeJS.Signals): () => void {
  const stopChild = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  };
  process.once('exit', stopChild);
  const release = () => process.removeListener('exit', stopChild);
  child.once('exit', release);
  return release;
}
