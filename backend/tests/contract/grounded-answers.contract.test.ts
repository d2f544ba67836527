import { randomUUID } from 'node:crypto';
import {
  type Chart,
  type ChartEngine,
  type ClaimChecks,
  claimChecksSchema,
  formatSignPosition,
  loadChartEngine,
  resolveBirthInstant,
  SIGNS,
  signPosition,
  snapshotOf,
} from '@astro/astrology';
import type { SupabaseClient } from '@supabase/supabase-js';
import { sayMarker, type RecordedRequest } from '../fixtures/fake-ai-provider';
import { readEvents, startAiStack, type AiStack } from './support/ai-stack';
import { DEMO, signedInClient } from './support/clients';
import { directUser } from './support/direct-users';
import { sendTurn, settled, turnOf } from './support/grok-turns';

/**
 * Answers grounded in the user's saved charts, and checked: the brain and Grok functions compute
 * the attached charts on the server, send them to the provider in the system message, check the
 * answer's claims against them and store the result with the answer, which clients read and
 * never write. Charts are saved exactly as the charts page saves them.
 */

interface User {
  client: SupabaseClient;
  token: string;
  id: string;
}

interface SavedChart {
  id: string;
  name: string;
  chart: Chart;
}

let ai: AiStack;
let engine: ChartEngine;
let alice: User;
let bob: User;
let admin: SupabaseClient;
let aliceChart: SavedChart;
let aliceSecond: SavedChart;
let bobChart: SavedChart;

interface Stats {
  model: string;
  answers_checked: number;
  claims_checked: number;
  claims_wrong: number;
}
let statsBefore: Stats[] = [];
/** The checks this file stores, by model, to compare with the back office's counts. */
const stored: { model: string; checks: ClaimChecks }[] = [];
const BRAIN_MODEL = 'grok-3-latest';
const GROK_MODEL = 'grok-3-mini';

const asUser = async (label: string): Promise<User> => {
  const u = await directUser(label);
  return { client: u.client, token: u.session.access_token, id: u.user.id };
};

/**
 * Saves a chart as /calculate's "Save chart" does: the local time read in the place's zone by
 * the app's own code, the birth data, and the engine's snapshot.
 */
async function saveChart(
  user: User,
  name: string,
  birth: { date: string; time: string; lat: number; lon: number; zone: string },
): Promise<SavedChart> {
  const instant = resolveBirthInstant(birth.date, birth.time, {
    timeZone: birth.zone,
    lon: birth.lon,
  });
  if (instant.kind !== 'unique') throw new Error(`${name}: pick a time that happened once`);
  const chart = engine.computeChart({
    utc: instant.utc,
    lat: birth.lat,
    lon: birth.lon,
    houses: 'placidus',
  });
  const id = randomUUID();
  const { error } = await user.client
    .from('charts')
    .insert({
      id,
      name,
      birth_date: birth.date,
      birth_time: birth.time,
      time_unknown: false,
      place_name: 'Somewhere',
      latitude: birth.lat,
      longitude: birth.lon,
      time_zone: birth.zone,
      birth_utc: instant.utc.toISOString(),
      settings: { houseSystem: 'placidus', utcOffsetSeconds: instant.offsetSeconds },
      snapshot: snapshotOf(chart, true),
    })
    .select('id');
  expect(error).toBeNull();
  return { id, name, chart };
}

const statsNow = async () => {
  const { data, error } = await admin.rpc('admin_claim_check_stats');
  expect(error).toBeNull();
  return data as Stats[];
};

beforeAll(async () => {
  engine = await loadChartEngine();
  ai = await startAiStack();
  [alice, bob] = await Promise.all([asUser('grounded-alice'), asUser('grounded-bob')]);
  admin = (await signedInClient(DEMO.admin.email, DEMO.admin.password)).client;
  aliceChart = await saveChart(alice, 'Alice Natal', {
    date: '1990-04-12',
    time: '08:30',
    lat: 38.72,
    lon: -9.14,
    zone: 'Europe/Lisbon',
  });
  aliceSecond = await saveChart(alice, 'Carol Friend', {
    date: '1985-09-03',
    time: '23:10',
    lat: 48.85,
    lon: 2.35,
    zone: 'Europe/Paris',
  });
  bobChart = await saveChart(bob, 'Bob Private Chart', {
    date: '1988-11-02',
    time: '18:05',
    lat: 51.5,
    lon: -0.12,
    zone: 'Europe/London',
  });
  statsBefore = await statsNow();
}, 90_000);

