/**
 * @jest-environment node
 */
import { EnvConfigError, loadEnvConfig } from '../env-config';

const valid = {
  appVersion: '2.2.5',
  supabaseUrl: '/',
  supabaseAnonKey: 'anon-key',
  supportEmail: 'support@example.com',
  remotes: {
    chat: { entry: '/remotes/chat/remoteEntry.js' },
    charts: { entry: 'https://cdn.example.com/charts/v7/remoteEntry.js' },
    learning: { entry: '/remotes/learning/remoteEntry.js' },
    admin: { entry: '/remotes/admin/remoteEntry.js' },
  },
  healthUrls: { main: '/functions/v1/health', chat: '/functions/v1/brain/health' },
  googleMapsKey: null,
};

const respond = (body: unknown, status = 200) =>
  jest.fn(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }));

describe('loadEnvConfig', () => {
  it('resolves relative URLs against the page origin and keeps absolute ones', async () => {
    const fetchImpl = respond(valid);
    const config = await loadEnvConfig('http://localhost:8080', fetchImpl as unknown as typeof fetch);
    expect(fetchImpl).toHaveBeenCalledWith('http://localhost:8080/env-config.json', { cache: 'no-store' });
    expect(config.supabaseUrl).toBe('http://localhost:8080');
    expect(config.remotes.chat.entry).toBe('http://localhost:8080/remotes/chat/remoteEntry.js');
    expect(config.remotes.charts.entry).toBe('https://cdn.example.com/charts/v7/remoteEntry.js');
    expect(config.healthUrls.chat).toBe('http://localhost:8080/functions/v1/brain/health');
  });

  it('names the invalid field', async () => {
    const broken = { ...valid, remotes: { ...valid.remotes, admin: { entry: '' } } };
    await expect(loadEnvConfig('http://x', respond(broken) as unknown as typeof fetch)).rejects.toThrow(
      /remotes\.admin\.entry/,
    );
  });

  it('rejects a missing remote, bad JSON and HTTP errors with a clear error', async () => {
    const { admin: _admin, ...threeRemotes } = valid.remotes;
    await expect(
      loadEnvConfig('http://x', respond({ ...valid, remotes: threeRemotes }) as unknown as typeof fetch),
    ).rejects.toBeInstanceOf(EnvConfigError);
    await expect(loadEnvConfig('http://x', respond('{nope') as unknown as typeof fetch)).rejects.toThrow(
      'not valid JSON',
    );
    await expect(loadEnvConfig('http://x', respond(valid, 503) as unknown as typeof fetch)).rejects.toThrow('503');
  });
});
