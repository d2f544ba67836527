import { TEXT_ANSWER } from '../fixtures/fake-ai-provider';
import { readEvents, startAiStack, type AiStack } from './support/ai-stack';
import { newConfirmedUser } from './support/clients';

/**
 * A brain's answer streamed as it is made (`Accept: text/event-stream`), while the chat_history
 * row the polling client reads is written exactly as without a stream, also when the client
 * leaves half-way.
 */

interface User {
  client: Awaited<ReturnType<typeof newConfirmedUser>>['client'];
  token: string;
}

interface AnswerRow {
  id: string;
  chat_id: string;
  user_message: null;
  assistant: unknown;
  sources: { title: string }[];
  message_time: string;
}

type StreamEvent =
  | { type: 'question'; chat_id: string; message_id: string; status: string }
  | { type: 'delta'; content: string }
  | { type: 'answer'; answer: AnswerRow }
  | { type: 'error'; code: string; message: string; detail: string; answer: AnswerRow | null };

let ai: AiStack;
let alice: User;

beforeAll(async () => {
  ai = await startAiStack();
  const u = await newConfirmedUser('brain-stream');
  alice = { client: u.client, token: u.session.access_token };
}, 60_000);

afterAll(async () => {
  await ai?.stop();
});

beforeEach(() => ai.provider.reset());

const post = (
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
  signal?: AbortSignal,
) =>
  fetch(`${ai.url}/functions/v1/brain${path}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${alice.token}`,
      'content-type': 'application/json',
      ...headers,
    },
    body: JSON.stringify(body),
    signal,
  });

async function newChat(brainId: string): Promise<string> {
  const res = await post('/chat', { name: 'Streamed', brain_id: brainId });
  expect(res.status).toBe(200);
  return ((await res.json()) as { chat_id: string }).chat_id;
}

const ask = (
  chatId: string,
  brainId: string,
  question: string,
  accept?: string,
  signal?: AbortSignal,
) =>
  post(
    `/chat/${chatId}/question?brain_id=${brainId}&response_format=text`,
    { question, brain_id: brainId, response_format: 'text' },
    accept ? { accept } : {},
    signal,
  );

const SSE = 'text/event-stream';

const parse = (data: string) => JSON.parse(data) as StreamEvent;

async function historyRow(id: string) {
  const { data, error } = await alice.client
    .from('chat_history')
    .select('id, chat_id, user_message, assistant, sources, message_time')
    .eq('id', id);
  expect(error).toBeNull();
  return (data as AnswerRow[])[0];
}

/** The chat's finished answers. */
async function answerRows(chatId: string): Promise<AnswerRow[]> {
  const { data, error } = await alice.client
    .from('chat_history')
    .select('id, chat_id, user_message, assistant, sources, message_time')
    .eq('chat_id', chatId)
    .is('user_message', null)
    // An answer still being made is there already, without its text (as the polling client sees).
    .not('assistant', 'is', null);
  expect(error).toBeNull();
  return data as AnswerRow[];
}

