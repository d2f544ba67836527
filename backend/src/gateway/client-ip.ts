import type { IncomingMessage } from 'node:http';

/**
 * The address a request came from, for per-client limits. Behind a trusted proxy
 * (`TRUST_PROXY`), the first `X-Forwarded-For` entry; otherwise the socket's peer, since a
 * client can write any header it likes.
 */
export function clientIp(
  req: Pick<IncomingMessage, 'headers'> & { socket?: { remoteAddress?: string } | null },
  trustProxy: boolean,
): string {
  if (trustProxy) {
    const forwarded = req.headers['x-forwarded-for'];
    const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
    if (first) return first;
  }
  return req.socket?.remoteAddress ?? 'unknown';
}
