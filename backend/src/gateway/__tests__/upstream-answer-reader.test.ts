import { UpstreamAnswerError, UpstreamAnswerReader } from '../upstream-answer-reader';

/** Feeds `bytes` in pieces of `step` and records what the reader reports. */
function readAll(bytes: string, opts: { step?: number; head?: boolean; close?: boolean } = {}) {
  const seen = {
    status: 0,
    headers: {} as Record<string, unknown>,
    body: '',
    ends: [] as boolean[],
  };
  const reader = new UpstreamAnswerReader(opts.head ?? false, {
    answerHead: (status, headers) => Object.assign(seen, { status, headers }),
    answerData: (chunk) => (seen.body += chunk.toString('latin1')),
    answerEnd: (reusable) => seen.ends.push(reusable),
  });
  const buffer = Buffer.from(bytes, 'latin1');
  const step = opts.step ?? buffer.length;
  for (let at = 0; at < buffer.length; at += step) reader.push(buffer.subarray(at, at + step));
  if (opts.close) reader.closed();
  return { ...seen, done: reader.done };
}

const chunked =
  'HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\nContent-Type: application/json\r\n' +
  'Set-Cookie: a=1\r\nSet-Cookie: b=2\r\n\r\n' +
  '5\r\n[{"id\r\na;ext=1\r\n":1},{"id"\r\n3\r\n:2}\r\n1\r\n]\r\n0\r\n\r\n';

describe('UpstreamAnswerReader', () => {
  it.each([1, 2, 7, 1000])(
    'decodes a chunked answer fed %i bytes at a time, and knows where it ends',
    (step) => {
      const seen = readAll(chunked, { step });
      expect(seen.status).toBe(200);
      expect(seen.headers['content-type']).toBe('application/json');
      expect(seen.headers['set-cookie']).toEqual(['a=1', 'b=2']);
      expect(seen.body).toBe('[{"id":1},{"id":2}]');
      expect(seen.ends).toEqual([true]);
      expect(seen.done).toBe(true);
    },
  );

  it('reads a body by its length, and none after HEAD, 204 or 304', () => {
    expect(readAll('HTTP/1.1 200 OK\r\nContent-Length: 4\r\n\r\nnull', { step: 3 }).body).toBe(
      'null',
    );
    expect(readAll('HTTP/1.1 200 OK\r\nContent-Length: 4\r\n\r\n', { head: true }).ends).toEqual([
      true,
    ]);
    expect(readAll('HTTP/1.1 204 No Content\r\n\r\n').ends).toEqual([true]);
    expect(readAll('HTTP/1.1 304 Not Modified\r\nContent-Length: 9\r\n\r\n').ends).toEqual([true]);
  });

  it('skips an interim 100 Continue', () => {
    expect(
      readAll('HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 201 Created\r\nContent-Length: 0\r\n\r\n')
        .status,
    ).toBe(201);
  });

  it('reads an answer without a length up to the close, and keeps no such connection', () => {
    const seen = readAll('HTTP/1.1 200 OK\r\n\r\nall of it', { close: true });
    expect(seen.body).toBe('all of it');
    expect(seen.ends).toEqual([false]);
    expect(
      readAll('HTTP/1.1 200 OK\r\nConnection: close\r\nContent-Length: 0\r\n\r\n').ends,
    ).toEqual([false]);
  });

  it('is not done while a chunked answer is cut short', () => {
    const seen = readAll(chunked.slice(0, -7), { close: true });
    expect(seen.done).toBe(false);
    expect(seen.ends).toEqual([]);
  });

  it.each([
    ['a bad status line', 'HTTP/1.1 OK\r\n\r\n'],
    ['a bad chunk size', 'HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n'],
    ['a bad chunk end', 'HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n1\r\nabc'],
    ['another transfer coding', 'HTTP/1.1 200 OK\r\nTransfer-Encoding: gzip\r\n\r\n'],
    ['a bad length', 'HTTP/1.1 200 OK\r\nContent-Length: -1\r\n\r\n'],
    ['bytes after the answer', 'HTTP/1.1 200 OK\r\nContent-Length: 1\r\n\r\nab'],
  ])('refuses %s', (_what, bytes) => {
    expect(() => readAll(bytes)).toThrow(UpstreamAnswerError);
  });
});
