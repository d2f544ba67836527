import type { IncomingMessage, ServerResponse } from 'node:http';
import { Pool } from 'undici';
import type { PostgrestAddress } from '../postgrest/postgrest-socket';
import { AnswerRelay, HOP_BY_HOP } from './answer-relay';
import { setHeaderList } from './header-list';
import { declaredTooLarge, PayloadTooLargeError, readBody } from './body-limit';
import { clientIp } from './client-ip';
import { sendJson } from './http-json';
import { isRowsJsonShape, writesRowsFromJson } from './json-body-shape';
import { isWellEncodedQuery } from './query-encoding';

/** Request headers the proxy sets itself: whatever the client sent under these names is dropped. */
// `Expect` too: Node's server has already answered 100-continue, and the body goes up whole.
const SET_BY_PROXY = new Set([
  ...HOP_BY_HOP,
  'authorization',
  'x-forwarded-for',
  'content-length',
  'expect',
]);

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

export interface RestProxyOptions {
  /** Where PostgREST listens now (a port on 127.0.0.1, or a Unix domain socket). */
  upstream: () => PostgrestAddress;
  /** False while PostgREST is restarting, so callers get a fast 503 instead of a hang. */
  upstreamUp: () => boolean;
  bodyLimit: number;
  /** Whether X-Forwarded-For from the client is to be believed (`TRUST_PROXY`). */
  trustProxy?: boolean;
  /** Connections kept open to PostgREST; sized above the benchmark's concurrency. */
  maxSockets?: number;
}

/** The answer while PostgREST cannot be reached: a 503 with `Retry-After: 1`. */
export const UNAVAILABLE_BODY = {
  code: 'PGRST_UNAVAILABLE',
  message: 'The data service is temporarily unavailable; retry shortly.',
  details: null,
  hint: null,
};

// Each early answer carries the gateway's own headers (`own`), which it holds back on this route.
const unavailable = (res: ServerResponse, own: readonly string[]) => {
  setHeaderList(res, own);
  sendJson(res, 503, UNAVAILABLE_BODY, { 'Retry-After': '1' });
};

/** PostgREST's own codes: PGRST100 a malformed request line, PGRST102 an invalid body. */
const malformed = (
  res: ServerResponse,
  own: readonly string[],
  code: 'PGRST100' | 'PGRST102',
  message: string,
) => {
  setHeaderList(res, own);
  sendJson(res, 400, { code, message, details: null, hint: null });
};

const tooLarge = (res: ServerResponse, own: readonly string[], error: PayloadTooLargeError) => {
  setHeaderList(res, own);
  sendJson(res, 413, {
    code: 'request_too_large',
    message: error.message,
    details: null,
    hint: null,
  });
};

/**
 * PostgREST echoes the query string, percent-encoded, in `Content-Location`: up to three times
 * the request line, which Node caps at 16 KiB. The default 16 KiB for the answer's headers would
 * turn a long but valid filter into a failure.
 */
export const UPSTREAM_MAX_HEADER_BYTES = 128 * 1024;

export const sameAddress = (a: PostgrestAddress, b: PostgrestAddress | undefined): boolean =>
  b !== undefined &&
  ('socketPath' in a
    ? 'socketPath' in b && a.socketPath === b.socketPath
    : 'port' in b && a.port === b.port);

/** Errors of a kept-alive connection PostgREST had closed before the request reached it. */
const STALE_CONNECTION_ERRORS = new Set(['ECONNRESET', 'UND_ERR_SOCKET']);

/**
 * Relays /rest/v1/* to PostgREST over kept-alive loopback connections. Prefer, Range and the
 * Accept-/Content-Profile headers pass through untouched, as do all response headers. A request
 * body is read whole (it is at most `bodyLimit`) before PostgREST sees it: too large or not rows
 * is answered here, and PostgREST, which may answer before reading a body (a bad token) and close
 * the connection, always gets it in one piece.
 */
