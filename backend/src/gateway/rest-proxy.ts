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

/** Request headers the proxy sets itself: whatever the client sent under these names is dropped. */
const SET_BY_PROXY = new Set([...HOP_BY_HOP, 'authorization', 'x-forwarded-for', 'content-length']);

// Printable ASCII and tab. PostgREST fails with a 500 or 503 on any other byte in a header, and no
// header it reads (or supabase-js sends) needs one.
const SAFE_HEADER_VALUE = /^[\t\x20-\x7e]*$/;

/**
 * The request headers for PostgREST, as a flat name/value list, built in one pass over the raw
 * headers (a list is handed to the HTTP client as it is, without a copy per header): the
 * client's headers minus hop-by-hop ones, then the proxy's own. A header PostgREST cannot take
 * is returned by its name instead.
 */
export function upstreamRequestHeaders(
  rawHeaders: readonly string[],
  own: readonly string[],
): string[] | { unsafe: string } {
  const out = own.slice();
  for (let i = 0; i < rawHeaders.length; i += 2) {
    const name = rawHeaders[i]!;
    const value = rawHeaders[i + 1]!;
    if (!SAFE_HEADER_VALUE.test(value)) return { unsafe: name.toLowerCase() };
    if (!SET_BY_PROXY.has(name.toLowerCase())) out.push(name, value);
  }
  return out;
}

/** PostgREST's answer headers, minus hop-by-hop ones, ready for `writeHead`. */
function downstreamHeaders(headers: IncomingHttpHeaders): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const name in headers) {
    const value = headers[name];
    if (value !== undefined && !HOP_BY_HOP.has(name)) out[name] = value;
  }
  return out;
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

/** Longer 400s are real refusals and are passed through as they are. */
const SHORT_ERROR_BYTES = 512;

/**
 * Answers up to this size are collected and sent in one piece with a length. PostgREST sends
 * them chunked; relaying each chunk as it comes costs a stream pipe and the chunk framing on
 * every small read. Larger answers are streamed.
 */
const COLLECTED_BYTES = 64 * 1024;

/**
 * A connection that the database dropped in the middle of a statement (it crashed, or is
 * restarting) reaches PostgREST as an error without SQLSTATE, which it answers as a 400 with an
 * empty code and message. That is no fault of the client's and tells it nothing: it becomes the
 * 503 a client knows to retry. Other 400s pass through unchanged.
 */
function isLostConnectionError(status: number, body: Buffer): boolean {
  if (status !== 400 || body.length >= SHORT_ERROR_BYTES) return false;
  try {
    const parsed = JSON.parse(body.toString('utf8')) as { code?: unknown; message?: unknown };
    return parsed.code === '' && parsed.message === '';
  } catch {
    // Not JSON: pass it on as it is.
    return false;
  }
}

/** Whether an answer to this request with this status may carry a body (and so a length). */
const mayHaveBody = (method: string | undefined, status: number) =>
  method !== 'HEAD' && status !== 204 && status !== 304 && status >= 200;

/** Relays PostgREST's answer: small ones whole, with a length; larger ones streamed. */
function relayAnswer(
  req: IncomingMessage,
  upstreamRes: IncomingMessage,
  res: ServerResponse,
  status: number,
  headers: Record<string, string | string[]>,
): void {
  const declared = headers['content-length'];
  if (typeof declared === 'string' && Number(declared) > COLLECTED_BYTES) {
    res.writeHead(status, headers);
    upstreamRes.pipe(res);
    return;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  const onData = (chunk: Buffer) => {
    chunks.push(chunk);
    size += chunk.length;
    if (size <= COLLECTED_BYTES) return;
    upstreamRes.off('data', onData);
    upstreamRes.off('end', onEnd);
    res.writeHead(status, headers);
    res.write(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks));
    upstreamRes.pipe(res);
  };
  const onEnd = () => {
    const body = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size);
    if (isLostConnectionError(status, body)) {
      unavailable(res);
      return;
    }
    if (declared === undefined && mayHaveBody(req.method, status))
      headers['content-length'] = String(size);
    res.writeHead(status, headers);
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
    headers: string[],
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
      const status = upstreamRes.statusCode ?? 502;
      const responseHeaders = downstreamHeaders(upstreamRes.headers);
      // Only an echo of the request; a long filter would make it too large for many clients
      // (Node's own 16 KiB limit among them) to read the answer at all.
      const location = responseHeaders['content-location'];
      if (typeof location === 'string' && location.length > 4096)
        delete responseHeaders['content-location'];
      // PostgREST answers 503 while it reconnects to the database; say when to come back.
      if (status === 503 && !responseHeaders['retry-after']) responseHeaders['retry-after'] = '1';
      upstreamRes.on('error', () => res.destroy());
      relayAnswer(req, upstreamRes, res, status, responseHeaders);
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
    const headers = upstreamRequestHeaders(req.rawHeaders, [
      'Host',
      `127.0.0.1:${opts.upstreamPort()}`,
      'Authorization',
      authorization,
      // Row-level rules (e.g. the contact form's per-address limit) read this: it must be the
      // client's real address, never what the client claims unless a trusted proxy said it.
      'X-Forwarded-For',
      clientIp(req, opts.trustProxy ?? false),
    ]);
    if (!Array.isArray(headers)) {
      req.resume();
      malformed(res, 'PGRST100', `The ${headers.unsafe} header may hold printable ASCII only`);
      return;
    }
    if (!opts.upstreamUp()) {
      req.resume();
      unavailable(res);
      return;
    }

    if (req.method === 'GET' || req.method === 'HEAD') {
      // A body on a read is ignored; announcing one would leave PostgREST waiting for it.
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
        headers.push('Content-Length', String(body.length));
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
