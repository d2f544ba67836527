import { readRequestHead } from '../http1-request-head';

const read = (text: string) => {
  const buffer = Buffer.from(text, 'latin1');
  return readRequestHead(buffer, buffer.indexOf('\r\n\r\n'));
};

describe('readRequestHead', () => {
  it('reads a plain GET or HEAD, keeping names as sent and trimming values', () => {
    expect(
      read('GET /rest/v1/charts?id=eq.1 HTTP/1.1\r\nHost: x\r\nPrefer:  count=exact \r\n\r\n'),
    ).toEqual({
      method: 'GET',
      target: '/rest/v1/charts?id=eq.1',
      rawHeaders: ['Host', 'x', 'Prefer', 'count=exact'],
    });
    expect(read('HEAD /rest/v1/charts HTTP/1.1\r\nHost: x\r\n\r\n')?.method).toBe('HEAD');
  });

  it.each([
    ['another method', 'POST /rest/v1/charts HTTP/1.1\r\nHost: x\r\n\r\n'],
    ['a lower-case method', 'get /rest/v1/charts HTTP/1.1\r\nHost: x\r\n\r\n'],
    ['HTTP/1.0', 'GET /rest/v1/charts HTTP/1.0\r\nHost: x\r\n\r\n'],
    ['an absolute target', 'GET http://x/rest/v1/charts HTTP/1.1\r\nHost: x\r\n\r\n'],
    ['a space in the target', 'GET /rest/v1/a b HTTP/1.1\r\nHost: x\r\n\r\n'],
    ['a byte above ASCII in the target', 'GET /rest/v1/caf\u00e9 HTTP/1.1\r\nHost: x\r\n\r\n'],
    ['a folded header line', 'GET /a HTTP/1.1\r\nHost: x\r\nPrefer: a\r\n b\r\n\r\n'],
    ['a space before the colon', 'GET /a HTTP/1.1\r\nHost : x\r\n\r\n'],
    ['a line without a colon', 'GET /a HTTP/1.1\r\nHost x\r\n\r\n'],
    ['a bare LF inside a line', 'GET /a HTTP/1.1\r\nHost: x\nX-Evil: 1\r\n\r\n'],
    ['a bare CR inside a value', 'GET /a HTTP/1.1\r\nHost: x\rX-Evil: 1\r\n\r\n'],
    ['a byte above ASCII in a value', 'GET /a HTTP/1.1\r\nHost: x\r\nX-Name: caf\u00e9\r\n\r\n'],
    ['a leading empty line', '\r\nGET /a HTTP/1.1\r\nHost: x\r\n\r\n'],
  ])('leaves to Node a head with %s', (_what, text) => {
    expect(read(text)).toBeUndefined();
  });
});
