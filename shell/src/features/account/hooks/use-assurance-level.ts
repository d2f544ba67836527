import { getSupabase } from '@astro/shared';
import type { AuthChangeEvent } from '@supabase/supabase-js';
import { useCallback, useEffect, useState } from 'react';

export interface AssuranceState {
  loading: boolean;
  /** True when the account has a verified second factor this session has not passed yet. */
  challengeNeeded: boolean;
  recheck: () => Promise<void>;
}

const RECHECK_ON = new Set<AuthChangeEvent>([
  'MFA_CHALLENGE_VERIFIED',
  'SIGNED_IN',
  'USER_UPDATED',
  'TOKEN_REFRESHED',
]);

/** Whether this session still has to pass the account's second step, kept current with auth events. */
export function useAssuranceLevel(): AssuranceState {
  const [loading, setLoading] = useState(true);
  const [challengeNeeded, setChallengeNeeded] = useState(false);

  const recheck = useCallback(async () => {
    const { data } = await getSupabase().auth.mfa.getAuthenticatorAssuranceLevel();
    setChallengeNeeded(data?.currentLevel === 'aal1' && data.nextLevel === 'aal2');
    setLoading(false);
  }, []);

  useEffect(() => {
    void recheck();
    const { data } = getSupabase().auth.onAuthStateChange((event) => {
      // A refresh brings the account's factors as they are now: one added on another device
      // turns an open tab's session into one that must pass the second step.
      if (RECHECK_ON.has(event)) void recheck();
    });
    return () => data.subscription.unsubscribe();
  }, [recheck]);

  return { loading, challengeNeeded, recheck };
}
