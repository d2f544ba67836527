import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  answerContentLength,
  answerHeaderList,
  setHeaderList,
  writeHeadFromList,
} from '../header-list';

describe('answerHeaderList', () => {
  it("puts the gateway's headers first and lets the answer's override them, once each", () => {
    const list = answerHeaderList(['X-Request-Id', 'r1', 'Access-Control-Allow-Origin', '*'], {
      'access-control-allow-origin': 'https://app.example',
      'content-type': 'application/json',
    });
    expect(list).toEqual([
      'X-Request-Id',
      'r1',
      'access-control-allow-origin',
      'https://app.example',
      'content-type',
      'application/json',
    ]);
  });

  it('repeats a header that has several values (Set-Cookie)', () => {
    expect(answerHeaderList([], { 'set-cookie': ['a=1', 'b=2'] })).toEqual([
      'set-cookie',
      'a=1',
      'set-cookie',
      'b=2',
    ]);
  });
});

describe('writing an answer from a list', () => {
  const serve = (write: (res: ServerResponse) => void) =>
    new Promise<Response>((resolve, reject) => {
      const server = createServer((_req, res) => write(res));
      server.listen(0, '127.0.0.1', () => {
        const { port } = server.address() as AddressInfo;
        fetch(`http://127.0.0.1:${port}/`)
          .then(resolve, reject)
          .finally(() => server.close());
      });
    });

  it('sends every listed header, and the request log still learns the length', async () => {
    let length: unknown;
    const res = await serve((res) => {
      writeHeadFromList(res, 201, ['X-A', '1', 'content-length', '2', 'set-cookie', 'c=3'], '2');
      res.end('ok');
      length = answerContentLength(res);
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('x-a')).toBe('1');
    expect(res.headers.get('set-cookie')).toBe('c=3');
    expect(await res.text()).toBe('ok');
    expect(length).toBe('2');
  });

  it('sets a list the usual way, and leaves an answer already begun alone', async () => {
    const res = await serve((res) => {
      setHeaderList(res, ['X-B', '2']);
      res.writeHead(200, { 'content-length': '0' });
      setHeaderList(res, ['X-C', '3']);
      res.end();
    });
    expect(res.headers.get('x-b')).toBe('2');
    expect(res.headers.get('x-c')).toBeNull();
  });
});
