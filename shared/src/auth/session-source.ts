import type { Dispatch } from '@reduxjs/toolkit';
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  authStorageKey,
  loadedSupabase,
  loadSupabase,
  mayHaveSession,
  onSupabaseLoaded,
} from '../supabase/client';
import { sessionChanged, type AuthEventName, type SessionUser } from './session-slice';
import { storedSessionUser } from './stored-session';

/**
 * Where the signed-in user comes from. The app uses Supabase auth; tests inject their own source,
 * so route guards can be proven without a back end.
 */
export interface SessionSource {
  /** Calls `listener` with the current user once known, then on every auth event. Returns unsubscribe. */
  subscribe(listener: (user: SessionUser | null, event: AuthEventName) => void): () => void;
}

export function supabaseSessionSource(client: SupabaseClient): SessionSource {
  return {
    subscribe(listener) {
      const { data } = client.auth.onAuthStateChange((event, session) => {
        let user = session?.user
          ? { id: session.user.id, email: session.user.email ?? null }
          : null;
        // No session at start-up while supabase-js still keeps one means the token could not be
        // refreshed for want of a network (a refusal removes it): the user stays signed in, and
        // supabase-js refreshes the token once the server can be reached.
        if (!user && event === 'INITIAL_SESSION') user = storedSessionUser();
        listener(user, event as AuthEventName);
      });
      return () => data.subscription.unsubscribe();
    },
  };
}

/**
 * The app's session source. A page with no stored session and no sign-in in its URL is signed out
 * at once, without downloading supabase-js; the client's own events take over as soon as anything
 * loads it (the sign-in form, a protected page, a sign-in in another tab).
 */
export function lazySupabaseSessionSource(): SessionSource {
  return {
    subscribe(listener) {
      let stopAuth: (() => void) | null = null;
      const stopWaiting = onSupabaseLoaded((client) => {
        stopAuth = supabaseSessionSource(client).subscribe(listener);
      });
      const storageKey = authStorageKey();
      const onStorage = (event: StorageEvent) => {
        if (event.key === storageKey && event.newValue) void loadSupabase().catch(() => undefined);
      };
      window.addEventListener('storage', onStorage);
      if (!loadedSupabase()) {
        if (mayHaveSession()) {
          loadSupabase().catch((error: unknown) => {
            // Without the client nobody can be signed in anew; a stored session stays signed in
            // (the client may be missing only because the network is down), else say so rather
            // than wait forever.
            console.warn(`The sign-in service could not be loaded: ${String(error)}`);
            listener(storedSessionUser(), 'INITIAL_SESSION');
          });
        } else {
          listener(null, 'INITIAL_SESSION');
        }
      }
      return () => {
        stopWaiting();
        stopAuth?.();
        window.removeEventListener('storage', onStorage);
      };
    },
  };
}

/** Mirrors a session source into the store. */
export function connectSessionSource(source: SessionSource, dispatch: Dispatch): () => void {
  return source.subscribe((user, event) => dispatch(sessionChanged({ user, event })));
}
