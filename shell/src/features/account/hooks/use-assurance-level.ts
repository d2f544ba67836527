import { getSupabase } from '@astro/shared';
import { useCallback, useEffect, useState } from 'react';

export interface AssuranceState {
  loading: boolean;
  /** True when the account has a verified second factor this session has not passed yet. */
  challengeNeeded: boolean;
  recheck: () => Promise<void>;
}

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
      if (event === 'MFA_CHALLENGE_VERIFIED' || event === 'SIGNED_IN' || event === 'USER_UPDATED')
        void recheck();
    });
    return () => data.subscription.unsubscribe();
  }, [recheck]);

  return { loading, challengeNeeded, recheck };
}
