import type { Dispatch } from '@reduxjs/toolkit';
import type { SupabaseClient } from '@supabase/supabase-js';
import { sessionChanged, type AuthEventName, type SessionUser } from './session-slice';

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
        const user = session?.user ? { id: session.user.id, email: session.user.email ?? null } : null;
        listener(user, event as AuthEventName);
      });
      return () => data.subscription.unsubscribe();
    },
  };
}

/** Mirrors a session source into the store. */
export function connectSessionSource(source: SessionSource, dispatch: Dispatch): () => void {
  return source.subscribe((user, event) => dispatch(sessionChanged({ user, event })));
}
