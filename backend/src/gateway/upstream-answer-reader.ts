import { UPSTREAM_MAX_HEADER_BYTES } from './rest-proxy';

/**
 * Reads PostgREST's answers off a raw connection as they arrive: the status line and headers,
 * then the body as framed by Content-Length or chunked transfer coding (decoded here), or up to
 * the connection's end when neither is given. It knows where each answer ends, so the connection
 * can carry the next request.
 */

export interface AnswerEvents {
  answerHead(status: number, headers: Record<string, string | string[]>): void;
  answerData(chunk: Buffer): void;
  /** `reusable`: the connection may carry another request. */
  answerEnd(reusable: boolean): void;
}

const CRLF_CRLF = Buffer.from('\r\n\r\n');

export class UpstreamAnswerError extends Error {}

type State =
  'head' | 'length' | 'chunk-size' | 'chunk-data' | 'chunk-end' | 'trailers' | 'to-close' | 'done';

export class UpstreamAnswerReader {
  private state: State = 'head';
  private pending: Buffer | undefined;
  /** Bytes left of a Content-Length body or of the current chunk. */
  private left = 0;
  private closeAfter = false;

  constructor(
    /** The request was HEAD: whatever the headers say, no body follows. */
    private readonly headRequest: boolean,
    private readonly events: AnswerEvents,
  ) {}

  /** Whether the answer was read to its end. */
  get done(): boolean {
    return this.state === 'done';
  }

  /** Feeds bytes from the connection; throws `UpstreamAnswerError` on a malformed answer. */
  push(chunk: Buffer): void {
    let buffer = this.pending ? Buffer.concat([this.pending, chunk]) : chunk;
    this.pending = undefined;
    while (buffer.length > 0 && this.state !== 'done') {
      const used = this.step(buffer);
      if (used === 0) {
        this.pending = buffer;
        if (this.state === 'head' && buffer.length > UPSTREAM_MAX_HEADER_BYTES)
          throw new UpstreamAnswerError('answer head too large');
        return;
      }
      buffer = buffer.subarray(used);
    }
    if (buffer.length > 0) throw new UpstreamAnswerError('bytes after the end of the answer');
  }

  /** The connection closed: an answer without a length ends here, any other is cut. */
  closed(): boolean {
    if (this.state === 'to-close') {
      this.state = 'done';
      this.events.answerEnd(false);
      return true;
    }
    return this.state === 'done';
  }

  /** Consumes what it can of `buffer`; 0 means more bytes are needed. */
  private step(buffer: Buffer): number {
    switch (this.state) {
      case 'head':
        return this.readHead(buffer);
      case 'length':
      case 'chunk-data': {
        const take = Math.min(this.left, buffer.length);
        this.events.answerData(buffer.subarray(0, take));
        this.left -= take;
        if (this.left === 0) {
          if (this.state === 'length') this.finish();
          else this.state = 'chunk-end';
        }
        return take;
      }
      case 'chunk-end': {
        if (buffer.length < 2) return 0;
        if (buffer[0] !== 0x0d || buffer[1] !== 0x0a)
          throw new UpstreamAnswerError('bad chunk end');
        this.state = 'chunk-size';
        return 2;
      }
      case 'chunk-size': {
        const lineEnd = buffer.indexOf('\r\n');
        if (lineEnd === -1) {
          if (buffer.length > 1024) throw new UpstreamAnswerError('bad chunk size');
          return 0;
        }
        // Chunk extensions (`;name=value`) carry nothing a client of PostgREST needs.
        const sizeText = buffer.toString('latin1', 0, lineEnd).split(';')[0]!.trim();
        if (!/^[0-9a-fA-F]{1,8}$/.test(sizeText)) throw new UpstreamAnswerError('bad chunk size');
        this.left = parseInt(sizeText, 16);
        this.state = this.left === 0 ? 'trailers' : 'chunk-data';
        return lineEnd + 2;
      }
      case 'trailers': {
        // Trailers are dropped; the empty line ends the answer.
        const lineEnd = buffer.indexOf('\r\n');
        if (lineEnd === -1) return 0;
        if (lineEnd === 0) this.finish();
        return lineEnd + 2;
      }
      case 'to-close':
        this.events.answerData(buffer);
        return buffer.length;
      default:
        return 0;
    }
  }

  private readHead(buffer: Buffer): number {
    const end = buffer.indexOf(CRLF_CRLF);
    if (end === -1) return 0;
    const lines = buffer.toString('latin1', 0, end).split('\r\n');
    const status = /^HTTP\/1\.[01] (\d{3})(?: |$)/.exec(lines[0]!);
    if (!status) throw new UpstreamAnswerError('bad status line');
    const code = Number(status[1]);
    const headers: Record<string, string | string[]> = {};
    for (let i = 1; i < lines.length; i++) {
      const line = lines[i]!;
      const colon = line.indexOf(':');
      if (colon <= 0) throw new UpstreamAnswerError('bad header line');
      const name = line.slice(0, colon).toLowerCase();
      const value = line.slice(colon + 1).trim();
      const known = headers[name];
      if (known === undefined) headers[name] = value;
      else if (typeof known === 'string') headers[name] = [known, value];
      else known.push(value);
    }
    // An interim answer (100 Continue) is no answer to relay: the real one follows.
    if (code >= 100 && code < 200) return end + 4;
    this.events.answerHead(code, headers);
    const connection = headers.connection;
    this.closeAfter = typeof connection === 'string' && /\bclose\b/i.test(connection);
    const coding = headers['transfer-encoding'];
    const length = headers['content-length'];
    if (this.headRequest || code === 204 || code === 304) this.finish();
    else if (coding !== undefined) {
      if (typeof coding !== 'string' || !/^chunked$/i.test(coding.trim()))
        throw new UpstreamAnswerError('unsupported transfer coding');
      this.state = 'chunk-size';
    } else if (length !== undefined) {
      if (typeof length !== 'string' || !/^\d{1,15}$/.test(length))
        throw new UpstreamAnswerError('bad content length');
      this.left = Number(length);
      if (this.left === 0) this.finish();
      else this.state = 'length';
    } else {
      this.state = 'to-close';
      this.closeAfter = true;
    }
    return end + 4;
  }

  private finish(): void {
    this.state = 'done';
    this.events.answerEnd(!this.closeAfter);
  }
}
