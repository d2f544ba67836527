import { loadSupabase } from '@astro/shared';
import type { AuthError } from '@supabase/supabase-js';

/** Signs out this device only: the account's other devices stay signed in. */
export async function signOutThisDevice(): Promise<{ error: AuthError | null }> {
  const { error } = await (await loadSupabase()).auth.signOut({ scope: 'local' });
  return { error };
}
