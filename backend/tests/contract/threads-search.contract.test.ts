import { TEXT_ANSWER } from '../fixtures/fake-ai-provider';
import { readEvents, startAiStack, type AiStack } from './support/ai-stack';
import { anonClient, newConfirmedUser, withDatabase } from './support/clients';
import { realtimeClient, runMarker, subscribe, waitFor } from './support/realtime-kit';

/**
 * Threads searches the words of every message, Grok's and the brains', through PostgreSQL
 * full-text search, and hears of conversations started elsewhere. Data is made as a user makes
 * it: through the grok and brain functions, answered by the loopback provider.
 */

type User = Awaited<ReturnType<typeof newConfirmedUser>>;

interface Match {
  kind: 'grok' | 'brain';
  conversation_id: string;
  snippet: string;
  matched_at: string;
}

const MARK_START = '\u{E000}';
const MARK_STOP = '\u{E001}';
/** A word of the provider's fixed answer that no question here contains. */
const ANSWER_WORD = 'verdict';
const BRAIN_ID = 'natal-chart-guide';

let ai: AiStack;
let alice: User;
let bob: User;
const word = runMarker('zodiacword').replace(/-/g, '');
let aliceGrok = '';
let aliceBrain = '';
let bobGrok = '';

const bearer = (user: User) => ({
  authorization: `Bearer ${user.session.access_token}`,
  'content-type': 'application/json',
});

/** Asks Grok a new question and reads the streamed answer to its end. */
async function askGrok(user: User, question: string): Promise<string> {
  const res = await fetch(`${ai.url}/functions/v1/grok/conversations/messages`, {
    method: 'POST',
    headers: bearer(user),
    body: JSON.stringify({
      model: 'grok-3-mini',
      content: [{ type: 'text', text: question }],
      stream: true,
    }),
  });
  expect(res.status).toBe(200);
  const [first] = await readEvents(res);
  return (JSON.parse(first!) as { conversation_id: string }).conversation_id;
}

