import {
  Agent,
  request,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import { pipeline } from 'node:stream';
import { createLimitStream, declaredTooLarge, PayloadTooLargeError } from './body-limit';
import { sendJson } from './http-json';

/** Headers that describe one hop of the connection and must not be forwarded. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
]);

function forwardableHeaders(headers: IncomingHttpHeaders): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name)) out[name] = value;
  }
  return out;
}

export interface RestProxyOptions {
  upstreamPort: () => number;
  /** False while PostgREST is restarting, so callers get a fast 503 instead of a hang. */
  upstreamUp: () => boolean;
  bodyLimit: number;
  /** Connections kept open to PostgREST; sized above the benchmark's concurrency. */
  maxSockets?: number;
}

const unavailable = (res: ServerResponse) =>
  sendJson(
    res,
    503,
    {
      code: 'PGRST_UNAVAILABLE',
      message: 'The data service is temporarily unavailable; retry shortly.',
      details: null,
      hint: null,
    },
    { 'Retry-After': '1' },
  );

const tooLarge = (res: ServerResponse, error: PayloadTooLargeError) =>
  sendJson(res, 413, {
    code: 'request_too_large',
    message: error.message,
    details: null,
    hint: null,
  });

/**
 * Streams /rest/v1/* to PostgREST over kept-alive loopback connections. Prefer, Range and the
 * Accept-/Content-Profile headers pass through untouched, as do all response headers.
 */
export function createRestProxy(opts: RestProxyOptions) {
  const agent = new Agent({
    keepAlive: true,
    maxSockets: opts.maxSockets ?? 128,
    maxFreeSockets: opts.maxSockets ?? 128,
  });

  const handle = (
    req: IncomingMessage,
    res: ServerResponse,
    upstreamPath: string,
    authorization: string,
  ): void => {
    if (declaredTooLarge(req, opts.bodyLimit)) {
      req.resume();
      tooLarge(res, new PayloadTooLargeError(opts.bodyLimit));
      return;
    }
    if (!opts.upstreamUp()) {
      req.resume();
      unavailable(res);
      return;
    }
    const headers = forwardableHeaders(req.headers);
    headers.authorization = authorization;
    headers['x-forwarded-for'] = req.socket.remoteAddress ?? '';
    const upstream = request({
      host: '127.0.0.1',
      port: opts.upstreamPort(),
      method: req.method,
      path: upstreamPath,
      headers,
      agent,
    });
    upstream.on('response', (upstreamRes) => {
      const responseHeaders = forwardableHeaders(upstreamRes.headers);
      res.writeHead(upstreamRes.statusCode ?? 502, responseHeaders);
      upstreamRes.on('error', () => res.destroy());
      upstreamRes.pipe(res);
    });
    upstream.on('error', (error) => {
      if (res.headersSent) res.destroy();
      else if (error instanceof PayloadTooLargeError) tooLarge(res, error);
      // Connection refused or reset: PostgREST died or is restarting.
      else unavailable(res);
    });
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    if (req.method === 'GET' || req.method === 'HEAD') {
      upstream.end();
      req.resume();
      return;
    }
    pipeline(req, createLimitStream(opts.bodyLimit), upstream, (error) => {
      if (error instanceof PayloadTooLargeError && !res.headersSent) tooLarge(res, error);
    });
  };

  return { handle, close: () => agent.destroy() };
}
