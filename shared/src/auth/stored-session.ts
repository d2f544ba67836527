import { authStorageKey } from '../supabase/client';
import type { SessionUser } from './session-slice';

/** The user object supabase-js keeps with the session, as far as the app reads it without the network. */
export interface StoredUser {
  id: string;
  email?: string | null;
  [field: string]: unknown;
}

/**
 * The user of the session supabase-js keeps in local storage, or null. supabase-js removes that
 * session itself when the server refuses it; while it is there, the user is still signed in on
 * this device even if the server cannot be reached to confirm it.
 */
export function storedAuthUser(): StoredUser | null {
  try {
    const raw = window.localStorage.getItem(authStorageKey());
    if (!raw) return null;
    const session = JSON.parse(raw) as { user?: unknown; refresh_token?: unknown } | null;
    const user = session?.user as { id?: unknown } | undefined;
    if (typeof session?.refresh_token !== 'string' || typeof user?.id !== 'string') return null;
    return user as StoredUser;
  } catch {
    return null;
  }
}

/** The stored session's user as the store knows users. */
export function storedSessionUser(): SessionUser | null {
  const user = storedAuthUser();
  return user ? { id: user.id, email: typeof user.email === 'string' ? user.email : null } : null;
}
