import { mkdtempSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A TCP port on 127.0.0.1, or the path of a Unix domain socket. */
export type PostgrestAddress = { port: number } | { socketPath: string };

/** Where PostgREST is to listen, and how to clean up after it. */
export interface PostgrestEndpoint {
  address: PostgrestAddress;
  /** Removes the socket's folder (nothing for a port). */
  close(): void;
}

/** Longest socket path every platform takes (Linux allows 107 bytes, macOS and BSDs 103). */
const MAX_SOCKET_PATH_BYTES = 100;

/**
 * Old files in the temporary folder are deleted by age on many systems (systemd-tmpfiles: ten
 * days), and a socket's times do not change with use. Touched as often as PostgreSQL touches
 * its own socket files, for the same reason.
 */
const TOUCH_EVERY_MS = 58 * 60 * 1000;

/**
 * The gateway talks to PostgREST over a Unix domain socket where there is one: it skips the
 * loopback TCP stack on every request (with a stand-in for PostgREST on a busy two-core machine,
 * 5-25% less gateway CPU per request, depending on the load).
 * The socket lives in a folder of its own, private to this user (0700) and unique to this stack:
 * two stacks may share a data folder (the contract tests' auth stack does), and the second must
 * not take over the first's socket. Elsewhere (Windows), or if the path would be too long for a
 * socket, PostgREST gets a loopback port as before.
 */
export async function choosePostgrestEndpoint(
  freePort: () => Promise<number>,
  opts: { platform?: NodeJS.Platform; tmpDir?: string } = {},
): Promise<PostgrestEndpoint> {
  const tcp = async () => ({ address: { port: await freePort() }, close: () => undefined });
  if ((opts.platform ?? process.platform) === 'win32') return tcp();
  const dir = mkdtempSync(join(opts.tmpDir ?? tmpdir(), 'astro-pgrst-'));
  const socketPath = join(dir, 'postgrest.sock');
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH_BYTES) {
    rmSync(dir, { recursive: true, force: true });
    return tcp();
  }
  const touch = setInterval(() => {
    const now = new Date();
    try {
      utimesSync(socketPath, now, now);
    } catch {
      // Not there while PostgREST restarts; the next start makes it afresh.
    }
  }, TOUCH_EVERY_MS);
  touch.unref();
  return {
    address: { socketPath },
    close: () => {
      clearInterval(touch);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
