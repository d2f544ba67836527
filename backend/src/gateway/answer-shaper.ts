import { answerHeaderList } from './header-list';

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
export const mayHaveBody = (method: string | undefined, status: number) =>
  method !== 'HEAD' && status !== 204 && status !== 304 && status >= 200;

/** PostgREST's answer headers (lower-case names), minus hop-by-hop ones. */
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

/** Where a shaped answer goes: a Node response, or a client socket written directly. */
export interface AnswerSink {
  /** The client's request method (HEAD answers carry no body). */
  readonly method: string;
  writeHead(status: number, list: string[], contentLength: string | undefined): void;
  /** False when the client is behind: wait for `onceDrained`. */
  write(chunk: Buffer): boolean;
  onceDrained(resume: () => void): void;
  end(body?: Buffer): void;
  /** Cuts the client's connection, so it cannot take a partial answer for a whole one. */
  destroy(): void;
  /** Answers the 503 a client retries, instead of PostgREST's answer. */
  unavailable(): void;
}

/**
 * PostgREST's answer as the client gets it: small answers whole, with a length; larger ones
 * streamed, with PostgREST paused while the client catches up. A lost database connection becomes
 * a 503, a statement timeout a 504, and the gateway's own headers (`own`) go out with PostgREST's.
 */
export class AnswerShaper {
  private status = 502;
  private headers: Record<string, string | string[]> = {};
  private chunks: Buffer[] = [];
  private size = 0;
  private streaming = false;
  /** Whether PostgREST began to answer: after that, a failure can only cut the connection. */
  answered = false;

  constructor(
    private readonly sink: AnswerSink,
    private readonly own: readonly string[],
  ) {}

  start(statusCode: number, headers: Record<string, string | string[] | undefined>): void {
    this.answered = true;
    this.status = statusCode;
    this.headers = downstreamHeaders(headers);
    // PostgREST answers 503 while it reconnects to the database; say when to come back.
    if (statusCode === 503 && !this.headers['retry-after']) this.headers['retry-after'] = '1';
    const declared = this.headers['content-length'];
    if (typeof declared === 'string' && Number(declared) > COLLECTED_BYTES) this.startStream();
  }

  /** `source` (PostgREST's side) is paused while the client is behind, and resumed after. */
  data(chunk: Buffer, source: { pause(): unknown; resume(): unknown }): void {
    if (!this.streaming) {
      this.chunks.push(chunk);
      this.size += chunk.length;
      if (this.size <= COLLECTED_BYTES) return;
      this.startStream();
      chunk = this.chunks.length === 1 ? this.chunks[0]! : Buffer.concat(this.chunks);
      this.chunks = [];
    }
    if (!this.sink.write(chunk)) {
      source.pause();
      this.sink.onceDrained(() => source.resume());
    }
  }

  end(): void {
    if (this.streaming) {
      this.sink.end();
      return;
    }
    const body = this.chunks.length === 1 ? this.chunks[0]! : Buffer.concat(this.chunks, this.size);
    if (isLostConnectionError(this.status, body)) {
      this.sink.unavailable();
      return;
    }
    if (isStatementTimeout(this.status, body)) this.status = 504;
    if (this.headers['content-length'] === undefined && mayHaveBody(this.sink.method, this.status))
      this.headers['content-length'] = String(this.size);
    this.writeHead();
    this.sink.end(body);
  }

  private startStream(): void {
    this.streaming = true;
    this.writeHead();
  }

  private writeHead(): void {
    const length = this.headers['content-length'];
    this.sink.writeHead(
      this.status,
      answerHeaderList(this.own, this.headers),
      typeof length === 'string' ? length : undefined,
    );
  }
}
