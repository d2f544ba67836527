import {
  type ExposedWidget,
  type GrokChatWidgetProps,
  LoadingFallback,
  type SameProps,
} from '@astro/shared';
import { lazy, Suspense } from 'react';
import type { GrokChatProps } from '../../features/grok';

const GrokChat = lazy(() => import('../../features/grok/components/grok-chat'));

// The widget contract and this remote's component agree prop for prop.
const _sameProps: SameProps<GrokChatProps, GrokChatWidgetProps> = true;

/**
 * `./GrokChat` for other apps (the admin dashboard embeds it with variant="embedded"). A thin
 * entry: the widget's code loads when it first renders.
 */
const GrokChatWidget: ExposedWidget<'astro_chat/GrokChat'> = (props) => (
  <Suspense fallback={<LoadingFallback />}>
    <GrokChat {...props} />
  </Suspense>
);

export default GrokChatWidget;
