import { LoadingFallback, Page, useNavigate } from '@astro/shared';
import type { ReactNode } from 'react';
import { signOutHere } from '../api/sign-in-api';
import { useAssuranceLevel } from '../hooks/use-assurance-level';
import { MfaChallengeStep } from './mfa-challenge-step';

export interface MfaGateProps {
  children: ReactNode;
  /** The challenge was passed here (the app releases the held sign-in greeting). */
  onPassed?: () => void;
  /** The user signed out instead of passing it. */
  onSignedOut?: () => void;
}

/**
 * Shows its children only once a user with a second factor has passed it in this session
 * (aal2); until then, the challenge step. Signed-in pages wrap themselves in it, so a password
 * alone never opens them for an account that has two-step verification.
 */
export function MfaGate({ children, onPassed, onSignedOut }: MfaGateProps) {
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
          onPassed?.();
          void recheck();
        }}
        onCancel={() => {
          onSignedOut?.();
          void signOutHere().then(() => navigate('/login', { replace: true }));
        }}
      />
    </Page>
  );
}
