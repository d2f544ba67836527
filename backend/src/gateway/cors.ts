import type { IncomingMessage, ServerResponse } from 'node:http';

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

/**
 * The APIs accept bearer tokens, never cookies, so any origin may call them (as on Supabase).
 * Returns true when the request was a preflight and has been answered.
 */
export function applyCors(req: IncomingMessage, res: ServerResponse): boolean {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS);
  if (req.method !== 'OPTIONS' || !req.headers['access-control-request-method']) return false;
  res.writeHead(204, {
    'Access-Control-Allow-Methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
    'Access-Control-Allow-Headers': ALLOWED_HEADERS,
    'Access-Control-Max-Age': '86400',
    'Content-Length': '0',
  });
  res.end();
  return true;
}