afterAll(async () => {
  await ai?.stop();
});

beforeEach(() => ai.provider.reset());

const brainPost = (path: string, user: User, body: unknown) =>
  fetch(`${ai.url}/functions/v1/brain${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

async function newChat(user: User, brainId: string, chartIds?: string[]): Promise<string> {
  const res = await brainPost('/chat', user, {
    name: 'Grounded',
    brain_id: brainId,
    ...(chartIds ? { chart_ids: chartIds } : {}),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { chat_id: string }).chat_id;
}

interface AnswerRow {
  id: string;
  assistant: unknown;
  claim_checks: unknown;
  message_time: string;
}

/** Asks and waits, as the chat does, for the answer row (read as the user, claim checks included). */
async function askAndWait(user: User, chatId: string, question: string): Promise<AnswerRow> {
  const asked = Date.now();
  const res = await brainPost(`/chat/${chatId}/question`, user, { question });
  expect(res.status).toBe(202);
  for (let i = 0; i < 150; i++) {
    const { data, error } = await user.client
      .from('chat_history')
      .select('id, assistant, claim_checks, message_time')
      .eq('chat_id', chatId)
      .is('user_message', null)
      .order('message_time', { ascending: false })
      .limit(1);
    expect(error).toBeNull();
    const row = (data as AnswerRow[])[0];
    if (row?.assistant && Date.parse(row.message_time) >= asked - 1000) return row;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('no answer row appeared');
}

interface ProviderMessage {
  role: string;
  content: string | { type: string; text?: string }[];
}
const messagesOf = (request: RecordedRequest) =>
  (request.body as { messages: ProviderMessage[] }).messages;
const systemOf = (request: RecordedRequest) =>
  messagesOf(request)
    .filter((m) => m.role === 'system')
    .map((m) => (typeof m.content === 'string' ? m.content : ''))
    .join('\n');
const chatRequest = (tag: string) =>
  ai.provider.waitForRequest(
    (r) => r.path === '/v1/chat/completions' && JSON.stringify(r.body).includes(tag),
  );

const signOf = (lon: number) => signPosition(lon).sign;
const notSign = (lon: number) => SIGNS[(signPosition(lon).signIndex + 4) % 12]!;

/** The chart facts the provider must receive: Sun, Moon and Ascendant, each with sign and degree. */
function expectBigThree(system: string, chart: Chart) {
  expect(system).toContain(`Sun ${formatSignPosition(chart.bodies.sun.lon)}`);
  expect(system).toContain(`Moon ${formatSignPosition(chart.bodies.moon.lon)}`);
  expect(system).toContain(`Ascendant ${formatSignPosition(chart.angles.asc)}`);
}

/** One right claim (Moon) and one wrong one (Sun) about a chart. */
const mixedAnswer = (chart: Chart) =>
  `Your Sun in ${notSign(chart.bodies.sun.lon)} gives you drive. Your Moon in ${signOf(chart.bodies.moon.lon)} needs calm.`;

function expectMixedChecks(value: unknown, chart: SavedChart): ClaimChecks {
  const checks = claimChecksSchema.parse(value);
  const sun = chart.chart.bodies.sun.lon;
  expect(checks).toMatchObject({ version: 1, checked: 2, wrong: 1 });
  expect(checks.claims).toEqual([
    expect.objectContaining({
      text: `Sun in ${notSign(sun)}`,
      chart: chart.name,
      body: 'sun',
      kind: 'sign',
      stated: notSign(sun),
      actual: signOf(sun),
      verdict: 'wrong',
    }),
    expect.objectContaining({
      text: `Moon in ${signOf(chart.chart.bodies.moon.lon)}`,
      body: 'moon',
      verdict: 'right',
    }),
  ]);
  return checks;
}

describe('brain answers grounded in an attached chart', () => {
  it('sends the chart computed on the server and stores the checked claims with the answer', async () => {
    const chatId = await newChat(alice, 'natal-chart-guide', [aliceChart.id]);
    const { data: chat } = await alice.client
      .from('brain_chats')
      .select('chart_ids')
      .eq('chat_id', chatId)
      .single();
    expect(chat).toEqual({ chart_ids: [aliceChart.id] });

    const tag = `natal-${randomUUID()}`;
    const row = await askAndWait(
      alice,
      chatId,
      `What does my chart say? ${tag} ${sayMarker(mixedAnswer(aliceChart.chart))}`,
    );
    const system = systemOf(await chatRequest(tag));
    expect(system).toContain('<chart name="Alice Natal"');
    expectBigThree(system, aliceChart.chart);
    expect(system).toMatch(/\[Lesson: <title> › <section>\]/);
    stored.push({ model: BRAIN_MODEL, checks: expectMixedChecks(row.claim_checks, aliceChart) });
  });

  it('reads the chat’s charts at each question, so the owner may change them in between', async () => {
    const chatId = await newChat(alice, 'natal-chart-guide', [aliceChart.id]);
    // A brain chat is an engine conversation: its owner attaches charts there.
    const { error } = await alice.client
      .from('grok_conversations')
      .update({ chart_ids: [aliceSecond.id] })
      .eq('id', chatId);
    expect(error).toBeNull();
    const { data: chat } = await alice.client
      .from('brain_chats')
      .select('chart_ids')
      .eq('chat_id', chatId)
      .single();
    expect(chat).toEqual({ chart_ids: [aliceSecond.id] });
    const tag = `changed-${randomUUID()}`;
    const row = await askAndWait(
      alice,
      chatId,
      `And now? ${tag} ${sayMarker(mixedAnswer(aliceSecond.chart))}`,
    );
    const system = systemOf(await chatRequest(tag));
    expect(system).toContain('<chart name="Carol Friend"');
    expect(system).not.toContain('Alice Natal');
    stored.push({ model: BRAIN_MODEL, checks: expectMixedChecks(row.claim_checks, aliceSecond) });
  });

  it('gives the transit brain today’s sky and the transits, and the synastry brain both charts', async () => {
    const transitChat = await newChat(alice, 'transit-tracker', [aliceChart.id]);
    const transitTag = `transit-${randomUUID()}`;
    const transitRow = await askAndWait(alice, transitChat, `What is happening now? ${transitTag}`);
    const transitSystem = systemOf(await chatRequest(transitTag));
    expectBigThree(transitSystem, aliceChart.chart);
    expect(transitSystem).toContain(
      `<sky name="Today's sky" at="${new Date().toISOString().slice(0, 10)}`,
    );
    expect(transitSystem).toContain('<transits to="Alice Natal">');
    // The coming month's exact transits, with their dates.
    expect(transitSystem).toMatch(/<upcoming to="Alice Natal">\n\d{4}-\d\d-\d\d \d\d:\d\d UT: /);
    // The default answer makes no claim: checked, nothing found.
    expect(transitRow.claim_checks).toEqual({ version: 1, checked: 0, wrong: 0, claims: [] });
    stored.push({ model: BRAIN_MODEL, checks: claimChecksSchema.parse(transitRow.claim_checks) });

    const synastryChat = await newChat(alice, 'relationship-synastry', [
      aliceChart.id,
      aliceSecond.id,
    ]);
    const synastryTag = `synastry-${randomUUID()}`;
    const wrongVenus = notSign(aliceSecond.chart.bodies.venus.lon);
    const synastryRow = await askAndWait(
      alice,
      synastryChat,
      `Do we match? ${synastryTag} ${sayMarker(`Carol's Venus in ${wrongVenus} is sweet. The Sun in Leo is bright.`)}`,
    );
    const synastrySystem = systemOf(await chatRequest(synastryTag));
    expectBigThree(synastrySystem, aliceChart.chart);
    expectBigThree(synastrySystem, aliceSecond.chart);
    expect(synastrySystem).toContain('<synastry first="Alice Natal" second="Carol Friend">');
    // The second sentence names no chart: it is skipped, not counted.
    const checks = claimChecksSchema.parse(synastryRow.claim_checks);
    expect(checks).toMatchObject({ checked: 1, wrong: 1 });
    expect(checks.claims[0]).toMatchObject({
      chart: 'Carol Friend',
      body: 'venus',
      actual: signOf(aliceSecond.chart.bodies.venus.lon),
    });
    stored.push({ model: BRAIN_MODEL, checks });
  });

  it('casts a chart saved by an older version for the instant its birth data reads as now', async () => {
    // Einstein (Ulm, 14 March 1879, 11:30) as versions before the birthplace's own mean time
    // saved him: read with Berlin's UTC+0:53:28, so 10:36:32 UT, with that instant's snapshot.
    // Ulm's mean time, UTC+0:39:56, gives 10:50:04 UT and an Ascendant 2°49′ later.
    const birth = { lat: 48.4, lon: 9.98333, houses: 'placidus' } as const;
    const stale = engine.computeChart({ ...birth, utc: new Date('1879-03-14T10:36:32Z') });
    const right = engine.computeChart({ ...birth, utc: new Date('1879-03-14T10:50:04Z') });
    const id = randomUUID();
    const { error } = await alice.client.from('charts').insert({
      id,
      name: 'Albert',
      birth_date: '1879-03-14',
      birth_time: '11:30',
      time_unknown: false,
      place_name: 'Ulm, Baden-Württemberg, Germany',
      latitude: birth.lat,
      longitude: birth.lon,
      time_zone: 'Europe/Berlin',
      birth_utc: '1879-03-14T10:36:32Z',
      settings: { houseSystem: 'placidus', utcOffsetSeconds: 3208 },
      snapshot: snapshotOf(stale, true),
    });
    expect(error).toBeNull();
    const chatId = await newChat(alice, 'natal-chart-guide', [id]);
    const tag = `legacy-${randomUUID()}`;
    const row = await askAndWait(alice, chatId, `Read it. ${tag} ${sayMarker('A reading.')}`);
    const system = systemOf(await chatRequest(tag));
    expect(formatSignPosition(right.angles.asc)).toBe('11°38′ Cancer');
    expectBigThree(system, right);
    expect(system).not.toContain(formatSignPosition(stale.angles.asc));
    stored.push({ model: BRAIN_MODEL, checks: claimChecksSchema.parse(row.claim_checks) });
  });

  it('ignores a chart id of another user: its data never reaches the provider', async () => {
    const chatId = await newChat(alice, 'natal-chart-guide', [bobChart.id]);
    const tag = `foreign-${randomUUID()}`;
    const row = await askAndWait(
      alice,
      chatId,
      `Read this chart. ${tag} ${sayMarker(mixedAnswer(bobChart.chart))}`,
    );
    const body = JSON.stringify((await chatRequest(tag)).body);
    expect(body).not.toContain('Bob Private Chart');
    expect(body).not.toContain('<chart ');
    expect(body).not.toContain(formatSignPosition(bobChart.chart.bodies.moon.lon));
    expect(body).toContain('No chart is attached to this chat');
    expect(row.claim_checks).toBeNull();
  });

  it('refuses chart_ids that are not a short list of ids, storing nothing', async () => {
    for (const chart_ids of [['not-a-uuid'], [randomUUID(), randomUUID(), randomUUID()], 'x']) {
      const res = await brainPost('/chat', alice, {
        name: 'Bad',
        brain_id: 'natal-chart-guide',
        chart_ids,
      });
      expect(res.status).toBe(400);
    }
    const { count } = await alice.client
      .from('brain_chats')
      .select('chat_id', { count: 'exact', head: true })
      .eq('name', 'Bad');
    expect(count).toBe(0);
  });
});

