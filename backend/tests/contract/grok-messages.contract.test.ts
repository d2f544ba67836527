import type { Session } from '@supabase/supabase-js';
import * as OTPAuth from 'otpauth';
import { failureMarker, REASONING, TEXT_ANSWER, tokensOf } from '../fixtures/fake-ai-provider';
import { joinDeltas, readEvents, startAiStack, type AiStack } from './support/ai-stack';
import { anonClient, newConfirmedUser, withDatabase } from './support/clients';
import {
  contentEvents,
  conversationMessages,
  exchange as exchangeTurn,
  message,
  readUntil,
  sendTurn,
  settled,
  stopAnswer,
  textOf,
  turnOf,
  type MessageRow,
} from './support/grok-turns';
import { realtimeClient, subscribe, waitFor } from './support/realtime-kit';

/**
 * Grok conversations are written by the server: the question is stored before the provider is
 * asked, the answer while it streams and at its end, whether the client stays or not. A stop
 * aborts the provider's request and keeps the partial answer. Browsers only read their own rows.
 */

let ai: AiStack;
let owner: Awaited<ReturnType<typeof newConfirmedUser>>;
let token = '';

beforeAll(async () => {
  ai = await startAiStack();
  owner = await newConfirmedUser('grok-messages');
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

const send = (body: Record<string, unknown>, init: RequestInit = {}, bearer = token) =>
  sendTurn(ai.url, bearer, body, init);
const stop = (id: string, bearer = token) => stopAnswer(ai.url, bearer, id);
const exchange = (content: string, extra: Record<string, unknown> = {}) =>
  exchangeTurn(ai.url, token, content, extra);

describe('POST /functions/v1/grok/conversations/messages', () => {
  it('stores the question before the provider answers, then the answer with its usage', async () => {
    ai.provider.options.slowMs = 3_000;
    const question = `What does my rising sign say? ${failureMarker('slow')}`;
    const res = await send({ content: question });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const { events, reader } = await readUntil(res, (e) => e.length >= 1);
    const turn = turnOf(events);
    expect(turn.object).toBe('grok.turn');
    expect(res.headers.get('x-assistant-message-id')).toBe(turn.assistant_message_id);

    // The provider has the request and has not answered a byte yet; the rows are there.
    const upstream = await ai.provider.waitForRequest((r) => r.path === '/v1/chat/completions');
    expect(upstream.writes).toHaveLength(0);
    const stored = await message(turn.user_message_id);
    expect(stored).toMatchObject({
      conversation_id: turn.conversation_id,
      parent_id: null,
      user_id: owner.user.id,
      role: 'user',
      content: [{ type: 'text', text: question }],
      status: 'complete',
    });
    expect(await message(turn.assistant_message_id)).toMatchObject({
      parent_id: turn.user_message_id,
      role: 'assistant',
      status: 'streaming',
      content: [],
      model: 'grok-3-mini',
    });
    expect(upstream.writes).toHaveLength(0);
    const header = await withDatabase(
      async (db) =>
        (
          await db.query<{ user_id: string; title: string; model: string }>(
            'select user_id, title, model from public.grok_conversations where id = $1',
            [turn.conversation_id],
          )
        ).rows[0],
    );
    expect(header).toEqual({ user_id: owner.user.id, title: question, model: 'grok-3-mini' });

    // The rest of the answer reaches the client as chat/completions sends it.
    const rest: string[] = [];
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      rest.push(new TextDecoder().decode(value));
    }
    const all = rest
      .join('')
      .split('\n\n')
      .map((b) => b.replace(/^data: /, ''))
      .filter(Boolean);
    expect(joinDeltas(all)).toBe(TEXT_ANSWER);
    expect(all[all.length - 1]).toBe('[DONE]');
    expect(upstream.body).toMatchObject({
      model: 'grok-3-mini',
      stream: true,
      messages: [{ role: 'user', content: question }],
    });

    const answer = await settled(turn.assistant_message_id);
    expect(answer).toMatchObject({
      status: 'complete',
      content: [{ type: 'text', text: TEXT_ANSWER }],
      reasoning: REASONING,
      error: null,
    });
    expect(answer.usage?.completion_tokens).toBe(tokensOf(TEXT_ANSWER).length);
  });

  it('titles a composed question with the words the user gave, not with the prompt', async () => {
    const composed = 'Explain this passage.\n\nPassage:\n"""\nVenus in Taurus\n"""';
    const turn = await exchange(composed, { title: '“Venus in Taurus”' });
    const titleOf = async (id: string) =>
      withDatabase(
        async (db) =>
          (
            await db.query<{ title: string }>(
              'select title from public.grok_conversations where id = $1',
              [id],
            )
          ).rows[0]!.title,
      );
    expect(await titleOf(turn.conversation_id)).toBe('“Venus in Taurus”');
    // A later question with a title of its own leaves the conversation's title as it was.
    await exchange('And in Libra?', {
      conversation_id: turn.conversation_id,
      title: 'Something else',
    });
    expect(await titleOf(turn.conversation_id)).toBe('“Venus in Taurus”');
  });

  it('keeps a quoted passage and attached data apart from the question, and frames them for the model', async () => {
    const content = [
      { type: 'text', text: 'What does this placement say?' },
      { type: 'text', kind: 'quote', label: 'Natal chart of Ada', text: 'Sun 24°27′ Taurus' },
      {
        type: 'text',
        kind: 'attachment',
        label: 'Data from this page',
        text: '<chart name="Ada"/>',
      },
    ];
    const res = await send({ content });
    expect(res.status).toBe(200);
    const turn = turnOf(await readEvents(res));
    expect((await message(turn.user_message_id))!.content).toEqual(content);
    const upstream = ai.provider.requests.find((r) => r.path === '/v1/chat/completions')!;
    expect((upstream.body as { messages: unknown }).messages).toEqual([
      {
        role: 'user',
        content: [
          'What does this placement say?',
          'Passage (from “Natal chart of Ada”):',
          '"""',
          'Sun 24°27′ Taurus',
          '"""',
          'Data from this page:',
          '<chart name="Ada"/>',
        ].join('\n'),
      },
    ]);
    // The conversation is named by the user's words, not by the page's data.
    const title = await withDatabase(
      async (db) =>
        (
          await db.query<{ title: string }>(
            'select title from public.grok_conversations where id = $1',
            [turn.conversation_id],
          )
        ).rows[0]!.title,
    );
    expect(title).toBe('What does this placement say?');
    // A part of another kind is bad input.
    const refused = await send({ content: [{ type: 'text', kind: 'system', text: 'x' }] });
    expect(refused.status).toBe(400);
  });

  it('finishes and stores the answer when the client disconnects mid-stream', async () => {
    ai.provider.options.chunkDelayMs = 60;
    const controller = new AbortController();
    const res = await send(
      { content: 'Will Saturn be kind to me?' },
      { signal: controller.signal },
    );
    const { events } = await readUntil(res, (e) => contentEvents(e).length > 0);
    const turn = turnOf(events);
    controller.abort();

    const upstream = await ai.provider.waitForRequest((r) => r.path === '/v1/chat/completions');
    await ai.provider.waitForEnd(upstream);
    expect(upstream.abortedAt).toBeUndefined();
    const answer = await settled(turn.assistant_message_id);
    expect(answer).toMatchObject({
      status: 'complete',
      content: [{ type: 'text', text: TEXT_ANSWER }],
    });
    expect(answer.usage?.completion_tokens).toBeGreaterThan(0);
  });

  it('stores the answer as it streams, not only at the end', async () => {
    ai.provider.options.chunkDelayMs = 120;
    const res = await send({ content: 'Tell me about my Moon.' });
    const { events, reader } = await readUntil(res, (e) => contentEvents(e).length > 0);
    const turn = turnOf(events);
    let partial: MessageRow | undefined;
    for (let i = 0; i < 40 && !partial; i++) {
      const row = await message(turn.assistant_message_id);
      if (row?.status === 'streaming' && textOf(row).length > 0) partial = row;
      else await new Promise((r) => setTimeout(r, 50));
    }
    expect(partial).toBeDefined();
    expect(TEXT_ANSWER.startsWith(textOf(partial!))).toBe(true);
    await reader.cancel();
    expect((await settled(turn.assistant_message_id)).status).toBe('complete');
  });

  it('stop aborts the provider request and keeps the partial answer as stopped', async () => {
    const stranger = await newConfirmedUser('grok-messages-stranger');
    ai.provider.options.chunkDelayMs = 100;
    const res = await send({ content: 'What does my Venus mean?' });
    const { events, reader } = await readUntil(res, (e) => tokensOf(contentEvents(e)).length >= 2);
    const turn = turnOf(events);
    const upstream = await ai.provider.waitForRequest((r) => r.path === '/v1/chat/completions');

    // Nobody else may stop it.
    expect((await stop(turn.assistant_message_id, stranger.session.access_token)).status).toBe(404);

    const stopped = await stop(turn.assistant_message_id);
    expect(stopped.status).toBe(200);
    expect(await stopped.json()).toEqual({ id: turn.assistant_message_id, status: 'stopped' });
    await ai.provider.waitForEnd(upstream);
    expect(upstream.abortedAt).toBeDefined();
    expect(upstream.finishedAt).toBeUndefined();

    const row = await message(turn.assistant_message_id);
    expect(row!.status).toBe('stopped');
    expect(row!.stop_requested_at).not.toBeNull();
    const text = textOf(row!);
    expect(text.length).toBeGreaterThan(0);
    expect(text.length).toBeLessThan(TEXT_ANSWER.length);
    expect(TEXT_ANSWER.startsWith(text)).toBe(true);
    // The client's stream ends too.
    while (!(await reader.read()).done) {
      /* drain */
    }
    // Stopping again changes nothing.
    const again = await stop(turn.assistant_message_id);
    expect(await again.json()).toEqual({ id: turn.assistant_message_id, status: 'stopped' });
  });

  it('a stop recorded in the database (by another instance) ends the answer too', async () => {
    ai.provider.options.chunkDelayMs = 150;
    const res = await send({ content: 'And my Mars?' });
    const { events, reader } = await readUntil(res, (e) => contentEvents(e).length > 0);
    const turn = turnOf(events);
    const upstream = await ai.provider.waitForRequest((r) => r.path === '/v1/chat/completions');
    await withDatabase((db) =>
      db.query('update public.grok_messages set stop_requested_at = now() where id = $1', [
        turn.assistant_message_id,
      ]),
    );
    await ai.provider.waitForEnd(upstream, 5_000);
    expect(upstream.abortedAt).toBeDefined();
    expect((await settled(turn.assistant_message_id)).status).toBe('stopped');
    await reader.cancel();
  });

  it('two tabs appending to one conversation at once both keep their messages', async () => {
    const first = await exchange('First question of the thread');
    ai.provider.options.chunkDelayMs = 20;
    const [a, b] = await Promise.all(
      ['Tab A asks about Mercury', 'Tab B asks about Jupiter'].map(async (content) => {
        const res = await send({ content, conversation_id: first.conversation_id });
        expect(res.status).toBe(200);
        const events = await readEvents(res);
        expect(contentEvents(events)).toBe(TEXT_ANSWER);
        return turnOf(events);
      }),
    );
    expect(a!.conversation_id).toBe(first.conversation_id);
    expect(b!.conversation_id).toBe(first.conversation_id);
    await settled(a!.assistant_message_id);
    await settled(b!.assistant_message_id);

    const rows = await conversationMessages(first.conversation_id);
    expect(rows).toHaveLength(6);
    expect(rows.every((r) => r.status === 'complete')).toBe(true);
    const questions = rows.filter((r) => r.role === 'user').map(textOf);
    expect(questions.sort()).toEqual(
      [
        'First question of the thread',
        'Tab A asks about Mercury',
        'Tab B asks about Jupiter',
      ].sort(),
    );
    // Each answer follows its own question.
    for (const turn of [first, a!, b!]) {
      expect(rows.find((r) => r.id === turn.assistant_message_id)!.parent_id).toBe(
        turn.user_message_id,
      );
    }
  });

  it('sends the provider the branch the question ends, oldest first', async () => {
    const first = await exchange('Which house is my Sun in?');
    await exchange('And my Moon?', { conversation_id: first.conversation_id });
    ai.provider.reset();
    // A question on the first answer: a branch beside "And my Moon?".
    const res = await send({
      content: 'What about my Ascendant?',
      conversation_id: first.conversation_id,
      parent_id: first.assistant_message_id,
    });
    const turn = turnOf(await readEvents(res));
    expect((await message(turn.user_message_id))!.parent_id).toBe(first.assistant_message_id);
    const upstream = ai.provider.requests.find((r) => r.path === '/v1/chat/completions')!;
    expect((upstream.body as { messages: unknown }).messages).toEqual([
      { role: 'user', content: 'Which house is my Sun in?' },
      { role: 'assistant', content: TEXT_ANSWER },
      { role: 'user', content: 'What about my Ascendant?' },
    ]);
  });

  it('leaves a question whose answer failed out of what later questions send', async () => {
    const failed = await send({ content: `Read this ${failureMarker('invalid-argument')}` });
    const turn = turnOf(await readEvents(failed));
    expect((await settled(turn.assistant_message_id)).status).toBe('failed');
    ai.provider.reset();
    // Had the refused question gone along, the provider would refuse this one too.
    const next = await send({
      content: 'Then which sign rules Leo?',
      conversation_id: turn.conversation_id,
    });
    const answer = turnOf(await readEvents(next));
    expect((await settled(answer.assistant_message_id)).status).toBe('complete');
    const upstream = ai.provider.requests.find((r) => r.path === '/v1/chat/completions')!;
    expect((upstream.body as { messages: unknown }).messages).toEqual([
      { role: 'user', content: 'Then which sign rules Leo?' },
    ]);
  });

  it('stores a failed answer with its error, passing the provider’s own code on', async () => {
    const res = await send({ content: `Break please ${failureMarker('server-error')}` });
    expect(res.status).toBe(200);
    const events = await readEvents(res);
    const turn = turnOf(events);
    expect(JSON.parse(events[events.length - 1]!)).toMatchObject({
      error: { code: 'Internal error' },
    });
    const row = await settled(turn.assistant_message_id);
    expect(row.status).toBe('failed');
    expect(row.error).toMatch(/failed on purpose/);
  });

  it('refuses bad input, and conversations or parents that are not the caller’s, writing nothing', async () => {
    const count = () =>
      withDatabase(
        async (db) =>
          (
            await db.query<{ n: string }>(
              'select count(*) as n from public.grok_messages where user_id = $1',
              [owner.user.id],
            )
          ).rows[0]!.n,
      );
    const before = await count();
    const first = await exchange('A question to branch from');
    const afterFirst = await count();
    expect(Number(afterFirst)).toBe(Number(before) + 2);
    const stranger = await newConfirmedUser('grok-messages-other');

    expect((await send({ content: '' })).status).toBe(400);
    expect((await send({ content: 'x', stream: false })).status).toBe(400);
    expect((await send({ content: 'x', conversation_id: 'nope' })).status).toBe(400);
    expect((await send({ content: 'x', model: 'gpt-4' })).status).toBe(400);
    const huge = await send({ content: 'x'.repeat(950_000) });
    expect(huge.status).toBe(413);
    expect(((await huge.json()) as { code: string }).code).toBe('content_too_large');
    expect(
      (
        await send(
          { content: 'x', conversation_id: first.conversation_id },
          {},
          stranger.session.access_token,
        )
      ).status,
    ).toBe(404);
    const other = await exchange('Another conversation');
    expect(
      (
        await send({
          content: 'x',
          conversation_id: first.conversation_id,
          parent_id: other.user_message_id,
        })
      ).status,
    ).toBe(404);
    expect(Number(await count())).toBe(Number(afterFirst) + 2);
  });
});

describe('grok_messages row-level security', () => {
  it('lets the owner read, and nobody write through the API; other users see nothing', async () => {
    const turn = await exchange('Is my chart private?');
    const own = await owner.client
      .from('grok_messages')
      .select('id, role, status')
      .eq('conversation_id', turn.conversation_id)
      .order('created_at');
    expect(own.error).toBeNull();
    expect(own.data).toEqual([
      { id: turn.user_message_id, role: 'user', status: 'complete' },
      { id: turn.assistant_message_id, role: 'assistant', status: 'complete' },
    ]);

    const stranger = await newConfirmedUser('grok-messages-rls');
    const seen = await stranger.client
      .from('grok_messages')
      .select('id')
      .eq('conversation_id', turn.conversation_id);
    expect(seen).toMatchObject({ error: null, data: [] });
    const anon = await anonClient().from('grok_messages').select('id');
    expect(anon.data ?? []).toEqual([]);

    for (const role of ['assistant', 'user']) {
      const inserted = await owner.client.from('grok_messages').insert({
        conversation_id: turn.conversation_id,
        parent_id: turn.assistant_message_id,
        role,
        content: [{ type: 'text', text: 'forged' }],
        model: 'grok-3-mini',
      });
      expect(inserted.error?.code).toBe('42501');
    }
    const updated = await owner.client
      .from('grok_messages')
      .update({ content: [{ type: 'text', text: 'rewritten' }], status: 'failed' })
      .eq('id', turn.assistant_message_id);
    expect(updated.error?.code).toBe('42501');
    const deleted = await owner.client
      .from('grok_messages')
      .delete()
      .eq('id', turn.assistant_message_id);
    expect(deleted.error?.code).toBe('42501');
    const row = await message(turn.assistant_message_id);
    expect(row).toMatchObject({
      status: 'complete',
      content: [{ type: 'text', text: TEXT_ANSWER }],
    });

    // Deleting the conversation deletes its messages.
    const gone = await owner.client
      .from('grok_conversations')
      .delete()
      .eq('id', turn.conversation_id);
    expect(gone.error).toBeNull();
    expect(await conversationMessages(turn.conversation_id)).toEqual([]);
  });

  it('reaches another tab through realtime while the answer streams', async () => {
    const tab = realtimeClient('2.0.0', () => token);
    try {
      const sub = await subscribe(tab, `grok-messages-${Date.now()}`, [
        { event: '*', table: 'grok_messages', filter: `user_id=eq.${owner.user.id}` },
      ]);
      ai.provider.options.chunkDelayMs = 120;
      const res = await send({ content: 'Follow me from another tab' });
      const turn = turnOf(await readEvents(res));
      const ofAnswer = () =>
        sub.changes[0]!.filter(
          (c) => (c.new as { id?: string } | undefined)?.id === turn.assistant_message_id,
        );
      const last = await waitFor(
        'the completed answer',
        () => ofAnswer().find((c) => (c.new as { status?: string }).status === 'complete'),
        5_000,
      );
      expect(last.new).toMatchObject({ content: [{ type: 'text', text: TEXT_ANSWER }] });
      // Partial answers arrived before it.
      const partial = ofAnswer().find((c) => {
        const row = c.new as { status?: string; content?: { text?: string }[] };
        return row.status === 'streaming' && (row.content?.[0]?.text ?? '').length > 0;
      });
      expect(partial).toBeDefined();
      expect(
        sub.changes[0]!.some(
          (c) => c.eventType === 'INSERT' && (c.new as { id?: string }).id === turn.user_message_id,
        ),
      ).toBe(true);
    } finally {
      await tab.removeAllChannels();
      await tab.realtime.disconnect();
    }
  });

  it('refuses an aal1 token of an account with a verified factor, writing nothing', async () => {
    const account = await newConfirmedUser('grok-messages-mfa');
    const enrolled = await account.client.auth.mfa.enroll({ factorType: 'totp' });
    if (enrolled.error || !enrolled.data)
      throw new Error(`enroll failed: ${enrolled.error?.message}`);
    const totp = new OTPAuth.TOTP({
      secret: OTPAuth.Secret.fromBase32(enrolled.data.totp.secret),
      digits: 6,
      period: 30,
    });
    const verified = await account.client.auth.mfa.challengeAndVerify({
      factorId: enrolled.data.id,
      code: totp.generate(),
    });
    expect(verified.error).toBeNull();
    const aal2 = (await account.client.auth.getSession()).data.session as Session;

    // With the second step passed, the account converses and reads its rows.
    const res = await send({ content: 'Second factor passed' }, {}, aal2.access_token);
    expect(res.status).toBe(200);
    const turn = turnOf(await readEvents(res));
    await settled(turn.assistant_message_id);
    const readable = await account.client
      .from('grok_messages')
      .select('id')
      .eq('conversation_id', turn.conversation_id);
    expect(readable.data).toHaveLength(2);

    const client = anonClient();
    const signIn = await client.auth.signInWithPassword({
      email: account.email,
      password: account.password,
    });
    expect(signIn.error).toBeNull();
    const aal1 = signIn.data.session!;
    const refused = await send({ content: 'Password only' }, {}, aal1.access_token);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { code: string }).code).toBe('insufficient_aal');
    // The question was stored while the account was checked, and taken back with the refusal.
    const continued = await send(
      { content: 'Password only, again', conversation_id: turn.conversation_id },
      {},
      aal1.access_token,
    );
    expect(continued.status).toBe(403);
    const conversations = await withDatabase(
      async (db) =>
        (
          await db.query('select id from public.grok_conversations where user_id = $1', [
            account.user.id,
          ])
        ).rows,
    );
    expect(conversations).toEqual([{ id: turn.conversation_id }]);
    const stopRefused = await stop(turn.assistant_message_id, aal1.access_token);
    expect(stopRefused.status).toBe(403);
    const hidden = await client
      .from('grok_messages')
      .select('id')
      .eq('conversation_id', turn.conversation_id);
    expect(hidden).toMatchObject({ error: null, data: [] });
    expect(await conversationMessages(turn.conversation_id)).toHaveLength(2);
  });
});
