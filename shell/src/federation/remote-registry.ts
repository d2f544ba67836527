import {
  federationName,
  REMOTE_NAMES,
  REMOTE_UNAVAILABLE,
  remoteRoutesId,
  setRemoteModuleLoader,
  type EnvConfig,
  type RemoteName,
  type RemoteRoutesModule,
} from '@astro/shared';
import { federation, setInitialRemotes } from './federation-runtime';

export class RemoteUnavailableError extends Error {
  override name = 'RemoteUnavailableError';
  constructor(
    readonly remote: RemoteName,
    reason: string,
  ) {
    super(`The ${remote} part of the app could not be loaded: ${reason}`);
  }
}

const entries = new Map<RemoteName, string>();
const routesCache = new Map<RemoteName, Promise<RemoteRoutesModule>>();
let generation = 0;

/** Registers every remote from `/env-config.json`; entry URLs are configuration, never build input. */
export function registerAppRemotes(config: EnvConfig): void {
  for (const name of REMOTE_NAMES) entries.set(name, config.remotes[name].entry);
  setInitialRemotes(
    REMOTE_NAMES.map((name) => ({ name: federationName(name), entry: entryUrl(name) })),
  );
  // Widgets of one remote inside another (RemoteWidget) load through the same runtime.
  setRemoteModuleLoader((id) => federation().then((runtime) => runtime.loadRemote(id)));
}

function entryUrl(name: RemoteName): string {
  const entry = entries.get(name);
  if (!entry) throw new Error(`Remote ${name} is not configured`);
  if (generation === 0) return entry;
  // A failed script load is remembered by the runtime under its URL; a fresh URL forces a real retry.
  const url = new URL(entry);
  url.searchParams.set('retry', String(generation));
  return url.href;
}

/** Forgets a failed remote so the next load goes back to the network. */
export function resetRemote(name: RemoteName): void {
  generation += 1;
  routesCache.delete(name);
  const remote = { name: federationName(name), entry: entryUrl(name) };
  // A runtime that fails to start is retried by the next load.
  void federation()
    .then((runtime) => runtime.registerRemotes([remote], { force: true }))
    .catch(() => undefined);
}

const RETRY_DELAYS_MS = [300, 1000];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Layer 1 of failure isolation: a remote whose entry fails to load (a network blip, a deploy in
 * progress) is retried with backoff before the user sees an error.
 */
async function loadRoutesWithRetry(name: RemoteName): Promise<RemoteRoutesModule> {
  let lastReason = 'unknown error';
  for (let attempt = 0; attempt <= RETRY_DELAYS_MS.length; attempt += 1) {
    if (attempt > 0) await sleep(RETRY_DELAYS_MS[attempt - 1] ?? 1000);
    try {
      const runtime = await federation();
      if (attempt > 0) {
        generation += 1;
        runtime.registerRemotes([{ name: federationName(name), entry: entryUrl(name) }], {
          force: true,
        });
      }
      const module = await runtime.loadRemote<Record<string, unknown>>(remoteRoutesId(name));
      if (module && !module[REMOTE_UNAVAILABLE] && Array.isArray(module.default)) {
        return {
          default: module.default,
          version: String(module.version ?? 'unknown'),
        } as RemoteRoutesModule;
      }
      lastReason =
        module && typeof module.reason === 'string' ? module.reason : 'it exposes no routes';
    } catch (error) {
      lastReason = error instanceof Error ? error.message : String(error);
    }
  }
  throw new RemoteUnavailableError(name, lastReason);
}

export function loadRemoteRoutes(name: RemoteName): Promise<RemoteRoutesModule> {
  let routes = routesCache.get(name);
  if (!routes) {
    routes = loadRoutesWithRetry(name);
    // A failure stays cached until resetRemote (the Retry button): React re-renders a suspended
    // component, and a fresh promise on each render would retry forever without showing the error.
    routes.catch(() => undefined);
    routesCache.set(name, routes);
  }
  return routes;
}
