import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from '../lib/logger';

/**
 * One readable line per request once it is answered. The query string is left out on purpose:
 * e-mail links and WebSocket URLs carry tokens there.
 */
export function logRequest(
  log: Logger,
  req: IncomingMessage,
  res: ServerResponse,
  startedAt: bigint,
): void {
  const path = (req.url ?? '/').split('?')[0];
  const ms = Number(process.hrtime.bigint() - startedAt) / 1e6;
  const size = res.getHeader('content-length');
  log.info(
    `${new Date().toISOString()} ${req.socket.remoteAddress ?? '-'} ${req.method} ${path} ${res.statusCode} ${ms.toFixed(1)}ms${size ? ` ${size}B` : ''}`,
  );
}
