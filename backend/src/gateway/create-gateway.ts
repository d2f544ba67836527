import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import type { Logger } from '../lib/logger';
import { discardRestOfBody } from './body-limit';
import { applyCors, CORS_HEADER_LIST, isPreflight } from './cors';
import { setHeaderList } from './header-list';
import { sendJson } from './http-json';
import { nextRequestId, requestScope, type RequestScope } from '../lib/request-scope';
import { failRequest } from './fail-request';
import type { FastLane } from './rest-fast-lane';
import { startRequestLog } from './request-log';
import { applySecurityHeaders, securityHeaderList } from './security-headers';

export interface RouteContext {
  /** Path below the route's prefix, always starting with `/` (or empty). */
  subPath: string;
  /** Path below the prefix exactly as received (still percent-encoded), for proxying. */
  rawSubPath: string;
  /** The query string exactly as received, without the `?`. */
  rawQuery: string;
  query: URLSearchParams;
  /**
   * For a route added with `deferHeaders`: the gateway's own answer headers (request id,
   * security, CORS), not yet set on `res`, for the handler to write with its answer.
   */
  ownHeaders?: readonly string[];
}

export interface RouteOptions {
  /**
   * The gateway's own headers are handed to the handler (`ctx.ownHeaders`) instead of being set
   * on the response, so that a hot path (the REST proxy) can write them all in one list. The
   * handler must send them with every answer; the gateway does so itself if the handler throws.
   */
  deferHeaders?: boolean;
}

