import { installFakeAuthService } from '../../_shared/__tests__/fake-auth-service';
import contactReply from '../index';
import { respondToMessage } from '../respond-to-message';

jest.mock('../respond-to-message', () => ({ respondToMessage: jest.fn() }));

const respond = jest.mocked(respondToMessage);
const USER_ID = '4c5d6e7f-8091-4a2b-9c3d-4e5f6a7b8c9d';

let token: string;

beforeAll(async () => {
  token = await (await installFakeAuthService()).token(USER_ID);
});
afterAll(() => jest.restoreAllMocks());
beforeEach(() => {
  respond.mockReset();
  respond.mockImplementation(async () => Response.json({ handled: true }));
});

const call = (method: string, path: string, headers: Record<string, string> = {}) =>
  contactReply(new Request(`http://localhost/contact-reply${path}`, { method, headers }));

describe('contact-reply routes', () => {
  it('answers a path below the function 404', async () => {
    const res = await call('POST', '/messages');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      code: 'not_found',
      message: 'No contact-reply endpoint at /messages. Use POST contact-reply',
    });
  });

  it('answers another method 405 with Allow: POST', async () => {
    const res = await call('GET', '', { authorization: `Bearer ${token}` });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
    expect(respond).not.toHaveBeenCalled();
  });

  it('answers a CORS preflight', async () => {
    expect((await call('OPTIONS', '')).status).toBe(204);
  });

  it('refuses a reply without a token before its handler', async () => {
    const res = await call('POST', '');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      code: 'not_authenticated',
      message: 'Sign in as support staff to respond to messages',
    });
    expect(respond).not.toHaveBeenCalled();
  });

  it('hands any signed-in user to the handler: the database decides who is staff', async () => {
    const res = await call('POST', '/', { authorization: `Bearer ${token}` });
    expect(await res.json()).toEqual({ handled: true });
    expect(respond.mock.calls[0]![1]).toEqual({ id: USER_ID, accessToken: token });
  });
});
