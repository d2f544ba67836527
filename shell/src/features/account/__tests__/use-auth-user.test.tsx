import { configureSupabase, setSupabase } from '@astro/shared';
import type { SupabaseClient } from '@supabase/supabase-js';
import { renderHook, waitFor } from '@testing-library/react';
import { useAuthUser } from '../hooks/use-auth-user';

const URL = 'http://127.0.0.1:54321';
const STORED_USER = { id: 'user-1', email: 'user@example.com', aud: 'authenticated' };

/** An auth client whose getUser answers `answer`. */
function clientAnswering(answer: { data: { user: unknown }; error: unknown }) {
  const getUser = jest.fn(async () => answer);
  const client = {
    auth: {
      getUser,
      onAuthStateChange: () => ({ data: { subscription: { unsubscribe: () => undefined } } }),
    },
  };
  setSupabase(client as unknown as SupabaseClient);
  return getUser;
}

beforeEach(() => {
  configureSupabase(URL, 'anon-key');
  window.localStorage.setItem(
    'sb-127-auth-token',
    JSON.stringify({ access_token: 'a', refresh_token: 'r', expires_at: 1, user: STORED_USER }),
  );
});
afterEach(() => {
  window.localStorage.clear();
  jest.restoreAllMocks();
});

describe('useAuthUser', () => {
  it('keeps the user this device knows when the auth server cannot be reached', async () => {
    clientAnswering({
      data: { user: null },
      error: { name: 'AuthRetryableFetchError', message: 'Failed to fetch', status: 0 },
    });
    const { result } = renderHook(() => useAuthUser());
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.user?.id).toBe('user-1');
    expect(result.current.error).toBeNull();
  });

  it('does not wait for the auth server while the browser is offline', async () => {
    jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    const getUser = clientAnswering({ data: { user: null }, error: null });
    const { result } = renderHook(() => useAuthUser());
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.user?.email).toBe('user@example.com');
    expect(getUser).not.toHaveBeenCalled();
  });

  it('reports a refusal from the auth server, so the page asks to sign in again', async () => {
    clientAnswering({
      data: { user: null },
      error: { name: 'AuthApiError', message: 'invalid JWT', status: 401 },
    });
    const { result } = renderHook(() => useAuthUser());
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.user).toBeNull();
    expect(result.current.error).toBe('invalid JWT');
  });
});
