import { request } from 'node:http';
import { connect } from 'node:net';
import { ANSWER_TIMEOUT_MS } from './fuzz-settings';

/**
 * One generated request. `target` is the request target exactly as sent (path and query, may hold
 * raw bytes 0x80-0xff as latin1 characters, i.e. invalid UTF-8); headers may repeat.
 */
export interface FuzzRequest {
  method: string;
  target: string;
  headers: [string, string][];
  body?: Buffer;
  /** Sent with Transfer-Encoding: chunked instead of a Content-Length. */
  chunked?: boolean;
  /** Who is asking, for the report: none, anon, user, garbage... */
  credential: string;
  /** The body is larger than the route accepts: the server may close the upload after its 413. */
  oversized?: boolean;
}

export type Outcome =
  | { kind: 'answered'; status: number; body: string }
  | { kind: 'dropped'; error: string }
  | { kind: 'hung' };

const preview = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}…` : text);

/** Sends a request from `localAddress` with node:http, which leaves path, headers and body as given. */
export function send(baseUrl: string, req: FuzzRequest, localAddress: string): Promise<Outcome> {
  const url = new URL(baseUrl);
  return new Promise<Outcome>((resolveOutcome) => {
    let settled = false;
    const settle = (outcome: Outcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolveOutcome(outcome);
    };
    const timer = setTimeout(() => {
      settle({ kind: 'hung' });
      outgoing.destroy();
    }, ANSWER_TIMEOUT_MS);
    const headers = req.headers.flat();
    // Raw header lists get no Host from node:http; a request without one never reaches a route.
    if (!req.headers.some(([name]) => name.toLowerCase() === 'host'))
      headers.push('host', url.host);
    // Framing is declared explicitly: node:http would send a DELETE's or OPTIONS' body unframed.
    if (req.body && !req.chunked) headers.push('content-length', String(req.body.length));
    if (req.body && req.chunked) headers.push('transfer-encoding', 'chunked');
    let outgoing: ReturnType<typeof request>;
    try {
      outgoing = request({
        host: url.hostname,
        port: url.port,
        method: req.method,
        path: req.target,
        headers,
        localAddress,
        agent: false,
      });
    } catch (error) {
      // node:http refuses a few shapes outright (e.g. a method with spaces): nothing was sent.
      clearTimeout(timer);
      resolveOutcome({ kind: 'answered', status: 400, body: `not sent: ${String(error)}` });
      return;
    }
    outgoing.on('response', (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        if (size < 4096) chunks.push(chunk);
        size += chunk.length;
      });
      const done = () =>
        settle({
          kind: 'answered',
          status: res.statusCode ?? 0,
          body: preview(Buffer.concat(chunks).toString('utf8')),
        });
      res.on('end', done);
      // A body cut short still came with a status line, which is what is judged.
      res.on('error', done);
      res.on('aborted', done);
    });
    outgoing.on('error', (error) => settle({ kind: 'dropped', error: error.message }));
    if (req.body) {
      if (req.chunked) {
        // Several chunks, so the server sees a streamed body of unknown length.
        const step = Math.max(1, Math.ceil(req.body.length / 4));
        for (let at = 0; at < req.body.length; at += step)
          outgoing.write(req.body.subarray(at, at + step));
        outgoing.end();
      } else outgoing.end(req.body);
    } else outgoing.end();
  });
}

/**
 * Writes bytes straight onto a socket, for what node:http will not send: broken framing, lying
 * Content-Length, invalid bytes in the request line. Returns the status line's code, if any came.
 */
export function sendRaw(
  baseUrl: string,
  bytes: Buffer,
  localAddress: string,
  waitMs = 1500,
): Promise<{ status: number | null; head: string }> {
  const url = new URL(baseUrl);
  return new Promise((resolveRaw) => {
    const received: Buffer[] = [];
    const socket = connect({ host: url.hostname, port: Number(url.port), localAddress });
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      const head = Buffer.concat(received).toString('latin1');
      const match = /^HTTP\/1\.[01] (\d{3})/.exec(head);
      resolveRaw({ status: match ? Number(match[1]) : null, head: preview(head) });
    };
    // A lying Content-Length leaves the server waiting for bytes that never come; that wait is
    // fine, so the socket is closed after a while and whatever arrived is judged.
    const timer = setTimeout(finish, waitMs);
    socket.on('data', (chunk: Buffer) => {
      received.push(chunk);
      if (/\r\n\r\n/.test(Buffer.concat(received).toString('latin1'))) finish();
    });
    socket.on('error', finish);
    socket.on('close', finish);
    socket.write(bytes);
  });
}
