import type { IncomingMessage, ServerResponse } from 'node:http';

const cspByHost = new Map<string, string>();

/** The CSP names this host's WebSocket origins; it is built once per Host value. */
function contentSecurityPolicy(host: string): string {
  let csp = cspByHost.get(host);
  if (csp) return csp;
  const sockets = host ? ` ws://${host} wss://${host}` : '';
  csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self'${sockets}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  if (cspByHost.size > 256) cspByHost.clear();
  cspByHost.set(host, csp);
  return csp;
}

/**
 * Headers every response carries. The CSP fits a React single-page app that talks to its own
 * origin over HTTP and WebSockets; pages that need more (the static site) set their own.
 */
export function applySecurityHeaders(
  req: IncomingMessage,
  res: ServerResponse,
  tls: boolean,
): void {
  const host =
    req.headers.host && /^[a-zA-Z0-9.:[\]-]+$/.test(req.headers.host) ? req.headers.host : '';
  res.setHeader('Content-Security-Policy', contentSecurityPolicy(host));
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
  res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(self), payment=()');
  if (tls) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
}
