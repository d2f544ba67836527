/**
 * A strict reader of one HTTP/1.1 request head, for the REST fast lane. It accepts only what it
 * can read without doubt: a GET or HEAD in origin form, `HTTP/1.1`, CRLF line ends, token header
 * names directly followed by their colon, printable ASCII values, no folded lines. Anything else
 * (bodies, other versions, odd bytes) is left to Node's HTTP server, which reads the full grammar
 * and answers malformed requests: the lane never guesses where one request ends and the next
 * begins.
 */

export interface RequestHead {
  method: 'GET' | 'HEAD';
  /** The request target as sent: path and query, still percent-encoded. */
  target: string;
  /** Names as sent, values without surrounding whitespace: name, value, name, value... */
  rawHeaders: string[];
}

/** RFC 9110 token characters, for header names. */
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
/** Visible ASCII, for the request target. */
const TARGET = /^\/[\x21-\x7e]*$/;
/** Printable ASCII and tab, the only bytes PostgREST takes in a header value. */
const VALUE = /^[\t\x20-\x7e]*$/;

/**
 * Reads the head in `buffer` up to `end`, the offset of its closing CRLF CRLF. Undefined when the
 * head is not one the lane takes.
 */
export function readRequestHead(buffer: Buffer, end: number): RequestHead | undefined {
  // latin1 maps each byte to one character, so a byte above 0x7f stays visible to the checks.
  const lines = buffer.toString('latin1', 0, end).split('\r\n');
  const requestLine = lines[0]!;
  let method: RequestHead['method'];
  if (requestLine.startsWith('GET ')) method = 'GET';
  else if (requestLine.startsWith('HEAD ')) method = 'HEAD';
  else return undefined;
  if (!requestLine.endsWith(' HTTP/1.1')) return undefined;
  const target = requestLine.slice(method.length + 1, -' HTTP/1.1'.length);
  if (!TARGET.test(target)) return undefined;

  const rawHeaders: string[] = [];
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i]!;
    // A folded line starts with a space, and a bare CR or LF is no token or value byte: both
    // fail the checks below, so no reader can see a line end where this one saw none.
    const colon = line.indexOf(':');
    if (colon <= 0) return undefined;
    const name = line.slice(0, colon);
    if (!TOKEN.test(name)) return undefined;
    const value = line.slice(colon + 1).replace(/^[\t ]+|[\t ]+$/g, '');
    if (!VALUE.test(value)) return undefined;
    rawHeaders.push(name, value);
  }
  return { method, target, rawHeaders };
}