describe('Grok conversation turns grounded in an attached chart', () => {
  const turn = async (user: User, body: Record<string, unknown>) => {
    const res = await sendTurn(ai.url, user.token, body);
    expect(res.status).toBe(200);
    const first = turnOf(await readEvents(res));
    return { ...first, answer: await settled(first.assistant_message_id) };
  };

  it('sends the chart in the system message and stores the checked claims on the message', async () => {
    const tag = `grok-${randomUUID()}`;
    const { conversation_id, answer } = await turn(alice, {
      content: `Look at my chart. ${tag} ${sayMarker(mixedAnswer(aliceChart.chart))}`,
      chart_ids: [aliceChart.id],
    });
    expect(answer.status).toBe('complete');
    const request = await chatRequest(tag);
    expect(messagesOf(request)[0]!.role).toBe('system');
    expectBigThree(systemOf(request), aliceChart.chart);

    // The owner reads the checks like the rest of the message.
    const { data } = await alice.client
      .from('grok_messages')
      .select('claim_checks')
      .eq('id', answer.id)
      .single();
    stored.push({
      model: GROK_MODEL,
      checks: expectMixedChecks((data as { claim_checks: unknown }).claim_checks, aliceChart),
    });

    // The conversation keeps its charts for the next turn.
    const { data: conversation } = await alice.client
      .from('grok_conversations')
      .select('chart_ids')
      .eq('id', conversation_id)
      .single();
    expect(conversation).toEqual({ chart_ids: [aliceChart.id] });
    const nextTag = `grok-next-${randomUUID()}`;
    const next = await turn(alice, { conversation_id, content: `And my Moon? ${nextTag}` });
    expectBigThree(systemOf(await chatRequest(nextTag)), aliceChart.chart);
    stored.push({ model: GROK_MODEL, checks: claimChecksSchema.parse(next.answer.claim_checks) });
  });

  it('ignores another user’s chart and leaves answers without charts unchecked', async () => {
    const tag = `grok-foreign-${randomUUID()}`;
    const { answer } = await turn(alice, {
      content: `Read it. ${tag} ${sayMarker(mixedAnswer(bobChart.chart))}`,
      chart_ids: [bobChart.id],
    });
    const body = JSON.stringify((await chatRequest(tag)).body);
    expect(body).not.toContain('Bob Private Chart');
    expect(body).not.toContain('"role":"system"');
    expect(answer.claim_checks).toBeNull();
  });
});

