import type { ServerResponse } from 'node:http';
import { isDatabaseUnavailable } from '../lib/database-errors';
import { sendJson } from './http-json';

const describe = (error: unknown) =>
  error instanceof Error ? (error.stack ?? error.message) : String(error);

/**
 * Answers a request whose handling threw. A database that is down or restarting is a 503 the
 * client may retry; anything else is our fault, a 500 that names the request id to look up in
 * the log. If the answer had already begun, the connection is cut: a half-sent body must not
 * pass for a whole one.
 */
export function failRequest(
  res: ServerResponse,
  requestId: string,
  error: unknown,
  log: (message: string) => void,
): void {
  try {
    if (res.headersSent) {
      log(`failed after answering: ${describe(error)}`);
      res.destroy();
      return;
    }
    if (isDatabaseUnavailable(error)) {
      log(`database unavailable: ${error instanceof Error ? error.message : String(error)}`);
      sendJson(
        res,
        503,
        {
          code: 'service_unavailable',
          message: 'The service is temporarily unavailable; retry shortly.',
        },
        { 'Retry-After': '1' },
      );
      return;
    }
    log(describe(error));
    sendJson(res, 500, {
      code: 'unexpected_failure',
      message: `Unexpected server error (request ${requestId})`,
    });
  } catch {
    res.destroy();
  }
}
