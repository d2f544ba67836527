import { createFunctionApp, serveFunction } from '../function-app';

const app = createFunctionApp('demo', (path) => `No demo endpoint at ${path}`);
app.post('/items', () => new Response('created', { status: 201 }));
app.get('/items', () => new Response('listed'));
app.get('/items/:id', (c) => new Response(`item ${c.req.param('id')}`));
app.on(['GET', 'HEAD'], '/status', () => new Response('fine'));
app.post('/fail', () => {
  throw new Error('handler broke');
});
const demo = serveFunction(app);

const call = (method: string, path: string) =>
  demo(new Request(`http://localhost/demo${path}`, { method }));

describe('createFunctionApp / serveFunction', () => {
  it('routes by the path below the function name, a trailing slash or query aside', async () => {
    expect(await (await call('GET', '/items')).text()).toBe('listed');
    expect(await (await call('POST', '/items/')).text()).toBe('created');
    expect(await (await call('GET', '/items/42?x=1')).text()).toBe('item 42');
  });

  it('answers an unknown path 404 in the functions’ error shape, naming the path', async () => {
    for (const [path, named] of [
      ['/nothing/here/', '/nothing/here'],
      ['', '/'],
      ['/it%C3%A9m', '/it%C3%A9m'],
    ]) {
      const res = await call('GET', path!);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(await res.json()).toEqual({
        code: 'not_found',
        message: `No demo endpoint at ${named}`,
      });
    }
  });

  it('answers a known path asked with another method 405, Allow read from the table', async () => {
    const items = await call('DELETE', '/items');
    expect(items.status).toBe(405);
    expect(items.headers.get('allow')).toBe('POST, GET');
    expect(await items.json()).toEqual({ code: 'method_not_allowed', message: 'Use POST or GET' });

    const one = await call('PUT', '/items/7');
    expect(one.headers.get('allow')).toBe('GET');
    const status = await call('POST', '/status');
    expect(status.headers.get('allow')).toBe('GET, HEAD');
  });

  it('answers HEAD only where the table declares it', async () => {
    const declared = await call('HEAD', '/status');
    expect(declared.status).toBe(200);
    expect(await declared.text()).toBe('');

    const getOnly = await call('HEAD', '/items/7');
    expect(getOnly.status).toBe(405);
    expect(getOnly.headers.get('allow')).toBe('GET');
    expect((await call('HEAD', '/nowhere')).status).toBe(404);
  });

  it('answers a CORS preflight on any path, known or not', async () => {
    for (const path of ['/items', '/nowhere', '']) {
      const res = await call('OPTIONS', path);
      expect(res.status).toBe(204);
      expect(res.headers.get('access-control-allow-methods')).toContain('POST');
      expect(res.headers.get('access-control-allow-headers')).toContain('authorization');
    }
  });

  it('lets an error thrown by a handler reach the caller instead of a text 500', async () => {
    await expect(call('POST', '/fail')).rejects.toThrow('handler broke');
  });

  it('answers a thrown error as JSON where the runtime serves the entry itself, and logs it', async () => {
    const level = process.env.LOG_LEVEL;
    process.env.LOG_LEVEL = 'error';
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const res = await demo.fetch(new Request('http://localhost/demo/fail', { method: 'POST' }));
    expect(logged).toHaveBeenCalledWith(
      expect.stringContaining('function demo failed: handler broke'),
    );
    logged.mockRestore();
    if (level === undefined) delete process.env.LOG_LEVEL;
    else process.env.LOG_LEVEL = level;
    expect(res.status).toBe(500);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toEqual({ code: 'function_error', message: 'Function "demo" failed' });
  });
});
