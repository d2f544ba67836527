import type { Pool } from 'pg';
import { generatePrivateJwk, loadJwtKeys } from '../../auth/jwt-keys';
import { fileResponse } from '../file-response';
import type { StoredFile } from '../object-store';
import { createStorageApp, storageRefusals } from '../storage-router';

/** Everything here is refused before the database is asked: a pool that is touched fails. */
const touched: string[] = [];
const pool = {
  query: (sql: string) => {
    touched.push(sql);
    throw new Error('the database was asked');
  },
  connect: () => {
    touched.push('connect');
    throw new Error('the database was asked');
  },
} as unknown as Pool;

let app: ReturnType<typeof createStorageApp>;
let anonKey: string;

beforeAll(async () => {
  const keys = await loadJwtKeys(await generatePrivateJwk(), () => 'http://localhost/auth/v1');
  anonKey = await keys.sign({ role: 'anon' }, 3600, 'supabase');
  const serviceRoleKey = await keys.sign({ role: 'service_role' }, 3600, 'supabase');
  app = createStorageApp({
    pool,
    keys,
    apiKeys: { anonKey, serviceRoleKey },
    maxUploadBytes: 1024 * 1024,
  });
});

beforeEach(() => {
  touched.length = 0;
});

afterEach(() => {
  expect(touched).toEqual([]);
});

async function ask(
  method: string,
  path: string,
  init: { headers?: Record<string, string>; body?: BodyInit } = {},
) {
  const response = await app.fetch(
    new Request(`http://localhost${path}`, {
      method,
      headers: init.headers,
      body: init.body,
      // Node's fetch needs it for a streamed body.
      duplex: 'half',
    } as RequestInit),
  );
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
}

