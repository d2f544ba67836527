import type { ApiKeys } from './api-key';
import { checkApiKey } from './api-key';
import type { RouteHandler } from './create-gateway';
import { sendJson } from './http-json';
import type { createRestProxy } from './rest-proxy';

/**
 * /rest/v1: PostgREST behind the API key check. A request without a user's token reaches
 * PostgREST with the API key as its bearer, so row-level security sees `anon` (or the service
 * role), as on Supabase.
 */
export function createRestRoute(
  restProxy: ReturnType<typeof createRestProxy>,
  apiKeys: ApiKeys,
): RouteHandler {
  return (req, res, ctx) => {
    const key = checkApiKey(req, apiKeys);
    if (!key.ok) {
      req.resume();
      sendJson(res, key.status, key.body);
      return;
    }
    // Forward the query string byte for byte (PostgREST filters are sensitive to re-encoding),
    // minus the apikey parameter, which PostgREST would read as a column filter.
    const search = ctx.rawQuery
      .split('&')
      .filter((part) => part && !part.startsWith('apikey='))
      .join('&');
    const authorization =
      typeof req.headers.authorization === 'string'
        ? req.headers.authorization
        : `Bearer ${key.key}`;
    restProxy.handle(
      req,
      res,
      `${ctx.rawSubPath || '/'}${search ? `?${search}` : ''}`,
      authorization,
    );
  };
}
