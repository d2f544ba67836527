import type { SupabaseClient } from '@supabase/supabase-js';
import fc from 'fast-check';
import { decodeProtectedHeader, generateKeyPair, SignJWT } from 'jose';
import { authRequests } from './fuzz/auth-requests';
import { functionRequests } from './fuzz/function-requests';
import { assertClean, runFamily, type FamilyReport } from './fuzz/fuzz-runner';
import { familySeed, reproduceHint, runs } from './fuzz/fuzz-settings';
import type { Credentials } from './fuzz/fuzz-values';
import type { FuzzRequest } from './fuzz/http-probe';
import { knownCrashers } from './fuzz/known-crashers';
import { rawRequests, runRawFamily } from './fuzz/raw-requests';
import { realtimeAnswers, realtimeCases, runRealtimeFamily } from './fuzz/realtime-fuzz';
import {
  readExposedSchema,
  restRequests,
  rpcRequests,
  type ExposedSchema,
  type RestFuzzContext,
} from './fuzz/rest-requests';
import { devRequests, staticRequests } from './fuzz/static-requests';
import { storageRequests } from './fuzz/storage-requests';
import { watchTables, type TableWatch } from './fuzz/table-fingerprint';
import { startAiStack, type AiStack } from './support/ai-stack';
import {
  anonClient,
  newConfirmedUser,
  signedInClient,
  stack,
  withDatabase,
} from './support/clients';
import { CONTRACT_STACK_ENV } from './support/contract-env';
import { stackKeys } from './support/realtime-kit';

/**
 * The fuzz level: generated malformed requests to every route family (auth, rest, rpc, functions,
 * storage, realtime frames, static files, raw HTTP). No answer may be a 5xx or a hang, a batch of
 * refused requests may not change any table, and the stack must answer normally afterwards.
 * Counts are fixed and the seed too, so a failure replays exactly (see fuzz/fuzz-settings.ts).
 */

const LIMITS = {
  rest: Number(CONTRACT_STACK_ENV.MAX_BODY_BYTES),
  auth: 64 * 1024,
  functions: 8 * 1024 * 1024,
  storage: 6 * 1024 * 1024,
};

/**
 * Generated requests per family (realtime: connections, each with a few frames). Together they
 * take about 25 s on a busy 2-core machine, on top of the stack the suite has already started.
 */
const RUNS = {
  auth: 220,
  rest: 260,
  rpc: 160,
  functions: 120,
  'functions-ai': 100,
  storage: 120,
  realtime: 60,
  static: 80,
  dev: 30,
  raw: 60,
};

const sample = <T>(family: keyof typeof RUNS, arbitrary: fc.Arbitrary<T>): T[] =>
  fc.sample(arbitrary, { seed: familySeed(family), numRuns: runs(RUNS[family]) });

const known = knownCrashers(stack.anonKey);

let tables: TableWatch;
let schema: ExposedSchema;
let aiStack: AiStack;
let dataUser: { id: string; token: string; client: SupabaseClient };
let authUser: { email: string; token: string; refreshToken: string };
let credentials: Credentials;
let authCredentials: Credentials;
let brainIds: string[];
let chatId: string;

/** Tokens that look right and are not: tampered, unsigned, foreign-signed, HS256, expired, huge. */
async function garbageTokensLike(token: string, userId: string): Promise<string[]> {
  const [header, payload] = token.split('.') as [string, string, string];
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<
    string,
    unknown
  >;
  const { privateKey } = await generateKeyPair('ES256');
  const foreign = await new SignJWT({ ...claims, role: 'service_role' })
    .setProtectedHeader({ alg: 'ES256', kid: decodeProtectedHeader(token).kid })
    .setExpirationTime('1h')
    .sign(privateKey);
  const hs256 = await new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode('super-secret-jwt-token-with-at-least-32-characters-long'));
  const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify({ ...claims, role: 'service_role' })).toString('base64url')}.`;
  const expired = await (
    await stackKeys()
  ).sign(
    { sub: userId, role: 'authenticated', aud: 'authenticated', session_id: crypto.randomUUID() },
    -120,
  );
  return [
    `${token.slice(0, -4)}AAAA`,
    `${header}.${payload}.`,
    unsigned,
    foreign,
    hs256,
    expired,
    stack.anonKey.slice(0, -10),
    'a.b.c',
    '..',
    'Bearer',
    'x'.repeat(9000),
  ];
}

beforeAll(async () => {
  const data = await newConfirmedUser('fuzz-data');
  const auth = await newConfirmedUser('fuzz-auth');
  dataUser = { id: data.user.id, token: data.session.access_token, client: data.client };
  // A second session of the same account, whose refresh token the fuzzing may burn.
  const spare = await signedInClient(auth.email, auth.password);
  authUser = {
    email: auth.email,
    token: auth.session.access_token,
    refreshToken: spare.session.refresh_token,
  };
  credentials = {
    anonKey: stack.anonKey,
    userToken: dataUser.token,
    garbageTokens: await garbageTokensLike(dataUser.token, dataUser.id),
  };
  authCredentials = { ...credentials, userToken: authUser.token };
  schema = await withDatabase(readExposedSchema);
  const brains = await anonClient().from('wizard_brains').select('brain_id');
  brainIds = (brains.data ?? []).map((b: { brain_id: string }) => b.brain_id);
  expect(brainIds.length).toBeGreaterThan(0);

  aiStack = await startAiStack();
  // A chat opened the way the app opens one, so questions can reach past the chat lookup.
  const opened = await fetch(`${aiStack.url}/functions/v1/brain/chat`, {
    method: 'POST',
    headers: { authorization: `Bearer ${dataUser.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'fuzz', brain_id: brainIds[0] }),
  });
  expect(opened.status).toBe(200);
  chatId = ((await opened.json()) as { chat_id: string }).chat_id;

  tables = await watchTables(stack.databaseUrl);
}, 60_000);