describe('claim checks belong to the server', () => {
  it('a client cannot write claim_checks on a brain answer or a Grok message', async () => {
    // Without charts, so the answer has no claim checks of its own (the stats below count them).
    const chatId = await newChat(alice, 'natal-chart-guide', []);
    const forged = { version: 1, checked: 0, wrong: 0, claims: [] };
    // chat_history is a read-only view: no row goes in, and a stored answer stays as it is.
    const inserted = await alice.client
      .from('chat_history')
      .insert({ chat_id: chatId, user_id: alice.id, user_message: 'hi', claim_checks: forged });
    expect(inserted.error).not.toBeNull();
    const brainAnswer = await askAndWait(alice, chatId, 'hi');
    const updated = await alice.client
      .from('chat_history')
      .update({ claim_checks: forged })
      .eq('id', brainAnswer.id);
    expect(updated.error).not.toBeNull();
    expect((await settled(brainAnswer.id)).claim_checks).toBeNull();

    const { answer } = await (async () => {
      const res = await sendTurn(ai.url, alice.token, { content: 'Hello' });
      const first = turnOf(await readEvents(res));
      return { answer: await settled(first.assistant_message_id) };
    })();
    const grok = await alice.client
      .from('grok_messages')
      .update({ claim_checks: forged })
      .eq('id', answer.id);
    expect(grok.error?.code).toBe('42501');
    expect((await settled(answer.id)).claim_checks).toBeNull();
  });

  it('the owner attaches charts to a conversation, at most two', async () => {
    const res = await sendTurn(ai.url, alice.token, { content: 'Start' });
    const { conversation_id } = turnOf(await readEvents(res));
    const ok = await alice.client
      .from('grok_conversations')
      .update({ chart_ids: [aliceChart.id, aliceSecond.id] })
      .eq('id', conversation_id)
      .select('chart_ids');
    expect(ok.error).toBeNull();
    expect(ok.data).toEqual([{ chart_ids: [aliceChart.id, aliceSecond.id] }]);
    const tooMany = await alice.client
      .from('grok_conversations')
      .update({ chart_ids: [aliceChart.id, aliceSecond.id, bobChart.id] })
      .eq('id', conversation_id);
    expect(tooMany.error?.code).toBe('23514');
    const other = await bob.client
      .from('grok_conversations')
      .update({ chart_ids: [bobChart.id] })
      .eq('id', conversation_id)
      .select('id');
    expect(other.data).toEqual([]);
  });
});

describe('admin_claim_check_stats()', () => {
  it('counts checked answers, checked claims and wrong claims per model', async () => {
    const after = await statsNow();
    const row = (stats: Stats[], model: string) =>
      stats.find((s) => s.model === model) ?? {
        model,
        answers_checked: 0,
        claims_checked: 0,
        claims_wrong: 0,
      };
    for (const model of [BRAIN_MODEL, GROK_MODEL]) {
      const mine = stored.filter((s) => s.model === model);
      const before = row(statsBefore, model);
      const now = row(after, model);
      expect(mine.length).toBeGreaterThan(0);
      expect({
        answers: Number(now.answers_checked) - Number(before.answers_checked),
        claims: Number(now.claims_checked) - Number(before.claims_checked),
        wrong: Number(now.claims_wrong) - Number(before.claims_wrong),
      }).toEqual({
        answers: mine.length,
        claims: mine.reduce((n, s) => n + s.checks.checked, 0),
        wrong: mine.reduce((n, s) => n + s.checks.wrong, 0),
      });
    }
  });

  it('refuses anyone but an admin', async () => {
    const { error } = await alice.client.rpc('admin_claim_check_stats');
    expect(error?.code).toBe('42501');
  });
});
