import type { TakeAiRateLimit } from '../../_shared/ai-rate-limit';
import type { AiRequestContext } from '../../_shared/ai-request';
import {
  installFakeAuthService,
  type FakeAuthService,
} from '../../_shared/__tests__/fake-auth-service';
import { chatCompletions } from '../chat-completions';
import { postConversationMessage } from '../conversation-messages';
import { imageGenerations } from '../image-generations';
import grok from '../index';
import { listModels } from '../list-models';
import { stopMessage } from '../stop-message';

jest.mock('../answer-sweep', () => ({ startAnswerSweep: jest.fn() }));
jest.mock('../chat-completions', () => ({ chatCompletions: jest.fn() }));
jest.mock('../list-models', () => ({ listModels: jest.fn() }));
jest.mock('../image-generations', () => ({ imageGenerations: jest.fn() }));
jest.mock('../conversation-messages', () => ({ postConversationMessage: jest.fn() }));
jest.mock('../stop-message', () => ({ stopMessage: jest.fn() }));

const handlers = {
  chatCompletions: jest.mocked(chatCompletions),
  listModels: jest.mocked(listModels),
  imageGenerations: jest.mocked(imageGenerations),
  postConversationMessage: jest.mocked(postConversationMessage),
  stopMessage: jest.mocked(stopMessage),
};

const USER_ID = '6f1c1d3e-8a1b-4c5d-9e0f-112233445566';
const MESSAGE_ID = '1b2c3d4e-5f60-4718-8293-a4b5c6d7e8f9';

let auth: FakeAuthService;
let token: string;

beforeAll(async () => {
  auth = await installFakeAuthService();
  token = await auth.token(USER_ID);
  process.env.XAI_API_KEY = 'server-key';
});
afterAll(() => {
  jest.restoreAllMocks();
  delete process.env.XAI_API_KEY;
});
beforeEach(() => {
  auth.accountExists = true;
  for (const handler of Object.values(handlers)) {
    handler.mockReset();
    handler.mockResolvedValue(new Response('handled'));
  }
});

const call = (method: string, path: string, headers: Record<string, string> = {}) =>
  grok(new Request(`http://localhost/grok${path}`, { method, headers }));
const signedIn = (method: string, path: string) =>
  call(method, path, { authorization: `Bearer ${token}` });

const ROUTES = [
  ['POST', '/chat/completions', handlers.chatCompletions],
  ['GET', '/models', handlers.listModels],
  ['POST', '/images/generations', handlers.imageGenerations],
  ['POST', '/conversations/messages', handlers.postConversationMessage],
  ['POST', `/messages/${MESSAGE_ID}/stop`, handlers.stopMessage],
] as const;

describe('grok routes', () => {
  it('answers an unknown path 404, listing the endpoints', async () => {
    const res = await call('POST', '/embeddings');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      code: 'not_found',
      message:
        'No AI endpoint at /embeddings. Use chat/completions, models, images/generations, conversations/messages or messages/{id}/stop',
    });
    expect((await call('GET', '')).status).toBe(404);
  });

  it('answers another method 405 with the path’s Allow, HEAD included', async () => {
    for (const [method, path, allow] of [
      ['GET', '/chat/completions', 'POST'],
      ['POST', '/models', 'GET'],
      ['HEAD', '/models', 'GET'],
      ['GET', '/messages/x/stop', 'POST'],
    ] as const) {
      const res = await signedIn(method, path);
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe(allow);
    }
    expect(handlers.listModels).not.toHaveBeenCalled();
  });

  it('answers a CORS preflight on any path', async () => {
    for (const path of ['/chat/completions', '/messages/x/stop', '/embeddings']) {
      const res = await call('OPTIONS', path);
      expect(res.status).toBe(204);
      expect(res.headers.get('access-control-allow-headers')).toContain('x-xai-api-key');
    }
  });

  it.each(ROUTES)('refuses %s %s without a token before its handler', async (method, path) => {
    const res = await call(method, path);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      code: 'not_authenticated',
      message: 'Authentication required - sign in and send your access token',
    });
    for (const handler of Object.values(handlers)) expect(handler).not.toHaveBeenCalled();
  });

  it('hands each route’s handler the signed-in user, and the AI routes their context', async () => {
    for (const [method, path, handler] of ROUTES) {
      const res = await signedIn(method, path);
      expect(await res.text()).toBe('handled');
      expect(handler).toHaveBeenCalledTimes(1);
    }
    const [, ai] = handlers.listModels.mock.calls[0]!;
    expect(ai).toMatchObject({ user: { id: USER_ID }, key: 'server-key', keySource: 'server' });
    expect(handlers.stopMessage).toHaveBeenCalledWith(
      { id: USER_ID, accessToken: token },
      MESSAGE_ID,
    );
  });

  it('gives the rate-limited routes the user’s AI budget to take', async () => {
    for (const [method, path] of [
      ['POST', '/chat/completions'],
      ['POST', '/images/generations'],
      ['POST', '/conversations/messages'],
    ] as const) {
      await signedIn(method, path);
    }
    const budgets = [
      handlers.chatCompletions.mock.calls[0]![2],
      handlers.imageGenerations.mock.calls[0]![2],
      handlers.postConversationMessage.mock.calls[0]![2],
    ];
    const window = { rateLimitMax: 3, rateLimitWindowMs: 60_000 };
    expect(budgets.map((take: TakeAiRateLimit) => take(window))).toEqual([null, null, null]);
    const refused = budgets[0]!(window);
    expect(refused?.status).toBe(429);
    expect(refused?.headers.get('retry-after')).toBeTruthy();
  });

  describe('an account the auth service refuses', () => {
    beforeEach(() => {
      auth.accountExists = false;
    });

    it('is refused before the handler on models and images/generations', async () => {
      for (const path of ['/models', '/images/generations']) {
        const res = await signedIn(path === '/models' ? 'GET' : 'POST', path);
        expect(res.status).toBe(401);
        expect(((await res.json()) as { message: string }).message).toBe(
          'The access token is no longer valid - sign in again',
        );
      }
      expect(handlers.listModels).not.toHaveBeenCalled();
      expect(handlers.imageGenerations).not.toHaveBeenCalled();
    });

    it('is refused alongside chat/completions, whose answer is cancelled unread', async () => {
      let cancelled = false;
      handlers.chatCompletions.mockImplementation(async () => {
        const body = new ReadableStream({ cancel: () => void (cancelled = true) });
        return new Response(body, {
          headers: { 'content-type': 'text/event-stream', 'x-accel-buffering': 'no' },
        });
      });
      const res = await signedIn('POST', '/chat/completions');
      expect(handlers.chatCompletions).toHaveBeenCalled();
      expect(cancelled).toBe(true);
      expect(res.status).toBe(401);
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(res.headers.get('x-accel-buffering')).toBeNull();
      expect(((await res.json()) as { code: string }).code).toBe('not_authenticated');
    });

    it('is left to the conversations/messages handler, which gets the pending check', async () => {
      handlers.postConversationMessage.mockImplementation(
        async (_req: Request, ai: AiRequestContext) =>
          (await ai.accountRefusal) ?? new Response('stored'),
      );
      const res = await signedIn('POST', '/conversations/messages');
      expect(handlers.postConversationMessage).toHaveBeenCalled();
      expect(res.status).toBe(401);
    });
  });

  it('lets an error thrown by a handler propagate', async () => {
    handlers.chatCompletions.mockRejectedValue(new Error('provider relay broke'));
    await expect(signedIn('POST', '/chat/completions')).rejects.toThrow('provider relay broke');
  });
});
