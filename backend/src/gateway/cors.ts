import type { IncomingMessage, ServerResponse } from 'node:http';
import { setHeaderList } from './header-list';

const ALLOWED_HEADERS = [
  'apikey',
  'authorization',
  'x-client-info',
  'content-type',
  'content-profile',
  'accept-profile',
  'prefer',
  'range',
  'range-unit',
  'x-supabase-api-version',
  'x-upsert',
  'x-region',
  // A user's own xAI key, for this request only (functions/grok).
  'x-xai-api-key',
  'x-retry-count',
  'x-requested-with',
  'accept',
  'accept-language',
  'cache-control',
].join(', ');

const EXPOSED_HEADERS = [
  'content-range',
  'content-location',
  'content-length',
  'location',
  'preference-applied',
  'range-unit',
  'x-supabase-api-version',
  'x-request-id',
  'retry-after',
].join(', ');

/** CORS headers of every API answer, as a flat name/value list. */
export const CORS_HEADER_LIST: readonly string[] = [
  'Access-Control-Allow-Origin',
  '*',
  'Access-Control-Expose-Headers',
  EXPOSED_HEADERS,
];

export const isPreflight = (req: IncomingMessage) =>
  req.method === 'OPTIONS' && !!req.headers['access-control-request-method'];

/**
 * The APIs accept bearer tokens, never cookies, so any origin may call them (as on Supabase).
 * Returns true when the request was a preflight and has been answered.
 */
export function applyCors(req: IncomingMessage, res: ServerResponse): boolean {
  setHeaderList(res, CORS_HEADER_LIST);
  if (!isPreflight(req)) return false;
  res.writeHead(204, {
    'Access-Control-Allow-Methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
    'Access-Control-Allow-Headers': ALLOWED_HEADERS,
    'Access-Control-Max-Age': '86400',
    'Content-Length': '0',
  });
  res.end();
  return true;
}
