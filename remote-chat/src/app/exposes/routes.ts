import { defineRemoteRoutes } from '@astro/shared';
import { lazy } from 'react';

/** The pages this remote provides for the paths the shared route contract assigns to it. */
const routes = defineRemoteRoutes<'chat'>({
  '/grok': lazy(() => import('../../features/grok/components/grok-page')),
  '/brains': lazy(() => import('../../features/brains/components/brains-page')),
  '/chat': lazy(() => import('../../features/brain-chat/components/brain-chat-page')),
  '/threads': lazy(() => import('../../features/threads/components/threads-page')),
  '/super-chat': lazy(() => import('../../features/super-chat/components/super-chat-page')),
  '/send-to-ai-demo': lazy(
    () => import('../../features/send-to-ai-demo/components/send-to-ai-demo-page'),
  ),
});

export default routes;

/** This build's version, shown in the page's data attributes so a deploy can be verified. */
export const version: string = __APP_BUILD_VERSION__;
