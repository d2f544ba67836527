import { loadSupabase } from '@astro/shared';
import type { ModuleFederation } from '@module-federation/enhanced/runtime';

let start: Promise<ModuleFederation> | null = null;
let remotes: { name: string; entry: string }[] = [];

/** The remotes the runtime registers when it starts (entry URLs come from `/env-config.json`). */
export function setInitialRemotes(list: { name: string; entry: string }[]): void {
  remotes = list;
}

/**
 * The federation runtime, started on first use. Pages of the shell need none of it, so it is a
 * chunk of its own that downloads when the first remote route or widget is about to load. Remotes
 * call `getSupabase()` freely, so the Supabase client is loaded by then too.
 */
export function federation(): Promise<ModuleFederation> {
  start ??= Promise.all([
    import(/* webpackChunkName: "federation" */ './start-federation'),
    loadSupabase(),
  ]).then(
    ([{ startFederation }]) => startFederation(remotes),
    (error: unknown) => {
      // Offline, say: the next remote load tries again.
      start = null;
      throw error;
    },
  );
  return start;
}
