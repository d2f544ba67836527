import { TEXT_ANSWER } from '../fixtures/fake-ai-provider';
import { readEvents, startAiStack, type AiStack } from './support/ai-stack';
import { newConfirmedUser, withDatabase } from './support/clients';
import {
  conversationMessages,
  exchange as exchangeTurn,
  sendTurn,
  settled,
  turnOf,
} from './support/grok-turns';

/**
 * A brain is an assistant of the one conversation engine: a conversation started with a brain_id
 * is answered by that brain (its instructions, the knowledge matching each question, stored as
 * the answer's sources, and the brain model) through the same turns as Grok, so regenerating,
 * branches and stop work for it too. A conversation keeps its assistant.
 */

const BRAIN = 'relationship-synastry';

let ai: AiStack;
let user: Awaited<ReturnType<typeof newConfirmedUser>>;
let token = '';

beforeAll(async () => {
  ai = await startAiStack({ BRAIN_MODEL: 'grok-3-fast' });
  user = await newConfirmedUser('brain-conversations');
  token = user.session.access_token;
}, 60_000);

afterAll(async () => {
  await ai?.stop();
});

beforeEach(() => {
  ai.provider.reset();
  ai.provider.options.chunkDelayMs = 0;
});

const send = (body: Record<string, unknown>) => sendTurn(ai.url, token, body);
const exchange = (content: string, extra: Record<string, unknown> = {}) =>
  exchangeTurn(ai.url, token, content, extra);
const errorOf = async (res: Response) => ((await res.json()) as { message: string }).message;

/** Retries an expectation about a row the server writes in the background, for up to 5 s. */
async function eventually(check: () => Promise<void>): Promise<void> {
  const until = Date.now() + 5000;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

type Prompt = { role: string; content: string }[];
const lastPrompt = () => {
  const calls = ai.provider.requests.filter((r) => r.path === '/v1/chat/completions');
  return calls[calls.length - 1]!.body as { model: string; messages: Prompt };
};

const conversation = (id: string) =>
  withDatabase(
    async (db) =>
      (
        await db.query<{ brain_id: string | null; title: string }>(
          'select brain_id, title from public.grok_conversations where id = $1',
          [id],
        )
      ).rows[0],
  );

const brainQuestions = () =>
  withDatabase(
    async (db) =>
      (
        await db.query<{ n: number }>(
          'select brain_interactions_count as n from public.profiles where id = $1',
          [user.user.id],
        )
      ).rows[0]!.n,
  );

const brainUsage = () =>
  withDatabase(
    async (db) =>
      (
        await db.query<{ model: string }>(
          `select model from public.ai_usage where user_id = $1 and feature = 'brain_chat'`,
          [user.user.id],
        )
      ).rows,
  );

describe('a conversation with a brain', () => {
  it('is answered by the brain: its instructions, matching knowledge as sources, its model', async () => {
    const before = await brainQuestions();
    const turn = await exchange('How is a Davison chart made?', { brain_id: BRAIN });

    expect(await conversation(turn.conversation_id)).toEqual({
      brain_id: BRAIN,
      title: 'How is a Davison chart made?',
    });
    const prompt = lastPrompt();
    expect(prompt.model).toBe('grok-3-fast');
    expect(prompt.messages[0]!.role).toBe('system');
    expect(prompt.messages[0]!.content).toContain('You compare two natal charts (synastry).');
    expect(prompt.messages[0]!.content).toContain('Ronald Davison');
    expect(prompt.messages.slice(1)).toEqual([
      { role: 'user', content: 'How is a Davison chart made?' },
    ]);

    const answer = await settled(turn.assistant_message_id);
    expect(answer).toMatchObject({ status: 'complete', model: 'grok-3-fast' });
    expect(answer.sources!.map((s) => s.title)).toContain(
      'Composite charts and the Davison relationship chart',
    );
    expect(answer.sources![0]!.ref).toBe(1);
    // The count and the usage row are written beside the answer, never in its way.
    await eventually(async () => expect(await brainQuestions()).toBe(before + 1));
    await eventually(async () =>
      expect(await brainUsage()).toContainEqual({ model: 'grok-3-fast' }),
    );
  });

  it('goes on, and regenerates, with the same brain; the provider gets the branch', async () => {
    const first = await exchange('What is synastry?', { brain_id: BRAIN });
    const second = await exchange('And a composite chart?', {
      conversation_id: first.conversation_id,
      brain_id: BRAIN,
    });
    expect(lastPrompt().messages.slice(1)).toEqual([
      { role: 'user', content: 'What is synastry?' },
      { role: 'assistant', content: TEXT_ANSWER },
      { role: 'user', content: 'And a composite chart?' },
    ]);

    const res = await send({
      conversation_id: first.conversation_id,
      answer_to: second.user_message_id,
      brain_id: BRAIN,
    });
    expect(res.status).toBe(200);
    const regenerated = turnOf(await readEvents(res));
    const answer = await settled(regenerated.assistant_message_id);
    expect(answer).toMatchObject({ status: 'complete', parent_id: second.user_message_id });
    expect(answer.sources).not.toBeNull();
    expect(lastPrompt().messages[0]!.content).toContain('You compare two natal charts');
    const rows = await conversationMessages(first.conversation_id);
    expect(rows.filter((r) => r.parent_id === second.user_message_id)).toHaveLength(2);
  });

  it('keeps its assistant: another brain, or none, is refused before anything is stored', async () => {
    const turn = await exchange('Tell me about Venus in synastry', { brain_id: BRAIN });
    const count = (await conversationMessages(turn.conversation_id)).length;

    const withoutBrain = await send({
      conversation_id: turn.conversation_id,
      content: 'And Mars?',
    });
    expect(withoutBrain.status).toBe(400);
    expect(await errorOf(withoutBrain)).toBe(
      `This conversation is with the brain "${BRAIN}": send brain_id "${BRAIN}"`,
    );
    const otherBrain = await send({
      conversation_id: turn.conversation_id,
      content: 'And Mars?',
      brain_id: 'tarot-companion',
    });
    expect(otherBrain.status).toBe(400);
    const regenerateWithout = await send({
      conversation_id: turn.conversation_id,
      answer_to: turn.user_message_id,
    });
    expect(regenerateWithout.status).toBe(400);
    expect(await conversationMessages(turn.conversation_id)).toHaveLength(count);

    const grok = await exchange('Hello Grok');
    const grokWithBrain = await send({
      conversation_id: grok.conversation_id,
      content: 'Now as a brain',
      brain_id: BRAIN,
    });
    expect(grokWithBrain.status).toBe(400);
    expect(await errorOf(grokWithBrain)).toBe(
      'This conversation is with Grok, not with a brain: send no brain_id',
    );
  });

  it('refuses a brain that does not exist, and a malformed brain id', async () => {
    const unknown = await send({ content: 'Hi', brain_id: 'no-such-brain' });
    expect(unknown.status).toBe(400);
    expect(await errorOf(unknown)).toBe('brain_id names no assistant: "no-such-brain"');
    const malformed = await send({ content: 'Hi', brain_id: "x'; drop table" });
    expect(malformed.status).toBe(400);
    expect(await errorOf(malformed)).toBe('brain_id is not a valid brain id');
  });

  it('answers a Grok conversation without a brain: no sources, the chosen model', async () => {
    const turn = await exchange('Plain question');
    expect((await conversation(turn.conversation_id))!.brain_id).toBeNull();
    expect(lastPrompt().model).toBe('grok-3-mini');
    expect((await settled(turn.assistant_message_id)).sources).toBeNull();
  });
});
