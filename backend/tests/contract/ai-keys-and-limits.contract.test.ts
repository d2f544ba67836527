import { FAKE_MODELS, INVALID_ARGUMENT_CODE, TEXT_ANSWER } from '../fixtures/fake-ai-provider';
import { readEvents, startAiStack, type AiStack } from './support/ai-stack';
import { newConfirmedUser, withDatabase } from './support/clients';

/**
 * A deployment without a server key: users bring their own key per request (never stored),
 * no key at all is a 401, and the same stack runs with a small rate limit and short timeouts.
 */

const USER_KEY = 'xai-users-own-key-0001';
const RATE_LIMIT = 3;

let ai: AiStack;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};

beforeAll(async () => {
  ai = await startAiStack(
    {
      XAI_API_KEY: '',
      AI_RATE_LIMIT_MAX: String(RATE_LIMIT),
      AI_RATE_LIMIT_WINDOW_SECONDS: '60',
      AI_REQUEST_TIMEOUT_MS: '400',
      AI_STREAM_IDLE_TIMEOUT_MS: '400',
    },
    { apiKeys: [USER_KEY], slowMs: 2000 },
  );
  for (const label of ['keys', 'limit', 'bystander', 'timeouts', 'models', 'brain']) {
    const user = await newConfirmedUser(`ai-${label}`);
    tokens[label] = user.session.access_token;
    ids[label] = user.user.id;
  }
}, 60_000);

afterAll(async () => {
  await ai?.stop();
});

beforeEach(() => ai.provider.reset());