const json = (body: unknown) => ({
  headers: { apikey: anonKey, 'content-type': 'application/json' },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

describe('routing', () => {
  it('answers 404 in Storage’s shape outside /object/', async () => {
    for (const path of ['/', '/bucket', '/bucket/avatars', '/object', '/render/image/public/a/b'])
      expect(await ask('GET', path)).toEqual({
        status: 404,
        body: {
          statusCode: '404',
          code: 'not_found',
          error: 'not_found',
          message: `No storage endpoint GET ${path}`,
        },
      });
  });

  it('answers 405 to a method no /object/ route takes, before the apikey', async () => {
    for (const [method, path] of [
      ['PATCH', '/object/avatars/a.png'],
      ['DELETE', '/object/avatars/a.png'],
      ['OPTIONS', '/object/avatars/a.png'],
      ['PATCH', '/object/list/avatars'],
    ] as const)
      expect(await ask(method, path)).toEqual({
        status: 405,
        body: {
          statusCode: '405',
          code: 'method_not_allowed',
          error: 'method_not_allowed',
          message: 'Method not allowed',
        },
      });
  });
});

describe('every route but public downloads needs the project’s apikey', () => {
  const protectedRoutes: [string, string][] = [
    ['GET', '/object/authenticated/avatars/a.png'],
    ['GET', '/object/avatars/a.png'],
    ['HEAD', '/object/avatars/a.png'],
    ['POST', '/object/list/avatars'],
    ['POST', '/object/avatars/a.png'],
    ['PUT', '/object/avatars/a.png'],
    ['DELETE', '/object/avatars'],
  ];

  it.each(protectedRoutes)('%s %s: none is 401', async (method, path) => {
    const answer = await ask(method, path);
    expect(answer.status).toBe(401);
    if (method !== 'HEAD')
      expect(answer.body).toMatchObject({
        code: 'Unauthorized',
        message: 'No API key found in request',
      });
  });

  it.each(protectedRoutes)('%s %s: a wrong one is 401', async (method, path) => {
    const answer = await ask(method, path, { headers: { apikey: 'not-the-key' } });
    expect(answer.status).toBe(401);
    if (method !== 'HEAD')
      expect(answer.body).toMatchObject({ code: 'Unauthorized', message: 'Invalid API key' });
  });

  it('refuses a bearer token that is not ours before reading the body', async () => {
    const answer = await ask('POST', '/object/avatars/a.png', {
      headers: { apikey: anonKey, authorization: 'Bearer a.b.c', 'content-type': 'image/png' },
      body: 'not read',
    });
    expect(answer).toMatchObject({
      status: 400,
      body: { code: 'InvalidJWT', message: 'invalid signature' },
    });
  });

  it('takes the apikey from the query string too', async () => {
    const answer = await ask('POST', `/object/list/AVATARS?apikey=${anonKey}`);
    expect(answer).toMatchObject({ status: 404, body: { message: 'Bucket not found' } });
  });
});

describe('names in the path', () => {
  it('refuses a bucket id no bucket can have, without asking the database', async () => {
    expect(await ask('GET', '/object/public/AVATARS/a.png')).toMatchObject({
      status: 404,
      body: { code: 'Bucket not found' },
    });
    expect(await ask('POST', '/object/list/no%20such', json({}))).toMatchObject({
      status: 404,
      body: { code: 'Bucket not found' },
    });
  });

  it('decodes the path once: %2561vatars is the bucket “%61vatars”, not avatars', async () => {
    expect(await ask('POST', '/object/list/%2561vatars', json({}))).toMatchObject({
      status: 404,
      body: { code: 'Bucket not found' },
    });
  });

  it('refuses an object name with empty or control-character segments', async () => {
    const headers = { apikey: anonKey };
    for (const [path, detail] of [
      ['/object/avatars', 'the object name is empty'],
      ['/object/public/avatars/', 'the object name is empty'],
      ['/object/avatars/a//b.png', 'a//b.png'],
      ['/object/avatars/a/%0A.png', 'a/\n.png'],
    ])
      expect(await ask('GET', path, { headers })).toMatchObject({
        status: 400,
        body: { code: 'InvalidKey', message: `Invalid key: ${detail}` },
      });
  });
});

describe('list and remove bodies', () => {
  it('refuses a body that is not JSON', async () => {
    expect(await ask('POST', '/object/list/avatars', json('{"prefix":'))).toMatchObject({
      status: 400,
      body: { code: 'InvalidRequest', message: 'The request body must be valid JSON' },
    });
  });

  it('refuses a list body over 64 KB, declared or not, without parsing it', async () => {
    const big = JSON.stringify({ prefix: 'x'.repeat(65 * 1024) });
    // Announced as too big, the body is not even read (this one would be valid).
    const declared = await ask('POST', '/object/list/avatars', {
      headers: { ...json({}).headers, 'content-length': String(65 * 1024) },
      body: '{}',
    });
    const streamed = await ask('POST', '/object/list/avatars', {
      headers: json(big).headers,
      body: new Blob([big]).stream(),
    });
    for (const answer of [declared, streamed])
      expect(answer).toMatchObject({
        status: 400,
        body: { code: 'InvalidRequest', message: 'The request body must not exceed 64 KB' },
      });
  });

  it('names the first field the list schema refuses', async () => {
    for (const [body, message] of [
      [{ limit: 'ten' }, 'Invalid input: expected number, received string'],
      [{ limit: 0 }, 'Too small: expected number to be >=1'],
      [{ sortBy: { column: 'id; drop table x' } }, 'Invalid option'],
    ] as const) {
      const answer = await ask('POST', '/object/list/avatars', json(body));
      expect(answer).toMatchObject({ status: 400, body: { code: 'InvalidRequest' } });
      expect((answer.body as { message: string }).message).toContain(message);
    }
  });

  it('refuses a removal that names no objects', async () => {
    for (const [body, message] of [
      [{}, 'prefixes must be a list of object names'],
      [{ prefixes: 'a.png' }, 'prefixes must be a list of object names'],
      [{ prefixes: [] }, 'prefixes must name at least one object'],
    ] as const)
      expect(await ask('DELETE', '/object/avatars', json(body))).toMatchObject({
        status: 400,
        body: { code: 'InvalidRequest', message },
      });
  });
});

describe('refusals the gateway answers for storage', () => {
  it('names the file limit, in Storage’s shape', async () => {
    const refusals = storageRefusals(6 * 1024 * 1024);
    const tooLarge = refusals.tooLarge(6 * 1024 * 1024 + 64 * 1024);
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toEqual({
      statusCode: '413',
      code: 'Payload too large',
      error: 'Payload too large',
      message: 'The object exceeded the maximum allowed size of 6 MB',
    });
    expect(refusals.unsupportedMethod('TRACE').status).toBe(405);
  });
});

describe('a stored file’s answer', () => {
  const file: StoredFile = {
    object: {
      id: '0b0b0b0b-0000-4000-8000-000000000000',
      bucket_id: 'avatars',
      name: 'user/me.png',
      owner: null,
      metadata: { eTag: '"abc"', mimetype: 'image/png', cacheControl: 'max-age=60' },
      created_at: new Date('2024-01-02T03:04:05Z'),
      updated_at: new Date('2024-01-02T03:04:05Z'),
      last_accessed_at: new Date('2024-01-02T03:04:05Z'),
    },
    bytes: Buffer.from('png'),
  };
  const get = (headers: Record<string, string> = {}) =>
    new Request('http://localhost/object/public/avatars/user/me.png', { headers });

  it('is sandboxed data with its type, length, ETag and lifetime', async () => {
    const answer = fileResponse(get(), file, null);
    expect(answer.status).toBe(200);
    expect(Object.fromEntries(answer.headers)).toEqual({
      'content-type': 'image/png',
      'content-length': '3',
      'cache-control': 'public, max-age=60',
      'last-modified': 'Tue, 02 Jan 2024 03:04:05 GMT',
      'content-security-policy':
        "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox",
      'x-content-type-options': 'nosniff',
      etag: '"abc"',
    });
    expect(await answer.text()).toBe('png');
  });

  it('is a bodiless 304 when the client has it', async () => {
    const answer = fileResponse(get({ 'if-none-match': '"abc"' }), file, null);
    expect(answer.status).toBe(304);
    expect(Object.fromEntries(answer.headers)).toEqual({
      etag: '"abc"',
      'cache-control': 'public, max-age=60',
    });
  });

  it('is an attachment when ?download asks, under a name that cannot break the header', () => {
    expect(fileResponse(get(), file, '').headers.get('content-disposition')).toBe(
      'attachment; filename="me.png"',
    );
    expect(fileResponse(get(), file, 'a"b\r\n.png').headers.get('content-disposition')).toBe(
      'attachment; filename="a_b__.png"',
    );
  });
});
