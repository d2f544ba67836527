/**
 * The request's path below /storage/v1, decoded in full as the gateway decodes paths: `%2F`
 * separates segments like `/` does, as it did before storage moved to Hono. A path that does not
 * decode (only a test can send one: the gateway refuses it) stays as it came.
 */
export function decodedPath(request: Request): string {
  const { pathname } = new URL(request.url);
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/**
 * The path the storage app routes on (Hono's `getPath`). Hono decodes each parameter once more,
 * so every `%` of the decoded path is written back as `%25`: a bucket sent as `%2561vatars` must
 * reach the handler as `%61vatars`, never as `avatars`. Line breaks are written back too, since
 * Hono's patterns do not match across them.
 */
export function routingPath(request: Request): string {
  return decodedPath(request).replace(/[%\r\n\u2028\u2029]/g, encodeURIComponent);
}

/** A segment (or run of segments) of the routing path, as the client meant it. */
export const unescapeSegment = (segment: string) => decodeURIComponent(segment);