const call = (
  path: string,
  who: string,
  init: { method?: string; body?: unknown; key?: string } = {},
) =>
  fetch(`${ai.url}/functions/v1/${path}`, {
    method: init.method ?? 'POST',
    headers: {
      authorization: `Bearer ${tokens[who]}`,
      'content-type': 'application/json',
      ...(init.key ? { 'x-xai-api-key': init.key } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });

const hello = { messages: [{ role: 'user', content: 'Hello' }] };

describe('provider keys', () => {
  it('answers 401 "API Key Required" on every AI endpoint when there is no key at all', async () => {
    const chatId = (await (
      await call('brain/chat', 'brain', { body: { name: 'n', brain_id: 'transit-tracker' } })
    ).json()) as { chat_id: string };
    const probes = [
      call('grok/chat/completions', 'keys', { body: hello }),
      call('grok/models', 'keys', { method: 'GET' }),
      call('grok/images/generations', 'keys', {
        body: { model: 'grok-3-vision', prompt: 'a moon' },
      }),
      call(`brain/chat/${chatId.chat_id}/question`, 'brain', { body: { question: 'Hi?' } }),
    ];
    for (const res of await Promise.all(probes)) {
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({
        code: 'api_key_required',
        message: 'API Key Required - Please set your xAI API key in settings',
      });
    }
    expect(ai.provider.requests).toEqual([]);
  });

  it('uses a key the user sends for that request only, and stores it nowhere', async () => {
    const res = await call('grok/chat/completions', 'keys', { body: hello, key: USER_KEY });
    expect(res.status).toBe(200);
    expect(
      ((await res.json()) as { choices: { message: { content: string } }[] }).choices[0]!.message
        .content,
    ).toBe(TEXT_ANSWER);
    expect(ai.provider.requests[0]!.authorization).toBe(`Bearer ${USER_KEY}`);

    // The brain uses it too, in its background call.
    const { chat_id } = (await (
      await call('brain/chat', 'brain', { body: { name: 'byok', brain_id: 'moon-phase-coach' } })
    ).json()) as { chat_id: string };
    const asked = await call(`brain/chat/${chat_id}/question`, 'brain', {
      body: { question: 'What is a void-of-course Moon?' },
      key: USER_KEY,
    });
    expect(asked.status).toBe(202);
    const upstream = await ai.provider.waitForRequest(
      (r) => r.path === '/v1/chat/completions' && r !== ai.provider.requests[0],
    );
    expect(upstream.authorization).toBe(`Bearer ${USER_KEY}`);
    await ai.provider.waitForEnd(upstream);

    // The next request without the header has no key again.
    expect((await call('grok/chat/completions', 'keys', { body: hello })).status).toBe(401);

    await new Promise((r) => setTimeout(r, 300));
    const hits = await withDatabase(async (db) => {
      const tables = (
        await db.query<{ name: string }>(
          `select format('%I.%I', table_schema, table_name) as name from information_schema.tables
           where table_schema in ('public', 'auth') and table_type = 'BASE TABLE'`,
        )
      ).rows;
      const found: string[] = [];
      for (const { name } of tables) {
        const { rows } = await db.query(`select 1 from ${name} t where t::text like $1 limit 1`, [
          `%${USER_KEY}%`,
        ]);
        if (rows.length > 0) found.push(name);
      }
      return found;
    });
    expect(hits).toEqual([]);
  });

  it('passes the provider’s refusal of a wrong user key on', async () => {
    const res = await call('grok/chat/completions', 'keys', {
      body: hello,
      key: 'xai-wrong-key-123',
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({
      code: INVALID_ARGUMENT_CODE,
      error: expect.stringMatching(/^Incorrect API key/),
    });
  });

  it('refuses a malformed key header with a 400', async () => {
    const res = await call('grok/chat/completions', 'keys', {
      body: hello,
      key: 'has spaces in it',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      code: 'invalid_api_key_header',
      message: 'The x-xai-api-key header must be 8 to 256 printable characters without spaces',
    });
  });
});

describe('rate limit', () => {
  it('answers 429 with a clear message once a user exceeds the limit, per user', async () => {
    for (let i = 0; i < RATE_LIMIT; i++) {
      expect(
        (await call('grok/chat/completions', 'limit', { body: hello, key: USER_KEY })).status,
      ).toBe(200);
    }
    const refused = await call('grok/chat/completions', 'limit', { body: hello, key: USER_KEY });
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await refused.json()).toEqual({
      code: 'rate_limited',
      message: `Too many AI requests: the limit is ${RATE_LIMIT} per 60 seconds. Try again in ${retryAfter} seconds.`,
    });
    expect(ai.provider.requests.length).toBe(RATE_LIMIT);
    // Image generation shares the budget; another user is unaffected.
    expect(
      (
        await call('grok/images/generations', 'limit', {
          body: { model: 'grok-3-vision', prompt: 'x' },
          key: USER_KEY,
        })
      ).status,
    ).toBe(429);
    expect(
      (await call('grok/chat/completions', 'bystander', { body: hello, key: USER_KEY })).status,
    ).toBe(200);
  });
});

describe('timeouts', () => {
  const usageOutcomes = async () =>
    withDatabase(async (db) =>
      (
        await db.query<{ outcome: string }>(
          'select outcome from public.ai_usage where user_id = $1 order by id',
          [ids.timeouts],
        )
      ).rows.map((r) => r.outcome),
    );

  it('answers 504 when the provider does not start answering in time, and aborts it', async () => {
    ai.provider.failNext('slow');
    const started = Date.now();
    const res = await call('grok/chat/completions', 'timeouts', { body: hello, key: USER_KEY });
    expect(res.status).toBe(504);
    expect(Date.now() - started).toBeLessThan(1500);
    expect(await res.json()).toEqual({
      code: 'provider_timeout',
      message: 'The AI provider did not answer within 0.4 seconds',
    });
    const upstream = await ai.provider.waitForEnd(ai.provider.requests[0]!);
    expect(upstream.abortedAt).toBeDefined();
    let outcomes: string[] = [];
    for (let i = 0; i < 50 && outcomes.length === 0; i++) {
      await new Promise((r) => setTimeout(r, 100));
      outcomes = await usageOutcomes();
    }
    expect(outcomes).toEqual(['timeout']);
  });

  it('ends a stream that goes silent with a timeout event', async () => {
    const release = ai.provider.hold();
    try {
      const res = await call('grok/chat/completions', 'timeouts', {
        body: { ...hello, stream: true },
        key: USER_KEY,
      });
      expect(res.status).toBe(200);
      const events = await readEvents(res);
      expect(JSON.parse(events[events.length - 1]!)).toEqual({
        error: {
          message: 'The AI provider stopped sending for 0.4 seconds',
          type: 'provider_error',
          code: 'provider_timeout',
        },
      });
      expect(events).not.toContain('[DONE]');
    } finally {
      release();
    }
  });
});

describe('GET /functions/v1/grok/models', () => {
  const models = async () => {
    const res = await call('grok/models', 'models', { method: 'GET', key: USER_KEY });
    expect(res.status).toBe(200);
    return (await res.json()) as { fallback: boolean; data: { id: string }[] };
  };

  it('keeps only the provider’s grok- models', async () => {
    const list = await models();
    expect(list.fallback).toBe(false);
    expect(list.data.map((m) => m.id)).toEqual(FAKE_MODELS.filter((id) => id.startsWith('grok-')));
  });

  it.each(['server-error', 'drop', 'slow'] as const)(
    'falls back to the spec list when the provider call fails (%s)',
    async (mode) => {
      ai.provider.failNext(mode);
      const list = await models();
      expect(list).toEqual({
        object: 'list',
        fallback: true,
        data: ['grok-2-latest', 'grok-2-vision-latest', 'grok-2-1212'].map((id) => ({
          id,
          object: 'model',
          owned_by: 'xai',
        })),
      });
    },
  );
});
