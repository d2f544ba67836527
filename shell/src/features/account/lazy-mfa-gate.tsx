import { LoadingFallback } from '@astro/shared';
import { lazy, Suspense } from 'react';
import type { MfaGateProps } from './components/mfa-gate';

const MfaGate = lazy(() => import('./components/mfa-gate').then((module) => ({ default: module.MfaGate })));

/**
 * The two-step gate, loaded with the first signed-in page rather than with the app: visitors who
 * never sign in never download the challenge form.
 */
export function LazyMfaGate(props: MfaGateProps) {
  return (
    <Suspense fallback={<LoadingFallback />}>
      <MfaGate {...props} />
    </Suspense>
  );
}
