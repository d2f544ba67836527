import { getSupabase, isNetworkFailure, storedAuthUser } from '@astro/shared';
import type { User } from '@supabase/supabase-js';
import { useCallback, useEffect, useState } from 'react';

export interface AuthUserState {
  user: User | null;
  loading: boolean;
  error: string | null;
  /** Fetches the user again from the server (factors, identities, e-mail change in progress). */
  reload: () => Promise<void>;
}

/**
 * The signed-in user as the auth server knows them now, not as the stored session remembers; when
 * the server cannot be reached, the stored session's user, so nobody is signed out for that.
 */
export function useAuthUser(): AuthUserState {
  const [user, setUser] = useState<User | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);

  const reload = useCallback(async () => {
    // Offline there is no one to ask; supabase-js would first retry a token refresh for ~25 s.
    const { data, error: failure } = navigator.onLine
      ? await getSupabase().auth.getUser()
      : {
          data: { user: null },
          error: { name: 'AuthRetryableFetchError', message: "You're offline" },
        };
    const stored = failure && isNetworkFailure(failure) ? storedAuthUser() : null;
    if (stored) {
      setUser(stored as unknown as User);
      setError(null);
    } else {
      setUser(data.user ?? null);
      setError(failure ? failure.message : null);
    }
    setLoading(false);
  }, []);

  useEffect(() => {
    void reload();
    const { data } = getSupabase().auth.onAuthStateChange((event) => {
      if (event === 'USER_UPDATED' || event === 'MFA_CHALLENGE_VERIFIED') void reload();
    });
    const onOnline = () => void reload();
    window.addEventListener('online', onOnline);
    return () => {
      data.subscription.unsubscribe();
      window.removeEventListener('online', onOnline);
    };
  }, [reload]);

  return { user, loading, error, reload };
}
