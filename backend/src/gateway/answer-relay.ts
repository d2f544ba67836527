import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Dispatcher } from 'undici';
import { answerHeaderList, writeHeadFromList } from './header-list';

/** Headers that describe one hop of the connection and must not be forwarded. */
export const HOP_BY_HOP = new Set([
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

/** Longer 400s are real refusals and are passed through as they are. */
const SHORT_ERROR_BYTES = 512;

/**
 * Answers up to this size are collected and sent in one piece with a length. PostgREST sends
 * them chunked; relaying each chunk as it comes costs a write and the chunk framing on every
 * small read. Larger answers are streamed.
 */
const COLLECTED_BYTES = 64 * 1024;

/**
 * PostgREST echoes the query string in `Content-Location`; a long filter would make the answer's
 * headers too large for many clients (Node's own 16 KiB limit among them) to read it at all.
 */
const MAX_ECHOED_LOCATION = 4096;

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

/**
 * PostgREST answers a statement cancelled by `statement_timeout` (SQLSTATE 57014) with a 500,
 * as if the server had failed. The request was simply too slow for the database's limit: a 504
 * says that, and the body (code, message) passes on unchanged.
 */
function isStatementTimeout(status: number, body: Buffer): boolean {
  if (status !== 500 || body.length >= SHORT_ERROR_BYTES) return false;
  try {
    return (JSON.parse(body.toString('utf8')) as { code?: unknown }).code === '57014';
  } catch {
    return false;
  }
}

/** Whether an answer to this request with this status may carry a body (and so a length). */
const mayHaveBody = (method: string | undefined, status: number) =>
  method !== 'HEAD' && status !== 204 && status !== 304 && status >= 200;

/** PostgREST's answer headers, minus hop-by-hop ones, ready for `writeHead`. */
function downstreamHeaders(
  headers: Record<string, string | string[] | undefined>,
): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const name in headers) {
    const value = headers[name];
    if (value !== undefined && !HOP_BY_HOP.has(name)) out[name] = value;
  }
  if (typeof out['content-location'] === 'string') {
    if (out['content-location'].length > MAX_ECHOED_LOCATION) delete out['content-location'];
  }
  return out;
}

export interface AnswerRelayHooks {
  /** PostgREST could not be reached, or dropped the connection before answering. */
  failedBeforeAnswer(error: Error): void;
  /** The answer to send instead of PostgREST's: it lost its database mid-statement. */
  unavailable(res: ServerResponse): void;
}

/**
 * Relays PostgREST's answer to the client as undici hands it over: small answers whole, with a
 * length; larger ones streamed, with PostgREST paused while the client catches up. A client that
 * leaves aborts the upstream request.
 */
export class AnswerRelay implements Dispatcher.DispatchHandler {
  private controller: Dispatcher.DispatchController | undefined;
  private status = 502;
  private headers: Record<string, string | string[]> = {};
  private chunks: Buffer[] = [];
  private size = 0;
  private streaming = false;
  private answered = false;

  constructor(
    private readonly req: IncomingMessage,
    private readonly res: ServerResponse,
    /** The gateway's own headers, not yet on `res`: written with PostgREST's in one list. */
    private readonly own: readonly string[],
    private readonly hooks: AnswerRelayHooks,
  ) {
    res.once('close', () => {
      if (!res.writableFinished) this.controller?.abort(new Error('the client went away'));
    });
  }

  onRequestStart(controller: Dispatcher.DispatchController): void {
    this.controller = controller;
    if (this.res.destroyed) controller.abort(new Error('the client went away'));
  }

  onResponseStart(
    _controller: Dispatcher.DispatchController,
    statusCode: number,
    headers: Record<string, string | string[] | undefined>,
  ): void {
    this.answered = true;
    this.status = statusCode;
    this.headers = downstreamHeaders(headers);
    // PostgREST answers 503 while it reconnects to the database; say when to come back.
    if (statusCode === 503 && !this.headers['retry-after']) this.headers['retry-after'] = '1';
    const declared = this.headers['content-length'];
    if (typeof declared === 'string' && Number(declared) > COLLECTED_BYTES) this.startStream();
  }

  onResponseData(controller: Dispatcher.DispatchController, chunk: Buffer): void {
    if (!this.streaming) {
      this.chunks.push(chunk);
      this.size += chunk.length;
      if (this.size <= COLLECTED_BYTES) return;
      this.startStream();
      chunk = this.chunks.length === 1 ? this.chunks[0]! : Buffer.concat(this.chunks);
      this.chunks = [];
    }
    if (!this.res.write(chunk)) {
      controller.pause();
      this.res.once('drain', () => controller.resume());
    }
  }

  onResponseEnd(): void {
    if (this.streaming) {
      this.res.end();
      return;
    }
    const body = this.chunks.length === 1 ? this.chunks[0]! : Buffer.concat(this.chunks, this.size);
    if (isLostConnectionError(this.status, body)) {
      this.hooks.unavailable(this.res);
      return;
    }
    if (isStatementTimeout(this.status, body)) this.status = 504;
    if (this.headers['content-length'] === undefined && mayHaveBody(this.req.method, this.status))
      this.headers['content-length'] = String(this.size);
    this.writeHead();
    this.res.end(body);
  }

  onResponseError(_controller: Dispatcher.DispatchController, error: Error): void {
    // Cut while the answer was being relayed: the client's connection is cut too, so it cannot
    // take a partial answer for a whole one.
    if (this.answered || this.res.headersSent) this.res.destroy();
    else this.hooks.failedBeforeAnswer(error);
  }

  private startStream(): void {
    this.streaming = true;
    this.writeHead();
  }

  private writeHead(): void {
    const length = this.headers['content-length'];
    writeHeadFromList(
      this.res,
      this.status,
      answerHeaderList(this.own, this.headers),
      typeof length === 'string' ? length : undefined,
    );
  }
}
