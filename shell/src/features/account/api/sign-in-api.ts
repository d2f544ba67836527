import { getSupabase } from '@astro/shared';
import type { SupabaseClient, UserIdentity } from '@supabase/supabase-js';

/** The address changes only once the link e-mailed to it is opened, which comes back through /auth/callback. */
export function requestEmailChange(address: string, supabase: SupabaseClient = getSupabase()) {
  return supabase.auth.updateUser(
    { email: address },
    { emailRedirectTo: `${window.location.origin}/auth/callback` },
  );
}

/** A wrong `current` is refused with the code `current_password_mismatch`. */
export function updatePassword(
  { current, next }: { current: string; next: string },
  supabase: SupabaseClient = getSupabase(),
) {
  return supabase.auth.updateUser({ password: next, current_password: current });
}

export function unlinkIdentity(identity: UserIdentity, supabase: SupabaseClient = getSupabase()) {
  return supabase.auth.unlinkIdentity(identity);
}

/** Revokes every session of the account, this one included. */
export function signOutEverywhere(supabase: SupabaseClient = getSupabase()) {
  return supabase.auth.signOut({ scope: 'global' });
}

/** Ends only this browser's session; the account's other devices stay signed in. */
export function signOutHere(supabase: SupabaseClient = getSupabase()) {
  return supabase.auth.signOut({ scope: 'local' });
}
