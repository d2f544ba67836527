import type { IncomingMessage, ServerResponse } from 'node:http';
import { setHeaderList } from './header-list';

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

/** The whole list, like the CSP, is built once per Host value. */
const listsWithTls = new Map<string, string[]>();
const listsWithoutTls = new Map<string, string[]>();

const FIXED = [
  'X-Content-Type-Options',
  'nosniff',
  'X-Frame-Options',
  'DENY',
  'Referrer-Policy',
  'strict-origin-when-cross-origin',
  'Cross-Origin-Opener-Policy',
  'same-origin',
  'Permissions-Policy',
  'camera=(), microphone=(), geolocation=(self), payment=()',
];

/**
 * Headers every response carries, as a flat name/value list. The CSP fits a React single-page
 * app that talks to its own origin over HTTP and WebSockets; pages that need more (the static
 * site) set their own.
 */
export function securityHeaderList(
  req: Pick<IncomingMessage, 'headers'>,
  tls: boolean,
): readonly string[] {
  const host =
    req.headers.host && /^[a-zA-Z0-9.:[\]-]+$/.test(req.headers.host) ? req.headers.host : '';
  const lists = tls ? listsWithTls : listsWithoutTls;
  let list = lists.get(host);
  if (list) return list;
  list = ['Content-Security-Policy', contentSecurityPolicy(host), ...FIXED];
  if (tls) list.push('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  if (lists.size > 256) lists.clear();
  lists.set(host, list);
  return list;
}

export function applySecurityHeaders(
  req: IncomingMessage,
  res: ServerResponse,
  tls: boolean,
): void {
  setHeaderList(res, securityHeaderList(req, tls));
}
