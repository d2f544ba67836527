import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { exportJWK, generateKeyPair, importJWK, SignJWT, type JWK } from 'jose';
import { DEMO, newConfirmedUser, signedInClient, stack, withDatabase } from './support/clients';

/**
 * Every endpoint gets malformed JSON, wrong types, oversized bodies, SQL-looking strings and
 * bad JWTs. Each must answer 4xx with a readable message, never 500, and change no data.
 */

interface Probe {
  name: string;
  method: string;
  path: string;
  body?: string | Buffer;
  headers?: Record<string, string>;
  status?: number;
}

const json = (value: unknown) => JSON.stringify(value);
const big = (bytes: number) => json({ email: 'a@b.co', password: 'x'.repeat(bytes) });

let userToken = '';
let expiredToken = '';
let forgedToken = '';
let noneToken = '';

async function signWithStackKey(claims: Record<string, unknown>, exp: number): Promise<string> {
  const secrets = JSON.parse(
    readFileSync(join(dirname(process.env.CONTRACT_STACK_FILE!), 'secrets.json'), 'utf8'),
  ) as { jwtPrivateJwk: JWK };
  const key = await importJWK(secrets.jwtPrivateJwk, 'ES256');
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'ES256', kid: secrets.jwtPrivateJwk.kid })
    .setIssuedAt(exp - 3600)
    .setExpirationTime(exp)
    .sign(key);
}

beforeAll(async () => {
  const { session } = await newConfirmedUser('bad-input');
  userToken = session.access_token;
  const claims = JSON.parse(
    Buffer.from(userToken.split('.')[1]!, 'base64url').toString(),
  ) as Record<string, unknown>;
  expiredToken = await signWithStackKey({ ...claims }, Math.floor(Date.now() / 1000) - 60);
  // Same claims and key id, but signed by a key the stack never saw.
  const { privateKey } = await generateKeyPair('ES256', { extractable: true });
  const kid = (
    JSON.parse(Buffer.from(userToken.split('.')[0]!, 'base64url').toString()) as { kid: string }
  ).kid;
  forgedToken = await new SignJWT({ ...claims, role: 'service_role' })
    .setProtectedHeader({ alg: 'ES256', kid })
    .setExpirationTime('1h')
    .sign(privateKey);
  expect((await exportJWK(privateKey)).kty).toBe('EC');
  noneToken = `${Buffer.from(json({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${Buffer.from(json({ ...claims, role: 'service_role' })).toString('base64url')}.`;
});

const bearer = (token: () => string) => ({ authorization: `Bearer ${token()}` });

