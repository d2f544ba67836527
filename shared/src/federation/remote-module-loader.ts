/** Loads a module a remote exposes, by federation id ('astro_chat/SendToAi'). */
export type RemoteModuleLoader = (id: string) => Promise<unknown>;

let loader: RemoteModuleLoader | null = null;

/**
 * The shell starts the federation runtime on demand and hands its loader in here. A remote run on
 * its own (its dev harness) is a federation container itself, so without a loader the global
 * runtime of that build is used.
 */
export function setRemoteModuleLoader(load: RemoteModuleLoader): void {
  loader = load;
}

export function loadRemoteModule(id: string): Promise<unknown> {
  if (loader) return loader(id);
  return import('@module-federation/enhanced/runtime').then(({ loadRemote }) => loadRemote(id));
}
