import { PostgrestClient } from '@supabase/postgrest-js';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';

import type * as ClientExports from '../client';

type ClientModule = typeof ClientExports;

const URL_OF_STACK = 'http://127.0.0.1:54321';

/** A fresh copy of the module: its client is page-wide state. */
function freshClientModule(): ClientModule {
  let loaded: ClientModule | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<ClientModule>('../client');
  });
  loaded!.configureSupabase(URL_OF_STACK, 'anon-key');
  return loaded!;
}

const at = (search = '', hash = '') => ({ search, hash });

// supabase-js warns about each extra client sharing a storage key; here that is the point.
beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => {
  window.localStorage.clear();
  jest.restoreAllMocks();
});

describe('supabase client', () => {
  it('computes the session key supabase-js itself uses', () => {
    const { authStorageKey } = freshClientModule();
    const real = createClient(URL_OF_STACK, 'anon-key', { auth: { autoRefreshToken: false } });
    expect(authStorageKey()).toBe((real as unknown as { storageKey: string }).storageKey);
  });

  it('says a page may be signed in only with a stored session or a sign-in in its URL', () => {
    const { authStorageKey, mayHaveSession } = freshClientModule();
    expect(mayHaveSession(at())).toBe(false);
    expect(mayHaveSession(at('?tab=signup'))).toBe(false);
    expect(mayHaveSession(at('?code=abc'))).toBe(true);
    expect(mayHaveSession(at('', '#access_token=t&refresh_token=r'))).toBe(true);
    expect(mayHaveSession(at('?error_description=expired'))).toBe(true);
    window.localStorage.setItem(authStorageKey(), '{}');
    expect(mayHaveSession(at())).toBe(true);
  });

  it('serves a signed-out page from PostgREST alone, with the headers supabase-js would send', async () => {
    const { restClient, loadedSupabase } = freshClientModule();
    const rest = await restClient();
    expect(rest).toBeInstanceOf(PostgrestClient);
    expect((rest as PostgrestClient).url).toBe(`${URL_OF_STACK}/rest/v1`);
    expect(Object.fromEntries(new Headers((rest as PostgrestClient).headers))).toMatchObject({
      apikey: 'anon-key',
      authorization: 'Bearer anon-key',
    });
    expect(loadedSupabase()).toBeNull();
  });

  it('uses the whole client once it is loaded, and tells whoever waits for it', async () => {
    const { loadSupabase, onSupabaseLoaded, restClient, getSupabase } = freshClientModule();
    expect(() => getSupabase()).toThrow('before it was loaded');
    const seen: SupabaseClient[] = [];
    onSupabaseLoaded((client) => seen.push(client));
    const [first, second] = await Promise.all([loadSupabase(), loadSupabase()]);
    first.auth.stopAutoRefresh();
    expect(second).toBe(first);
    expect(seen).toEqual([first]);
    expect(getSupabase()).toBe(first);
    expect(await restClient()).toBe(first);
    // A late listener hears at once.
    const late: SupabaseClient[] = [];
    onSupabaseLoaded((client) => late.push(client));
    expect(late).toEqual([first]);
  });

  it('loads the whole client for PostgREST calls when the page may be signed in', async () => {
    const { authStorageKey, restClient, loadedSupabase } = freshClientModule();
    window.localStorage.setItem(authStorageKey(), 'not a session');
    const rest = await restClient();
    expect(rest).not.toBeInstanceOf(PostgrestClient);
    expect(loadedSupabase()).toBe(rest);
    (rest as SupabaseClient).auth.stopAutoRefresh();
  });
});
