import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEnvConfigSource, remoteOrigins } from '../env-config';

describe('env-config source', () => {
  const dir = mkdtempSync(join(tmpdir(), 'env-config-'));
  const file = join(dir, 'remotes.json');

  it('serves same-origin remote entries by default', () => {
    const config = createEnvConfigSource({ supabaseUrl: 'http://localhost:8080', anonKey: 'anon', env: {} })();
    expect(config.remotes.chat.entry).toBe('/remotes/chat/remoteEntry.js');
    expect(config.supabaseAnonKey).toBe('anon');
    expect(config.appVersion).toBe('2.2.5');
  });

  it('re-reads the deploy file when it changes, naming only the remotes it moves', () => {
    writeFileSync(file, '{}');
    const source = createEnvConfigSource({ supabaseUrl: 'http://x', anonKey: 'a', env: { REMOTES_CONFIG: file, REMOTE_ADMIN_URL: 'https://cdn.example.com/admin/remoteEntry.js' } });
    expect(source().remotes.learning.entry).toBe('/remotes/learning/remoteEntry.js');
    writeFileSync(file, JSON.stringify({ learning: 'https://cdn.example.com/learning/v2/remoteEntry.js' }));
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    const config = source();
    expect(config.remotes.learning.entry).toBe('https://cdn.example.com/learning/v2/remoteEntry.js');
    expect(config.remotes.admin.entry).toBe('https://cdn.example.com/admin/remoteEntry.js');
    expect(remoteOrigins(config, 'http://x')).toEqual(['https://cdn.example.com']);
  });

  it('keeps the last good remotes when the deploy file is broken', () => {
    writeFileSync(file, JSON.stringify({ chat: 'https://cdn.example.com/chat/remoteEntry.js' }));
    const source = createEnvConfigSource({ supabaseUrl: 'http://x', anonKey: 'a', env: { REMOTES_CONFIG: file } });
    expect(source().remotes.chat.entry).toBe('https://cdn.example.com/chat/remoteEntry.js');
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    writeFileSync(file, '{"chat": ');
    utimesSync(file, new Date(), new Date(Date.now() + 10000));
    expect(source().remotes.chat.entry).toBe('https://cdn.example.com/chat/remoteEntry.js');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('is invalid and was ignored'));
    error.mockRestore();
  });
});
