import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from '../lib/logger';
import { answerContentLength } from './header-list';

export interface RequestLogEntry {
  finish(log: Logger, res: ServerResponse): void;
}

/** The line itself, also written by the REST fast lane, which has no `ServerResponse`. */
export function requestLogLine(
  requestId: string,
  remote: string,
  method: string,
  path: string,
  status: number,
  startedAt: bigint,
  size: string | number | undefined,
): string {
  const ms = Number(process.hrtime.bigint() - startedAt) / 1e6;
  return `${new Date().toISOString()} ${requestId} ${remote} ${method} ${path} ${status} ${ms.toFixed(1)}ms${size ? ` ${String(size)}B` : ''}`;
}

/**
 * One readable line per request once it is answered. Everything it prints is read when the
 * request arrives: by the time it finishes the socket may be gone (a body refused half-way
 * destroys it), and a logger must never throw. The query string is left out on purpose: e-mail
 * links and WebSocket URLs carry tokens there.
 */
export function startRequestLog(req: IncomingMessage, requestId: string): RequestLogEntry {
  const startedAt = process.hrtime.bigint();
  const remote = req.socket?.remoteAddress ?? '-';
  const method = req.method ?? '-';
  const path = (req.url ?? '/').split('?')[0];
  return {
    finish: (log, res) => {
      try {
        log.info(
          requestLogLine(
            requestId,
            remote,
            method,
            path,
            res.statusCode,
            startedAt,
            answerContentLength(res),
          ),
        );
      } catch {
        // A log line is never worth a request.
      }
    },
  };
}
