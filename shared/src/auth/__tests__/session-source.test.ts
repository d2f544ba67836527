import type { SupabaseClient } from '@supabase/supabase-js';
import type { AuthEventName, SessionUser } from '../session-slice';

import type * as ClientModule from '../../supabase/client';
import type * as SourceModule from '../session-source';

type Modules = { client: typeof ClientModule; source: typeof SourceModule };

function freshModules(): Modules {
  let modules: Modules | undefined;
  jest.isolateModules(() => {
    modules = {
      client: jest.requireActual('../../supabase/client'),
      source: jest.requireActual('../session-source'),
    };
  });
  modules!.client.configureSupabase('http://127.0.0.1:54321', 'anon-key');
  return modules!;
}

/** A client whose auth reports one user, as supabase-js does on subscribe. */
function clientWithUser(user: SessionUser | null): SupabaseClient {
  return {
    auth: {
      onAuthStateChange(callback: (event: string, session: unknown) => void) {
        callback('INITIAL_SESSION', user ? { user: { id: user.id, email: user.email } } : null);
        return { data: { subscription: { unsubscribe: () => undefined } } };
      },
    },
  } as unknown as SupabaseClient;
}

// supabase-js warns about each extra client sharing a storage key; here that is the point.
beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => {
  window.localStorage.clear();
  jest.restoreAllMocks();
});

describe('lazySupabaseSessionSource', () => {
  it('signs a visitor out at once, without loading the client', () => {
    const { client, source } = freshModules();
    const events: [SessionUser | null, AuthEventName][] = [];
    const stop = source
      .lazySupabaseSessionSource()
      .subscribe((user, event) => events.push([user, event]));
    expect(events).toEqual([[null, 'INITIAL_SESSION']]);
    expect(client.loadedSupabase()).toBeNull();
    stop();
  });

  it("follows the client's events once something loads it", () => {
    const { client, source } = freshModules();
    const events: [SessionUser | null, AuthEventName][] = [];
    source.lazySupabaseSessionSource().subscribe((user, event) => events.push([user, event]));
    client.setSupabase(clientWithUser({ id: 'u1', email: 'user@example.com' }));
    expect(events).toEqual([
      [null, 'INITIAL_SESSION'],
      [{ id: 'u1', email: 'user@example.com' }, 'INITIAL_SESSION'],
    ]);
  });

  it('waits for the client instead of guessing when a session is stored', async () => {
    const { client, source } = freshModules();
    window.localStorage.setItem(client.authStorageKey(), 'stored');
    const events: [SessionUser | null, AuthEventName][] = [];
    source.lazySupabaseSessionSource().subscribe((user, event) => events.push([user, event]));
    expect(events).toEqual([]);
    const loaded = await client.loadSupabase();
    loaded.auth.stopAutoRefresh();
    expect(client.loadedSupabase()).toBe(loaded);
  });

  it('loads the client when another tab signs in', async () => {
    const { client, source } = freshModules();
    source.lazySupabaseSessionSource().subscribe(() => undefined);
    expect(client.loadedSupabase()).toBeNull();
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: client.authStorageKey(),
        newValue: '{"access_token":"t"}',
      }),
    );
    const loaded = await client.loadSupabase();
    loaded.auth.stopAutoRefresh();
    expect(client.loadedSupabase()).toBe(loaded);
  });
});
