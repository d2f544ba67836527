import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { Logger } from '../lib/logger';
import { nextRequestId } from '../lib/request-scope';
import { AnswerShaper, mayHaveBody, type AnswerSink } from './answer-shaper';
import { clientIp } from './client-ip';
import { CORS_HEADER_LIST } from './cors';
import type { RequestHead } from './http1-request-head';
import { requestLogLine } from './request-log';
import { UNAVAILABLE_BODY, upstreamRequestHeaders } from './rest-proxy';
import { securityHeaderList } from './security-headers';
import {
  UpstreamAnswerError,
  UpstreamAnswerReader,
  type AnswerEvents,
} from './upstream-answer-reader';
import type { LinkUser, UpstreamLink, UpstreamLinks } from './upstream-links';

/** The client's side of an exchange: its socket, and what to call once the answer is written. */
export interface LaneClient {
  readonly socket: Socket;
  done(): void;
}

export interface ExchangeSettings {
  links: UpstreamLinks;
  tls: boolean;
  trustProxy: boolean;
  /** Set when requests are logged. */
  log: Logger | undefined;
}

/** How the lane forwards a request. */
export interface LaneRoute {
  upstreamPath: string;
  authorization: string;
}

/** As Node's server says it on kept-alive answers. */
export const KEEP_ALIVE_MS = 65_000;
const KEEP_ALIVE_HEADERS = `Connection: keep-alive\r\nKeep-Alive: timeout=${KEEP_ALIVE_MS / 1000}\r\n`;
const LAST_CHUNK = Buffer.from('0\r\n\r\n');
const CRLF = Buffer.from('\r\n');

let cachedDate = '';
let cachedDateAt = 0;
/** The Date header's value, rebuilt once a second as Node's server does. */
const httpDate = (): string => {
  const now = Date.now();
  if (now - cachedDateAt >= 1000) {
    cachedDate = new Date(now).toUTCString();
    cachedDateAt = now - (now % 1000);
  }
  return cachedDate;
};

/**
 * One request of the fast lane, from the client's head to the last byte of PostgREST's answer.
 * It is the answer's sink (`AnswerShaper` writes through it) and the reader's listener: one
 * object per request instead of a dozen closures.
 */
export class LaneExchange implements AnswerSink, AnswerEvents, LinkUser {
  readonly method: RequestHead['method'];
  private readonly requestId = nextRequestId();
  private readonly startedAt: bigint;
  private readonly own: string[];
  /** The request line, and the headers after Host (which depends on where PostgREST is). */
  private readonly requestLine: string;
  private readonly requestHeaders: string;
  private link: UpstreamLink | undefined;
  private reused = false;
  private retried = false;
  private shaper!: AnswerShaper;
  private reader!: UpstreamAnswerReader;
  private ended = false;
  private reusable = false;
  private status = 0;
  private size: string | undefined;
  private pendingHead = '';
  private chunked = false;

  constructor(
    private readonly client: LaneClient,
    private readonly head: RequestHead,
    /** The head's headers by lower-case name, each sent once (the lane takes no repeats). */
    headers: Record<string, string>,
    route: LaneRoute,
    private readonly settings: ExchangeSettings,
  ) {
    this.method = head.method;
    this.startedAt = settings.log ? process.hrtime.bigint() : 0n;
    this.own = [
      'X-Request-Id',
      this.requestId,
      ...securityHeaderList({ headers }, settings.tls),
      ...CORS_HEADER_LIST,
    ];
    // The head's values are printable ASCII (`readRequestHead`), so none is refused here. The
    // Host header is set when the request is sent, since it depends on where PostgREST is.
    const forwarded = upstreamRequestHeaders(head.rawHeaders, [
      'Authorization',
      route.authorization,
      'X-Forwarded-For',
      clientIp({ headers, socket: client.socket }, settings.trustProxy),
    ]) as string[];
    let headerLines = '';
    for (let i = 0; i < forwarded.length; i += 2)
      headerLines += `${forwarded[i]}: ${forwarded[i + 1]}\r\n`;
    this.requestLine = `${head.method} ${route.upstreamPath} HTTP/1.1\r\n`;
    this.requestHeaders = `${headerLines}\r\n`;
    this.send();
  }

  /** The client went away: PostgREST's answer is no longer wanted. */
  clientGone(): void {
    if (this.link) {
      this.link.user = undefined;
      this.link.socket.destroy();
      this.link = undefined;
    }
  }

  private send(): void {
    const { link, reused } = this.settings.links.take(this);
    this.link = link;
    this.reused = reused;
    this.ended = false;
    this.shaper = new AnswerShaper(this, this.own);
    this.reader = new UpstreamAnswerReader(this.method === 'HEAD', this);
    link.socket.write(
      `${this.requestLine}Host: ${this.settings.links.host}\r\n${this.requestHeaders}`,
    );
  }

