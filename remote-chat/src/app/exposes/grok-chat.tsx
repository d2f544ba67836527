import { LoadingFallback } from '@astro/shared';
import { lazy, Suspense } from 'react';
import type { GrokChatProps } from '../../features/grok';

const GrokChat = lazy(() => import('../../features/grok/components/grok-chat'));

/**
 * `./GrokChat` for other apps (the admin dashboard embeds it with variant="embedded"). A thin
 * entry: the widget's code loads when it first renders.
 */
export default function GrokChatWidget(props: GrokChatProps) {
  return (
    <Suspense fallback={<LoadingFallback />}>
      <GrokChat {...props} />
    </Suspense>
  );
}
