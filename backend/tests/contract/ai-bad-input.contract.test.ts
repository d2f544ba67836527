import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { generateKeyPair, importJWK, SignJWT, type JWK } from 'jose';
import { newConfirmedUser, stack, withDatabase } from './support/clients';

/**
 * Bad input on every AI and brain endpoint: a 4xx with a readable message (the spec's own
 * wording where it has one), never a 500, and nothing stored. Runs against the suite's stack,
 * which has no server key, so every probe sends a user key and none may reach a provider.
 */

const USER_KEY = 'xai-bad-input-key';
const MESSAGES_REQUIRED = 'Messages array is required and must not be empty';
const CONTENT_REQUIRED = 'Each message must have non-empty content';
const IMAGE_MODEL =
  'Selected model is not supported for image generation. Please use Grok Vision Beta or Grok 3 Vision.';

interface Probe {
  name: string;
  path: string;
  method?: string;
  body?: unknown;
  raw?: string;
  token?: () => string | null;
  status: number;
  code?: string;
  message?: string | RegExp;
}

let userToken = '';
let userId = '';
let chatId = '';
let expiredToken = '';
let forgedToken = '';
let noneToken = '';

async function signWithStackKey(claims: Record<string, unknown>, exp: number): Promise<string> {
  const secrets = JSON.parse(
    readFileSync(join(dirname(process.env.CONTRACT_STACK_FILE!), 'secrets.json'), 'utf8'),
  ) as { jwtPrivateJwk: JWK };
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'ES256', kid: secrets.jwtPrivateJwk.kid })
    .setIssuedAt(exp - 3600)
    .setExpirationTime(exp)
    .sign(await importJWK(secrets.jwtPrivateJwk, 'ES256'));
}

