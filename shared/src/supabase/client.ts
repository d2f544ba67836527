import { createClient, type SupabaseClient } from '@supabase/supabase-js';

let client: SupabaseClient | null = null;

/**
 * One Supabase client per page. It lives in @astro/shared, a federation singleton, so the shell and
 * every remote share one auth session and one realtime socket.
 */
export function initSupabase(url: string, anonKey: string): SupabaseClient {
  client = createClient(url, anonKey, {
    auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true, flowType: 'pkce' },
  });
  return client;
}

export function getSupabase(): SupabaseClient {
  if (!client) throw new Error('Supabase client used before the app configuration was loaded');
  return client;
}

/** For tests and the standalone harness: provide a ready client. */
export function setSupabase(instance: SupabaseClient): void {
  client = instance;
}
