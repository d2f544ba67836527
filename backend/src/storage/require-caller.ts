import { resolveCaller } from './storage-caller';
import type { StorageDeps, StorageMiddleware } from './storage-env';

/**
 * The project's apikey, and who acts: the bearer token, else the apikey itself, whose role
 * row-level security then applies. It comes first on every route that is not public, so a request
 * without a valid key costs no body read and no query, and learns nothing, not even whether a
 * bucket exists.
 */
export function requireCaller(deps: StorageDeps): StorageMiddleware {
  return async (c, next) => {
    c.set('caller', await resolveCaller(c.req.raw, deps.apiKeys, deps.keys, deps.pool));
    await next();
  };
}
