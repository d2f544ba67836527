/** Hop-by-hop headers, and Host: they describe the client's connection, not the request. */
const NOT_FORWARDED = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'expect',
  'te',
  'host',
];

/**
 * Hands a function's request to the process that serves it (`origin`), under the same path
 * (`/<name>/…`) and query, and its answer back unchanged, streamed both ways. The function is
 * asked for an uncompressed answer: Deno would otherwise compress it, and Node's fetch would
 * decode the body while the answer still said it was compressed.
 */
export function forwardRequest(origin: string, request: Request): Promise<Response> {
  const { pathname, search } = new URL(request.url);
  const headers = new Headers(request.headers);
  for (const name of NOT_FORWARDED) headers.delete(name);
  headers.set('accept-encoding', 'identity');
  return fetch(`${origin}${pathname}${search}`, {
    method: request.method,
    headers,
    body: request.body,
    redirect: 'manual',
    signal: request.signal,
    // Required by Node's fetch implementation for streamed request bodies.
    duplex: 'half',
  } as RequestInit);
}