/** Starts a brain chat, asks it a question and waits until its answer is stored. */
async function askBrain(user: User, question: string): Promise<string> {
  const created = await fetch(`${ai.url}/functions/v1/brain/chat`, {
    method: 'POST',
    headers: bearer(user),
    body: JSON.stringify({ name: question.slice(0, 40), brain_id: BRAIN_ID }),
  });
  expect(created.status).toBe(200);
  const { chat_id: chatId } = (await created.json()) as { chat_id: string };
  const asked = await fetch(
    `${ai.url}/functions/v1/brain/chat/${chatId}/question?brain_id=${BRAIN_ID}&response_format=text`,
    {
      method: 'POST',
      headers: bearer(user),
      body: JSON.stringify({ question, brain_id: BRAIN_ID, response_format: 'text' }),
    },
  );
  expect(asked.ok).toBe(true);
  await asked.text();
  for (let i = 0; i < 150; i++) {
    const { data } = await user.client
      .from('chat_history')
      .select('id')
      .eq('chat_id', chatId)
      .is('user_message', null)
      .not('assistant', 'is', null);
    if (data && data.length > 0) return chatId;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the brain answer was not stored');
}

async function search(user: User, text: string): Promise<Match[]> {
  const { data, error } = await user.client.rpc('search_conversations', { search_text: text });
  expect(error).toBeNull();
  return data as Match[];
}

const ids = (matches: Match[]) => matches.map((m) => `${m.kind}:${m.conversation_id}`).sort();

beforeAll(async () => {
  ai = await startAiStack();
  [alice, bob] = await Promise.all([
    newConfirmedUser('threads-search-alice'),
    newConfirmedUser('threads-search-bob'),
  ]);
  aliceGrok = await askGrok(alice, `Which house rules my career? ${word}`);
  aliceBrain = await askBrain(alice, 'What does my Moon in Cancer say about home?');
  bobGrok = await askGrok(bob, `Which house rules my career? ${word}`);
}, 90_000);

afterAll(async () => {
  await ai?.stop();
});

describe('search_conversations', () => {
  it('finds a word that appears only in the answers, in Grok and brain conversations alike', async () => {
    expect(TEXT_ANSWER).toContain(ANSWER_WORD);
    const found = await search(alice, ANSWER_WORD);
    expect(ids(found)).toEqual([`brain:${aliceBrain}`, `grok:${aliceGrok}`].sort());
    for (const match of found) {
      expect(match.snippet).toContain(`${MARK_START}${ANSWER_WORD}${MARK_STOP}`);
      expect(match.snippet.replace(/[\u{E000}\u{E001}]/gu, '')).toContain(
        'a mirror for reflection',
      );
    }
  });

  it('finds a question by its words and shows the matching message', async () => {
    const found = await search(alice, word);
    expect(ids(found)).toEqual([`grok:${aliceGrok}`]);
    expect(found[0]!.snippet).toContain(`Which house rules my career? ${MARK_START}${word}`);

    const brain = await search(alice, 'moon home');
    expect(ids(brain)).toEqual([`brain:${aliceBrain}`]);
    expect(brain[0]!.snippet).toContain(`${MARK_START}Moon${MARK_STOP}`);
  });

  it('finds a brain conversation started through the engine as a brain one', async () => {
    const marker = runMarker('brainword').replace(/-/g, '');
    const res = await fetch(`${ai.url}/functions/v1/grok/conversations/messages`, {
      method: 'POST',
      headers: bearer(bob),
      body: JSON.stringify({ brain_id: BRAIN_ID, content: `My Venus ${marker}`, stream: true }),
    });
    expect(res.status).toBe(200);
    const [first] = await readEvents(res);
    const { conversation_id: id } = JSON.parse(first!) as { conversation_id: string };
    expect(ids(await search(bob, marker))).toEqual([`brain:${id}`]);
  });

  it('understands phrases and exclusions, and finds nothing for punctuation alone', async () => {
    expect(ids(await search(alice, '"mirror for reflection"'))).toHaveLength(2);
    expect(ids(await search(alice, '"reflection for mirror"'))).toEqual([]);
    // Messages match one by one: the question is left out, the answers are not.
    expect(ids(await search(alice, `career -${word}`))).toEqual([]);
    expect(ids(await search(alice, 'career'))).toEqual([`grok:${aliceGrok}`]);
    expect(await search(alice, ' ?! ')).toEqual([]);
  });

  it("keeps every other account's messages out", async () => {
    expect(ids(await search(bob, word))).toEqual([`grok:${bobGrok}`]);
    expect(ids(await search(bob, 'moon'))).toEqual([]);
    const anonymous = await anonClient().rpc('search_conversations', { search_text: word });
    expect(anonymous.error?.message).toBe('permission denied for function search_conversations');
  });

  it('refuses a missing or oversized query and a wrong limit', async () => {
    for (const args of [
      { search_text: null },
      { search_text: 'x'.repeat(201) },
      { search_text: 'moon', max_results: 0 },
      { search_text: 'moon', max_results: 101 },
    ]) {
      const { error } = await alice.client.rpc('search_conversations', args);
      expect(error?.code).toBe('22023');
    }
  });

  it('answers from the text-search indexes', async () => {
    const plans = await withDatabase(async (db) => {
      await db.query('begin');
      try {
        // A table this small would be read whole; the point is that the index can serve it.
        await db.query('set local enable_seqscan = off');
        const explain = async (table: string) =>
          (
            await db.query<{ 'QUERY PLAN': string }>(
              `explain select id from public.${table}
                where search @@ websearch_to_tsquery('simple', $1)`,
              [ANSWER_WORD],
            )
          ).rows
            .map((r) => r['QUERY PLAN'])
            .join('\n');
        // Brain conversations are the engine's too: one table of messages holds every word.
        return explain('grok_messages');
      } finally {
        await db.query('rollback');
      }
    });
    expect(plans).toContain('grok_messages_search_idx');
  });
});

describe('conversations for a live list', () => {
  it('reach the owner through realtime when one starts (a brain chat too), is asked again or renamed', async () => {
    const tab = realtimeClient('2.0.0', () => alice.session.access_token);
    try {
      // Every conversation is a grok_conversations row: a new one is inserted, and a question
      // (a brain's too) moves its last_message_at.
      const sub = await subscribe(tab, `threads-${Date.now()}`, [
        { event: '*', table: 'grok_conversations', filter: `user_id=eq.${alice.user.id}` },
      ]);
      const started = await askGrok(alice, 'A conversation from another tab');
      await waitFor(
        'the new conversation',
        () =>
          sub.changes[0]!.find(
            (c) => c.eventType === 'INSERT' && (c.new as { id?: string }).id === started,
          ),
        5_000,
      );
      const chat = await askBrain(alice, 'Which planet rules Taurus?');
      await waitFor(
        'the new brain chat',
        () =>
          sub.changes[0]!.find(
            (c) =>
              c.eventType === 'INSERT' &&
              (c.new as { id?: string; brain_id?: string }).id === chat &&
              (c.new as { brain_id?: string }).brain_id === BRAIN_ID,
          ),
        5_000,
      );
      await waitFor(
        'its question',
        () =>
          sub.changes[0]!.find(
            (c) => c.eventType === 'UPDATE' && (c.new as { id?: string }).id === chat,
          ),
        5_000,
      );
      const renamed = await alice.client
        .from('grok_conversations')
        .update({ title: 'Renamed elsewhere' })
        .eq('id', started);
      expect(renamed.error).toBeNull();
      await waitFor(
        'the rename',
        () =>
          sub.changes[0]!.find(
            (c) =>
              c.eventType === 'UPDATE' &&
              (c.new as { title?: string }).title === 'Renamed elsewhere',
          ),
        5_000,
      );
      // Another account's conversations never reach this list.
      await askGrok(bob, 'Not for Alice');
      await new Promise((r) => setTimeout(r, 500));
      expect(
        sub.changes[0]!.every((c) => (c.new as { user_id?: string }).user_id === alice.user.id),
      ).toBe(true);
    } finally {
      await tab.removeAllChannels();
      await tab.realtime.disconnect();
    }
  });
});
