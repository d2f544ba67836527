import { installFakeAuthService } from '../../_shared/__tests__/fake-auth-service';
import sms from '../index';
import { sendPhoneCode, verifyPhoneCode } from '../phone-codes';

jest.mock('../phone-codes', () => ({ sendPhoneCode: jest.fn(), verifyPhoneCode: jest.fn() }));

const handlers = { send: jest.mocked(sendPhoneCode), verify: jest.mocked(verifyPhoneCode) };
const USER_ID = '3b4c5d6e-7f80-491a-8b2c-3d4e5f6a7b8c';

let token: string;

beforeAll(async () => {
  token = await (await installFakeAuthService()).token(USER_ID);
});
afterAll(() => jest.restoreAllMocks());
beforeEach(() => {
  for (const handler of Object.values(handlers)) {
    handler.mockReset();
    handler.mockImplementation(async () => Response.json({ handled: true }));
  }
});

const call = (method: string, path: string, headers: Record<string, string> = {}) =>
  sms(new Request(`http://localhost/sms${path}`, { method, headers }));

describe('sms routes', () => {
  it('answers an unknown path 404, naming the endpoints', async () => {
    for (const path of ['', '/resend']) {
      const res = await call('POST', path);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({
        code: 'not_found',
        message: 'Use POST sms/send or POST sms/verify',
      });
    }
  });

  it('answers another method 405 with Allow: POST', async () => {
    for (const path of ['/send', '/verify']) {
      const res = await call('GET', path);
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('POST');
    }
  });

  it('answers a CORS preflight on any path', async () => {
    expect((await call('OPTIONS', '/send')).status).toBe(204);
    expect((await call('OPTIONS', '/resend')).status).toBe(204);
  });

  it.each(['/send', '/verify'])(
    'refuses POST %s without a token before its handler',
    async (path) => {
      const res = await call('POST', path);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({
        code: 'not_authenticated',
        message: 'Sign in to verify a phone number',
      });
      expect(handlers.send).not.toHaveBeenCalled();
      expect(handlers.verify).not.toHaveBeenCalled();
    },
  );

  it('hands each handler the signed-in user', async () => {
    const auth = { authorization: `Bearer ${token}` };
    await call('POST', '/send', auth);
    await call('POST', '/verify', auth);
    expect(handlers.send.mock.calls[0]![1]).toEqual({ id: USER_ID, accessToken: token });
    expect(handlers.verify.mock.calls[0]![1]).toEqual({ id: USER_ID, accessToken: token });
  });
});
