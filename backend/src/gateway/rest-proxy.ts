import {
  Agent,
  request,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import { declaredTooLarge, PayloadTooLargeError, readBody } from './body-limit';
import { clientIp } from './client-ip';
import { sendJson } from './http-json';
import { isRowsJsonShape, writesRowsFromJson } from './json-body-shape';
import { isWellEncodedQuery } from './query-encoding';

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

// Printable ASCII and tab. PostgREST fails with a 500 or 503 on any other byte in a header, and no
// header it reads (or supabase-js sends) needs one.
const SAFE_HEADER_VALUE = /^[\t\x20-\x7e]*$/;

/** The first header whose value PostgREST cannot take, if any. */
function unsafeHeader(headers: IncomingHttpHeaders): string | undefined {
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) {
      if (!SAFE_HEADER_VALUE.test(v)) return name;
    }
  }
  return undefined;
}

export interface RestProxyOptions {
  upstreamPort: () => number;
  /** False while PostgREST is restarting, so callers get a fast 503 instead of a hang. */
  upstreamUp: () => boolean;
  bodyLimit: number;
  /** Whether X-Forwarded-For from the client is to be believed (`TRUST_PROXY`). */
  trustProxy?: boolean;
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

/** PostgREST's own codes: PGRST100 a malformed request line, PGRST102 an invalid body. */
const malformed = (res: ServerResponse, code: 'PGRST100' | 'PGRST102', message: string) =>
  sendJson(res, 400, { code, message, details: null, hint: null });

const tooLarge = (res: ServerResponse, error: PayloadTooLargeError) =>
  sendJson(res, 413, {
    code: 'request_too_large',
    message: error.message,
    details: null,
    hint: null,
  });

/**
 * PostgREST echoes the query string, percent-encoded, in `Content-Location`: up to three times
 * the request line, which Node caps at 16 KiB. The default 16 KiB for the answer's headers would
 * turn a long but valid filter into a failure.
 */
const UPSTREAM_MAX_HEADER_BYTES = 128 * 1024;

/** Longer 400s are real refusals and are streamed straight through. */
const SHORT_ERROR_BYTES = 512;

/**
 * A connection that the database dropped in the middle of a statement (it crashed, or is
 * restarting) reaches PostgREST as an error without SQLSTATE, which it answers as a 400 with an
 * empty code and message. That is no fault of the client's and tells it nothing: it becomes the
 * 503 a client knows to retry. Other short 400s pass through unchanged.
 */
function relayShortError(
  upstreamRes: IncomingMessage,
  res: ServerResponse,
  headers: Record<string, string | string[]>,
): void {
  const chunks: Buffer[] = [];
  let size = 0;
  const onData = (chunk: Buffer) => {
    chunks.push(chunk);
    size += chunk.length;
    if (size < SHORT_ERROR_BYTES) return;
    // Too long to be the empty error (PostgREST sends some answers chunked, without a length).
    upstreamRes.off('data', onData);
    upstreamRes.off('end', onEnd);
    res.writeHead(400, headers);
    res.write(Buffer.concat(chunks));
    upstreamRes.pipe(res);
  };
  const onEnd = () => {
    const body = Buffer.concat(chunks);
    let lostConnection = false;
    try {
      const parsed = JSON.parse(body.toString('utf8')) as { code?: unknown; message?: unknown };
      lostConnection = parsed.code === '' && parsed.message === '';
    } catch {
      // Not JSON: pass it on as it is.
    }
    if (lostConnection) {
      unavailable(res);
      return;
    }
    res.writeHead(400, headers);
    res.end(body);
  };
  upstreamRes.on('data', onData);
  upstreamRes.on('end', onEnd);
}

/**
 * Relays /rest/v1/* to PostgREST over kept-alive loopback connections. Prefer, Range and the
 * Accept-/Content-Profile headers pass through untouched, as do all response headers. A request
 * body is read whole (it is at most `bodyLimit`) before PostgREST sees it: too large or not rows
 * is answered here, and PostgREST, which may answer before reading a body (a bad token) and close
 * the connection, always gets it in one piece.
 */
export function createRestProxy(opts: RestProxyOptions) {
  const agent = new Agent({
    keepAlive: true,
    maxSockets: opts.maxSockets ?? 128,
    maxFreeSockets: opts.maxSockets ?? 128,
  });

  const forward = (
    req: IncomingMessage,
    res: ServerResponse,
    upstreamPath: string,
    headers: Record<string, string | string[]>,
    body: Buffer | undefined,
    retried: boolean,
  ): void => {
    const upstream = request({
      host: '127.0.0.1',
      port: opts.upstreamPort(),
      method: req.method,
      path: upstreamPath,
      headers,
      agent,
      maxHeaderSize: UPSTREAM_MAX_HEADER_BYTES,
    });
    let answered = false;
    upstream.on('response', (upstreamRes) => {
      answered = true;
      const responseHeaders = forwardableHeaders(upstreamRes.headers);
      // Only an echo of the request; a long filter would make it too large for many clients
      // (Node's own 16 KiB limit among them) to read the answer at all.
      const location = responseHeaders['content-location'];
      if (typeof location === 'string' && location.length > 4096)
        delete responseHeaders['content-location'];
      // PostgREST answers 503 while it reconnects to the database; say when to come back.
      if (upstreamRes.statusCode === 503 && !responseHeaders['retry-after'])
        responseHeaders['retry-after'] = '1';
      upstreamRes.on('error', () => res.destroy());
      const length = upstreamRes.headers['content-length'];
      if (
        upstreamRes.statusCode === 400 &&
        (length === undefined || Number(length) < SHORT_ERROR_BYTES)
      ) {
        relayShortError(upstreamRes, res, responseHeaders);
        return;
      }
      res.writeHead(upstreamRes.statusCode ?? 502, responseHeaders);
      upstreamRes.pipe(res);
    });
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      if (answered) {
        // The answer is being relayed; only a cut answer matters, and its own error handles it.
        return;
      }
      // A kept-alive connection PostgREST had already closed: nothing was processed, so the
      // request goes once more on a fresh connection.
      if (!retried && upstream.reusedSocket && error.code === 'ECONNRESET') {
        forward(req, res, upstreamPath, headers, body, true);
        return;
      }
      if (res.headersSent) res.destroy();
      // Connection refused or reset: PostgREST died or is restarting.
      else unavailable(res);
    });
    res.once('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    upstream.end(body);
  };

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
    const queryAt = upstreamPath.indexOf('?');
    if (queryAt !== -1 && !isWellEncodedQuery(upstreamPath.slice(queryAt + 1))) {
      req.resume();
      malformed(res, 'PGRST100', 'The query string is not valid percent-encoded UTF-8');
      return;
    }
    const badHeader = unsafeHeader(req.headers);
    if (badHeader) {
      req.resume();
      malformed(res, 'PGRST100', `The ${badHeader} header may hold printable ASCII only`);
      return;
    }
    if (!opts.upstreamUp()) {
      req.resume();
      unavailable(res);
      return;
    }
    const headers = forwardableHeaders(req.headers);
    headers.authorization = authorization;
    // Row-level rules (e.g. the contact form's per-address limit) read this: it must be the
    // client's real address, never what the client claims unless a trusted proxy said it.
    headers['x-forwarded-for'] = clientIp(req, opts.trustProxy ?? false);

    if (req.method === 'GET' || req.method === 'HEAD') {
      // A body on a read is ignored; announcing one would leave PostgREST waiting for it.
      delete headers['content-length'];
      req.resume();
      forward(req, res, upstreamPath, headers, undefined, false);
      return;
    }
    const pathOnly = queryAt === -1 ? upstreamPath : upstreamPath.slice(0, queryAt);
    readBody(req, opts.bodyLimit).then(
      (body) => {
        if (
          writesRowsFromJson(req.method ?? '', pathOnly, req.headers['content-type']) &&
          !isRowsJsonShape(body)
        ) {
          malformed(
            res,
            'PGRST102',
            'The request body must be a JSON object or a non-empty array of objects',
          );
          return;
        }
        headers['content-length'] = String(body.length);
        forward(req, res, upstreamPath, headers, body, false);
      },
      (error: unknown) => {
        if (error instanceof PayloadTooLargeError) tooLarge(res, error);
        // The client went away mid-upload: nobody is left to answer.
        else res.destroy();
      },
    );
  };

  return { handle, close: () => agent.destroy() };
}