describe('POST brain/chat/{chat_id}/question with Accept: text/event-stream', () => {
  it('streams the answer token by token, then ends with the stored chat_history row', async () => {
    const chatId = await newChat('relationship-synastry');
    const release = ai.provider.hold();
    const res = await ask(chatId, 'relationship-synastry', 'How is a Davison chart made?', SSE);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);

    let firstDeltaWhileHeld: { answerSeen: boolean; providerFinished: boolean } | undefined;
    const seen: StreamEvent[] = [];
    const events = (
      await readEvents(res, (data) => {
        const event = parse(data);
        seen.push(event);
        if (event.type === 'delta' && !firstDeltaWhileHeld) {
          // The provider is paused after its first token: this one reached us on its own.
          const upstream = ai.provider.requests.find((r) => r.path === '/v1/chat/completions');
          firstDeltaWhileHeld = {
            answerSeen: seen.some((e) => e.type === 'answer'),
            providerFinished: upstream?.finishedAt !== undefined,
          };
          release();
        }
      })
    ).map(parse);

    expect(firstDeltaWhileHeld).toEqual({ answerSeen: false, providerFinished: false });
    const question = events[0]!;
    expect(question).toEqual({
      type: 'question',
      chat_id: chatId,
      message_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      status: 'processing',
    });
    const deltas = events.filter((e) => e.type === 'delta');
    // The first token alone, then the rest (which the provider sends back to back).
    expect(deltas.length).toBeGreaterThanOrEqual(2);
    expect(deltas[0]).toEqual({ type: 'delta', content: 'The' });
    expect(deltas.map((e) => e.content).join('')).toBe(TEXT_ANSWER);

    const last = events[events.length - 1]!;
    expect(last.type).toBe('answer');
    const { answer } = last as Extract<StreamEvent, { type: 'answer' }>;
    expect(answer).toMatchObject({ chat_id: chatId, user_message: null, assistant: TEXT_ANSWER });
    expect(answer.sources.map((s) => s.title)).toContain(
      'Composite charts and the Davison relationship chart',
    );
    // The same row the polling client reads, and the question before it.
    expect(await historyRow(answer.id)).toEqual(answer);
    expect(
      await historyRow((question as Extract<StreamEvent, { type: 'question' }>).message_id),
    ).toMatchObject({ user_message: 'How is a Davison chart made?', assistant: null });

    const upstream = await ai.provider.waitForRequest((r) => r.path === '/v1/chat/completions');
    expect(upstream.body).toMatchObject({ stream: true });
  });

  it('stores the answer when the client leaves mid-stream, without cutting the provider off', async () => {
    const chatId = await newChat('moon-phase-coach');
    const release = ai.provider.hold();
    const leave = new AbortController();
    const res = await ask(
      chatId,
      'moon-phase-coach',
      'What is a balsamic Moon?',
      SSE,
      leave.signal,
    );
    expect(res.status).toBe(200);
    let deltasBeforeLeaving = 0;
    await expect(
      readEvents(res, (data) => {
        if (parse(data).type !== 'delta') return;
        deltasBeforeLeaving++;
        leave.abort();
      }),
    ).rejects.toThrow();
    expect(deltasBeforeLeaving).toBe(1);
    expect(await answerRows(chatId)).toEqual([]);

    // Let the gateway notice the closed connection before the provider goes on.
    await new Promise((r) => setTimeout(r, 300));
    release();
    const upstream = await ai.provider.waitForRequest((r) => r.path === '/v1/chat/completions');
    const ended = await ai.provider.waitForEnd(upstream);
    expect(ended.abortedAt).toBeUndefined();

    let rows: AnswerRow[] = [];
    for (let i = 0; i < 50 && rows.length === 0; i++) {
      await new Promise((r) => setTimeout(r, 100));
      rows = await answerRows(chatId);
    }
    expect(rows).toHaveLength(1);
    expect(rows[0]!.assistant).toBe(TEXT_ANSWER);
  });

  it('ends with an error event carrying the spec text and the stored failure row', async () => {
    const chatId = await newChat('transit-tracker');
    ai.provider.failNext('server-error');
    const res = await ask(chatId, 'transit-tracker', 'When is my Saturn return?', SSE);
    expect(res.status).toBe(200);
    const events = (await readEvents(res)).map(parse);
    expect(events.map((e) => e.type)).toEqual(['question', 'error']);
    const failureText =
      'Sorry, the assistant could not answer this time (The fake provider failed on purpose.). Please ask again.';
    const error = events[1] as Extract<StreamEvent, { type: 'error' }>;
    expect(error).toMatchObject({
      code: 'provider_error',
      message: 'Failed to get response from Brain',
      detail: failureText,
      answer: { chat_id: chatId, assistant: { content: failureText, error: 'error' }, sources: [] },
    });
    expect(await historyRow(error.answer!.id)).toEqual(error.answer);
  });

  it('refuses before storing anything with the usual JSON errors', async () => {
    const res = await ask(
      '00000000-0000-4000-8000-000000000000',
      'transit-tracker',
      'Anyone there?',
      SSE,
    );
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({ code: 'chat_not_found', message: 'Chat not found' });
  });
});

describe('POST brain/chat/{chat_id}/question without Accept: text/event-stream', () => {
  it.each([undefined, 'application/json', '*/*', 'text/event-stream;q=0'])(
    'answers 202 with the same body as before (Accept: %s)',
    async (accept) => {
      const chatId = await newChat('natal-chart-guide');
      const res = await ask(chatId, 'natal-chart-guide', 'What does my Ascendant say?', accept);
      expect(res.status).toBe(202);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      const body = (await res.json()) as Record<string, unknown>;
      expect(Object.keys(body).sort()).toEqual(['chat_id', 'message_id', 'status']);
      expect(body).toMatchObject({ chat_id: chatId, status: 'processing' });

      let rows: AnswerRow[] = [];
      for (let i = 0; i < 50 && rows.length === 0; i++) {
        await new Promise((r) => setTimeout(r, 100));
        rows = await answerRows(chatId);
      }
      expect(rows.map((r) => r.assistant)).toEqual([TEXT_ANSWER]);
    },
  );
});