function probes(): Probe[] {
  const auth = (p: Omit<Probe, 'path'> & { path: string }) => ({ ...p, path: `/auth/v1${p.path}` });
  const list: Probe[] = [];
  for (const path of [
    '/signup',
    '/token?grant_type=password',
    '/token?grant_type=refresh_token',
    '/token?grant_type=pkce',
    '/otp',
    '/recover',
    '/verify',
  ]) {
    list.push(
      auth({
        name: `${path} malformed JSON`,
        method: 'POST',
        path,
        body: '{"email": "a@b.co",',
        status: 400,
      }),
    );
    list.push(
      auth({ name: `${path} JSON array`, method: 'POST', path, body: '[1,2]', status: 400 }),
    );
    list.push(
      auth({
        name: `${path} wrong types`,
        method: 'POST',
        path,
        body: json({
          email: 42,
          password: ['x'],
          refresh_token: 7,
          type: {},
          token: 1,
          auth_code: false,
        }),
      }),
    );
    list.push(
      auth({
        name: `${path} SQL in email`,
        method: 'POST',
        path,
        body: json({
          email: "x@y.z'; drop table auth.users; --",
          password: 'password-123',
          refresh_token: "' or 1=1 --",
          type: 'email',
          token: "' or '1'='1",
        }),
      }),
    );
    list.push(
      auth({
        name: `${path} oversized body`,
        method: 'POST',
        path,
        body: big(100 * 1024),
        status: 413,
      }),
    );
  }
  list.push(
    auth({
      name: 'token without grant_type',
      method: 'POST',
      path: '/token',
      body: json({}),
      status: 400,
    }),
  );
  list.push(
    auth({
      name: 'verify with an unknown type',
      method: 'POST',
      path: '/verify',
      body: json({ type: 'sms', token_hash: 'x' }),
      status: 400,
    }),
  );
  list.push(
    auth({
      name: 'verify with a made-up token',
      method: 'POST',
      path: '/verify',
      body: json({ type: 'email', token_hash: 'x'.repeat(43) }),
      status: 403,
    }),
  );
  list.push(
    auth({
      name: 'signup with NUL in metadata',
      method: 'POST',
      path: '/signup',
      body: '{"email":"nul@example.com","password":"password-123","data":{"a":"\\u0000"}}',
      status: 400,
    }),
  );
  for (const [label, token] of [
    ['expired', () => expiredToken],
    ['forged', () => forgedToken],
    ['alg none', () => noneToken],
    ['garbage', () => 'not.a.jwt'],
  ] as const) {
    list.push(
      auth({
        name: `GET /user with ${label} JWT`,
        method: 'GET',
        path: '/user',
        headers: bearer(token),
        status: 403,
      }),
    );
    list.push(
      auth({
        name: `PUT /user with ${label} JWT`,
        method: 'PUT',
        path: '/user',
        headers: bearer(token),
        body: json({ data: { x: 1 } }),
        status: 403,
      }),
    );
    list.push(
      auth({
        name: `logout with ${label} JWT`,
        method: 'POST',
        path: '/logout',
        headers: bearer(token),
        status: 403,
      }),
    );
    list.push(
      auth({
        name: `unlink identity with ${label} JWT`,
        method: 'DELETE',
        path: '/user/identities/00000000-0000-0000-0000-000000000000',
        headers: bearer(token),
        status: 403,
      }),
    );
    list.push({
      name: `REST read with ${label} JWT`,
      method: 'GET',
      path: '/rest/v1/charts?select=*',
      headers: bearer(token),
      status: 401,
    });
    list.push({
      name: `REST write with ${label} JWT`,
      method: 'POST',
      path: '/rest/v1/wizard_announcements',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      body: json({ title: 'x', content: 'y' }),
      status: 401,
    });
  }
  list.push(auth({ name: 'GET /user without a token', method: 'GET', path: '/user', status: 401 }));
  list.push(
    auth({
      name: 'PUT /user malformed JSON',
      method: 'PUT',
      path: '/user',
      headers: bearer(() => userToken),
      body: '{"data":',
      status: 400,
    }),
  );
  list.push(
    auth({
      name: 'PUT /user wrong types',
      method: 'PUT',
      path: '/user',
      headers: bearer(() => userToken),
      body: json({ email: 12, password: true }),
      status: 400,
    }),
  );
  list.push(
    auth({
      name: 'PUT /user oversized',
      method: 'PUT',
      path: '/user',
      headers: bearer(() => userToken),
      body: json({ data: { blob: 'x'.repeat(100 * 1024) } }),
      status: 413,
    }),
  );
  list.push(
    auth({
      name: 'PUT /user huge metadata',
      method: 'PUT',
      path: '/user',
      headers: bearer(() => userToken),
      body: json({ data: { blob: 'x'.repeat(20 * 1024) } }),
      status: 400,
    }),
  );
  list.push(
    auth({
      name: 'logout with an unknown scope',
      method: 'POST',
      path: '/logout?scope=everyone',
      headers: bearer(() => userToken),
      status: 400,
    }),
  );
  list.push(
    auth({
      name: 'unlink an identity that is not a uuid',
      method: 'DELETE',
      path: "/user/identities/1'%20or%201=1",
      headers: bearer(() => userToken),
      status: 404,
    }),
  );
  list.push(
    auth({ name: 'authorize without provider', method: 'GET', path: '/authorize', status: 400 }),
  );
  list.push(
    auth({
      name: 'authorize with SQL as provider',
      method: 'GET',
      path: "/authorize?provider=github'%20--",
      status: 400,
    }),
  );
  list.push(auth({ name: 'unknown auth path', method: 'GET', path: '/nope', status: 404 }));
  list.push(auth({ name: 'wrong method', method: 'DELETE', path: '/signup', status: 405 }));
  list.push(
    auth({
      name: 'signup without apikey',
      method: 'POST',
      path: '/signup',
      headers: { apikey: '' },
      body: json({}),
      status: 401,
    }),
  );
  list.push(
    auth({
      name: 'signup with a wrong apikey',
      method: 'POST',
      path: '/signup',
      headers: { apikey: 'sb-wrong' },
      body: json({}),
      status: 401,
    }),
  );

  const rest = (p: Probe) => ({
    ...p,
    headers: { ...bearer(() => userToken), 'content-type': 'application/json', ...p.headers },
  });
  list.push(
    rest({
      name: 'REST malformed JSON',
      method: 'POST',
      path: '/rest/v1/charts',
      body: '{"name":',
      status: 400,
    }),
  );
  list.push(
    rest({
      name: 'REST wrong types',
      method: 'POST',
      path: '/rest/v1/charts',
      body: json({
        name: 'x',
        birth_date: 'yesterday',
        latitude: 'north',
        longitude: 1,
        time_zone: 'UTC',
        birth_utc: 'now-ish',
      }),
    }),
  );
  list.push(
    rest({
      name: 'REST out-of-range values',
      method: 'POST',
      path: '/rest/v1/charts',
      body: json({
        name: 'x',
        birth_date: '2000-01-01',
        latitude: 123,
        longitude: 1,
        time_zone: 'UTC',
        birth_utc: '2000-01-01T00:00:00Z',
      }),
    }),
  );
  list.push(
    rest({
      name: 'REST SQL in a uuid filter',
      method: 'GET',
      path: '/rest/v1/charts?id=eq.1;drop%20table%20charts',
      status: 400,
    }),
  );
  list.push(
    rest({
      name: 'REST SQL in select',
      method: 'GET',
      path: '/rest/v1/charts?select=*,pg_sleep(5)',
    }),
  );
  list.push(
    rest({
      name: 'REST unknown table',
      method: 'GET',
      path: '/rest/v1/pg_shadow?select=*',
      status: 404,
    }),
  );
  list.push(
    rest({
      name: 'REST oversized body',
      method: 'POST',
      path: '/rest/v1/contact_messages',
      body: json({ name: 'x', email: 'a@b.co', subject: 's', message: 'x'.repeat(300 * 1024) }),
      status: 413,
    }),
  );
  list.push(
    rest({
      name: 'REST too-long text',
      method: 'POST',
      path: '/rest/v1/contact_messages',
      body: json({ name: 'x', email: 'a@b.co', subject: 's', message: 'x'.repeat(6000) }),
      status: 400,
    }),
  );
  list.push(
    rest({
      name: 'REST invalid e-mail in contact form',
      method: 'POST',
      path: '/rest/v1/contact_messages',
      body: json({ name: 'x', email: "' or 1=1 --", subject: 's', message: 'm' }),
      status: 400,
    }),
  );
  list.push(
    rest({
      name: 'RPC wrong argument types',
      method: 'POST',
      path: '/rest/v1/rpc/increment_profile_counter',
      body: json({ user_id: 'me', counter_name: 1, increment_by: 'lots' }),
    }),
  );
  list.push(
    rest({
      name: 'RPC unknown function',
      method: 'POST',
      path: '/rest/v1/rpc/pg_terminate_backend',
      body: json({ pid: 1 }),
      status: 404,
    }),
  );
  list.push({
    name: 'REST without apikey',
    method: 'GET',
    path: '/rest/v1/wizard_brains',
    headers: { apikey: '' },
    status: 401,
  });

  list.push({
    name: 'function with a wrong method',
    method: 'POST',
    path: '/functions/v1/health',
    body: json({}),
    status: 405,
  });
  list.push({
    name: 'function oversized body',
    method: 'POST',
    path: '/functions/v1/health',
    body: Buffer.alloc(9 * 1024 * 1024, 97),
    status: 413,
  });
  list.push({
    name: 'unknown function',
    method: 'GET',
    path: '/functions/v1/..%2f..%2fetc',
    status: 404,
  });
  list.push({ name: 'unknown dev endpoint', method: 'GET', path: '/_dev/nope', status: 404 });
  return list;
}

