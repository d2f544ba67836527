import health from '../index';
import { mainHealth } from '../main-health';

jest.mock('../main-health', () => ({ mainHealth: jest.fn() }));

const handler = jest.mocked(mainHealth);

beforeEach(() => {
  handler.mockReset();
  handler.mockImplementation(async () => Response.json({ status: 'ok' }));
});

const call = (method: string, path = '') =>
  health(new Request(`http://localhost/health${path}`, { method }));

describe('health routes', () => {
  it('answers anyone on GET and HEAD, without a token', async () => {
    expect(await (await call('GET')).json()).toEqual({ status: 'ok' });
    const head = await call('HEAD', '/');
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    expect(handler).toHaveBeenCalledTimes(2);
  });

  it('answers another method 405 with Allow: GET, HEAD', async () => {
    const res = await call('POST');
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
    expect(await res.json()).toEqual({ code: 'method_not_allowed', message: 'Use GET or HEAD' });
    expect(handler).not.toHaveBeenCalled();
  });

  it('answers a path below the function 404', async () => {
    const res = await call('GET', '/deep');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      code: 'not_found',
      message: 'No health endpoint at /deep. Use GET health',
    });
  });

  it('answers a CORS preflight', async () => {
    expect((await call('OPTIONS')).status).toBe(204);
  });
});
