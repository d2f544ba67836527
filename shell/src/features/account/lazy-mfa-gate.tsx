import { LoadingFallback } from '@astro/shared';
import { lazy, Suspense, type ReactNode } from 'react';

const MfaGate = lazy(() => import('./components/mfa-gate').then((module) => ({ default: module.MfaGate })));

/**
 * The two-step gate, loaded with the first signed-in page rather than with the app: visitors who
 * never sign in never download the challenge form.
 */
export function LazyMfaGate({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<LoadingFallback />}>
      <MfaGate>{children}</MfaGate>
    </Suspense>
  );
}
