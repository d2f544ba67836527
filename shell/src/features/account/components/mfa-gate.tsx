import { LoadingFallback, Page, useNavigate } from '@astro/shared';
import type { ReactNode } from 'react';
import { dropSignInGreeting, releaseSignInGreeting } from '../../auth';
import { signOutHere } from '../api/sign-in-api';
import { useAssuranceLevel } from '../hooks/use-assurance-level';
import { MfaChallengeStep } from './mfa-challenge-step';

/**
 * Shows its children only once a user with a second factor has passed it in this session
 * (aal2); until then, the challenge step. Signed-in pages wrap themselves in it, so a password
 * alone never opens them for an account that has two-step verification. The greeting of a fresh
 * sign-in waits for the step too.
 */
export function MfaGate({ children }: { children: ReactNode }) {
  const { loading, challengeNeeded, recheck } = useAssuranceLevel();
  const navigate = useNavigate();
  if (loading) return <LoadingFallback />;
  if (!challengeNeeded) return <>{children}</>;
  return (
    <Page
      title="Two-step verification"
      description="Confirm it is you with the second step you set up for your account."
      maxWidth={480}
    >
      <MfaChallengeStep
        onVerified={() => {
          releaseSignInGreeting();
          void recheck();
        }}
        onCancel={() => {
          dropSignInGreeting();
          void signOutHere().then(() => navigate('/login', { replace: true }));
        }}
      />
    </Page>
  );
}
