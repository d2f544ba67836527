import type { TakeAiRateLimit } from '../../_shared/ai-rate-limit';
import { installFakeAuthService } from '../../_shared/__tests__/fake-auth-service';
import { askQuestion } from '../ask-question';
import { brainHealth } from '../brain-health';
import { createChat } from '../create-chat';
import brain from '../index';

jest.mock('../ask-question', () => ({ askQuestion: jest.fn() }));
jest.mock('../brain-health', () => ({ brainHealth: jest.fn() }));
jest.mock('../create-chat', () => ({ createChat: jest.fn() }));

const handlers = {
  askQuestion: jest.mocked(askQuestion),
  brainHealth: jest.mocked(brainHealth),
  createChat: jest.mocked(createChat),
};

const USER_ID = '2a3b4c5d-6e7f-4809-9a1b-2c3d4e5f6a7b';
const CHAT_ID = '00000000-0000-4000-8000-000000000001';
const SIGN_IN = 'Authentication required - Please sign in to use Brain Chat';

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
  brain(new Request(`http://localhost/brain${path}`, { method, headers }));
const signedIn = (method: string, path: string) =>
  call(method, path, { authorization: `Bearer ${token}` });

describe('brain routes', () => {
  it('answers an unknown path 404, listing the endpoints', async () => {
    const res = await call('POST', '/chats');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      code: 'not_found',
      message: 'No brain endpoint at /chats. Use chat, chat/{chat_id}/question or health',
    });
  });

  it('answers another method 405 with the path’s Allow', async () => {
    for (const [method, path, allow, message] of [
      ['GET', '/chat', 'POST', 'Use POST'],
      ['GET', `/chat/${CHAT_ID}/question`, 'POST', 'Use POST'],
      ['POST', '/health', 'GET, HEAD', 'Use GET or HEAD'],
    ] as const) {
      const res = await signedIn(method, path);
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe(allow);
      expect(await res.json()).toEqual({ code: 'method_not_allowed', message });
    }
  });

  it('answers a CORS preflight on any path', async () => {
    for (const path of ['/chat', '/health', '/chats']) {
      expect((await call('OPTIONS', path)).status).toBe(204);
    }
  });

  it('answers health to anyone, on GET and HEAD', async () => {
    expect(await (await call('GET', '/health')).json()).toEqual({ handled: true });
    const head = await call('HEAD', '/health');
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    expect(handlers.brainHealth).toHaveBeenCalledTimes(2);
  });

  it.each(['/chat', `/chat/${CHAT_ID}/question`])(
    'refuses POST %s without a token before its handler, saying how to sign in',
    async (path) => {
      const res = await call('POST', path);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ code: 'not_authenticated', message: SIGN_IN });
      expect(handlers.createChat).not.toHaveBeenCalled();
      expect(handlers.askQuestion).not.toHaveBeenCalled();
    },
  );

  it('hands the handlers the signed-in user, the chat id and the AI budget', async () => {
    await signedIn('POST', '/chat');
    expect(handlers.createChat.mock.calls[0]![1]).toEqual({ id: USER_ID, accessToken: token });

    await signedIn('POST', `/chat/${CHAT_ID}/question?brain_id=transit-tracker`);
    const [req, user, chatId, takeRateLimit] = handlers.askQuestion.mock.calls[0]!;
    expect(new URL(req.url).searchParams.get('brain_id')).toBe('transit-tracker');
    expect(user.id).toBe(USER_ID);
    expect(chatId).toBe(CHAT_ID);
    const window = { rateLimitMax: 1, rateLimitWindowMs: 60_000 };
    expect((takeRateLimit as TakeAiRateLimit)(window)).toBeNull();
    expect((takeRateLimit as TakeAiRateLimit)(window)?.status).toBe(429);
  });
});
