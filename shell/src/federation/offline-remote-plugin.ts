import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Must equal REMOTE_UNAVAILABLE in @astro/shared (a unit test checks it). It is repeated here
 * because a runtime plugin runs before the share scope exists, so it cannot import shared modules.
 */
export const REMOTE_UNAVAILABLE_MARKER = '__remoteUnavailable';

/**
 * Layer 2 of failure isolation: when a remote module cannot be loaded, hand back a marked fallback
 * module instead of throwing, so one dead remote never breaks the shell or the other remotes.
 * Route pages turn the marker into an error panel with Retry; widgets render their fallback.
 */
export default function offlineRemotePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'astro-offline-remote',
    errorLoadRemote(args) {
      // A shared-dependency failure is not a remote being down; let it surface.
      if (args.lifecycle === 'beforeLoadShare') return undefined;
      const reason = args.error instanceof Error ? args.error.message : String(args.error);
      console.warn(`Remote module ${args.id} is unavailable: ${reason}`);
      return { [REMOTE_UNAVAILABLE_MARKER]: true, reason, default: undefined };
    },
  };
}