beforeAll(async () => {
  const user = await newConfirmedUser('ai-bad-input');
  userToken = user.session.access_token;
  userId = user.user.id;
  const claims = JSON.parse(
    Buffer.from(userToken.split('.')[1]!, 'base64url').toString(),
  ) as Record<string, unknown>;
  expiredToken = await signWithStackKey(claims, Math.floor(Date.now() / 1000) - 60);
  const kid = (
    JSON.parse(Buffer.from(userToken.split('.')[0]!, 'base64url').toString()) as { kid: string }
  ).kid;
  const { privateKey } = await generateKeyPair('ES256');
  forgedToken = await new SignJWT(claims)
    .setProtectedHeader({ alg: 'ES256', kid })
    .setExpirationTime('1h')
    .sign(privateKey);
  noneToken = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;

  const res = await fetch(`${stack.url}/functions/v1/brain/chat`, {
    method: 'POST',
    headers: { authorization: `Bearer ${userToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Bad input', brain_id: 'transit-tracker' }),
  });
  expect(res.status).toBe(200);
  chatId = ((await res.json()) as { chat_id: string }).chat_id;
});

const say = (content: unknown, extra: Record<string, unknown> = {}) => ({
  messages: [{ role: 'user', content }],
  ...extra,
});
const image = (url: string) => say([{ type: 'image_url', image_url: { url } }]);
/** Base64 that decodes to just over 5 MB. */
const oversizedImage = () =>
  `data:image/jpeg;base64,${'A'.repeat(Math.ceil((5 * 1024 * 1024 + 3) / 3) * 4)}`;

function probes(): Probe[] {
  const chat = (
    name: string,
    body: unknown,
    message: string | RegExp,
    code = 'invalid_request',
  ): Probe => ({
    name: `chat/completions: ${name}`,
    path: 'grok/chat/completions',
    body,
    status: 400,
    code,
    message,
  });
  const question = (
    name: string,
    body: unknown,
    message: string,
    query = '',
    path?: string,
  ): Probe => ({
    name: `question: ${name}`,
    path: path ?? `brain/chat/${chatId}/question${query}`,
    body,
    status: 400,
    code: 'invalid_request',
    message,
  });
  const unauthenticated = (path: string, method = 'POST'): Probe[] => [
    {
      name: `${path}: no token`,
      path,
      method,
      body: say('hi'),
      token: () => null,
      status: 401,
      code: 'not_authenticated',
    },
    {
      name: `${path}: anon key as token`,
      path,
      method,
      body: say('hi'),
      token: () => stack.anonKey,
      status: 401,
      code: 'not_authenticated',
    },
    {
      name: `${path}: garbage token`,
      path,
      method,
      body: say('hi'),
      token: () => 'not.a.jwt',
      status: 401,
      message: 'The access token is malformed',
    },
    {
      name: `${path}: expired token`,
      path,
      method,
      body: say('hi'),
      token: () => expiredToken,
      status: 401,
      message: 'The access token has expired',
    },
    {
      name: `${path}: forged token`,
      path,
      method,
      body: say('hi'),
      token: () => forgedToken,
      status: 401,
      message: 'The access token is invalid',
    },
    {
      name: `${path}: alg none token`,
      path,
      method,
      body: say('hi'),
      token: () => noneToken,
      status: 401,
      code: 'not_authenticated',
    },
  ];

  return [
    ...unauthenticated('grok/chat/completions'),
    ...unauthenticated('grok/models', 'GET'),
    ...unauthenticated('grok/images/generations'),
    ...unauthenticated('brain/chat'),
    ...unauthenticated(`brain/chat/${chatId}/question`),
    {
      name: 'brain/chat without a session uses the spec message',
      path: 'brain/chat',
      body: { brain_id: 'transit-tracker' },
      token: () => null,
      status: 401,
      message: 'Authentication required - Please sign in to use Brain Chat',
    },

    {
      name: 'chat/completions: malformed JSON',
      path: 'grok/chat/completions',
      raw: '{"messages": [',
      status: 400,
      code: 'invalid_json',
      message: 'The request body must be valid JSON',
    },
    {
      name: 'chat/completions: JSON array',
      path: 'grok/chat/completions',
      raw: '[]',
      status: 400,
      code: 'invalid_body',
      message: 'The request body must be a JSON object',
    },
    chat('no messages', {}, MESSAGES_REQUIRED),
    chat('messages not a list', { messages: 'hello' }, MESSAGES_REQUIRED),
    chat('empty messages', { messages: [] }, MESSAGES_REQUIRED),
    chat('null messages', { messages: null }, MESSAGES_REQUIRED),
    chat('empty content', say(''), CONTENT_REQUIRED),
    chat('blank content', say('   \n'), CONTENT_REQUIRED),
    chat('missing content', { messages: [{ role: 'user' }] }, CONTENT_REQUIRED),
    chat('numeric content', say(42), CONTENT_REQUIRED),
    chat('empty part list', say([]), CONTENT_REQUIRED),
    chat('only a blank text part', say([{ type: 'text', text: ' ' }]), CONTENT_REQUIRED),
    chat('unknown part type', say([{ type: 'audio', data: 'x' }]), CONTENT_REQUIRED),
    chat('message that is a string', { messages: ['hello'] }, CONTENT_REQUIRED),
    chat(
      'unknown role',
      { messages: [{ role: 'wizard', content: 'hi' }] },
      'Each message must have a role of system, user or assistant',
    ),
    chat(
      'too many messages',
      { messages: Array.from({ length: 201 }, () => ({ role: 'user', content: 'hi' })) },
      'Too many messages: at most 200 per request',
    ),
    chat(
      'image over 5 MB',
      image(oversizedImage()),
      'Image must be less than 5MB for optimal performance',
    ),
    chat(
      'a PDF as image',
      image('data:application/pdf;base64,JVBERi0xLjQ='),
      'Only image files are allowed',
    ),
    chat('a script URL as image', image('javascript:alert(1)'), 'Only image files are allowed'),
    chat(
      'image not base64',
      image('data:image/png,rawbytes'),
      'Images must be sent as base64 data URLs',
    ),
    chat(
      'unknown model',
      say('hi', { model: 'gpt-4o' }),
      /^Model "gpt-4o" is not supported\. Choose one of: grok-3-latest, grok-3-vision, .*grok-2$/,
    ),
    chat(
      'image model for chat',
      say('hi', { model: 'grok-vision-beta' }),
      /^Model "grok-vision-beta" is not supported/,
    ),
    chat('numeric model', say('hi', { model: 7 }), 'model must be a string'),
    chat(
      'temperature too high',
      say('hi', { temperature: 3 }),
      'temperature must be a number between 0 and 2',
    ),
    chat(
      'temperature as text',
      say('hi', { temperature: 'hot' }),
      'temperature must be a number between 0 and 2',
    ),
    chat('stream as text', say('hi', { stream: 'yes' }), 'stream must be true or false'),
    chat(
      'max_tokens zero',
      say('hi', { max_tokens: 0 }),
      'max_tokens must be a whole number from 1 to 131072',
    ),
    chat('top_p above 1', say('hi', { top_p: 2 }), 'top_p must be a number between 0 and 1'),
    {
      name: 'chat/completions: GET',
      path: 'grok/chat/completions',
      method: 'GET',
      status: 405,
      code: 'method_not_allowed',
    },
    {
      name: 'models: POST',
      path: 'grok/models',
      body: {},
      status: 405,
      code: 'method_not_allowed',
    },
    {
      name: 'grok: unknown endpoint',
      path: 'grok/embeddings',
      body: {},
      status: 404,
      code: 'not_found',
    },

    {
      name: 'images: malformed JSON',
      path: 'grok/images/generations',
      raw: '{',
      status: 400,
      code: 'invalid_json',
    },
    {
      name: 'images: no model',
      path: 'grok/images/generations',
      body: { prompt: 'a moon' },
      status: 400,
      message: IMAGE_MODEL,
    },
    {
      name: 'images: chat model',
      path: 'grok/images/generations',
      body: { model: 'grok-3-latest', prompt: 'a moon' },
      status: 400,
      message: IMAGE_MODEL,
    },
    {
      name: 'images: no prompt',
      path: 'grok/images/generations',
      body: { model: 'grok-3-vision' },
      status: 400,
      message: 'Prompt is required',
    },
    {
      name: 'images: blank prompt',
      path: 'grok/images/generations',
      body: { model: 'grok-3-vision', prompt: '  ' },
      status: 400,
      message: 'Prompt is required',
    },
    {
      name: 'images: long prompt',
      path: 'grok/images/generations',
      body: { model: 'grok-3-vision', prompt: 'x'.repeat(4001) },
      status: 400,
      message: 'Prompt must be at most 4000 characters',
    },
    {
      name: 'images: n = 0',
      path: 'grok/images/generations',
      body: { model: 'grok-3-vision', prompt: 'a', n: 0 },
      status: 400,
      message: 'n must be a whole number from 1 to 10',
    },
    {
      name: 'images: n as text',
      path: 'grok/images/generations',
      body: { model: 'grok-3-vision', prompt: 'a', n: 'two' },
      status: 400,
      message: 'n must be a whole number from 1 to 10',
    },
    {
      name: 'images: png format',
      path: 'grok/images/generations',
      body: { model: 'grok-3-vision', prompt: 'a', response_format: 'png' },
      status: 400,
      message: 'response_format must be url or b64_json',
    },

    {
      name: 'brain/chat: malformed JSON',
      path: 'brain/chat',
      raw: 'name=x',
      status: 400,
      code: 'invalid_json',
    },
    {
      name: 'brain/chat: no brain_id',
      path: 'brain/chat',
      body: { name: 'x' },
      status: 400,
      message: 'brain_id is required',
    },
    {
      name: 'brain/chat: bad brain_id',
      path: 'brain/chat',
      body: { brain_id: "x'; drop table brain_chats; --" },
      status: 400,
      message: 'brain_id is not a valid brain id',
    },
    {
      name: 'brain/chat: unknown brain',
      path: 'brain/chat',
      body: { brain_id: 'no-such-brain' },
      status: 404,
      code: 'brain_not_found',
      message: 'Brain "no-such-brain" not found',
    },
    {
      name: 'brain/chat: empty name',
      path: 'brain/chat',
      body: { brain_id: 'transit-tracker', name: ' ' },
      status: 400,
      message: 'name must not be empty',
    },
    {
      name: 'brain/chat: long name',
      path: 'brain/chat',
      body: { brain_id: 'transit-tracker', name: 'n'.repeat(201) },
      status: 400,
      message: 'name must be at most 200 characters',
    },
    {
      name: 'brain/chat: numeric name',
      path: 'brain/chat',
      body: { brain_id: 'transit-tracker', name: 5 },
      status: 400,
      message: 'name must be a string',
    },
    {
      name: 'brain/chat: GET',
      path: 'brain/chat',
      method: 'GET',
      status: 405,
      code: 'method_not_allowed',
    },

    question(
      'chat id not a UUID',
      { question: 'hi' },
      'chat_id must be a UUID',
      '',
      'brain/chat/not-a-uuid/question',
    ),
    {
      name: 'question: unknown chat',
      path: 'brain/chat/00000000-0000-4000-8000-000000000000/question',
      body: { question: 'hi' },
      status: 404,
      code: 'chat_not_found',
      message: 'Chat not found',
    },
    {
      name: 'question: malformed JSON',
      path: `brain/chat/${chatId}/question`,
      raw: '{"question":',
      status: 400,
      code: 'invalid_json',
    },
    question('no question', {}, 'question is required'),
    question('blank question', { question: ' \t' }, 'question must not be empty'),
    question(
      'question too long',
      { question: 'q'.repeat(4001) },
      'question must be at most 4000 characters',
    ),
    question('numeric question', { question: 12 }, 'question is required'),
    question(
      'json format in body',
      { question: 'hi', response_format: 'json' },
      'response_format must be "text"',
    ),
    question(
      'json format in query',
      { question: 'hi' },
      'response_format must be "text"',
      '?response_format=json',
    ),
    question(
      'bad brain_id in query',
      { question: 'hi' },
      'brain_id is not a valid brain id',
      '?brain_id=..%2F',
    ),
    question(
      'brain ids differ',
      { question: 'hi', brain_id: 'moon-phase-coach' },
      'brain_id in the query and in the body differ',
      '?brain_id=transit-tracker',
    ),
    question(
      'another brain than the chat’s',
      { question: 'hi', brain_id: 'moon-phase-coach' },
      'This chat belongs to the brain "transit-tracker", not "moon-phase-coach"',
    ),
    {
      name: 'question: GET',
      path: `brain/chat/${chatId}/question`,
      method: 'GET',
      status: 405,
      code: 'method_not_allowed',
    },
    {
      name: 'brain: unknown endpoint',
      path: 'brain/chats',
      body: {},
      status: 404,
      code: 'not_found',
    },
    {
      name: 'brain/health: POST',
      path: 'brain/health',
      body: {},
      status: 405,
      code: 'method_not_allowed',
    },
  ];
}

async function storedCounts() {
  return withDatabase(async (db) => {
    const { rows } = await db.query<{
      messages: number;
      usage: number;
      conversations: number;
      interactions: number;
    }>(
      // The one store of conversations, Grok's and the brains' (brain_chats and chat_history are
      // views of it).
      `select (select count(*)::int from public.grok_messages where user_id = $1) as messages,
              (select count(*)::int from public.ai_usage where user_id = $1) as usage,
              (select count(*)::int from public.grok_conversations where user_id = $1) as conversations,
              (select brain_interactions_count from public.profiles where id = $1) as interactions`,
      [userId],
    );
    return rows[0]!;
  });
}

describe('bad input on the AI and brain endpoints', () => {
  it('answers every probe with its 4xx and message, never 500, and stores nothing', async () => {
    const before = await storedCounts();
    const failures: string[] = [];
    for (const probe of probes()) {
      const token = probe.token ? probe.token() : userToken;
      const res = await fetch(`${stack.url}/functions/v1/${probe.path}`, {
        method: probe.method ?? 'POST',
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          'content-type': 'application/json',
          'x-xai-api-key': USER_KEY,
        },
        body:
          probe.method === 'GET'
            ? undefined
            : (probe.raw ?? (probe.body === undefined ? undefined : JSON.stringify(probe.body))),
      });
      const text = await res.text();
      let body: { code?: string; message?: string } = {};
      try {
        body = JSON.parse(text) as typeof body;
      } catch {
        failures.push(`${probe.name}: body is not JSON: ${text.slice(0, 100)}`);
        continue;
      }
      const messageOk =
        probe.message === undefined ||
        (typeof probe.message === 'string'
          ? body.message === probe.message
          : probe.message.test(body.message ?? ''));
      if (
        res.status !== probe.status ||
        (probe.code && body.code !== probe.code) ||
        !messageOk ||
        typeof body.message !== 'string' ||
        body.message.length === 0
      ) {
        failures.push(`${probe.name}: got ${res.status} ${text.slice(0, 200)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(await storedCounts()).toEqual(before);
  }, 60_000);
});
