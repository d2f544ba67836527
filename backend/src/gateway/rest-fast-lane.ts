import type { Socket } from 'node:net';
import type { Logger } from '../lib/logger';
import type { PostgrestAddress } from '../postgrest/postgrest-socket';
import { readRequestHead, type RequestHead } from './http1-request-head';
import {
  KEEP_ALIVE_MS,
  LaneExchange,
  type ExchangeSettings,
  type LaneClient,
  type LaneRoute,
} from './lane-exchange';
import { isWellEncodedQuery } from './query-encoding';
import { UpstreamLinks } from './upstream-links';

export type { LaneRoute } from './lane-exchange';

/**
 * The REST fast lane: plain reads of /rest/v1 served straight off the client's socket.
 *
 * Node's HTTP server and client cost the gateway about 150 µs of CPU per proxied read (request
 * and response objects on each side, header maps, stream plumbing): as much again as copying the
 * bytes. On a machine that also runs PostgREST and PostgreSQL that is a sixth of the throughput.
 * The lane reads the request head itself, forwards it over a kept-alive raw connection to
 * PostgREST, and writes the answer back with the gateway's headers, shaped exactly as the proxy
 * shapes it (`AnswerShaper`).
 *
 * It takes only what it can read beyond doubt: GET and HEAD without a body, in strict HTTP/1.1
 * (`readRequestHead`), with a valid API key and nothing the proxy would refuse. Anything else
 * hands the connection, from that request on, to Node's HTTP server, which serves it as it would
 * have from the start: the lane is a shortcut, never a second set of rules.
 */

export interface LaneRequest {
  head: RequestHead;
  /** Lower-case names; a repeated header makes the request the server's, so values are single. */
  headers: Record<string, string>;
  /** Path below the prefix, still percent-encoded. */
  rawPath: string;
  rawQuery: string;
}

export interface FastLaneOptions {
  /** The route's path prefix, e.g. `/rest/v1`. */
  prefix: string;
  /** How to forward a request, or undefined to leave it to Node's HTTP server. */
  route(request: LaneRequest): LaneRoute | undefined;
  upstream: () => PostgrestAddress;
  upstreamUp: () => boolean;
  trustProxy: boolean;
  tls: boolean;
  log: Logger;
}

export interface FastLane {
  /** Serves `socket` for as long as its requests are the lane's; then calls `handOff`. */
  accept(socket: Socket, handOff: () => void): void;
  /** Ends connections that wait for a request (shutdown). */
  closeIdle(): void;
  destroyAll(): void;
  /** Closes the connections to PostgREST. */
  close(): void;
  /** Requests the lane served, and connections it handed to Node's HTTP server. */
  stats(): { served: number; handedOver: number };
}

/** Node's own limit on a request head; a longer one goes to Node, which refuses it. */
const MAX_HEAD_BYTES = 16 * 1024;
/** As Node's server: a request head must be complete within this. */
const HEAD_TIMEOUT_MS = 66_000;
const CRLF_CRLF = Buffer.from('\r\n\r\n');

/** Headers whose presence means a request the lane does not take (a body, an upgrade...). */
const NOT_FOR_THE_LANE = new Set(['transfer-encoding', 'expect', 'upgrade']);