afterAll(async () => {
  await tables?.close();
  await aiStack?.stop();
  // On a tree where some generated call still runs away, do not leave it burning for later files.
  await withDatabase((db) =>
    db.query(
      `select pg_cancel_backend(pid) from pg_stat_activity
        where usename = 'authenticator' and state = 'active' and query_start < now() - interval '5 seconds'`,
    ),
  );
});

/** An INSERT, an UPDATE and a DELETE on a captured table, made as the app makes them. */
async function changeChart(): Promise<void> {
  const charts = dataUser.client.from('charts');
  const created = await charts
    .insert({
      name: 'Fuzz',
      birth_date: '1990-05-15',
      birth_time: '13:30',
      latitude: 51.5,
      longitude: -0.12,
      time_zone: 'Europe/London',
      birth_utc: '1990-05-15T12:30:00Z',
    })
    .select('id')
    .single();
  if (created.error) throw new Error(`creating a chart failed: ${created.error.message}`);
  await charts.update({ name: 'Fuzz 2' }).eq('id', created.data.id);
  await charts.delete().eq('id', created.data.id);
}

const dataApiContext = (): RestFuzzContext => ({
  credentials,
  schema,
  userId: dataUser.id,
  bodyLimit: LIMITS.rest,
  // Deleting the account would end every later request of the run as that user.
  userMayNotCall: ['delete_own_account'],
});

const http = async (
  family: string,
  familyIndex: number,
  requests: FuzzRequest[],
  baseUrl = stack.url,
): Promise<FamilyReport> => runFamily({ family, familyIndex, baseUrl, requests, tables });

describe('fuzz: malformed requests get a 4xx and change nothing', () => {
  it('auth: every /auth/v1 endpoint', async () => {
    const requests = sample(
      'auth',
      authRequests({
        credentials: authCredentials,
        userEmail: authUser.email,
        refreshToken: authUser.refreshToken,
        bodyLimit: LIMITS.auth,
      }),
    );
    assertClean(await http('auth', 0, requests));
  }, 60_000);

  it('rest: every table, with odd filters, selects and bodies', async () => {
    const requests = sample('rest', restRequests(dataApiContext()));
    assertClean(await http('rest', 1, [...known.rest, ...requests]));
  }, 60_000);

  it('rpc: every function in the exposed schema', async () => {
    const requests = sample('rpc', rpcRequests(dataApiContext()));
    assertClean(await http('rpc', 2, [...known.rpc, ...requests]));
  }, 60_000);

  it('functions: grok, brain, health, sms and contact-reply without a provider', async () => {
    const requests = sample(
      'functions',
      functionRequests({
        credentials,
        bodyLimit: LIMITS.functions,
        brainIds,
        chatId,
        providerConfigured: false,
      }),
    );
    assertClean(await http('functions', 3, [...known.functions, ...requests]));
  }, 60_000);

  it('functions: grok and brain with a provider configured', async () => {
    const requests = sample(
      'functions-ai',
      functionRequests({
        credentials,
        bodyLimit: LIMITS.functions,
        brainIds,
        chatId,
        providerConfigured: true,
      }),
    );
    assertClean(await http('functions-ai', 4, requests, aiStack.url));
  }, 60_000);

  it('storage: uploads, downloads, lists and deletes', async () => {
    const requests = sample(
      'storage',
      storageRequests({ credentials, userId: dataUser.id, bodyLimit: LIMITS.storage }),
    );
    assertClean(await http('storage', 5, requests));
  }, 60_000);

  it('realtime: handshakes and Phoenix frames of every wrong shape', async () => {
    const cases = sample(
      'realtime',
      realtimeCases({
        credentials,
        userId: dataUser.id,
        tables: ['charts', 'contact_messages', 'grok_messages', 'wizard_announcements', 'profiles'],
      }),
    );
    assertClean(
      await runRealtimeFamily({
        baseUrl: stack.url,
        familyIndex: 6,
        cases,
        changeData: changeChart,
      }),
    );
  }, 60_000);

  it('static: the front ends, remotes and /env-config.json', async () => {
    assertClean(await http('static', 7, [...known.static, ...sample('static', staticRequests())]));
  }, 60_000);

  it('dev: the development mailbox and text outbox', async () => {
    assertClean(await http('dev', 8, [...known.dev, ...sample('dev', devRequests())]));
  }, 60_000);

  it('raw HTTP: broken framing, lying lengths and invalid bytes', async () => {
    assertClean(await runRawFamily(stack.url, 9, sample('raw', rawRequests(stack.anonKey))));
  }, 60_000);

  it('the stack still answers afterwards', async () => {
    const read = await anonClient().from('wizard_brains').select('brain_id').limit(1);
    const answers = {
      auth: (await fetch(`${stack.url}/auth/v1/health`)).status,
      rest: read.error ? `error ${read.error.message}` : `${read.data?.length} row`,
      functions: (await fetch(`${stack.url}/functions/v1/health`)).status,
      realtime: await realtimeAnswers(stack.url, stack.anonKey),
    };
    const expected = { auth: 200, rest: '1 row', functions: 200, realtime: true };
    // The seed goes with the failure, so a run that broke the stack can be replayed.
    if (JSON.stringify(answers) !== JSON.stringify(expected))
      throw new Error(
        `the stack does not answer as before: ${JSON.stringify(answers)}\n${reproduceHint()}`,
      );
  });
});
