import type * as SupabaseJs from '@supabase/supabase-js';
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

describe('a session kept through a network failure', () => {
  const storedSession = (expiresAt: number) =>
    JSON.stringify({
      access_token: 'expired-token',
      refresh_token: 'refresh-token',
      token_type: 'bearer',
      expires_in: 3600,
      expires_at: expiresAt,
      user: { id: 'u1', email: 'user@example.com', aud: 'authenticated' },
    });

  /** A client whose start-up ends with no session, as supabase-js reports a failed refresh. */
  function clientStartingWithout(): SupabaseClient {
    return {
      auth: {
        onAuthStateChange(callback: (event: string, session: unknown) => void) {
          callback('INITIAL_SESSION', null);
          return { data: { subscription: { unsubscribe: () => undefined } } };
        },
      },
    } as unknown as SupabaseClient;
  }

  it('stays signed in when supabase-js still keeps the session it could not refresh', () => {
    const { client, source } = freshModules();
    window.localStorage.setItem(client.authStorageKey(), storedSession(1));
    const events: [SessionUser | null, AuthEventName][] = [];
    source
      .supabaseSessionSource(clientStartingWithout())
      .subscribe((user, event) => events.push([user, event]));
    expect(events).toEqual([[{ id: 'u1', email: 'user@example.com' }, 'INITIAL_SESSION']]);
  });

  it('stays signed in when the sign-in code cannot even be downloaded', async () => {
    let modules: Modules | undefined;
    jest.isolateModules(() => {
      jest.doMock('@supabase/supabase-js', () => {
        throw new Error('Loading chunk supabase failed (offline)');
      });
      modules = {
        client: jest.requireActual('../../supabase/client'),
        source: jest.requireActual('../session-source'),
      };
    });
    const { client, source } = modules!;
    client.configureSupabase('http://127.0.0.1:54321', 'anon-key');
    window.localStorage.setItem(client.authStorageKey(), storedSession(1));
    const events: [SessionUser | null, AuthEventName][] = [];
    source.lazySupabaseSessionSource().subscribe((user, event) => events.push([user, event]));
    await new Promise((resolve) => setTimeout(resolve, 50));
    jest.dontMock('@supabase/supabase-js');
    expect(events).toEqual([[{ id: 'u1', email: 'user@example.com' }, 'INITIAL_SESSION']]);
  });

  it('signs out when the server refuses the refresh token (supabase-js drops the session)', async () => {
    const { client, source } = freshModules();
    window.localStorage.setItem(
      client.authStorageKey(),
      storedSession(Math.floor(Date.now() / 1000) - 60),
    );
    const refusal = jest.fn(
      async () =>
        new Response(
          JSON.stringify({
            code: 400,
            error_code: 'refresh_token_not_found',
            msg: 'Invalid Refresh Token: Refresh Token Not Found',
          }),
          { status: 400, headers: { 'content-type': 'application/json' } },
        ),
    );
    const { createClient } = jest.requireActual<typeof SupabaseJs>('@supabase/supabase-js');
    const real = createClient('http://127.0.0.1:54321', 'anon-key', {
      auth: { persistSession: true, autoRefreshToken: false, detectSessionInUrl: false },
      global: { fetch: refusal },
    });
    const events: [SessionUser | null, AuthEventName][] = [];
    const stop = source
      .supabaseSessionSource(real)
      .subscribe((user, event) => events.push([user, event]));
    for (let i = 0; i < 50 && !events.some(([, event]) => event === 'INITIAL_SESSION'); i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    stop();
    expect(refusal).toHaveBeenCalled();
    expect(events).toContainEqual([null, 'INITIAL_SESSION']);
    expect(events.some(([user]) => user !== null)).toBe(false);
    expect(window.localStorage.getItem(client.authStorageKey())).toBeNull();
  });
});