export function createFastLane(opts: FastLaneOptions): FastLane {
  const links = new UpstreamLinks(opts.upstream);
  const settings: ExchangeSettings = {
    links,
    tls: opts.tls,
    trustProxy: opts.trustProxy,
    log: opts.log.enabled('info') ? opts.log : undefined,
  };
  const connections = new Set<LaneConnection>();
  const counts = { served: 0, handedOver: 0 };
  const prefix = `${opts.prefix}/`;

  /** The request as the lane forwards it, or undefined when Node's server is to take it. */
  const routeFor = (
    head: RequestHead,
  ): { headers: Record<string, string>; route: LaneRoute } | undefined => {
    if (!head.target.startsWith(prefix)) return undefined;
    const headers: Record<string, string> = {};
    for (let i = 0; i < head.rawHeaders.length; i += 2) {
      const name = head.rawHeaders[i]!.toLowerCase();
      // Node reads repeated headers its own way (some joined, some first-wins): left to it.
      if (name in headers || NOT_FOR_THE_LANE.has(name)) return undefined;
      headers[name] = head.rawHeaders[i + 1]!;
    }
    if (headers.host === undefined) return undefined;
    const length = headers['content-length'];
    if (length !== undefined && length !== '0') return undefined;
    const connection = headers.connection;
    if (connection !== undefined && connection.toLowerCase() !== 'keep-alive') return undefined;
    const queryAt = head.target.indexOf('?');
    const path = queryAt === -1 ? head.target : head.target.slice(0, queryAt);
    // A percent-encoded path is matched to its route only once decoded: Node's server does that.
    if (path.includes('%')) return undefined;
    const rawQuery = queryAt === -1 ? '' : head.target.slice(queryAt + 1);
    if (!isWellEncodedQuery(rawQuery) || !opts.upstreamUp()) return undefined;
    const route = opts.route({ head, headers, rawPath: path.slice(opts.prefix.length), rawQuery });
    return route && { headers, route };
  };

  /** A client connection while the lane reads it. */
  class LaneConnection implements LaneClient {
    private buffered: Buffer | undefined;
    private exchange: LaneExchange | undefined;
    private headTimer: NodeJS.Timeout | undefined;

    constructor(
      readonly socket: Socket,
      private readonly handOff: () => void,
    ) {
      connections.add(this);
      socket.setNoDelay(true);
      socket.setTimeout(KEEP_ALIVE_MS);
      socket.on('data', this.onData);
      socket.on('timeout', this.onTimeout);
      socket.on('end', this.onEnd);
      socket.on('error', this.onError);
      socket.on('close', this.onClose);
    }

    get idle(): boolean {
      return !this.exchange && !this.buffered;
    }

    private readonly onData = (chunk: Buffer): void => {
      this.buffered = this.buffered ? Buffer.concat([this.buffered, chunk]) : chunk;
      if (this.exchange) {
        // Requests sent ahead of their turn wait; past a head's worth, the client waits too.
        if (this.buffered.length > MAX_HEAD_BYTES) this.socket.pause();
        return;
      }
      this.next();
    };

    private readonly onTimeout = (): void => {
      if (!this.exchange) this.socket.destroy();
    };

    private readonly onEnd = (): void => {
      // As Node's server does: a client that stops sending has left, and a request in flight
      // for it is dropped rather than left to keep PostgREST busy.
      this.exchange?.clientGone();
      this.exchange = undefined;
      this.buffered = undefined;
      this.socket.end();
    };

    private readonly onError = (): void => undefined;

    private readonly onClose = (): void => {
      connections.delete(this);
      clearTimeout(this.headTimer);
      this.exchange?.clientGone();
    };

    /** Serves the requests buffered so far, one at a time, or hands the connection over. */
    next(): void {
      while (!this.exchange && this.buffered && !this.socket.destroyed) {
        const buffered = this.buffered;
        const end = buffered.indexOf(CRLF_CRLF);
        if (end === -1 || end > MAX_HEAD_BYTES) {
          if (buffered.length > MAX_HEAD_BYTES) this.handOver();
          else this.headTimer ??= setTimeout(() => this.socket.destroy(), HEAD_TIMEOUT_MS);
          return;
        }
        const head = readRequestHead(buffered, end);
        const forward = head && routeFor(head);
        if (!head || !forward) {
          this.handOver();
          return;
        }
        clearTimeout(this.headTimer);
        this.headTimer = undefined;
        this.buffered = end + 4 < buffered.length ? buffered.subarray(end + 4) : undefined;
        counts.served++;
        this.exchange = new LaneExchange(this, head, forward.headers, forward.route, settings);
      }
    }

    /** The answer is written: the connection takes its next request. */
    done(): void {
      this.exchange = undefined;
      if (this.socket.isPaused()) this.socket.resume();
      this.next();
    }

    /** From this request on, Node's HTTP server reads the connection. */
    private handOver(): void {
      counts.handedOver++;
      connections.delete(this);
      clearTimeout(this.headTimer);
      const socket = this.socket;
      socket.off('data', this.onData);
      socket.off('timeout', this.onTimeout);
      socket.off('end', this.onEnd);
      socket.off('error', this.onError);
      socket.off('close', this.onClose);
      socket.setTimeout(0);
      const rest = this.buffered;
      this.buffered = undefined;
      this.handOff();
      // Node's server reads the socket's handle directly from here on; what the lane has read
      // already goes to it first, synchronously, so that no later bytes can overtake it.
      if (rest) socket.emit('data', rest);
    }
  }

  return {
    accept: (socket, handOff) => {
      new LaneConnection(socket, handOff);
    },
    closeIdle: () => {
      for (const conn of connections) if (conn.idle) conn.socket.end();
    },
    destroyAll: () => {
      for (const conn of connections) conn.socket.destroy();
      links.destroyAll();
    },
    close: () => links.destroyAll(),
    stats: () => ({ ...counts }),
  };
}
