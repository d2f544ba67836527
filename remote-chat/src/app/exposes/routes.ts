import type { RemoteRoute } from '@astro/shared';
import { lazy } from 'react';

/** The pages this remote provides for the paths the shared route contract assigns to it. */
const routes: RemoteRoute[] = [
  { path: '/grok', Component: lazy(() => import('../../features/grok/components/grok-page')) },
  {
    path: '/brains',
    Component: lazy(() => import('../../features/brains/components/brains-page')),
  },
  {
    path: '/chat',
    Component: lazy(() => import('../../features/brain-chat/components/brain-chat-page')),
  },
  {
    path: '/threads',
    Component: lazy(() => import('../../features/threads/components/threads-page')),
  },
  {
    path: '/super-chat',
    Component: lazy(() => import('../../features/super-chat/components/super-chat-page')),
  },
  {
    path: '/send-to-ai-demo',
    Component: lazy(() => import('../../features/send-to-ai-demo/components/send-to-ai-demo-page')),
  },
];

export default routes;

/** This build's version, shown in the page's data attributes so a deploy can be verified. */
export const version: string = __APP_BUILD_VERSION__;
