import { setSupabase } from '@astro/shared';
import type { SupabaseClient } from '@supabase/supabase-js';
import { answerQuestion } from '../api/brain-service';
import { AUTH_REQUIRED, BRAIN_RESPONSE_FAILED } from '../model/brain-answer';
import { setTestEnvConfig } from '../../../lib/__tests__/test-env';

const BASE = 'http://stack.test';
const QUESTION_URL = `${BASE}/functions/v1/brain/chat/chat-1/question?brain_id=moon-phase-coach&response_format=text`;

const storedRow = {
  id: 'answer-1',
  user_message: null,
  assistant: 'Journal what you are ready to release.',
  sources: [{ ref: 1, title: 'The balsamic Moon', source: null, excerpt: 'The last phase…' }],
  message_time: '2026-01-01T00:00:02Z',
};

const encoder = new TextEncoder();
const sse = (...events: unknown[]) =>
  new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const event of events)
          controller.enqueue(encoder.encode(`data: ${JSON.stringify(event)}\n\n`));
        controller.close();
      },
    }),
    { status: 200, headers: { 'content-type': 'text/event-stream; charset=utf-8' } },
  );
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/** A brain service answering each question call with the next reply; reads find `storedRow`. */
function setup(...replies: (Response | Error)[]) {
  setTestEnvConfig(BASE);
  const reads = { count: 0 };
  const chain: Record<string, unknown> = {};
  for (const name of ['select', 'eq', 'is', 'order', 'limit']) chain[name] = () => chain;
  chain.then = (resolve: (value: unknown) => void) => {
    reads.count++;
    resolve({ data: [storedRow], error: null });
  };
  const channel: Record<string, unknown> = {};
  channel.on = () => channel;
  channel.subscribe = () => channel;
  setSupabase({
    auth: { getSession: async () => ({ data: { session: { access_token: 'token-1' } } }) },
    from: () => chain,
    channel: () => channel,
    removeChannel: async () => 'ok',
  } as unknown as SupabaseClient);

  const calls: { url: string; accept: string | null; body: unknown }[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({
      url: String(input),
      accept: new Headers(init?.headers).get('accept'),
      body: JSON.parse(String(init?.body)),
    });
    const reply = replies.shift();
    if (!reply) throw new Error('no more replies');
    if (reply instanceof Error) throw reply;
    return reply;
  }) as typeof fetch;
  return { calls, reads };
}

const ask = (progress = { onAsked: jest.fn(), onText: jest.fn() }) =>
  answerQuestion('chat-1', 'moon-phase-coach', 'What should I journal?', new Set(), progress);

const questionBody = {
  question: 'What should I journal?',
  brain_id: 'moon-phase-coach',
  response_format: 'text',
};

describe('answerQuestion', () => {
  it('streams the answer into onText and resolves with the stored row, without polling', async () => {
    const { calls, reads } = setup(
      sse(
        { type: 'question', chat_id: 'chat-1', message_id: 'q-1', status: 'processing' },
        { type: 'delta', content: 'Journal what' },
        { type: 'delta', content: ' you are ready to release.' },
        { type: 'answer', answer: storedRow },
      ),
    );
    const progress = { onAsked: jest.fn(), onText: jest.fn() };
    const turn = await ask(progress);

    expect(calls).toEqual([{ url: QUESTION_URL, accept: 'text/event-stream', body: questionBody }]);
    expect(progress.onText.mock.calls).toEqual([
      ['Journal what'],
      ['Journal what you are ready to release.'],
    ]);
    expect(progress.onAsked).toHaveBeenCalledTimes(1);
    expect(turn).toMatchObject({
      id: 'answer-1',
      role: 'assistant',
      text: storedRow.assistant,
      sources: [expect.objectContaining({ title: 'The balsamic Moon' })],
    });
    expect(reads.count).toBe(0);
  });

  it('shows a failure the service stored as the answer, as polling would', async () => {
    const failure = {
      ...storedRow,
      assistant: { content: 'Sorry, the assistant took too long.', error: 'timeout' },
    };
    setup(
      sse({
        type: 'error',
        message: BRAIN_RESPONSE_FAILED,
        detail: 'Sorry, the assistant took too long.',
        answer: failure,
      }),
    );
    await expect(ask()).resolves.toMatchObject({
      id: 'answer-1',
      error: { message: BRAIN_RESPONSE_FAILED, detail: 'Sorry, the assistant took too long.' },
    });
  });

  it('fails with the spec text when nothing could be stored', async () => {
    setup(sse({ type: 'error', detail: 'The answer could not be saved.', answer: null }));
    await expect(ask()).rejects.toMatchObject({
      message: BRAIN_RESPONSE_FAILED,
      detail: 'The answer could not be saved.',
    });
  });

  it('polls for the stored answer when the stream breaks off', async () => {
    const { calls, reads } = setup(sse({ type: 'delta', content: 'Journal' }));
    const progress = { onAsked: jest.fn(), onText: jest.fn() };
    await expect(ask(progress)).resolves.toMatchObject({ id: 'answer-1' });
    expect(calls).toHaveLength(1);
    expect(progress.onAsked).toHaveBeenCalledTimes(1);
    expect(reads.count).toBe(1);
  });

  it('polls without asking again when an older service took the question without a stream', async () => {
    const { calls, reads } = setup(
      json(202, { chat_id: 'chat-1', message_id: 'q-1', status: 'processing' }),
    );
    await expect(ask()).resolves.toMatchObject({ id: 'answer-1', text: storedRow.assistant });
    expect(calls).toHaveLength(1);
    expect(reads.count).toBe(1);
  });

  it.each([
    ['a 404 from a service without the streamed endpoint', json(404, { message: 'no route' })],
    ['a request that never got through', new TypeError('Failed to fetch')],
  ])('asks the plain way, then polls, after %s', async (_, first) => {
    const { calls, reads } = setup(
      first,
      json(202, { chat_id: 'chat-1', message_id: 'q-1', status: 'processing' }),
    );
    const progress = { onAsked: jest.fn(), onText: jest.fn() };
    await expect(ask(progress)).resolves.toMatchObject({ id: 'answer-1' });
    expect(calls.map((c) => c.accept)).toEqual(['text/event-stream', 'application/json']);
    expect(calls[1]).toMatchObject({ url: QUESTION_URL, body: questionBody });
    expect(progress.onAsked).toHaveBeenCalledTimes(1);
    expect(reads.count).toBe(1);
  });

  it('keeps the spec’s errors for refusals, without asking again', async () => {
    const { calls } = setup(json(401, { message: 'Invalid token' }));
    await expect(ask()).rejects.toMatchObject({ message: AUTH_REQUIRED });
    setup(json(429, { message: 'Too many AI requests' }));
    await expect(ask()).rejects.toMatchObject({
      message: BRAIN_RESPONSE_FAILED,
      detail: 'Too many AI requests',
    });
    expect(calls).toHaveLength(1);
  });
});
