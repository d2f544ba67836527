import type { PostgrestClient } from '@supabase/postgrest-js';
import type { SupabaseClient } from '@supabase/supabase-js';

/**
 * One Supabase client per page. It lives in @astro/shared, a federation singleton, so the shell and
 * every remote share one auth session and one realtime socket.
 *
 * supabase-js is loaded on demand: a visitor who is not signed in reads public data through
 * PostgREST alone and never downloads the auth, realtime and storage clients. Anything signed in,
 * or about to sign in, loads the whole client (`loadSupabase`).
 */
interface Settings {
  url: string;
  anonKey: string;
}

/** The PostgREST half of a client: what public reads and visitor writes need. */
export type RestClient = Pick<PostgrestClient, 'from' | 'rpc'>;

let settings: Settings | null = null;
let client: SupabaseClient | null = null;
let loading: Promise<SupabaseClient> | null = null;
let anonymous: Promise<RestClient> | null = null;
const loadedListeners = new Set<(client: SupabaseClient) => void>();

const CLIENT_OPTIONS = {
  auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true, flowType: 'pkce' },
} as const;

function requireSettings(): Settings {
  if (!settings) throw new Error('Supabase used before the app configuration was loaded');
  return settings;
}

/** Records where the back end is. Nothing is downloaded or connected yet. */
export function configureSupabase(url: string, anonKey: string): void {
  settings = { url, anonKey };
}

function adopt(instance: SupabaseClient): SupabaseClient {
  client = instance;
  for (const listener of [...loadedListeners]) listener(instance);
  return instance;
}

/** The whole client, downloaded and created on first call. */
export function loadSupabase(): Promise<SupabaseClient> {
  if (client) return Promise.resolve(client);
  if (!loading) {
    const { url, anonKey } = requireSettings();
    loading = import(/* webpackChunkName: "supabase" */ '@supabase/supabase-js').then(
      ({ createClient }) => adopt(client ?? createClient(url, anonKey, CLIENT_OPTIONS)),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
  }
  return loading;
}

/** The client, for code that runs only once it is loaded (signed-in pages, remotes). */
export function getSupabase(): SupabaseClient {
  if (!client) throw new Error('Supabase client used before it was loaded (await loadSupabase())');
  return client;
}

/** The client if it is loaded, else null. */
export function loadedSupabase(): SupabaseClient | null {
  return client;
}

/** Calls `listener` with the client once it is loaded (at once if it is). Returns unsubscribe. */
export function onSupabaseLoaded(listener: (client: SupabaseClient) => void): () => void {
  if (client) {
    listener(client);
    return () => undefined;
  }
  loadedListeners.add(listener);
  return () => loadedListeners.delete(listener);
}

/** For tests and the standalone harness: provide a ready client. */
export function setSupabase(instance: SupabaseClient): void {
  adopt(instance);
}

/** Where supabase-js keeps the session of a project URL (its default storage key). */
export function authStorageKey(url: string = requireSettings().url): string {
  return `sb-${new URL(url).hostname.split('.')[0]}-auth-token`;
}

/** True when this page may be signed in: a stored session, or a sign-in coming back in the URL. */
export function mayHaveSession(location: Pick<Location, 'search' | 'hash'> = window.location): boolean {
  let stored = false;
  try {
    stored = window.localStorage.getItem(authStorageKey()) !== null;
  } catch {
    // Storage blocked: supabase-js cannot persist a session either.
  }
  const query = new URLSearchParams(location.search);
  const fragment = new URLSearchParams(location.hash.replace(/^#/, ''));
  return (
    stored ||
    query.has('code') ||
    query.has('error_description') ||
    fragment.has('access_token') ||
    fragment.has('error_description')
  );
}

function anonymousRestClient(): Promise<RestClient> {
  anonymous ??= import(/* webpackChunkName: "postgrest" */ '@supabase/postgrest-js').then(
    ({ PostgrestClient }) => {
      const { url, anonKey } = requireSettings();
      // The headers supabase-js sends when nobody is signed in.
      return new PostgrestClient(`${url.replace(/\/$/, '')}/rest/v1`, {
        headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` },
      });
    },
    (error: unknown) => {
      anonymous = null;
      throw error;
    },
  );
  return anonymous;
}

/**
 * The client for PostgREST calls: the whole client when it is loaded or the page may be signed in,
 * else PostgREST alone with the anonymous key, which is what supabase-js would send.
 */
export function restClient(): Promise<RestClient> {
  if (client) return Promise.resolve(client);
  if (loading || mayHaveSession()) return loadSupabase();
  return anonymousRestClient();
}
