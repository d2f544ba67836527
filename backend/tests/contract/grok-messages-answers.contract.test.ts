import { failureMarker, TEXT_ANSWER } from '../fixtures/fake-ai-provider';
import { readEvents, startAiStack, type AiStack } from './support/ai-stack';
import { anonClient, newConfirmedUser, serviceClient, withDatabase } from './support/clients';
import {
  contentEvents,
  conversationMessages,
  exchange as exchangeTurn,
  message,
  readUntil,
  sendTurn,
  settled,
  turnOf,
  type Turn,
} from './support/grok-turns';

/**
 * A stored question can be answered again: `answer_to` regenerates an answer, or retries a failed
 * one, as a sibling of the earlier answers, which stay. An answer left streaming by a server that
 * stopped mid-answer is failed by the sweep each grok instance runs when it starts and every
 * minute, so no page waits for it for ever.
 */

const INTERRUPTED = 'The answer was interrupted before it was complete.';
// Only the start-up sweep of each instance runs during this file, so which one swept is known.
const NO_PERIODIC_SWEEP = { AI_ANSWER_SWEEP_INTERVAL_MS: '3600000' };

let ai: AiStack;
let owner: Awaited<ReturnType<typeof newConfirmedUser>>;
let token = '';

beforeAll(async () => {
  ai = await startAiStack(NO_PERIODIC_SWEEP);
  owner = await newConfirmedUser('grok-answers');
  token = owner.session.access_token;
}, 60_000);

afterAll(async () => {
  await ai?.stop();
});

beforeEach(() => {
  ai.provider.reset();
  ai.provider.options.chunkDelayMs = 0;
  ai.provider.options.slowMs = 10_000;
});

const send = (body: Record<string, unknown>, bearer = token) => sendTurn(ai.url, bearer, body);
const exchange = (content: string, extra: Record<string, unknown> = {}) =>
  exchangeTurn(ai.url, token, content, extra);

const providerMessages = () =>
  (
    ai.provider.requests.find((r) => r.path === '/v1/chat/completions')!.body as {
      messages: unknown;
    }
  ).messages;

const lastMessageAt = (conversationId: string) =>
  withDatabase(
    async (db) =>
      (
        await db.query<{ last_message_at: Date }>(
          'select last_message_at from public.grok_conversations where id = $1',
          [conversationId],
        )
      ).rows[0]!.last_message_at,
  );