async function snapshot(): Promise<Record<string, number>> {
  return withDatabase(async (db) => {
    const tables = [
      'auth.users',
      'auth.sessions',
      'public.charts',
      'public.contact_messages',
      'public.wizard_announcements',
      'public.profiles',
      'public.user_roles',
    ];
    const counts: Record<string, number> = {};
    for (const table of tables)
      counts[table] = Number((await db.query(`select count(*) from ${table}`)).rows[0].count);
    const meta = await db.query(`select raw_user_meta_data::text from auth.users order by id`);
    counts.metadataHash = meta.rows
      .map((r: { raw_user_meta_data: string }) => r.raw_user_meta_data)
      .join('|').length;
    return counts;
  });
}

describe('bad input on every endpoint', () => {
  it('gets a clear 4xx, never a 500, and changes no data', async () => {
    const before = await snapshot();
    const failures: string[] = [];
    for (const probe of probes()) {
      const res = await fetch(`${stack.url}${probe.path}`, {
        method: probe.method,
        headers: { apikey: stack.anonKey, 'content-type': 'application/json', ...probe.headers },
        body: probe.body as BodyInit | undefined,
        redirect: 'manual',
      });
      const text = await res.text();
      let message: unknown;
      try {
        const body = JSON.parse(text) as Record<string, unknown>;
        message = body.message ?? body.msg ?? body.error_description;
      } catch {
        message = undefined;
      }
      const statusOk = probe.status
        ? res.status === probe.status
        : res.status >= 400 && res.status < 500;
      if (!statusOk || typeof message !== 'string' || message.length < 3) {
        failures.push(`${probe.name}: ${res.status} ${text.slice(0, 160)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });

  it('stores SQL-looking text verbatim when it is legitimate data', async () => {
    const { client } = await signedInClient(DEMO.user.email, DEMO.user.password);
    const text = "Robert'); DROP TABLE charts; --";
    const { data, error } = await client
      .from('charts')
      .insert({
        name: text,
        birth_date: '1985-02-03',
        latitude: 1,
        longitude: 2,
        time_zone: 'UTC',
        birth_utc: '1985-02-03T00:00:00Z',
      })
      .select('name')
      .single();
    expect(error).toBeNull();
    expect(data?.name).toBe(text);
    expect((await client.from('charts').select('id')).error).toBeNull();
  });
});
