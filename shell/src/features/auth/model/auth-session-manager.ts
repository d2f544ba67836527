import { isAuthApiError, isAuthRetryableFetchError, type SupabaseClient } from '@supabase/supabase-js';
import { createRefreshScheduler, type RefreshOutcome } from './refresh-scheduler';

function classify(error: unknown): RefreshOutcome {
  const message = error instanceof Error ? error.message : String(error);
  if (isAuthRetryableFetchError(error)) return { ok: false, retryable: true, message };
  if (isAuthApiError(error) && (error.status >= 500 || error.status === 429)) {
    return { ok: false, retryable: true, message };
  }
  return { ok: false, retryable: false, message };
}

/**
 * Token refresh with the spec's backoff (supabase-js' own timer is stopped so only one refresher
 * rotates the token), re-checked when the tab wakes up or the network returns.
 */
export async function manageSessionRefresh(supabase: SupabaseClient): Promise<() => void> {
  await supabase.auth.initialize();
  await supabase.auth.stopAutoRefresh();

  const scheduler = createRefreshScheduler({
    async refresh() {
      const { data, error } = await supabase.auth.refreshSession();
      if (error) return classify(error);
      const expiresAt = data.session?.expires_at;
      return { ok: true, expiresAtMs: expiresAt ? expiresAt * 1000 : null };
    },
    async removeSession() {
      await supabase.auth.signOut({ scope: 'local' });
    },
    now: () => Date.now(),
    setTimeout: (callback, ms) => window.setTimeout(callback, ms),
    clearTimeout: (handle) => window.clearTimeout(handle as number),
    log: (message) => console.warn(message),
  });

  const { data } = supabase.auth.onAuthStateChange((_event, session) => {
    scheduler.track(session?.expires_at ? session.expires_at * 1000 : null);
  });
  const wake = () => {
    if (document.visibilityState === 'visible') scheduler.checkNow();
  };
  document.addEventListener('visibilitychange', wake);
  window.addEventListener('online', wake);

  return () => {
    scheduler.stop();
    data.subscription.unsubscribe();
    document.removeEventListener('visibilitychange', wake);
    window.removeEventListener('online', wake);
  };
}
