import { notify, loadSupabase, onSupabaseLoaded } from '@astro/shared';
import { authErrorToast } from '../../../lib/auth-messages';
import { listenForSessionEvents } from './session-window-event';

/**
 * Owns the session's life in the browser: sessions handed over through the `astro:session` window
 * event from the start, and token refresh (./auth-session-manager) once supabase-js is loaded,
 * which a signed-out visitor may never need.
 */
export function startAuthSessionManager(): () => void {
  // Listening starts at once, so a host that signs us in right at load is not missed.
  const stopEvents = listenForSessionEvents(
    async (detail) => {
      const supabase = await loadSupabase();
      const { error } = await supabase.auth.setSession(detail);
      if (error) notify(authErrorToast(error.message));
    },
    (message) => console.warn(message),
  );
  let stopped = false;
  let stopRefresh: (() => void) | null = null;
  const stopWaiting = onSupabaseLoaded((supabase) => {
    import('./auth-session-manager')
      .then(({ manageSessionRefresh }) => manageSessionRefresh(supabase))
      .then((stop) => {
        if (stopped) stop();
        else stopRefresh = stop;
      })
      .catch((error: unknown) => console.warn(`Session manager failed to start: ${String(error)}`));
  });
  return () => {
    stopped = true;
    stopWaiting();
    stopEvents();
    stopRefresh?.();
  };
}
