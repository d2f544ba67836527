import type { ApiKeys } from './api-key';
import { checkApiKey } from './api-key';
import type { RouteHandler } from './create-gateway';
import { setHeaderList } from './header-list';
import { sendJson } from './http-json';
import type { createRestProxy } from './rest-proxy';
import type { LaneRequest, LaneRoute } from './rest-fast-lane';

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

/** Where PostgREST is asked, and with which bearer: the user's token, else the API key. */
function upstreamTarget(
  rawSubPath: string,
  rawQuery: string,
  authorization: string | undefined,
  key: string,
): { upstreamPath: string; authorization: string } {
  const search = upstreamQuery(rawQuery);
  return {
    upstreamPath: `${rawSubPath || '/'}${search ? `?${search}` : ''}`,
    authorization: authorization ?? `Bearer ${key}`,
  };
}

/**
 * The same route for the fast lane: a read with a valid `apikey` header goes straight to
 * PostgREST; any other (a missing or wrong key, the key in the query) is left to the route
 * above, which answers it.
 */
export function restLaneRoute(apiKeys: ApiKeys): (request: LaneRequest) => LaneRoute | undefined {
  return ({ headers, rawPath, rawQuery }) => {
    if (headers.apikey === undefined) return undefined;
    const key = checkApiKey({ headers: { apikey: headers.apikey }, url: '' }, apiKeys);
    if (!key.ok) return undefined;
    return upstreamTarget(rawPath, rawQuery, headers.authorization, key.key);
  };
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
    const target = upstreamTarget(
      ctx.rawSubPath,
      ctx.rawQuery,
      typeof req.headers.authorization === 'string' ? req.headers.authorization : undefined,
      key.key,
    );
    restProxy.handle(req, res, target.upstreamPath, target.authorization, ownHeaders);
  };
}
