import type { ApiKeys } from './api-key';
import { checkApiKey } from './api-key';
import type { RouteHandler } from './create-gateway';
import { setHeaderList } from './header-list';
import { sendJson } from './http-json';
import type { createRestProxy } from './rest-proxy';

/**
 * The query string for PostgREST, byte for byte (its filters are sensitive to re-encoding),
 * minus empty parts and the apikey parameter, which PostgREST would read as a column filter.
 */
export function upstreamQuery(rawQuery: string): string {
  return rawQuery
    .split('&')
    .filter((part) => part && !part.startsWith('apikey='))
    .join('&');
}

/**
 * /rest/v1: PostgREST behind the API key check. Added with `deferHeaders`: every answer carries
 * the gateway's own headers (`ctx.ownHeaders`). A request without a user's token reaches
 * PostgREST with the API key as its bearer, so row-level security sees `anon` (or the service
 * role), as on Supabase.
 */
export function createRestRoute(
  restProxy: ReturnType<typeof createRestProxy>,
  apiKeys: ApiKeys,
): RouteHandler {
  return (req, res, ctx) => {
    const ownHeaders = ctx.ownHeaders ?? [];
    const key = checkApiKey(req, apiKeys);
    if (!key.ok) {
      req.resume();
      setHeaderList(res, ownHeaders);
      sendJson(res, key.status, key.body);
      return;
    }
    const search = upstreamQuery(ctx.rawQuery);
    const authorization =
      typeof req.headers.authorization === 'string'
        ? req.headers.authorization
        : `Bearer ${key.key}`;
    restProxy.handle(
      req,
      res,
      `${ctx.rawSubPath || '/'}${search ? `?${search}` : ''}`,
      authorization,
      ownHeaders,
    );
  };
}