export function createRestProxy(opts: RestProxyOptions) {
  // undici rather than node:http's client: the same kept-alive connections at about half the
  // CPU per request, which is most of what the gateway adds to PostgREST's own time.
  let pool: Pool | undefined;
  let poolAddress: PostgrestAddress | undefined;
  const upstream = (): Pool => {
    const address = opts.upstream();
    if (!pool || !sameAddress(address, poolAddress)) {
      // PostgREST came back elsewhere: the old connections lead nowhere.
      void pool?.close().catch(() => undefined);
      pool = new Pool(
        'socketPath' in address ? 'http://localhost' : `http://127.0.0.1:${address.port}`,
        {
          socketPath: 'socketPath' in address ? address.socketPath : undefined,
          connections: opts.maxSockets ?? 128,
          maxHeaderSize: UPSTREAM_MAX_HEADER_BYTES,
          // PostgREST's own statement timeouts bound a request; undici's 300 s would cut a long
          // export the client is still reading.
          headersTimeout: 0,
          bodyTimeout: 0,
        },
      );
      poolAddress = address;
    }
    return pool;
  };

  const forward = (
    req: IncomingMessage,
    res: ServerResponse,
    upstreamPath: string,
    headers: string[],
    body: Buffer | undefined,
    retried: boolean,
    own: readonly string[],
  ): void => {
    const relay = new AnswerRelay(req, res, own, {
      failedBeforeAnswer: (error: NodeJS.ErrnoException) => {
        if (res.destroyed) return;
        // A kept-alive connection PostgREST had already closed: nothing was processed, so the
        // request goes once more on a fresh connection.
        if (!retried && STALE_CONNECTION_ERRORS.has(error.code ?? '')) {
          forward(req, res, upstreamPath, headers, body, true, own);
          return;
        }
        // Connection refused or reset: PostgREST died or is restarting.
        unavailable(res, own);
      },
      unavailable: (r) => unavailable(r, own),
    });
    upstream().dispatch(
      { method: req.method ?? 'GET', path: upstreamPath, headers, body: body ?? null },
      relay,
    );
  };

  const handle = (
    req: IncomingMessage,
    res: ServerResponse,
    upstreamPath: string,
    authorization: string,
    /** The gateway's own headers, to send with every answer (see `RouteOptions.deferHeaders`). */
    own: readonly string[] = [],
  ): void => {
    if (declaredTooLarge(req, opts.bodyLimit)) {
      req.resume();
      tooLarge(res, own, new PayloadTooLargeError(opts.bodyLimit));
      return;
    }
    const queryAt = upstreamPath.indexOf('?');
    if (queryAt !== -1 && !isWellEncodedQuery(upstreamPath.slice(queryAt + 1))) {
      req.resume();
      malformed(res, own, 'PGRST100', 'The query string is not valid percent-encoded UTF-8');
      return;
    }
    const headers = upstreamRequestHeaders(req.rawHeaders, [
      'Authorization',
      authorization,
      // Row-level rules (e.g. the contact form's per-address limit) read this: it must be the
      // client's real address, never what the client claims unless a trusted proxy said it.
      'X-Forwarded-For',
      clientIp(req, opts.trustProxy ?? false),
    ]);
    if (!Array.isArray(headers)) {
      req.resume();
      malformed(res, own, 'PGRST100', `The ${headers.unsafe} header may hold printable ASCII only`);
      return;
    }
    if (!opts.upstreamUp()) {
      req.resume();
      unavailable(res, own);
      return;
    }

    if (req.method === 'GET' || req.method === 'HEAD') {
      // A body on a read is ignored; announcing one would leave PostgREST waiting for it.
      req.resume();
      forward(req, res, upstreamPath, headers, undefined, false, own);
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
            own,
            'PGRST102',
            'The request body must be a JSON object or a non-empty array of objects',
          );
          return;
        }
        forward(req, res, upstreamPath, headers, body, false, own);
      },
      (error: unknown) => {
        if (error instanceof PayloadTooLargeError) tooLarge(res, own, error);
        // The client went away mid-upload: nobody is left to answer.
        else res.destroy();
      },
    );
  };

  return { handle, close: () => pool?.destroy().catch(() => undefined) };
}
