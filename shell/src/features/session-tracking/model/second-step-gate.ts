import type { SupabaseClient } from '@supabase/supabase-js';

/**
 * Resolves once the session may write the user's rows: at once for an account without a second
 * factor, otherwise when the session has passed it. Until then the server refuses the tracker's
 * writes (row-level security requires aal2 once a factor is verified), so starting earlier would
 * lose the session's start and the visit to the page behind the challenge.
 */
export function whenSecondStepPassed(supabase: SupabaseClient): {
  ready: Promise<void>;
  cancel: () => void;
} {
  let cancelled = false;
  let unsubscribe = () => undefined as void;
  const ready = new Promise<void>((resolve) => {
    const check = async () => {
      const { data } = await supabase.auth.mfa.getAuthenticatorAssuranceLevel();
      if (cancelled) return;
      if (!data || data.currentLevel === data.nextLevel || data.nextLevel !== 'aal2') {
        unsubscribe();
        resolve();
      }
    };
    const { data } = supabase.auth.onAuthStateChange((event) => {
      if (event === 'MFA_CHALLENGE_VERIFIED' || event === 'TOKEN_REFRESHED') void check();
    });
    unsubscribe = () => data.subscription.unsubscribe();
    void check();
  });
  return {
    ready,
    cancel: () => {
      cancelled = true;
      unsubscribe();
    },
  };
}