describe('POST grok/conversations/messages with answer_to', () => {
  it('regenerates: a sibling answer, from the branch that ends at the question', async () => {
    const first = await exchange('Which house is my Sun in?');
    const second = await exchange('And my Moon?', { conversation_id: first.conversation_id });
    const before = await lastMessageAt(first.conversation_id);
    ai.provider.reset();

    const res = await send({
      conversation_id: first.conversation_id,
      answer_to: second.user_message_id,
      temperature: 1.1,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const events = await readEvents(res);
    const turn = turnOf(events);
    expect(turn).toEqual({
      object: 'grok.turn',
      conversation_id: first.conversation_id,
      user_message_id: second.user_message_id,
      assistant_message_id: expect.any(String),
    });
    expect(res.headers.get('x-assistant-message-id')).toBe(turn.assistant_message_id);
    expect(contentEvents(events)).toBe(TEXT_ANSWER);
    // The question's branch, without the answer being replaced.
    expect(providerMessages()).toEqual([
      { role: 'user', content: 'Which house is my Sun in?' },
      { role: 'assistant', content: TEXT_ANSWER },
      { role: 'user', content: 'And my Moon?' },
    ]);
    expect(ai.provider.requests[0]!.body).toMatchObject({
      model: 'grok-3-mini',
      temperature: 1.1,
      stream: true,
    });

    expect(await settled(turn.assistant_message_id)).toMatchObject({
      parent_id: second.user_message_id,
      role: 'assistant',
      status: 'complete',
      content: [{ type: 'text', text: TEXT_ANSWER }],
    });
    const rows = await conversationMessages(first.conversation_id);
    expect(rows).toHaveLength(5);
    expect(rows.filter((r) => r.parent_id === second.user_message_id).map((r) => r.id)).toEqual([
      second.assistant_message_id,
      turn.assistant_message_id,
    ]);
    expect(rows.find((r) => r.id === second.assistant_message_id)!.status).toBe('complete');
    expect((await lastMessageAt(first.conversation_id)).getTime()).toBeGreaterThan(
      before.getTime(),
    );

    // An earlier question's branch stops at it: nothing that came after goes to the provider.
    ai.provider.reset();
    const again = await send({
      conversation_id: first.conversation_id,
      answer_to: first.user_message_id,
    });
    const regenerated = turnOf(await readEvents(again));
    expect(providerMessages()).toEqual([{ role: 'user', content: 'Which house is my Sun in?' }]);
    expect((await settled(regenerated.assistant_message_id)).parent_id).toBe(first.user_message_id);
  });

  it('retries a failed answer: the failed one stays, the new one is its sibling', async () => {
    const opening = await exchange('What is my rising sign?');
    ai.provider.failNext('server-error');
    const failedRes = await send({
      content: 'And what does it say about me?',
      conversation_id: opening.conversation_id,
    });
    const failed = turnOf(await readEvents(failedRes));
    expect((await settled(failed.assistant_message_id)).status).toBe('failed');
    ai.provider.reset();

    const res = await send({
      conversation_id: opening.conversation_id,
      answer_to: failed.user_message_id,
    });
    expect(res.status).toBe(200);
    const events = await readEvents(res);
    const retry = turnOf(events);
    expect(retry.user_message_id).toBe(failed.user_message_id);
    expect(contentEvents(events)).toBe(TEXT_ANSWER);
    expect(providerMessages()).toEqual([
      { role: 'user', content: 'What is my rising sign?' },
      { role: 'assistant', content: TEXT_ANSWER },
      { role: 'user', content: 'And what does it say about me?' },
    ]);

    const answer = await settled(retry.assistant_message_id);
    expect(answer).toMatchObject({ parent_id: failed.user_message_id, status: 'complete' });
    const earlier = await message(failed.assistant_message_id);
    expect(earlier).toMatchObject({ parent_id: failed.user_message_id, status: 'failed' });
    expect(earlier!.error).toMatch(/failed on purpose/);
  });

  it('refuses an answer_to that is malformed or not a question of the caller’s conversation, writing nothing', async () => {
    const first = await exchange('A question to answer again');
    const other = await exchange('A question of another conversation');
    const stranger = await newConfirmedUser('grok-answers-stranger');
    const conversation = first.conversation_id;
    const count = () =>
      withDatabase(
        async (db) =>
          (
            await db.query<{ n: number }>(
              'select count(*)::int as n from public.grok_messages where user_id = any($1)',
              [[owner.user.id, stranger.user.id]],
            )
          ).rows[0]!.n,
      );
    const before = await count();
    const touched = await lastMessageAt(conversation);
    ai.provider.reset();

    const refusals: [Record<string, unknown>, number, string?][] = [
      [{ conversation_id: conversation, answer_to: 'nope' }, 400],
      [{ conversation_id: conversation, answer_to: first.user_message_id, content: 'x' }, 400],
      [{ conversation_id: conversation, answer_to: first.user_message_id, parent_id: null }, 400],
      [{ answer_to: first.user_message_id }, 400],
      [{ conversation_id: conversation, answer_to: first.user_message_id, stream: false }, 400],
      // An answer is not a question.
      [{ conversation_id: conversation, answer_to: first.assistant_message_id }, 404],
      // A question of another conversation.
      [{ conversation_id: conversation, answer_to: other.user_message_id }, 404],
      [{ conversation_id: conversation, answer_to: crypto.randomUUID() }, 404],
      // Another user's conversation and question.
      [
        { conversation_id: conversation, answer_to: first.user_message_id },
        404,
        stranger.session.access_token,
      ],
    ];
    for (const [body, status, bearer] of refusals) {
      const res = await send(body, bearer);
      expect({ body, status: res.status }).toEqual({ body, status });
      const error = (await res.json()) as { code: string };
      expect(error.code).toBe(status === 404 ? 'not_found' : 'invalid_request');
    }

    expect(await count()).toBe(before);
    expect(await lastMessageAt(conversation)).toEqual(touched);
    expect(ai.provider.requests).toEqual([]);
  });
});

describe('answers left streaming by a server that stopped', () => {
  const age = (id: string) =>
    withDatabase((db) =>
      db.query(
        `update public.grok_messages set updated_at = now() - interval '1 hour' where id = $1`,
        [id],
      ),
    );
  const sweep = (staleAfterMs: number, client = serviceClient()) =>
    client.rpc('grok_fail_abandoned_answers', { p_stale_after_ms: staleAfterMs });

  // Answers whose server went away: asked of an instance that is then stopped mid-answer.
  let abandoned: Turn[] = [];

  beforeAll(async () => {
    const gone = await startAiStack(NO_PERIODIC_SWEEP, { slowMs: 60_000 });
    try {
      for (let i = 0; i < 3; i++) {
        const controller = new AbortController();
        const res = await sendTurn(
          gone.url,
          token,
          { content: `Left unanswered ${i} ${failureMarker('slow')}` },
          { signal: controller.signal },
        );
        const { events } = await readUntil(res, (e) => e.length >= 1);
        abandoned.push(turnOf(events));
        controller.abort();
      }
    } finally {
      await gone.stop();
    }
    for (const turn of abandoned)
      expect((await message(turn.assistant_message_id))!.status).toBe('streaming');
  }, 90_000);

  afterAll(async () => {
    for (const turn of abandoned) await age(turn.assistant_message_id);
    await sweep(60_000);
    abandoned = [];
  });

  it('the sweep fails streaming answers unwritten for the threshold, and only those', async () => {
    const [stale, fresh] = abandoned;
    const finished = await exchange('Answered long ago');
    await age(finished.assistant_message_id);
    await age(stale!.assistant_message_id);

    const swept = await sweep(60_000);
    expect(swept.error).toBeNull();
    expect(swept.data).toBeGreaterThanOrEqual(1);
    expect(await message(stale!.assistant_message_id)).toMatchObject({
      status: 'failed',
      error: INTERRUPTED,
      content: [],
    });
    expect((await message(fresh!.assistant_message_id))!.status).toBe('streaming');
    expect((await message(finished.assistant_message_id))!.status).toBe('complete');

    // Only the server calls it, with a sensible threshold.
    expect((await sweep(60_000, anonClient())).error?.code).toBe('42501');
    expect((await sweep(60_000, owner.client)).error?.code).toBe('42501');
    expect((await sweep(0)).error?.code).toBe('22023');
    expect((await message(fresh!.assistant_message_id))!.status).toBe('streaming');
  });

  it('a grok instance fails them when it starts', async () => {
    const [, stale, fresh] = abandoned;
    await age(stale!.assistant_message_id);
    const next = await startAiStack(NO_PERIODIC_SWEEP);
    try {
      expect(await settled(stale!.assistant_message_id)).toMatchObject({
        status: 'failed',
        error: INTERRUPTED,
      });
      expect((await message(fresh!.assistant_message_id))!.status).toBe('streaming');
    } finally {
      await next.stop();
    }
  }, 60_000);

  it('an instance still streaming an answer that was swept gives it up', async () => {
    const res = await send({ content: `Still thinking ${failureMarker('slow')}` });
    const { events, reader } = await readUntil(res, (e) => e.length >= 1);
    const turn = turnOf(events);
    const upstream = await ai.provider.waitForRequest((r) => r.path === '/v1/chat/completions');
    await age(turn.assistant_message_id);
    expect((await sweep(60_000)).error).toBeNull();

    // The provider request is aborted; the row keeps the sweep's verdict.
    await ai.provider.waitForEnd(upstream, 5_000);
    expect(upstream.abortedAt).toBeDefined();
    while (!(await reader.read()).done) {
      /* the client's stream ends too */
    }
    expect(await message(turn.assistant_message_id)).toMatchObject({
      status: 'failed',
      error: INTERRUPTED,
    });
  });
});