export type RouteHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  ctx: RouteContext,
) => Promise<void> | void;
export type UpgradeHandler = (req: IncomingMessage, socket: Duplex, head: Buffer) => void;
export type FallbackHandler = (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;

export interface Gateway {
  server: Server;
  /** Routes are matched in the order they are added. */
  route(prefix: string, handler: RouteHandler, options?: RouteOptions): void;
  /** Registers a WebSocket upgrade handler for a path prefix (e.g. `/realtime/v1`). */
  upgrade(prefix: string, handler: UpgradeHandler): void;
  /** Handles whatever no route claimed (the static front ends). */
  fallback(handler: FallbackHandler): void;
  /**
   * Lets `lane` read each new connection first; whatever it does not serve itself it hands to
   * the HTTP server, which then routes as usual.
   */
  fastLane(lane: FastLane): void;
  listen(port: number, host: string): Promise<number>;
  /** Stops accepting connections and waits for requests in flight (at most `graceMs`). */
  close(graceMs?: number): Promise<void>;
}

const matches = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

export function createGateway(opts: { log: Logger; tls: boolean }): Gateway {
  const routes: { prefix: string; handler: RouteHandler; deferHeaders: boolean }[] = [];
  const upgrades: { prefix: string; handler: UpgradeHandler }[] = [];
  let fallback: FallbackHandler | undefined;
  let lane: FastLane | undefined;

  const logEnabled = opts.log.enabled('info');

  const findRoute = (path: string) => {
    for (const route of routes) if (matches(path, route.prefix)) return route;
    return undefined;
  };

  /** The gateway's own headers of one request, while a handler has them to send. */
  interface Deferred {
    headers: readonly string[] | undefined;
  }

  /** A failure is answered by the gateway, with its own headers even if they were deferred. */
  const failWithHeaders = (
    res: ServerResponse,
    deferred: Deferred,
    requestId: string,
    error: unknown,
    log: (message: string) => void,
  ) => {
    if (deferred.headers) setHeaderList(res, deferred.headers);
    failRequest(res, requestId, error, log);
  };

  const reportFailure = (
    req: IncomingMessage,
    res: ServerResponse,
    requestId: string,
    deferred: Deferred,
    path: string,
    error: unknown,
  ) =>
    failWithHeaders(res, deferred, requestId, error, (message) =>
      opts.log.error(`request ${requestId} ${req.method} ${path}: ${message}`),
    );

  const answerUnrouted = async (req: IncomingMessage, res: ServerResponse, path: string) => {
    if (fallback && (await fallback(req, res))) return;
    sendJson(res, 404, { code: 'not_found', message: `No route for ${req.method} ${path}` });
  };

  const handle = (
    req: IncomingMessage,
    res: ServerResponse,
    requestId: string,
    deferred: Deferred,
  ): void => {
    // A handler that answered without reading the whole body (refused as too large, say) leaves
    // the rest in the connection; unread, it would wedge the next request kept alive on it.
    res.once('finish', () => {
      if (!req.complete) discardRestOfBody(req);
    });
    if (logEnabled) {
      const entry = startRequestLog(req, requestId);
      res.once('finish', () => entry.finish(opts.log, res));
    }
    // Split by hand: this runs for every proxied request and URL parsing is comparatively slow.
    const target = req.url ?? '/';
    const queryAt = target.indexOf('?');
    const rawPath = queryAt === -1 ? target : target.slice(0, queryAt);
    const rawQuery = queryAt === -1 ? '' : target.slice(queryAt + 1);
    let path: string | undefined;
    try {
      path = rawPath.includes('%') ? decodeURIComponent(rawPath) : rawPath;
    } catch {
      // Left undefined: answered below, once the headers are set.
    }
    const route = path?.startsWith('/') ? findRoute(path) : undefined;
    if (route?.deferHeaders && !isPreflight(req)) {
      deferred.headers = [
        'X-Request-Id',
        requestId,
        ...securityHeaderList(req, opts.tls),
        ...CORS_HEADER_LIST,
      ];
    } else {
      res.setHeader('X-Request-Id', requestId);
      applySecurityHeaders(req, res, opts.tls);
    }
    if (path === undefined || !path.startsWith('/')) {
      sendJson(res, 400, { code: 'bad_request', message: 'Malformed request URL' });
      return;
    }
    try {
      if (route) {
        if (!deferred.headers && applyCors(req, res)) return;
        let query: URLSearchParams | undefined;
        const ctx: RouteContext = {
          subPath: path.slice(route.prefix.length),
          rawSubPath: rawPath.startsWith(route.prefix)
            ? rawPath.slice(route.prefix.length)
            : encodeURI(path.slice(route.prefix.length)),
          rawQuery,
          get query() {
            query ??= new URLSearchParams(rawQuery);
            return query;
          },
          ownHeaders: deferred.headers,
        };
        // Only a returned promise needs watching: a handler that answers through callbacks (the
        // REST proxy) returns nothing, and then no promise is made on its behalf at all.
        const pending = route.handler(req, res, ctx);
        if (pending)
          pending.catch((error: unknown) =>
            reportFailure(req, res, requestId, deferred, path, error),
          );
        return;
      }
      answerUnrouted(req, res, path).catch((error: unknown) =>
        reportFailure(req, res, requestId, deferred, path, error),
      );
    } catch (error) {
      reportFailure(req, res, requestId, deferred, path, error);
    }
  };

  const server = createServer(
    { keepAliveTimeout: 65_000, headersTimeout: 66_000, requestTimeout: 120_000 },
    (req, res) => {
      const id = nextRequestId();
      const url = req.url ?? '/';
      const queryAt = url.indexOf('?');
      const deferred: Deferred = { headers: undefined };
      const scope: RequestScope = {
        id,
        method: req.method ?? 'GET',
        path: queryAt === -1 ? url : url.slice(0, queryAt),
        fail: (error) => failWithHeaders(res, deferred, id, error, () => undefined),
      };
      requestScope.run(scope, () => {
        try {
          handle(req, res, id, deferred);
        } catch (error) {
          scope.fail(error);
        }
      });
    },
  );

  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const target = upgrades.find((u) => matches(path, u.prefix));
    if (!target) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    try {
      target.handler(req, socket, head);
    } catch (error) {
      opts.log.error(
        `upgrade ${path} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      socket.destroy();
    }
  });

  server.on('clientError', (_error, socket) => {
    if (socket.writable)
      socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
  });

  return {
    server,
    route: (prefix, handler, options) =>
      routes.push({ prefix, handler, deferHeaders: options?.deferHeaders ?? false }),
    upgrade: (prefix, handler) => upgrades.push({ prefix, handler }),
    fallback: (handler) => {
      fallback = handler;
    },
    fastLane: (fast) => {
      // The HTTP server's own listener is its only one: it runs when the lane hands a socket over.
      const [serveHttp] = server.listeners('connection') as ((socket: Socket) => void)[];
      if (!serveHttp || lane) throw new Error('the gateway has a fast lane already');
      lane = fast;
      server.removeAllListeners('connection');
      server.on('connection', (socket: Socket) =>
        fast.accept(socket, () => serveHttp.call(server, socket)),
      );
    },
    listen: (port, host) =>
      new Promise((resolveListen, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          const address = server.address();
          resolveListen(typeof address === 'object' && address ? address.port : port);
        });
      }),
    close: (graceMs = 10_000) =>
      new Promise<void>((resolveClose) => {
        if (!server.listening) return resolveClose();
        const force = setTimeout(() => {
          server.closeAllConnections();
          lane?.destroyAll();
        }, graceMs);
        // Kept-alive connections turn idle once their last response is sent; close them then.
        const sweep = setInterval(() => {
          server.closeIdleConnections();
          lane?.closeIdle();
        }, 50);
        server.close(() => {
          clearTimeout(force);
          clearInterval(sweep);
          resolveClose();
        });
        server.closeIdleConnections();
        lane?.closeIdle();
      }),
  };
}
