import { getSupabase } from '@astro/shared';
import type { User } from '@supabase/supabase-js';
import { useCallback, useEffect, useState } from 'react';

export interface AuthUserState {
  user: User | null;
  loading: boolean;
  error: string | null;
  /** Fetches the user again from the server (factors, identities, e-mail change in progress). */
  reload: () => Promise<void>;
}

/** The signed-in user as the auth server knows them now, not as the stored session remembers. */
export function useAuthUser(): AuthUserState {
  const [user, setUser] = useState<User | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);

  const reload = useCallback(async () => {
    const { data, error: failure } = await getSupabase().auth.getUser();
    setUser(data.user ?? null);
    setError(failure ? failure.message : null);
    setLoading(false);
  }, []);

  useEffect(() => {
    void reload();
    const { data } = getSupabase().auth.onAuthStateChange((event) => {
      if (event === 'USER_UPDATED' || event === 'MFA_CHALLENGE_VERIFIED') void reload();
    });
    return () => data.subscription.unsubscribe();
  }, [reload]);

  return { user, loading, error, reload };
}