  // --- PostgREST's side (LinkUser, AnswerEvents)

  upstreamData(chunk: Buffer): void {
    try {
      this.reader.push(chunk);
    } catch (error) {
      if (!(error instanceof UpstreamAnswerError)) throw error;
      this.fail();
      return;
    }
    if (this.ended) this.complete();
  }

  upstreamClosed(): void {
    this.link = undefined;
    if (!this.ended && this.reader.closed()) this.ended = true;
    if (this.ended) this.complete();
    else this.fail();
  }

  answerHead(status: number, headers: Record<string, string | string[]>): void {
    this.shaper.start(status, headers);
  }

  answerData(chunk: Buffer): void {
    if (this.link) this.shaper.data(chunk, this.link.socket);
  }

  answerEnd(reusable: boolean): void {
    this.ended = true;
    this.reusable = reusable;
  }

  private complete(): void {
    if (this.link)
      this.settings.links.release(this.link, this.reusable && !this.client.socket.destroyed);
    this.link = undefined;
    this.shaper.end();
  }

  private fail(): void {
    if (this.link) this.settings.links.release(this.link, false);
    this.link = undefined;
    if (this.shaper.answered) {
      // Cut while the answer was being relayed: the client's connection is cut too, so it cannot
      // take a partial answer for a whole one.
      this.client.socket.destroy();
    } else if (!this.retried && this.reused) {
      // A kept-alive connection PostgREST had closed: nothing was processed, so the request goes
      // once more on a fresh connection.
      this.retried = true;
      this.send();
    } else {
      this.unavailable();
    }
  }

  // --- The client's side (AnswerSink)

  writeHead(status: number, list: string[], contentLength: string | undefined): void {
    this.status = status;
    this.size = contentLength;
    this.chunked = contentLength === undefined && mayHaveBody(this.method, status);
    let text = `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'unknown'}\r\n`;
    let dated = false;
    for (let i = 0; i < list.length; i += 2) {
      if (list[i] === 'date') dated = true;
      text += `${list[i]}: ${list[i + 1]}\r\n`;
    }
    if (!dated) text += `Date: ${httpDate()}\r\n`;
    if (this.chunked) text += 'Transfer-Encoding: chunked\r\n';
    this.pendingHead = `${text}${KEEP_ALIVE_HEADERS}\r\n`;
  }

  write(chunk: Buffer): boolean {
    return this.writeOut(chunk, false);
  }

  onceDrained(resume: () => void): void {
    this.client.socket.once('drain', resume);
  }

  end(body?: Buffer): void {
    this.writeOut(body, true);
    this.finish();
  }

  destroy(): void {
    this.client.socket.destroy();
  }

  unavailable(): void {
    const payload = Buffer.from(JSON.stringify(UNAVAILABLE_BODY));
    const length = String(payload.length);
    this.writeHead(
      503,
      [
        ...this.own,
        'Content-Type',
        'application/json; charset=utf-8',
        'Content-Length',
        length,
        'Retry-After',
        '1',
      ],
      length,
    );
    this.end(payload);
  }

  /**
   * Writes the head (once) and a piece of the body. A whole small answer goes out as one buffer
   * in one write; a streamed one is framed in chunks.
   */
  private writeOut(chunk: Buffer | undefined, last: boolean): boolean {
    const socket = this.client.socket;
    const head = this.pendingHead;
    this.pendingHead = '';
    if (!this.chunked) {
      if (!head) return chunk && chunk.length > 0 ? socket.write(chunk) : true;
      const headBytes = Buffer.byteLength(head, 'latin1');
      const out = Buffer.allocUnsafe(headBytes + (chunk?.length ?? 0));
      out.write(head, 0, 'latin1');
      chunk?.copy(out, headBytes);
      return socket.write(out);
    }
    let ok = true;
    socket.cork();
    if (head) socket.write(head, 'latin1');
    if (chunk && chunk.length > 0) {
      socket.write(`${chunk.length.toString(16)}\r\n`, 'latin1');
      socket.write(chunk);
      ok = socket.write(CRLF);
    }
    if (last) ok = socket.write(LAST_CHUNK);
    socket.uncork();
    return ok;
  }

  private finish(): void {
    const log = this.settings.log;
    if (log) {
      log.info(
        requestLogLine(
          this.requestId,
          this.client.socket.remoteAddress ?? '-',
          this.method,
          this.head.target.split('?')[0]!,
          this.status,
          this.startedAt,
          this.size,
        ),
      );
    }
    this.client.done();
  }
}
