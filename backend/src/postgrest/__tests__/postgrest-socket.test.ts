import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { choosePostgrestEndpoint } from '../postgrest-socket';
import { postgrestEnv } from '../postgrest-supervisor';

let base = '';
beforeEach(() => (base = mkdtempSync(join(tmpdir(), 'pgrst-socket-test-'))));
afterEach(() => rmSync(base, { recursive: true, force: true }));

const noPort = () => Promise.reject(new Error('no port wanted'));

describe('choosePostgrestEndpoint', () => {
  it('puts the socket in a folder of its own that only this user can enter, gone on close', async () => {
    const endpoint = await choosePostgrestEndpoint(noPort, { tmpDir: base, platform: 'linux' });
    if (!('socketPath' in endpoint.address)) throw new Error('expected a socket');
    const folder = dirname(endpoint.address.socketPath);
    expect(dirname(folder)).toBe(base);
    expect(statSync(folder).mode & 0o777).toBe(0o700);
    endpoint.close();
    expect(existsSync(folder)).toBe(false);
  });

  it('gives each stack its own socket, so two stacks never take over each other', async () => {
    const a = await choosePostgrestEndpoint(noPort, { tmpDir: base, platform: 'linux' });
    const b = await choosePostgrestEndpoint(noPort, { tmpDir: base, platform: 'linux' });
    expect(a.address).not.toEqual(b.address);
    a.close();
    b.close();
  });

  it('falls back to a loopback port on Windows', async () => {
    const endpoint = await choosePostgrestEndpoint(async () => 4321, {
      tmpDir: base,
      platform: 'win32',
    });
    expect(endpoint.address).toEqual({ port: 4321 });
  });

  it('falls back to a loopback port where the path would be too long for a socket', async () => {
    const deep = join(base, 'd'.repeat(90));
    mkdirSync(deep);
    const endpoint = await choosePostgrestEndpoint(async () => 4321, {
      tmpDir: deep,
      platform: 'linux',
    });
    expect(endpoint.address).toEqual({ port: 4321 });
    // Nothing is left behind in the temporary folder.
    expect(readdirSync(deep)).toEqual([]);
  });
});

describe('postgrestEnv', () => {
  const common = { dbUri: 'postgres://a@h/d', jwks: '{}', adminPort: 7001, poolSize: 3 };

  it('serves the API on the socket, owner only, and keeps readiness on loopback TCP', () => {
    const env = postgrestEnv({ ...common, listen: { socketPath: '/tmp/x/postgrest.sock' } });
    expect(env).toMatchObject({
      PGRST_SERVER_UNIX_SOCKET: '/tmp/x/postgrest.sock',
      PGRST_SERVER_UNIX_SOCKET_MODE: '600',
      PGRST_SERVER_HOST: '127.0.0.1',
      PGRST_ADMIN_SERVER_PORT: '7001',
    });
    expect(env.PGRST_SERVER_PORT).toBeUndefined();
  });

  it('serves the API on a loopback port when given one', () => {
    const env = postgrestEnv({ ...common, listen: { port: 7000 } });
    expect(env).toMatchObject({ PGRST_SERVER_HOST: '127.0.0.1', PGRST_SERVER_PORT: '7000' });
    expect(env.PGRST_SERVER_UNIX_SOCKET).toBeUndefined();
  });
});
